package ui_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/ui"
)

// fullBoard returns a board of shape s with sizedBoard's givens and
// entries and every candidate noted in each other cell.
func fullBoard(s sized.Shape) *ui.Board {
	b := sizedBoard(s, true)
	for c := 0; c < s.Cells(); c++ {
		if b.Cells[c].Digit == 0 {
			b.Cells[c] = ui.CellView{Notes: game.DigitsTo(s.N())}
		}
	}
	return b
}

// TestSizedNotesObjects: on grids of more than nine digits a noted cell
// adds one object per digit to the canvas, its notes' texts, and a cell
// with a lit note (the digit in focus) its discs and slashes too, two a
// digit; cells without notes add nothing.
func TestSizedNotesObjects(t *testing.T) {
	test.NewTempApp(t)
	for _, s := range []sized.Shape{sized.Shape12, sized.Shape16} {
		t.Run(s.String(), func(t *testing.T) {
			n := s.N()
			b := sizedBoard(s, true)
			for c := 0; c < s.Cells(); c++ {
				b.Cells[c].Notes = 0
			}
			b.SameDigit = 0
			test.NewTempWindow(t, b).Resize(fyne.NewSize(600, 600))
			count := func() int { b.Refresh(); return len(test.WidgetRenderer(b).Objects()) }
			bare := count()
			var noted []int
			for c := 0; c < s.Cells(); c++ {
				if b.Cells[c].Digit == 0 {
					b.Cells[c].Notes = game.DigitSet(1, uint8(n))
					noted = append(noted, c)
				}
			}
			if got, want := count()-bare, len(noted)*n; got != want {
				t.Errorf("%d noted cells add %d objects, want %d", len(noted), got, want)
			}
			withNotes := count()
			b.SameDigit = uint8(n) // lights a note of every noted cell
			if got, want := count()-withNotes, len(noted)*2*n; got != want {
				t.Errorf("lighting a note of %d cells adds %d objects, want %d", len(noted), got, want)
			}
		})
	}
}

// BenchmarkSizedBoardTap measures what a tap costs a board full of notes
// of each shape: moving the selection and re-reading every cell.
func BenchmarkSizedBoardTap(b *testing.B) {
	for _, s := range []sized.Shape{sized.Shape9, sized.Shape12, sized.Shape16} {
		b.Run(s.String(), func(b *testing.B) {
			test.NewTempApp(b)
			board := fullBoard(s)
			w := test.NewTempWindow(b, board)
			w.Resize(fyne.NewSize(640, 640))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				board.Selected = solver.Cell(i % s.Cells())
				board.SameDigit = uint8(i%s.N() + 1)
				board.Refresh()
			}
			b.ReportMetric(float64(len(test.WidgetRenderer(board).Objects())), "objects")
		})
	}
}

// BenchmarkSizedBoardPaint adds painting the window with Fyne's software
// renderer, an upper bound for the GL driver's frame.
func BenchmarkSizedBoardPaint(b *testing.B) {
	for _, s := range []sized.Shape{sized.Shape9, sized.Shape16} {
		b.Run(fmt.Sprint(s), func(b *testing.B) {
			test.NewTempApp(b)
			board := fullBoard(s)
			w := test.NewTempWindow(b, board)
			w.Resize(fyne.NewSize(640, 640))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				board.Selected = solver.Cell(i % s.Cells())
				board.Refresh()
				w.Canvas().Capture()
			}
		})
	}
}
