package logic

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
)

// Errors Rate returns for puzzles that are not proper: solver's, under
// the names they had here.
var (
	ErrNoSolution        = solver.ErrNoSolution
	ErrMultipleSolutions = solver.ErrMultipleSolutions
)

// Rating is what Rate says of a puzzle.
type Rating struct {
	Level      Level       // the level of the hardest technique used
	Score      float64     // the hardest step's weight (chains by length): orders puzzles within a level
	Hardest    Technique   // the hardest technique used
	Steps      int         // steps on the solve path
	Techniques []Technique // every technique used, easiest first
}

// String writes the rating as the command line prints it: the level, the
// score and the techniques, as "hard 4.2 hidden-single locked-candidates x-wing".
func (r Rating) String() string {
	s := fmt.Sprintf("%s %.1f", r.Level, r.Score)
	for _, t := range r.Techniques {
		s += " " + t.ID()
	}
	return s
}

// Rate solves a proper puzzle step by step, always taking the easiest
// step, and rates it by the hardest step it needed. Where the walk needs
// a forcing chain it also takes every other contradiction no harder than
// the score so far (see nextForRating), and once it has needed a nested
// one, it takes forcing chains no harder than the score before the
// ladder's patterns (see closingScore); so Rate and Path may take fewer
// steps than repeated calls of Next, and list fewer techniques. It
// returns ErrNoSolution or ErrMultipleSolutions for puzzles that are not
// proper.
func Rate(g solver.Grid) (Rating, error) {
	r, _, err := rate(g, Extreme)
	return r, err
}

// RateUpTo is Rate for callers that only care whether the puzzle is within
// level max: it stops at the first step beyond max and then returns a
// Rating whose Level is max+1 and whose other fields cover the path so far.
// It does not check that the puzzle is proper.
func RateUpTo(g solver.Grid, max Level) Rating {
	r, _, _ := rateBoard(NewBoard(g), max)
	return r
}

// Path returns the steps of the solve path of a proper puzzle.
func Path(g solver.Grid) ([]*Step, error) {
	_, steps, err := rate(g, Extreme)
	return steps, err
}

func rate(g solver.Grid, limit Level) (Rating, []*Step, error) {
	if g.Conflict() != nil {
		return Rating{}, nil, ErrNoSolution
	}
	switch solver.Count(g, 2) {
	case 0:
		return Rating{}, nil, ErrNoSolution
	case 2:
		return Rating{}, nil, ErrMultipleSolutions
	}
	return rateBoard(NewBoard(g), limit)
}

// closingScore is the score from which the rating walk, after each
// forcing chain, closes the forcing chains before it goes back to the
// ladder's patterns: it takes singles and locked candidates, and when
// none is left, every first-level contradiction no harder than the
// score, then a nested batch if its chain rates no more than the score,
// over and over (see closingStep). The ladder would otherwise fall
// through some forty finders before each batch. Every step taken this
// way rates no more than the score, so the score stays; only the order
// of the steps below it changes, and with it, in principle, which hard
// steps come later. From the first nested chain on (10.0) a first-level
// contradiction (9.0 and a length bonus) hardly ever rates above the
// score; on the 710 sample puzzles no score or level moves, and the
// hardest rate about twice as fast.
const closingScore = fcNestedBase

// closingStep is the rating walk's next step while it closes the forcing
// chains (see closingScore): a single or locked candidates, which the
// forcing chain search needs taken first, or else a first-level batch,
// or else a nested batch no harder than the score. When none of them is
// left it returns the ladder's step, the nested batch found coming where
// the ladder has forcing chains, and reports that closing is over.
func closingStep(b *Board, limit Level, score float64) (s *Step, closing bool) {
	if s = ladder(b, limit, 0, rungOf[LockedCandidates]+1, score); s != nil {
		return s, true
	}
	nested := findForcingChain(b, score)
	if nested != nil && (nested.Variant == "" || hundredths(nested.Weight()) <= hundredths(score)) {
		return nested, true // a first-level batch, or a nested one
	}
	if s = ladder(b, limit, rungOf[LockedCandidates]+1, rungOf[ForcingChain], score); s != nil {
		return s, false
	}
	if nested != nil {
		return nested, false
	}
	return ladder(b, limit, rungOf[ForcingChain]+1, len(ladderTable), score), false
}

// rateBoard walks the solve path of b with techniques up to level limit.
func rateBoard(b *Board, limit Level) (Rating, []*Step, error) {
	return walk(b, limit, closingScore)
}

// walk is rateBoard closing the forcing chains from score closeFrom on.
func walk(b *Board, limit Level, closeFrom float64) (Rating, []*Step, error) {
	var r Rating
	var used [numTechniques]bool
	var steps []*Step
	closing := false // see closingScore
	for !b.Solved() {
		var s *Step
		if closing {
			s, closing = closingStep(b, limit, r.Score)
		} else {
			s = nextForRating(b, limit, r.Score)
		}
		if s == nil {
			if limit < Extreme {
				r.Level = limit + 1
				return r, steps, nil
			}
			return r, steps, fmt.Errorf("no step found after %d steps", r.Steps)
		}
		b.Apply(s)
		steps = append(steps, s)
		r.Steps++
		used[s.Technique] = true
		if w := s.Weight(); w > r.Score {
			r.Score, r.Hardest = w, s.Technique
		}
		closing = closing || s.Technique == ForcingChain && r.Score >= closeFrom
	}
	for _, row := range ladderTable {
		if used[row.t] {
			r.Techniques = append(r.Techniques, row.t)
			r.Level = max(r.Level, row.level)
		}
	}
	if r.Level == 0 {
		r.Level = Easy // a full grid needs nothing
	}
	return r, steps, nil
}

// nextForRating is NextUpTo, but where the step is a forcing chain it
// also removes the other candidates whose assumptions fail no harder than
// the score so far, or than the chain the step shows, whichever is
// harder: on the first level every such contradiction, on the nested
// level those the search meets within its budget. A contradiction stays
// one as candidates go, so until each of them is gone the walk would
// find a step no harder than the score so far: taking them at once
// leaves the score as it is, and hardest puzzles go through forcing
// chains a few times instead of thirty. The step's net, links and words
// are those of the chain it shows.
func nextForRating(b *Board, limit Level, score float64) *Step { return next(b, limit, score) }
