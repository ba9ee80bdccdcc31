package logic

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
)

// Unit is a house: 0-8 the rows, 9-17 the columns, 18-26 the boxes.
type Unit uint8

// Row, Col and Box return the unit of row, column or box i (0-8).
func Row(i int) Unit { return Unit(i) }

// Col returns the unit of column i (0-8).
func Col(i int) Unit { return Unit(9 + i) }

// Box returns the unit of box i (0-8, row-major).
func Box(i int) Unit { return Unit(18 + i) }

// Kind returns "row", "column" or "box".
func (u Unit) Kind() string {
	switch {
	case u < 9:
		return "row"
	case u < 18:
		return "column"
	}
	return "box"
}

// Index returns the unit's number within its kind, 0-8.
func (u Unit) Index() int { return int(u) % 9 }

// String names the unit in English, as "row 3".
func (u Unit) String() string { return fmt.Sprintf("%s %d", u.Kind(), u.Index()+1) }

// Cells returns the nine cells of the unit in order.
func (u Unit) Cells() *[9]solver.Cell { return &unitCells[u] }

// Set returns the cells of the unit as a set.
func (u Unit) Set() CellSet { return unitSets[u] }

var (
	unitCells [27][9]solver.Cell
	unitSets  [27]CellSet
	cellUnits [81][3]Unit // row, column, box
	peerSets  [81]CellSet
)

func init() {
	for c := solver.Cell(0); c < 81; c++ {
		us := [3]Unit{Row(c.Row()), Col(c.Col()), Box(c.Box())}
		cellUnits[c] = us
		for _, u := range us {
			unitSets[u].Add(c)
		}
	}
	for u := range unitCells {
		copy(unitCells[u][:], unitSets[u].Cells())
	}
	for c := solver.Cell(0); c < 81; c++ {
		for _, u := range cellUnits[c] {
			peerSets[c] = peerSets[c].Or(unitSets[u])
		}
		peerSets[c].Remove(c)
	}
}

// lineBoxes returns the three boxes a row or column crosses, in order.
func lineBoxes(line Unit) [3]Unit {
	if line < 9 {
		b0 := int(line) / 3 * 3
		return [3]Unit{Box(b0), Box(b0 + 1), Box(b0 + 2)}
	}
	b0 := line.Index() / 3
	return [3]Unit{Box(b0), Box(b0 + 3), Box(b0 + 6)}
}

// UnitsOf returns the row, column and box of c.
func UnitsOf(c solver.Cell) [3]Unit { return cellUnits[c] }

// Peers returns the 20 cells that share a unit with c.
func Peers(c solver.Cell) CellSet { return peerSets[c] }

// Sees reports whether two different cells share a unit.
func Sees(a, b solver.Cell) bool { return a != b && peerSets[a].Has(b) }
