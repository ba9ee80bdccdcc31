package solver

import (
	"fmt"
	"strings"
)

// Grid is a Sudoku position: 81 cells in row-major order, each 0 for blank or
// a digit 1-9. The zero Grid is the empty board.
type Grid [81]uint8

// Cell is the index of a cell, 0-80, in row-major order.
type Cell int

// CellAt returns the cell in row r and column c, both counted from 0.
func CellAt(r, c int) Cell { return Cell(r*9 + c) }

// Row returns the cell's row, 0-8.
func (c Cell) Row() int { return int(c) / 9 }

// Col returns the cell's column, 0-8.
func (c Cell) Col() int { return int(c) % 9 }

// Box returns the cell's 3x3 box, 0-8, numbered row-major.
func (c Cell) Box() int { return c.Row()/3*3 + c.Col()/3 }

// String names the cell as players do, "r1c1" to "r9c9".
func (c Cell) String() string { return fmt.Sprintf("r%dc%d", c.Row()+1, c.Col()+1) }

// Givens returns the number of filled cells.
func (g *Grid) Givens() int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// Full reports whether every cell holds a digit.
func (g *Grid) Full() bool { return g.Givens() == 81 }

// String returns the grid as one 81-character line with '.' for blanks.
func (g Grid) String() string {
	var b [81]byte
	for i, v := range g {
		b[i] = cellChar(v)
	}
	return string(b[:])
}

// AppendDigits appends the grid as 81 characters, '.' for blanks, to dst. It
// is the allocation-free form of String for writers of large files.
func (g *Grid) AppendDigits(dst []byte) []byte {
	for _, v := range g {
		dst = append(dst, cellChar(v))
	}
	return dst
}

// Board returns the grid drawn for people: nine rows with '|' between boxes,
// "------+-------+------" between bands and '.' for blanks. Parse reads it back.
func (g Grid) Board() string {
	var sb strings.Builder
	for r := 0; r < 9; r++ {
		if r == 3 || r == 6 {
			sb.WriteString("------+-------+------\n")
		}
		for c := 0; c < 9; c++ {
			if c == 3 || c == 6 {
				sb.WriteString("| ")
			}
			sb.WriteByte(cellChar(g[r*9+c]))
			if c < 8 {
				sb.WriteByte(' ')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func cellChar(v uint8) byte {
	if v == 0 {
		return '.'
	}
	return '0' + v
}

// ConflictError reports two cells of one row, column or box that hold the
// same digit.
type ConflictError struct {
	A, B  Cell
	Digit uint8
	Unit  string // "row", "column" or "box"
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s and %s both hold %d in the same %s", e.A, e.B, e.Digit, e.Unit)
}

// Conflict returns a *ConflictError for the first digit that appears twice in
// a row, column or box, or nil when the givens agree with each other. A grid
// without conflicts can still have no solution.
func (g *Grid) Conflict() error {
	var first error
	g.conflicts(func(e *ConflictError, bad error) bool {
		first = bad
		if e != nil {
			first = e
		}
		return false
	})
	return first
}

// Conflicts returns every pair of cells of one row, column or box that
// hold the same digit, ordered by A and then B; each names the first
// house the two share. Cells holding no digit 1-9 are passed over.
func (g *Grid) Conflicts() []ConflictError {
	var out []ConflictError
	g.conflicts(func(e *ConflictError, _ error) bool {
		if e != nil {
			out = append(out, *e)
		}
		return true
	})
	return out
}

// conflicts calls found for each clash in order, and for each cell that
// holds no digit (with bad set), while found returns true.
func (g *Grid) conflicts(found func(e *ConflictError, bad error) bool) {
	for a := Cell(0); a < 81; a++ {
		d := g[a]
		if d == 0 {
			continue
		}
		if d > 9 {
			if !found(nil, fmt.Errorf("%s holds %d, not a digit 1-9", a, d)) {
				return
			}
			continue
		}
		for b := a + 1; b < 81; b++ {
			if g[b] != d {
				continue
			}
			var unit string
			switch {
			case a.Row() == b.Row():
				unit = "row"
			case a.Col() == b.Col():
				unit = "column"
			case a.Box() == b.Box():
				unit = "box"
			default:
				continue
			}
			if !found(&ConflictError{a, b, d, unit}, nil) {
				return
			}
		}
	}
}
