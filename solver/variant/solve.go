package variant

import (
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
)

// Solver solves variant puzzles with the fast engine. Its zero value is
// ready; it keeps its tables and search stack between calls, so a Solver
// reused for many puzzles allocates nothing. A Solver is not safe for use
// by several goroutines at once; the package functions take one from a
// pool.
type Solver struct {
	e *engine
}

// Solve searches p for up to limit solutions (limit < 1 counts as 1) and
// returns the first one found and how many it found. An invalid puzzle
// (see [Puzzle.Validate]) has no solution.
func (s *Solver) Solve(p Puzzle, limit int) (first solver.Grid, count int) {
	first, count, _ = s.SolveWithin(p, limit, 0)
	return first, count
}

// SolveWithin is Solve with a bound on the search: past maxNodes
// branchings (maxNodes < 1 is no bound) it gives up and reports done
// false, count being the solutions found until then. A generator trying
// many puzzles of which some take long (a jigsaw layout with no filling)
// drops those instead of waiting. done is true whenever the count is
// final: limit solutions found, or the search finished.
func (s *Solver) SolveWithin(p Puzzle, limit, maxNodes int) (first solver.Grid, count int, done bool) {
	if s.e == nil {
		s.e = new(engine)
	}
	if p.Validate() != nil {
		return first, 0, true
	}
	e := s.e
	e.limit, e.count, e.nodes = max(limit, 1), 0, 0
	e.maxNodes, e.gaveUp = maxNodes, false
	e.first = solver.Grid{}
	if e.load(&p) {
		e.search(0)
	}
	return e.first, e.count, !e.gaveUp
}

// Count returns how many solutions p has, counting no further than limit.
func (s *Solver) Count(p Puzzle, limit int) int {
	_, n := s.Solve(p, limit)
	return n
}

var pool = sync.Pool{New: func() any { return new(Solver) }}

// Solve returns the first solution of p that the fast engine finds, and
// false when p has none. It does not check that the solution is unique;
// Count(p, 2) does.
func Solve(p Puzzle) (solver.Grid, bool) {
	s := pool.Get().(*Solver)
	defer pool.Put(s)
	g, n := s.Solve(p, 1)
	return g, n > 0
}

// Count returns how many solutions p has, counting no further than limit:
// Count(p, 2) == 1 means p has exactly one.
func Count(p Puzzle, limit int) int {
	s := pool.Get().(*Solver)
	defer pool.Put(s)
	return s.Count(p, limit)
}

// Check reports the first rule that the full grid g breaks for puzzle p: a
// digit missing or not 1-9, a given changed, a digit twice in a row,
// column, box, diagonal, window or cage, or a knight's or king's move
// apart under those rules, or a cage whose digits miss its sum.
func Check(p Puzzle, g solver.Grid) error {
	for i, v := range g {
		if v < 1 || v > 9 {
			return &cellError{solver.Cell(i), "holds no digit"}
		}
		if p.Givens[i] != 0 && p.Givens[i] != v {
			return &cellError{solver.Cell(i), "differs from its given"}
		}
	}
	if p.Regions.IsBoxes() {
		if err := g.Conflict(); err != nil {
			return err
		}
	}
	if err := rulesClash(p.Rules, &g); err != nil {
		return err
	}
	for _, c := range p.Cages {
		var seen [10]bool
		sum := 0
		for _, cell := range c.Cells {
			v := g[cell]
			if seen[v] {
				return &cellError{cell, "repeats a digit of the cage at " + c.Anchor().String()}
			}
			seen[v] = true
			sum += int(v)
		}
		if c.Sum > 0 && sum != c.Sum {
			return &cellError{c.Anchor(), "starts a cage whose digits do not make its sum"}
		}
	}
	return nil
}

// cellError is a broken rule at a cell.
type cellError struct {
	cell solver.Cell
	msg  string
}

func (e *cellError) Error() string { return e.cell.String() + " " + e.msg }
