package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestKillerNotesClearOfCages lays a Killer board out at several sizes and
// checks that no note's box reaches the cage's outline, and that the
// notes of a cell holding a sum start below its label.
func TestKillerNotesClearOfCages(t *testing.T) {
	test.NewTempApp(t)
	for _, side := range []float32{420, 560, 900} {
		b := NewBoard()
		b.Cages = []variant.Cage{{Cells: []solver.Cell{0, 1}, Sum: 16}, {Cells: []solver.Cell{10}, Sum: 0}}
		for _, c := range []solver.Cell{0, 1, 10} {
			b.Cells[c].Notes = game.NineDigits
		}
		w := test.NewTempWindow(t, b)
		w.Resize(fyne.NewSize(side, side))
		r := test.WidgetRenderer(b).(*boardRenderer)
		r.Layout(b.Size())
		sq, o := boardSquare(b.Size())
		cell := sq / 9
		inset := cageInset(cell)
		for _, c := range []solver.Cell{0, 1, 10} {
			x, y := o.X+float32(c.Col())*cell, o.Y+float32(c.Row())*cell
			for i, d := range r.notes[c].digits {
				// The digit's ink, about three quarters of its size high,
				// centred in its text box, stays inside the outline.
				p, s := d.Position(), d.Size()
				inkTop, inkFoot := p.Y+s.Height/2-0.375*d.TextSize, p.Y+s.Height/2+0.375*d.TextSize
				if p.X < x+inset || p.X+s.Width > x+cell-inset || inkTop < y+inset || inkFoot > y+cell-inset {
					t.Errorf("side %v: note %d of %v at %v size %v reaches the outline inset %v in the cell at (%v, %v)",
						side, i+1, c, p, s, inset, x, y)
				}
				// The digit's ink, about three quarters of its size high,
				// centred in its text box, starts below the label.
				if top := p.Y + s.Height/2 - 0.375*d.TextSize; c == 0 && top < y+r.cages.labelH {
					t.Errorf("side %v: note %d of r1c1 starts at y %v, above the sum's label's foot %v", side, i+1, top, y+r.cages.labelH)
				}
			}
		}
	}
}
