package game

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// cellDigits holds one digit a cell for a grid of any size, cells
// numbered row by row: a 9x9 grid uses the first 81. It is an array, not
// a slice, so that a game's positions copy by value (Snapshot, undo).
type cellDigits [sized.MaxCells]uint8

// nine returns the first 81 cells of d, a 9x9 grid's.
func (d *cellDigits) nine() solver.Grid {
	var g solver.Grid
	copy(g[:], d[:81])
	return g
}

// digitsOfNine returns the 9x9 grid g as cellDigits.
func digitsOfNine(g solver.Grid) cellDigits {
	var d cellDigits
	copy(d[:], g[:])
	return d
}

// digitsOf returns the cells of a grid of any size as cellDigits; cells
// past sized.MaxCells are dropped.
func digitsOf(cells []uint8) cellDigits {
	var d cellDigits
	copy(d[:], cells)
	return d
}

// cellNotes holds every cell's pencil notes, and cellMarks its corner
// and centre marks and colours, for a grid of any size.
type (
	cellNotes [sized.MaxCells]Digits
	cellMarks [sized.MaxCells]Marks
)

// cellName returns the name of cell c on the game's grid, "r12c3".
func (g *Game) cellName(c solver.Cell) string { return g.shape.CellName(int(c)) }

// saveDigit reads a digit as saves write it: '1' to '9', then 'A' to 'G'
// for 10 to 16, upper case only (the parts of a cell's marks start with
// lower-case letters).
func saveDigit(b byte) (uint8, bool) {
	if b >= 'a' {
		return 0, false
	}
	d, ok := sized.DigitOf(b)
	return uint8(d), ok
}

// saveDigitChar writes digit d, 1 to 16, as saves write it.
func saveDigitChar(d uint8) byte { return sized.DigitChar(int(d)) }

// digitRange names the digits of a grid of n digits in messages: "1-9",
// "1-G".
func digitRange(n int) string { return "1-" + string(sized.DigitChar(n)) }

// formatCells writes the first cells of d as a save does: '.' for a
// blank, a digit's character (see saveDigitChar) for a digit. For 81
// cells it is solver.Grid's String.
func formatCells(d *cellDigits, cells int) string {
	b := make([]byte, cells)
	for i := range b {
		b[i] = sized.DigitChar(int(d[i]))
	}
	return string(b)
}

// parseCells reads a grid of shape s as formatCells writes it: one
// character a cell, '.' or a digit 1 to N.
func parseCells(text string, s sized.Shape) (cellDigits, error) {
	var d cellDigits
	if len(text) != s.Cells() {
		return d, fmt.Errorf("%d characters, want %d", len(text), s.Cells())
	}
	n := s.N()
	for i := range len(text) {
		b := text[i]
		if b == '.' {
			continue
		}
		v, ok := saveDigit(b)
		if !ok || int(v) > n {
			return d, fmt.Errorf("%s holds %q, want '.' or a digit %s", s.CellName(i), b, digitRange(n))
		}
		d[i] = v
	}
	return d, nil
}
