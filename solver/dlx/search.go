package dlx

import "github.com/sudokudesktop/sudoku/solver"

// search is Algorithm X from the current state of the matrix. It records
// every solution (see found) and reports whether the search must stop. The
// matrix is back as it was when search returns, stopped or not.
func (s *Solver) search(yield func(solver.Grid) bool) bool {
	m := &s.m
	if m.right[root] == root {
		return s.found(yield)
	}
	c := m.smallest()
	if m.size[c] == 0 {
		return false
	}
	m.cover(c)
	stop := false
	for r := m.down[c]; r != c && !stop; r = m.down[r] {
		cand := m.row[r]
		s.sol[cand/9] = uint8(cand%9) + 1
		for j := m.right[r]; j != r; j = m.right[j] {
			m.cover(m.col[j])
		}
		stop = s.search(yield)
		for j := m.left[r]; j != r; j = m.left[j] {
			m.uncover(m.col[j])
		}
	}
	m.uncover(c)
	return stop
}

// found counts the solution now in s.sol, keeps it when it is the first, and
// hands it to yield when there is one. It reports whether the search must
// stop: yield said so or the limit is reached.
func (s *Solver) found(yield func(solver.Grid) bool) bool {
	s.count++
	if s.count == 1 {
		s.first = s.sol
	}
	if yield != nil && !yield(s.sol) {
		return true
	}
	return s.count == s.limit
}
