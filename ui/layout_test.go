package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/solver"
)

// gnomeBoard is GNOME Sudoku 43's board, across, in a 740x686 window.
const gnomeBoard = 578

// TestBoardTakesTheRoom holds the board at least as large as GNOME
// Sudoku's at 740x686 and as large at the default size, and the pad's
// keys at a sensible width however wide the window is, from the minimum
// width to a large screen.
func TestBoardTakesTheRoom(t *testing.T) {
	for _, tc := range []struct {
		name      string
		size      fyne.Size
		minBoard  float32
		keyAtMost float32
	}{
		{"740x686, as GNOME Sudoku was measured", fyne.NewSize(740, 686), gnomeBoard, 90},
		{"the default size", defaultSize, gnomeBoard, 90},
		{"the narrowest", minSize, 440, 90},
		{"1024x768", fyne.NewSize(1024, 768), 660, 90},
		{"1400x1000", fyne.NewSize(1400, 1000), 880, 90},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.win.Resize(tc.size)
			if got := f.play.BoardSide(); got < tc.minBoard {
				t.Errorf("the board is %.0f px across, want at least %.0f", got, tc.minBoard)
			}
			for d := uint8(1); d <= 9; d++ {
				if got := f.play.PadKeyWidth(d); got > tc.keyAtMost || got < 30 {
					t.Errorf("the pad's key %d is %.0f px wide, want 30 to %.0f", d, got, tc.keyAtMost)
				}
			}
		})
	}
}

// TestWordsThatGoStaleMoveNothing holds the board's size while a check's
// result, a message that expires, is on show after the player has moved:
// it goes on a toast over the board's edge, away from the selected cell,
// and the board keeps the room GNOME Sudoku's has. Taps under the toast
// reach the board.
func TestWordsThatGoStaleMoveNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		size fyne.Size
	}{
		{"740x686", fyne.NewSize(740, 686)},
		{"the default size", defaultSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.win.Resize(tc.size)
			f.play.ExpireWords() // the new game's greeting
			f.settle()
			before := f.play.BoardSide()
			g := f.game()
			c := firstEmpty(g)
			f.enter(c, 5)
			f.press("check")
			f.settle()
			if f.play.Status() == "" {
				t.Fatal("the check said nothing")
			}
			if got := f.play.BoardSide(); got != before || got < gnomeBoard {
				t.Errorf("with the check's words on show the board is %.0f px across, was %.0f; want it unmoved and at least %d", got, before, gnomeBoard)
			}
			for _, sel := range []solver.Cell{solver.CellAt(8, 4), solver.CellAt(0, 4)} {
				f.tapCell(sel)
				if f.board().Selected != sel {
					t.Fatalf("tapping %v selected %v", sel, f.board().Selected)
				}
				pos, size, shown := f.play.ToastBounds()
				if !shown {
					t.Fatalf("no toast with %v selected", sel)
				}
				cell := f.cellPos(sel)
				if cell.X >= pos.X && cell.X <= pos.X+size.Width && cell.Y >= pos.Y && cell.Y <= pos.Y+size.Height {
					t.Errorf("the toast at %v, %v covers the selected cell %v", pos, size, sel)
				}
			}
			// The bottom row's middle cell lies under the toast while the top
			// row is selected: a tap there still selects it.
			f.tapCell(solver.CellAt(8, 4))
			if f.board().Selected != solver.CellAt(8, 4) {
				t.Errorf("a tap under the toast selected %v", f.board().Selected)
			}
		})
	}
}
