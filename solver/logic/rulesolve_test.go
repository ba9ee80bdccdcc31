package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// rulesSolver counts the solutions of a puzzle under any rules by
// backtracking over its geometry's peers and cage sums: the tests make
// their variant samples with it, a count independent of package
// variant's engines. It is plain depth-first search with the fewest-candidates cell first,
// quick enough for a proper puzzle, not a generator's engine.
type rulesSolver struct {
	geo    *geometry.Geometry
	cells  solver.Grid
	cages  []geometry.Cage
	left   []int // each cage's sum still to place (0 for no sum)
	open   []int // each cage's empty cells
	sol    solver.Grid
	found  int
	limit  int
	nodes  int // cells tried so far; with budget > 0 the search stops at budget
	budget int
}

// solveRulesWithin returns up to limit solutions' count for the givens
// under the rules, and the first solution found; givens that break a rule
// give 0. It gives up after budget search nodes (0: no bound), reporting
// limit solutions then.
func solveRulesWithin(givens solver.Grid, r geometry.Rules, limit, budget int) (solver.Grid, int) {
	s := &rulesSolver{geo: geometry.New(r), limit: limit, budget: budget}
	s.cages = s.geo.Cages()
	s.left = make([]int, len(s.cages))
	s.open = make([]int, len(s.cages))
	for i, cg := range s.cages {
		s.left[i] = cg.Sum
		s.open[i] = len(cg.Cells)
	}
	for c := solver.Cell(0); c < 81; c++ {
		if d := givens[c]; d != 0 {
			if d > 9 || !s.allowed(c, d) {
				return solver.Grid{}, 0
			}
			s.set(c, d)
		}
	}
	for i, cg := range s.cages {
		if cg.Sum != 0 && (s.left[i] < 0 || s.open[i] == 0 && s.left[i] != 0) {
			return solver.Grid{}, 0
		}
	}
	s.search()
	return s.sol, s.found
}

func (s *rulesSolver) set(c solver.Cell, d uint8) {
	s.cells[c] = d
	if i, ok := s.geo.CageOf(c); ok {
		s.left[i] -= int(d)
		s.open[i]--
	}
}

func (s *rulesSolver) unset(c solver.Cell) {
	if i, ok := s.geo.CageOf(c); ok {
		s.left[i] += int(s.cells[c])
		s.open[i]++
	}
	s.cells[c] = 0
}

// allowed reports whether d may go into c: no peer holds it and its
// cage's sum stays reachable.
func (s *rulesSolver) allowed(c solver.Cell, d uint8) bool {
	for p := range s.geo.Peers(c).All() {
		if s.cells[p] == d {
			return false
		}
	}
	i, ok := s.geo.CageOf(c)
	if !ok || s.cages[i].Sum == 0 {
		return true
	}
	left, open := s.left[i]-int(d), s.open[i]-1
	// The open cells take distinct digits: at least 1+2+..+open, at most
	// 9+8+...
	return left >= open*(open+1)/2 && left <= open*(19-open)/2
}

func (s *rulesSolver) search() {
	s.nodes++
	if s.budget > 0 && s.nodes > s.budget {
		s.found = s.limit // give up: report as many as asked for
		return
	}
	best, fewest, bestMask := solver.Cell(-1), 10, uint16(0)
	for c := solver.Cell(0); c < 81; c++ {
		if s.cells[c] != 0 {
			continue
		}
		var m uint16
		for d := uint8(1); d <= 9; d++ {
			if s.allowed(c, d) {
				m |= 1 << d
			}
		}
		if n := bits.OnesCount16(m); n < fewest {
			best, fewest, bestMask = c, n, m
			if n == 0 {
				return
			}
		}
	}
	if best < 0 {
		if s.found == 0 {
			s.sol = s.cells
		}
		s.found++
		return
	}
	for m := bestMask; m != 0 && s.found < s.limit; m &= m - 1 {
		s.set(best, uint8(bits.TrailingZeros16(m)))
		s.search()
		s.unset(best)
	}
}
