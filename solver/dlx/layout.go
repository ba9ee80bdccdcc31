package dlx

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The node numbering of the matrix. Node 0 is the root of the list of column
// headers, nodes 1 to numCols are the headers, and each candidate row owns
// four consecutive nodes from firstNode on, one per constraint group in the
// order cell, row-digit, column-digit, box-digit.
const (
	root      = 0
	numCols   = 4 * 81
	numRows   = 9 * 81
	firstNode = numCols + 1
	numNodes  = firstNode + 4*numRows
)

// candidate returns the matrix row for digit d (0-8) in cell (0-80).
func candidate(cell, d int) int { return cell*9 + d }

// rowNode returns the first node of candidate row r; its others follow it.
func rowNode(r int) int32 { return int32(firstNode + 4*r) }

// columns returns the four columns in which candidate row r has a 1: the
// cell's, then one per house of the cell (its row, column and box, as the
// classic geometry numbers them 0-26) and digit.
func columns(r int) [4]int32 {
	cell, d := r/9, r%9
	cols := [4]int32{1 + int32(cell)}
	for i, h := range geometry.Classic().HousesOf(solver.Cell(cell)) {
		cols[1+i] = 1 + 81 + int32(h*9+d)
	}
	return cols
}
