package sized

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Candidate is a digit in a cell.
type Candidate struct {
	Cell, Digit int
}

// Step is one human-style step on a board of any shape: the technique
// (the 9x9 logic's, whose names, levels and words it shares), the houses
// and cells of its pattern, and what it places or eliminates.
type Step struct {
	Technique logic.Technique
	// Variant tells apart the forms of a technique that are told in other
	// words: "pointing" or "claiming" for locked candidates.
	Variant string
	// Houses are the indices in Geometry.Houses of the houses the words
	// name: the house of a single or subset; the house a digit is locked
	// in, then the one it leaves; a fish's base lines, then its cover.
	Houses       []int
	Cells        []int  // the pattern's cells
	Digits       uint16 // the pattern's digits, bit d-1 for digit d
	Placements   []Candidate
	Eliminations []Candidate
}

// ladder lists the techniques the steps of other sizes know, in the order
// Next tries them, the easiest first.
var ladder = []struct {
	t    logic.Technique
	find func(*Board) *Step
}{
	{logic.FullHouse, fullHouse},
	{logic.HiddenSingle, hiddenSingle},
	{logic.NakedSingle, nakedSingle},
	{logic.LockedCandidates, lockedCandidates},
	{logic.NakedPair, func(b *Board) *Step { return nakedSubset(b, 2) }},
	{logic.HiddenPair, func(b *Board) *Step { return hiddenSubset(b, 2) }},
	{logic.NakedTriple, func(b *Board) *Step { return nakedSubset(b, 3) }},
	{logic.HiddenTriple, func(b *Board) *Step { return hiddenSubset(b, 3) }},
	{logic.XWing, func(b *Board) *Step { return fish(b, 2) }},
	{logic.Skyscraper, skyscraperOrKite},
	{logic.XYWing, xyWing},
	{logic.Swordfish, func(b *Board) *Step { return fish(b, 3) }},
	{logic.NakedQuad, func(b *Board) *Step { return nakedSubset(b, 4) }},
	{logic.HiddenQuad, func(b *Board) *Step { return hiddenSubset(b, 4) }},
	{logic.Jellyfish, func(b *Board) *Step { return fish(b, 4) }},
	{logic.XChain, longXChain},
	{logic.XYChain, xyChain},
}

// Techniques returns the techniques the steps of other sizes know, in the
// order Next tries them (the 2-string kite with the skyscraper: one
// search finds both).
func Techniques() []logic.Technique {
	var out []logic.Technique
	for _, r := range ladder {
		out = append(out, r.t)
		if r.t == logic.Skyscraper {
			out = append(out, logic.TwoStringKite)
		}
	}
	return out
}

// Next returns the first step of the easiest technique that applies to b,
// or nil when none does.
func Next(b *Board) *Step {
	for _, r := range ladder {
		if s := r.find(b); s != nil {
			return s
		}
	}
	return nil
}

// ErrNoSolution is what Path and Rate return for a puzzle with no
// solution, and ErrNotUnique for one with more than one.
var (
	ErrNoSolution = errors.New("the puzzle has no solution")
	ErrNotUnique  = errors.New("the puzzle has more than one solution")
)

// Path returns the steps that solve p, each the easiest that applies at
// its turn, and whether they solve it: false when the techniques run out
// first (a puzzle past them, which Rate calls extreme). p must have one
// solution.
func Path(p Puzzle) ([]*Step, bool, error) {
	switch Count(p, 2) {
	case 0:
		return nil, false, ErrNoSolution
	case 2:
		return nil, false, ErrNotUnique
	}
	b, err := NewBoard(p)
	if err != nil {
		return nil, false, err
	}
	var path []*Step
	for !b.Solved() {
		s := Next(b)
		if s == nil {
			return path, false, nil
		}
		b.Apply(s)
		path = append(path, s)
	}
	return path, true, nil
}

// Rating is how hard a puzzle of any shape is: its level, the level of
// the hardest technique its path needs (Extreme when the techniques run
// out before the grid is full: it needs more than chains, fish and
// subsets, or trial and error); its score, the weight of its hardest step
// on the 9x9 ratings' scale (when the techniques run out, at least the
// weight of the easiest extreme technique); and the techniques of its
// path, in ladder order.
type Rating struct {
	Level      logic.Level
	Score      float64
	Techniques []logic.Technique
	// Solved is false when the techniques ran out before the grid was full.
	Solved bool
}

// String writes the rating as the command line prints it, as the 9x9
// ratings: "hard 4.2 hidden-single locked-candidates x-wing".
func (r Rating) String() string {
	s := fmt.Sprintf("%s %.1f", r.Level, r.Score)
	for _, t := range r.Techniques {
		s += " " + t.ID()
	}
	return s
}

// Rate rates p by its path (see Path).
func Rate(p Puzzle) (Rating, error) {
	path, solved, err := Path(p)
	if err != nil {
		return Rating{}, err
	}
	r := Rating{Level: logic.Easy, Solved: solved}
	used := map[logic.Technique]bool{}
	for _, s := range path {
		r.Level = max(r.Level, s.Technique.Level())
		r.Score = max(r.Score, s.Technique.Weight())
		used[s.Technique] = true
	}
	for _, t := range logic.Techniques() {
		if used[t] {
			r.Techniques = append(r.Techniques, t)
		}
	}
	if !solved {
		r.Level = logic.Extreme
		for _, t := range logic.Techniques() {
			if t.Level() == logic.Extreme {
				r.Score = max(r.Score, t.Weight())
				break
			}
		}
	}
	return r, nil
}

// solvesWithin reports whether the techniques up to level solve p from
// its givens, on g, the geometry of p's rules.
func solvesWithin(p Puzzle, g *Geometry, level logic.Level) bool {
	b, err := newBoardOn(p, g)
	if err != nil {
		return false
	}
	for !b.Solved() {
		var s *Step
		for _, r := range ladder {
			if r.t.Level() > level {
				continue
			}
			if s = r.find(b); s != nil {
				break
			}
		}
		if s == nil {
			return false
		}
		b.Apply(s)
	}
	return true
}

// isBlock reports whether h is a box or jigsaw region.
func isBlock(h House) bool { return h.Kind == geometry.Box || h.Kind == geometry.Region }

// bit returns the mask of digit d.
func bit(d int) uint16 { return 1 << (d - 1) }

// single returns the digit of a one-digit mask.
func single(m uint16) int { return bits.TrailingZeros16(m) + 1 }
