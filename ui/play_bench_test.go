package ui_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// BenchmarkPlayTap times the whole tap path on the window's goroutine: a
// palette press goes to the session, which plays the move and schedules
// the save, and the window draws the view it hands back. The game holds a
// history of the given number of moves, which must not slow the tap; the
// save itself is written on the session's goroutine.
func BenchmarkPlayTap(b *testing.B) {
	for _, moves := range []int{10, 1000, 20000} {
		b.Run(fmt.Sprintf("moves=%d", moves), func(b *testing.B) {
			test.NewTempApp(b)
			w := test.NewTempWindow(b, nil)
			w.Resize(fyne.NewSize(560, 720))
			clock := gametest.NewClock()
			p := ui.NewPlay(w, ui.Options{
				SavePath: filepath.Join(b.TempDir(), "game.json"), Clock: clock,
				Rand: rand.New(rand.NewPCG(1, 2)), Post: func(f func()) {},
			})
			g, err := game.FromText(gametest.Puzzle, logic.Easy, clock)
			if err != nil {
				b.Fatal(err)
			}
			cell := solver.CellAt(0, 2) // empty in the puzzle
			for i := 0; i < moves; i++ {
				if err := g.ToggleNote(cell, uint8(i%9+1)); err != nil {
					b.Fatal(err)
				}
			}
			p.Start(g)
			test.Tap(p.Button("notes"))
			p.Session().TapCell(cell)
			p.Session().Flush()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				test.Tap(p.PaletteKey(uint8(i%9 + 1))) // toggles a note: a move, saved
			}
			b.StopTimer()
			p.Session().Flush()
		})
	}
}
