package ui_test

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestHintGhostReads: the digit a hint places, drawn as a green ghost,
// was hard to read on the selection's light blue. In both themes, on the
// selected cell or not, its ink keeps a contrast of 4.5:1 with the cell.
func TestHintGhostReads(t *testing.T) {
	for _, th := range []ui.ThemeChoice{ui.ThemeLight, ui.ThemeDark} {
		for _, selected := range []bool{true, false} {
			name := string(th) + "/unselected"
			if selected {
				name = string(th) + "/selected"
			}
			t.Run(name, func(t *testing.T) {
				f := newFixture(t)
				ui.ApplyTheme(f.app, th)
				inPlay(t, f)
				f.press("hint")
				f.press("hint") // the whole step: a hidden single, its digit a ghost
				ghost := solver.Cell(-1)
				for c, cv := range f.board().Cells {
					if cv.Placed != 0 {
						ghost = solver.Cell(c)
					}
				}
				if ghost < 0 {
					t.Fatal("the hint places no digit")
				}
				if !selected {
					f.play.Session().Deselect()
				}
				if (f.board().Selected == ghost) != selected {
					t.Fatalf("selected %v, the ghost is at %v", f.board().Selected, ghost)
				}

				w := test.NewTempWindow(t, copyBoard(f))
				w.SetPadded(false)
				w.Resize(boardSize)
				at := boardPoints(w.Canvas().Capture(), boardSize)
				bg := at(ghost, 0.12, 0.12)
				best := 1.0 // the ink: the pixel of the digit that stands out most
				for y := float32(0.2); y <= 0.8; y += 0.01 {
					for x := float32(0.3); x <= 0.7; x += 0.01 {
						best = max(best, ui.Contrast(at(ghost, x, y), bg))
					}
				}
				if best < 4.5 {
					t.Errorf("the ghost digit at %v contrasts %.2f:1 with its cell %v, want 4.5:1", ghost, best, bg)
				}
			})
		}
	}
}
