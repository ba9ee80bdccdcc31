package dlx

import "github.com/sudokudesktop/sudoku/solver"

// place selects the candidate rows of the givens of g by covering their
// columns, noting each cover in s.givens, and copies the givens into s.sol.
// It returns false, with some givens maybe placed, when a given is not a
// digit 1-9 or one of its columns is already covered (it clashes with an
// earlier given). Call unplace afterwards in either case.
func (s *Solver) place(g *solver.Grid) bool {
	s.sol = *g
	for cell, v := range g {
		if v == 0 {
			continue
		}
		if v > 9 {
			return false
		}
		first := rowNode(candidate(cell, int(v-1)))
		for n := first; n < first+4; n++ {
			if s.m.covered(s.m.col[n]) {
				return false
			}
		}
		for n := first; n < first+4; n++ {
			c := s.m.col[n]
			s.m.cover(c)
			s.givens = append(s.givens, c)
		}
	}
	return true
}

// unplace uncovers the givens' columns in the reverse order of place,
// restoring the full matrix.
func (s *Solver) unplace() {
	for i := len(s.givens) - 1; i >= 0; i-- {
		s.m.uncover(s.givens[i])
	}
	s.givens = s.givens[:0]
}
