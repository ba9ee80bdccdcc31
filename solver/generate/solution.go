package generate

import (
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/solver"
)

// randomSolution returns a random solution grid: the three boxes on the
// diagonal, which do not constrain each other, get random permutations,
// the backtracker completes the grid, and random band, row, stack and
// column permutations and a random transposition spread the result over
// the whole space of grids.
func randomSolution(rng *rand.Rand, bt *solver.Backtracker) solver.Grid {
	for {
		var g solver.Grid
		for _, box := range []int{0, 4, 8} {
			perm := rng.Perm(9)
			for i, c := range boxCells(box) {
				g[c] = uint8(perm[i] + 1)
			}
		}
		sol, n := bt.Solve(g, 1)
		if n == 1 { // always: the diagonal boxes never conflict
			return shuffleGrid(rng, sol)
		}
	}
}

// boxCells returns the cells of box b in row-major order.
func boxCells(b int) [9]solver.Cell {
	var out [9]solver.Cell
	for i := range out {
		out[i] = solver.CellAt(b/3*3+i/3, b%3*3+i%3)
	}
	return out
}

// shuffleGrid applies a random validity-preserving transformation.
func shuffleGrid(rng *rand.Rand, g solver.Grid) solver.Grid {
	rows, cols := lineOrder(rng), lineOrder(rng)
	transpose := rng.IntN(2) == 1
	var out solver.Grid
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			sr, sc := rows[r], cols[c]
			if transpose {
				sr, sc = sc, sr
			}
			out[solver.CellAt(r, c)] = g[solver.CellAt(sr, sc)]
		}
	}
	return out
}

// lineOrder returns a random order of the nine rows (or columns) that keeps
// each band together: a permutation of the bands and of the lines in each.
func lineOrder(rng *rand.Rand) [9]int {
	var out [9]int
	bands := rng.Perm(3)
	for i, band := range bands {
		for j, line := range rng.Perm(3) {
			out[i*3+j] = band*3 + line
		}
	}
	return out
}
