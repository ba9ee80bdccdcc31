package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
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
