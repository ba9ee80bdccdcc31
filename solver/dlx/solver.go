package dlx

import "github.com/sudokudesktop/sudoku/solver"

// Solver is a Dancing Links engine for Sudoku. It holds the full exact-cover
// matrix and restores it after every puzzle, so one Solver can be reused for
// any number of puzzles without allocating. The zero value is ready to use
// (it builds the matrix on first use); New builds it up front. A Solver is
// not safe for concurrent use.
type Solver struct {
	m      matrix
	built  bool
	givens []int32 // columns covered by the givens, in order; cap numCols

	// The state of one search.
	sol   solver.Grid // the givens and the rows chosen on the current path
	first solver.Grid // the first solution found
	count int         // solutions found so far
	limit int         // stop at this many; 0 for no limit
}

var _ solver.Engine = (*Solver)(nil)

// New returns a Solver with its matrix built.
func New() *Solver {
	s := new(Solver)
	s.init()
	return s
}

// init builds the matrix the first time it is called.
func (s *Solver) init() {
	if s.built {
		return
	}
	s.m.build()
	s.givens = make([]int32, 0, numCols)
	s.built = true
}

// Solve counts the solutions of g, stopping at limit (no limit when limit is
// 0 or less), and returns the first solution found with the count. A grid
// whose givens conflict, or hold a value above 9, has no solution.
func (s *Solver) Solve(g solver.Grid, limit int) (first solver.Grid, count int) {
	count = s.run(&g, limit, nil)
	return s.first, count
}

// Each calls yield with every solution of g, at most limit of them (all when
// limit is 0 or less), until yield returns false. It returns the number of
// solutions passed to yield.
func (s *Solver) Each(g solver.Grid, limit int, yield func(solver.Grid) bool) int {
	return s.run(&g, limit, yield)
}

// run places the givens, searches and restores the matrix. It returns the
// number of solutions found and leaves the first in s.first.
func (s *Solver) run(g *solver.Grid, limit int, yield func(solver.Grid) bool) int {
	s.init()
	s.first, s.count, s.limit = solver.Grid{}, 0, max(limit, 0)
	if s.place(g) {
		s.search(yield)
	}
	s.unplace()
	return s.count
}
