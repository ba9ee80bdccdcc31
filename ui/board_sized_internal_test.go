package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// TestSizedBoxLines: the lines across a grid (between rows) are thick
// every BoxRows rows, those down it every BoxCols columns, and the
// frame's always: on a 6x6 grid, whose boxes are 2 rows by 3 columns,
// across at 0, 2, 4 and 6, down at 0, 3 and 6.
func TestSizedBoxLines(t *testing.T) {
	for _, s := range sized.Shapes() {
		t.Run(s.String(), func(t *testing.T) {
			b := &Board{Shape: s}
			r := &boardRenderer{board: b, shape: s}
			for k := 0; k <= s.N(); k++ {
				if got, want := r.thickLine(k, true), k%s.BoxRows == 0; got != want {
					t.Errorf("the line across at %d thick %v, want %v", k, got, want)
				}
				if got, want := r.thickLine(k, false), k%s.BoxCols == 0; got != want {
					t.Errorf("the line down at %d thick %v, want %v", k, got, want)
				}
			}
		})
	}
}

// TestSizedTextsFit lays boards of every shape out at sizes from the
// narrowest window's board to a large screen's, with 10-16 as numbers
// and as letters: every digit (bold, as a given's) and every note lies
// inside its cell, the notes on a mini grid as a box is shaped (digit d
// at row (d-1)/BoxCols, column (d-1)%BoxCols), each inside its own box of
// that grid, and no note under a fifth of the cell of a 9x9 board a
// third of the size (a 9x9 note is about a quarter of its cell).
func TestSizedTextsFit(t *testing.T) {
	test.NewTempApp(t)
	for _, s := range sized.Shapes() {
		for _, letters := range []bool{false, true} {
			for _, side := range []float32{330, 480, 640, 900} {
				t.Run(fmt.Sprintf("%v/letters=%v/%v", s, letters, side), func(t *testing.T) {
					n := s.N()
					b := NewBoard()
					b.Shape, b.Letters = s, letters
					// The first cell holds every note, the others digits 1 to n in turn, given.
					b.Cells[0].Notes = game.DigitsTo(n)
					for c := 1; c < s.Cells(); c++ {
						b.Cells[c] = CellView{Digit: uint8(c%n + 1), Given: true}
					}
					w := test.NewTempWindow(t, b)
					w.SetPadded(false)
					w.Resize(fyne.NewSize(side, side))
					r := test.WidgetRenderer(b).(*boardRenderer)
					r.Refresh()
					sq, o := b.square()
					cell := sq / float32(n)
					inside := func(what string, c solver.Cell, tx *textBox, left, top, right, bottom float32) {
						if tx.x < left-0.5 || tx.x+tx.w > right+0.5 || tx.y < top-0.5 || tx.y+tx.h > bottom+0.5 {
							t.Errorf("%s of cell %d spans x %.1f-%.1f y %.1f-%.1f, outside %.1f-%.1f, %.1f-%.1f",
								what, c, tx.x, tx.x+tx.w, tx.y, tx.y+tx.h, left, right, top, bottom)
						}
					}
					for c := solver.Cell(1); int(c) < s.Cells(); c++ {
						row, col := rowCol(c, n)
						x, y := o.X+float32(col)*cell, o.Y+float32(row)*cell
						inside("the digit "+r.digits[c].Text, c, ink(r.digits[c]), x, y, x+cell, y+cell)
					}
					nt := r.notes[0]
					if nt == nil || len(nt.digits) != n {
						t.Fatalf("the noted cell has notes %v", nt)
					}
					cols := s.BoxCols
					inset, sub, subH := noteGridOf(cell, max(2, sq/120), s)
					for i, d := range nt.digits {
						if d.Hidden {
							t.Errorf("note %d is hidden", i+1)
						}
						bx := o.X + inset + float32(i%cols)*sub
						by := o.Y + inset + float32(i/cols)*subH
						inside("note "+d.Text, 0, ink(d), bx, by, bx+sub, by+subH)
						inside("note "+d.Text, 0, ink(d), o.X, o.Y, o.X+cell, o.Y+cell)
						if least := sq / 3 / 9 * 0.2; d.TextSize < least {
							t.Errorf("note %s is %.1f pt, under %.1f", d.Text, d.TextSize, least)
						}
					}
				})
			}
		}
	}
}

// textBox is where a text's ink lies.
type textBox struct{ x, y, w, h float32 }

// ink returns the box of a centred text's ink: its measured width about
// the middle of its box, three quarters of its size high about its box's
// middle.
func ink(t *canvas.Text) *textBox {
	p, s := t.Position(), t.Size()
	w := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Width
	return &textBox{x: p.X + (s.Width-w)/2, y: p.Y + s.Height/2 - 0.375*t.TextSize, w: w, h: 0.75 * t.TextSize}
}
