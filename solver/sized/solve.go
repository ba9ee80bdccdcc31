package sized

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Solver solves and counts puzzles of every shape. It keeps the tables of
// the last shape and rules it played, so that a run of puzzles of one
// kind builds them once. The zero Solver is ready; a Solver is not safe
// for use by several goroutines at once.
type Solver struct {
	e engine
	// the rules the engine's tables were built for
	shape   Shape
	flags   geometry.Flags
	regions []uint8
	cages   []Cage
	ready   bool
}

// sameRules reports whether p has the rules the tables were built for.
func (s *Solver) sameRules(p *Puzzle) bool {
	return s.ready && s.shape == p.Shape && s.flags == p.Flags && slices.Equal(s.regions, p.Regions) &&
		slices.EqualFunc(s.cages, p.Cages, func(a, b Cage) bool { return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells) })
}

// SolveWithin counts the solutions of p up to limit (at least 1), taking
// at most maxNodes guesses when maxNodes is above 0. It returns the first
// solution found (nil when none), the count, and whether the search ran
// to its end, false when it stopped at maxNodes with the count not known.
// p must be valid (see Puzzle.Validate); an invalid puzzle has no
// solution.
func (s *Solver) SolveWithin(p Puzzle, limit, maxNodes int) (first []uint8, count int, done bool) {
	if s.sameRules(&p) {
		if p.validate(s.e.geo) != nil {
			return nil, 0, true
		}
	} else {
		if p.Validate() != nil {
			return nil, 0, true
		}
		s.e.prepare(&p)
		s.shape, s.flags, s.regions, s.ready = p.Shape, p.Flags, slices.Clone(p.Regions), true
		s.cages = p.Clone().Cages
	}
	e := &s.e
	e.limit, e.count, e.nodes, e.maxNodes, e.gaveUp = max(limit, 1), 0, 0, maxNodes, false
	e.resetScores()
	if e.load(&p) {
		e.search(0, -1)
	}
	if e.count > 0 {
		first = slices.Clone(e.first)
	}
	return first, e.count, !e.gaveUp
}

// Solve counts the solutions of p up to limit and returns the first.
func (s *Solver) Solve(p Puzzle, limit int) (first []uint8, count int) {
	first, count, _ = s.SolveWithin(p, limit, 0)
	return first, count
}

// Count returns the number of solutions of p, counting no further than
// limit.
func (s *Solver) Count(p Puzzle, limit int) int {
	_, n := s.Solve(p, limit)
	return n
}

// Nodes returns the guesses the last search took.
func (s *Solver) Nodes() int { return s.e.nodes }

// Solve returns the solution of p when it has exactly one.
func Solve(p Puzzle) ([]uint8, bool) {
	var s Solver
	g, n := s.Solve(p, 2)
	return g, n == 1
}

// Count returns the number of solutions of p, counting no further than
// limit.
func Count(p Puzzle, limit int) int {
	var s Solver
	return s.Count(p, limit)
}

// ErrIncomplete is what Check returns for a grid with an empty cell.
var ErrIncomplete = errors.New("the grid has empty cells")

// Check returns nil when g, a full grid of p's shape, keeps p's givens and
// rules: a digit once in each house, none a knight's or king's move from
// itself under those rules, each cage's digits different and adding up to
// its sum. Else its error names the first cell at fault.
func Check(p Puzzle, g []uint8) error {
	s := p.Shape
	if len(g) != s.Cells() {
		return fmt.Errorf("%d cells for a %s grid of %d", len(g), s, s.Cells())
	}
	for c, v := range g {
		switch {
		case v == 0:
			return fmt.Errorf("%s: %w", s.CellName(c), ErrIncomplete)
		case int(v) > s.N():
			return fmt.Errorf("%s holds %d, past %d", s.CellName(c), v, s.N())
		case p.Givens[c] != 0 && p.Givens[c] != v:
			return fmt.Errorf("%s holds %d where the puzzle gives %d", s.CellName(c), v, p.Givens[c])
		}
	}
	geo := NewGeometry(&p)
	for c, v := range g {
		for _, d := range geo.Peers(c) {
			if d > c && g[d] == v {
				return fmt.Errorf("%s and %s both hold %d %s", s.CellName(c), s.CellName(d), v, geo.why(c, d))
			}
		}
	}
	for k, cg := range p.Cages {
		sum := 0
		for _, c := range cg.Cells {
			sum += int(g[c])
		}
		if cg.Sum != 0 && sum != cg.Sum {
			return fmt.Errorf("cage %d at %s adds up to %d, not %d", k+1, s.CellName(cg.Cells[0]), sum, cg.Sum)
		}
	}
	return nil
}
