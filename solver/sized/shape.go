package sized

import (
	"fmt"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"strconv"
	"strings"
)

// Shape is the size of a grid and of its boxes: N rows and N columns of
// N cells, and N boxes of BoxRows rows by BoxCols columns, where N is
// BoxRows×BoxCols. The zero Shape is no grid; the shapes played are those
// of [Shapes].
type Shape struct {
	BoxRows, BoxCols int
}

// The shapes this program plays.
var (
	Shape4  = Shape{2, 2}
	Shape6  = Shape{2, 3}
	Shape9  = Shape{3, 3}
	Shape12 = Shape{3, 4}
	Shape16 = Shape{4, 4}
)

// Shapes returns the shapes this program plays, smallest first.
func Shapes() []Shape { return []Shape{Shape4, Shape6, Shape9, Shape12, Shape16} }

// MaxN is the side of the largest grid played: 16.
const MaxN = 16

// MaxCells is the number of cells of the largest grid played: 256.
const MaxCells = MaxN * MaxN

// N returns the side of the grid: its rows, its columns, its boxes, and
// the cells and digits of each.
func (s Shape) N() int { return s.BoxRows * s.BoxCols }

// Cells returns the number of cells of the grid, N×N.
func (s Shape) Cells() int { return s.N() * s.N() }

// Valid reports whether s is one of Shapes.
func (s Shape) Valid() bool {
	for _, t := range Shapes() {
		if s == t {
			return true
		}
	}
	return false
}

// String returns the shape's name, "6x6"; an invalid shape is named by
// its boxes, "Shape(2x5 boxes)".
func (s Shape) String() string {
	if !s.Valid() {
		return fmt.Sprintf("Shape(%dx%d boxes)", s.BoxRows, s.BoxCols)
	}
	n := strconv.Itoa(s.N())
	return n + "x" + n
}

// MaxSum returns the sum of the digits 1 to N, what a house adds up to.
func (s Shape) MaxSum() int { n := s.N(); return n * (n + 1) / 2 }

// ShapeOf returns the shape whose side is n, and false when no shape
// played has that side.
func ShapeOf(n int) (Shape, bool) {
	for _, s := range Shapes() {
		if s.N() == n {
			return s, true
		}
	}
	return Shape{}, false
}

// ShapeOfCells returns the shape of a grid of cells cells (16, 36, 81,
// 144 or 256), and false for any other count.
func ShapeOfCells(cells int) (Shape, bool) {
	for _, s := range Shapes() {
		if s.Cells() == cells {
			return s, true
		}
	}
	return Shape{}, false
}

// ParseShape reads a shape's name, "6x6" (case and spaces do not
// matter); the error lists the shapes played.
func ParseShape(name string) (Shape, error) {
	t := strings.ToLower(strings.TrimSpace(name))
	a, b, ok := strings.Cut(t, "x")
	if ok && a == b {
		if n, err := strconv.Atoi(a); err == nil {
			if s, ok := ShapeOf(n); ok {
				return s, nil
			}
		}
	}
	return Shape{}, fmt.Errorf("shape %q: want one of %s", name, shapeNames())
}

func shapeNames() string {
	var names []string
	for _, s := range Shapes() {
		names = append(names, s.String())
	}
	return strings.Join(names, ", ")
}

// Cell returns the index of the cell in row r and column c, from 0.
func (s Shape) Cell(r, c int) int { return r*s.N() + c }

// Box returns the box of cell i, numbered from 0 row-major.
func (s Shape) Box(i int) int {
	n := s.N()
	r, c := i/n, i%n
	return r/s.BoxRows*(n/s.BoxCols) + c/s.BoxCols
}

// CellName returns the name of cell i, "r12c3", rows and columns counted
// from 1.
func (s Shape) CellName(i int) string {
	n := s.N()
	if n == 0 {
		return "r?c?"
	}
	return "r" + strconv.Itoa(i/n+1) + "c" + strconv.Itoa(i%n+1)
}

// DigitChar returns the character that writes digit d in a line: '1' to
// '9', then 'A' to 'G' for 10 to 16; '.' for 0 and anything else.
func DigitChar(d int) byte {
	switch {
	case d >= 1 && d <= 9:
		return byte('0' + d)
	case d >= 10 && d <= MaxN:
		return byte('A' + d - 10)
	}
	return '.'
}

// DigitOf reads a digit's character as DigitChar writes it, the letters
// in either case; 0 and false for any other character.
func DigitOf(b byte) (int, bool) {
	switch {
	case b >= '1' && b <= '9':
		return int(b - '0'), true
	case b >= 'A' && b <= 'G':
		return int(b-'A') + 10, true
	case b >= 'a' && b <= 'g':
		return int(b-'a') + 10, true
	}
	return 0, false
}

// Levels returns the levels this program makes puzzles of on shape s,
// the easiest first: those its generator reaches every time, so that a
// level name never promises more than the grid gives. Every 4x4 puzzle
// falls to singles, so 4x4 has easy alone; a 6x6 needs singles or, when
// dug hard, a wing or a short chain, and seldom the medium steps alone, so
// 6x6 has easy and hard; 9x9, 12x12 and 16x16 have the five levels.
func (s Shape) Levels() []logic.Level {
	switch s {
	case Shape4:
		return []logic.Level{logic.Easy}
	case Shape6:
		return []logic.Level{logic.Easy, logic.Hard}
	case Shape9, Shape12, Shape16:
		return logic.Levels
	}
	return nil
}
