package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestCentreMarksStayReadable: centre marks shrank from about 22 px for
// two to about 7 px for seven, on one line. Many take two lines, drawn at
// no less than half two marks' size, each line inside its cell.
func TestCentreMarksStayReadable(t *testing.T) {
	test.NewTempApp(t)
	for _, side := range []float32{420, 560, 700} {
		b := NewBoard()
		counts := []int{2, 4, 5, 7, 9}
		for i, n := range counts {
			b.Cells[i].Marks = game.Marks{Centre: game.NineDigits & (1<<(n+1) - 1)}
		}
		w := test.NewTempWindow(t, b)
		w.Resize(fyne.NewSize(side, side))
		b.Refresh()
		r := test.WidgetRenderer(b).(*boardRenderer)
		r.Layout(b.Size())
		sq, o := boardSquare(b.Size())
		cell := sq / 9
		two := r.own.cells[0].centre.TextSize
		for i, n := range counts {
			m := r.own.cells[solver.Cell(i)]
			if got := len(m.centre.Text) + len(m.centre2.Text); got != n {
				t.Fatalf("side %v: %d centre marks drawn as %q and %q", side, n, m.centre.Text, m.centre2.Text)
			}
			if m.centre.TextSize < two/2 {
				t.Errorf("side %v: %d centre marks drawn %.1f px, two %.1f px", side, n, m.centre.TextSize, two)
			}
			x, y := o.X+float32(i)*cell, o.Y
			for _, line := range []*canvas.Text{m.centre, m.centre2} {
				if line.Text == "" {
					continue
				}
				p, s := line.Position(), line.Size()
				if p.Y < y || p.Y+s.Height > y+cell || p.X < x || p.X+s.Width > x+cell {
					t.Errorf("side %v: a line of %d centre marks at %v size %v leaves the cell at (%v, %v)", side, n, p, s, x, y)
				}
			}
		}
	}
}

// TestCageSumNotesKeepTheirSize: in a Killer cell holding a cage's sum the
// 3x3 notes were drawn smaller than in the cell beside it. They keep the
// size of every other cell's, their rows closing up below the sum.
func TestCageSumNotesKeepTheirSize(t *testing.T) {
	test.NewTempApp(t)
	for _, side := range []float32{420, 560, 900} {
		b := NewBoard()
		b.Cages = []variant.Cage{{Cells: []solver.Cell{0, 1}, Sum: 16}}
		for _, c := range []solver.Cell{0, 1} {
			b.Cells[c].Notes = game.NineDigits
		}
		w := test.NewTempWindow(t, b)
		w.Resize(fyne.NewSize(side, side))
		r := test.WidgetRenderer(b).(*boardRenderer)
		r.Layout(b.Size())
		for i := range 9 {
			if sum, other := r.notes[0].digits[i].TextSize, r.notes[1].digits[i].TextSize; sum != other {
				t.Errorf("side %v: note %d is %.1f px under the sum, %.1f px beside it", side, i+1, sum, other)
			}
		}
	}
}
