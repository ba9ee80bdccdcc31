package generate

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
)

// Symmetry is the pattern the givens of a puzzle keep.
type Symmetry uint8

// The symmetries. Rotate180 is the usual one for play.
const (
	None      Symmetry = iota // no pattern: every given stands alone
	Rotate180                 // the grid turned half round looks the same
	Mirror                    // left and right halves mirror each other
	Diagonal                  // the main diagonal mirrors the grid
)

var symmetryNames = [...]string{None: "none", Rotate180: "rotate180", Mirror: "mirror", Diagonal: "diagonal"}

// String returns the symmetry's name as the command line spells it.
func (s Symmetry) String() string {
	if int(s) < len(symmetryNames) {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// ParseSymmetry returns the symmetry with the given name.
func ParseSymmetry(name string) (Symmetry, error) {
	for i, n := range symmetryNames {
		if n == name {
			return Symmetry(i), nil
		}
	}
	return 0, fmt.Errorf("unknown symmetry %q: want none, rotate180, mirror or diagonal", name)
}

// image returns the cell that c maps to under the symmetry.
func (s Symmetry) image(c solver.Cell) solver.Cell {
	r, col := c.Row(), c.Col()
	switch s {
	case Rotate180:
		return solver.CellAt(8-r, 8-col)
	case Mirror:
		return solver.CellAt(r, 8-col)
	case Diagonal:
		return solver.CellAt(col, r)
	}
	return c
}

// orbits returns the cells grouped into the sets the symmetry keeps
// together: one or two cells each.
func (s Symmetry) orbits() [][]solver.Cell {
	var out [][]solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		m := s.image(c)
		switch {
		case m == c:
			out = append(out, []solver.Cell{c})
		case m > c:
			out = append(out, []solver.Cell{c, m})
		}
	}
	return out
}
