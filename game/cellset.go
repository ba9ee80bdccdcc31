package game

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// MaxCells is how many cells a CellSet holds: those of a 16x16 grid.
const MaxCells = 256

// CellSet is a set of the cells of a grid up to 16x16, as the player
// selects them: bit i of the 256 stands for cell i. It has the methods of
// logic.CellSet, which holds the 81 cells of a 9x9 grid only.
type CellSet [MaxCells / 64]uint64

// CellsOf returns the set of the given cells; cells outside 0-255 are
// left out.
func CellsOf(cs ...solver.Cell) CellSet {
	var s CellSet
	for _, c := range cs {
		s.Add(c)
	}
	return s
}

// inSet reports whether c is a cell a CellSet holds.
func inSet(c solver.Cell) bool { return c >= 0 && c < MaxCells }

// Add puts c into the set; a cell outside 0-255 leaves it as it is.
func (s *CellSet) Add(c solver.Cell) {
	if inSet(c) {
		s[c>>6] |= 1 << (c & 63)
	}
}

// Remove takes c out of the set.
func (s *CellSet) Remove(c solver.Cell) {
	if inSet(c) {
		s[c>>6] &^= 1 << (c & 63)
	}
}

// Has reports whether c is in the set: never for a cell outside 0-255.
func (s CellSet) Has(c solver.Cell) bool { return inSet(c) && s[c>>6]>>(c&63)&1 != 0 }

// Empty reports whether the set has no cell.
func (s CellSet) Empty() bool { return s == CellSet{} }

// Count returns the number of cells in the set.
func (s CellSet) Count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Cells returns the cells in increasing order.
func (s CellSet) Cells() []solver.Cell {
	out := make([]solver.Cell, 0, s.Count())
	for w, word := range s {
		for x := word; x != 0; x &= x - 1 {
			out = append(out, solver.Cell(w*64+bits.TrailingZeros64(x)))
		}
	}
	return out
}
