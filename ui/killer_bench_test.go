package ui_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// BenchmarkBoardTapKiller is BenchmarkBoardTap on a board with a Killer
// game's 29 cages: what drawing them adds to a tap.
func BenchmarkBoardTapKiller(b *testing.B) {
	board, _ := benchBoard(b)
	p, err := variant.Parse(gametest.Killer)
	if err != nil {
		b.Fatal(err)
	}
	board.Cages = p.Cages
	board.Refresh()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Selected = solver.Cell(i % 81)
		board.SameDigit = uint8(i%9 + 1)
		board.Refresh()
	}
}

// BenchmarkBoardTapAndPaintKiller is BenchmarkBoardTapAndPaint with the
// cages drawn.
func BenchmarkBoardTapAndPaintKiller(b *testing.B) {
	board, w := benchBoard(b)
	p, err := variant.Parse(gametest.Killer)
	if err != nil {
		b.Fatal(err)
	}
	board.Cages = p.Cages
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Selected = solver.Cell(i % 81)
		board.Refresh()
		w.Canvas().Capture()
	}
}
