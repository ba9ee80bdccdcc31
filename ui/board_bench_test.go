package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// benchBoard returns a board in play: givens, entries, notes in the empty
// cells and a selection, in a window of the size the app opens at.
func benchBoard(b *testing.B) (*ui.Board, fyne.Window) {
	b.Helper()
	test.NewTempApp(b)
	g, _ := solver.ParseLine(gametest.Puzzle)
	board := ui.NewBoard()
	lb := logic.NewBoard(g)
	for c := range g {
		board.Cells[c] = ui.CellView{Digit: g[c], Given: g[c] != 0, Notes: game.FromLogic(lb.Cands[c])}
	}
	w := test.NewTempWindow(b, board)
	w.Resize(fyne.NewSize(560, 560))
	return board, w
}

// BenchmarkBoardTap measures what a tap costs the board: moving the
// selection and re-reading all 81 cells into the canvas objects.
func BenchmarkBoardTap(b *testing.B) {
	board, _ := benchBoard(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Selected = solver.Cell(i % 81)
		board.SameDigit = uint8(i%9 + 1)
		board.Refresh()
	}
}

// BenchmarkBoardTapAndPaint adds painting the whole window with Fyne's
// software renderer, an upper bound for the GL driver's frame.
func BenchmarkBoardTapAndPaint(b *testing.B) {
	board, w := benchBoard(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Selected = solver.Cell(i % 81)
		board.Refresh()
		w.Canvas().Capture()
	}
}
