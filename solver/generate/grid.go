package generate

import (
	"errors"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// ErrNoGrid is what the generator returns for rules that no full grid
// keeps (anti-knight with anti-king and Sudoku X, for one): no puzzle of
// them has a solution.
var ErrNoGrid = errors.New("generate: no grid keeps these rules")

// Random solution grids under rules beyond the classic ones cannot come
// from the classic grid's band and stack shuffles: moving a row breaks a
// diagonal, a window, a knight's or a king's move. What every rule keeps
// is a relabelling of the digits and the eight turns and reflections of
// the square (the windows, the diagonals and the knight's and king's
// moves map onto themselves). So a grid of the rules is made by mixing:
// start from a base grid of the rules (the engine's first solution of the
// empty grid, found once per set of rules and shared), turn and relabel
// it at random, keep a few of its digits at random cells, let the engine
// complete them (a consistent start never fails, and the completion
// differs from the grid it came from wherever the kept digits allow), and
// do it again. The grid that comes out is spread over the grids of the
// rules, if not uniformly.

// mixRounds is how many times a grid is kept in part and completed.
const mixRounds = 2

// keptCells is how many digits of a grid each round keeps: fewer give
// completions further from the grid they came from, but the engine takes
// longer over a near empty grid of the tighter rules.
const keptCells = 11

var baseGrids sync.Map // geometry.Flags -> *baseGrid

// baseGrid is the engine's first solution of the empty grid of a set of
// rules, found once.
type baseGrid struct {
	once sync.Once
	grid solver.Grid
	ok   bool
}

// baseFor returns the base grid of the rules, and false when they have no
// grid. The first call for a set of rules searches the empty grid: for
// most rules in milliseconds, for a few tight mixes that have no grid,
// for minutes.
func baseFor(f geometry.Flags) (solver.Grid, bool) {
	v, _ := baseGrids.LoadOrStore(f, new(baseGrid))
	b := v.(*baseGrid)
	b.once.Do(func() {
		b.grid, b.ok = variant.Solve(variant.Puzzle{Rules: geometry.Rules{Flags: f}})
	})
	return b.grid, b.ok
}

// variantSolution returns a random solution grid of the rules f (see
// above), or false when they have none.
func (g *Generator) variantSolution(f geometry.Flags) (solver.Grid, bool) {
	grid, ok := baseFor(f)
	if !ok {
		return grid, false
	}
	grid = g.scramble(grid)
	for range mixRounds {
		p := variant.Puzzle{Rules: geometry.Rules{Flags: f}}
		for _, c := range g.rng.Perm(81)[:keptCells] {
			p.Givens[c] = grid[c]
		}
		sol, n := g.vs.Solve(p, 1)
		if n != 1 { // cannot be: the kept digits come from a grid of the rules
			return grid, false
		}
		grid = g.scramble(sol)
	}
	return grid, true
}

// scramble relabels the digits of grid at random and turns or reflects it
// at random: every rule keeps both.
func (g *Generator) scramble(grid solver.Grid) solver.Grid {
	var label [10]uint8
	for i, d := range g.rng.Perm(9) {
		label[i+1] = uint8(d + 1)
	}
	turn := g.rng.IntN(8)
	var out solver.Grid
	for c := solver.Cell(0); c < 81; c++ {
		out[dihedral(turn, c)] = label[grid[c]]
	}
	return out
}

// dihedral returns where the turn or reflection t (0-7) of the square
// takes cell c: t&4 transposes, t&2 reverses the rows, t&1 the columns.
func dihedral(t int, c solver.Cell) solver.Cell {
	r, k := c.Row(), c.Col()
	if t&4 != 0 {
		r, k = k, r
	}
	if t&2 != 0 {
		r = 8 - r
	}
	if t&1 != 0 {
		k = 8 - k
	}
	return solver.CellAt(r, k)
}
