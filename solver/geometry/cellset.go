package geometry

import (
	"iter"
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// CellSet is a set of cells, bit i standing for cell i. It has the layout
// of logic.CellSet, so that each converts to the other at no cost.
type CellSet [2]uint64

// Add puts c into the set.
func (s *CellSet) Add(c solver.Cell) { s[c>>6] |= 1 << (c & 63) }

// Remove takes c out of the set.
func (s *CellSet) Remove(c solver.Cell) { s[c>>6] &^= 1 << (c & 63) }

// Has reports whether c is in the set; a cell outside 0-80 never is.
func (s CellSet) Has(c solver.Cell) bool {
	return c >= 0 && c < 81 && s[c>>6]>>(c&63)&1 != 0
}

// Or returns the cells in either set.
func (s CellSet) Or(t CellSet) CellSet { return CellSet{s[0] | t[0], s[1] | t[1]} }

// And returns the cells in both sets.
func (s CellSet) And(t CellSet) CellSet { return CellSet{s[0] & t[0], s[1] & t[1]} }

// AndNot returns the cells of s that are not in t.
func (s CellSet) AndNot(t CellSet) CellSet { return CellSet{s[0] &^ t[0], s[1] &^ t[1]} }

// Empty reports whether the set has no cell.
func (s CellSet) Empty() bool { return s[0]|s[1] == 0 }

// Count returns the number of cells in the set.
func (s CellSet) Count() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// All yields the cells of the set in increasing order, allocating nothing.
func (s CellSet) All() iter.Seq[solver.Cell] {
	return func(yield func(solver.Cell) bool) {
		for w := 0; w < 2; w++ {
			for x := s[w]; x != 0; x &= x - 1 {
				if !yield(solver.Cell(w*64 + bits.TrailingZeros64(x))) {
					return
				}
			}
		}
	}
}

// Cells returns the cells in increasing order.
func (s CellSet) Cells() []solver.Cell {
	out := make([]solver.Cell, 0, s.Count())
	for c := range s.All() {
		out = append(out, c)
	}
	return out
}
