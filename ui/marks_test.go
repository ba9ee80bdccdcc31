package ui_test

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestClashAndWrongDigitLookApart: a wrong digit and a clash were drawn
// alike, a red digit over a bar. Now a clash tints the clashing cells and
// underlines the player's digits, and a wrong digit is struck through on
// an untinted cell, in both themes. The given in the clash keeps its
// digit in the given's ink, neither red nor underlined: it is not wrong.
// Knowing the solution, the board strikes the clashing entry too, and
// the given it repeats keeps its tint in the given's ink: the clash
// shows, but a right digit is never blamed.
func TestClashAndWrongDigitLookApart(t *testing.T) {
	r1c4 := solver.CellAt(0, 3)
	type look struct {
		cell                       solver.Cell
		tinted, under, struck, red bool
	}
	for _, th := range []ui.ThemeChoice{ui.ThemeLight, ui.ThemeDark} {
		for _, tc := range []struct {
			mode  session.MistakeMode
			marks [3]ui.Mark // of r1c1, r1c3, r1c4
			looks []look
		}{
			{session.MistakesClashes, [3]ui.Mark{ui.Clashed, ui.NoMark, ui.Conflict}, []look{
				{r1c1, true, false, false, false}, // a given in the clash
				{r1c4, true, true, false, true},
				{r1c3, false, false, false, false},
			}},
			{session.MistakesSolution, [3]ui.Mark{ui.Clashed, ui.Mistake, ui.Mistake}, []look{
				{r1c1, true, false, false, false},
				{r1c4, false, false, true, true},
				{r1c3, false, false, true, true},
			}},
		} {
			t.Run(fmt.Sprintf("%s/mode=%d", th, tc.mode), func(t *testing.T) {
				f := newFixture(t)
				ui.ApplyTheme(f.app, th)
				f.setMistakes(tc.mode)
				f.enter(r1c3, 2) // fits the rules, not the solution (4)
				f.enter(r1c4, 5) // clashes with r1c1's 5
				f.typeKey(fyne.KeyEscape)
				if got := [3]ui.Mark{f.board().Cells[r1c1].Mark, f.board().Cells[r1c3].Mark, f.board().Cells[r1c4].Mark}; got != tc.marks {
					t.Fatalf("marks of r1c1, r1c3, r1c4 %v, want %v", got, tc.marks)
				}

				w := test.NewTempWindow(t, copyBoard(f))
				w.SetPadded(false)
				w.Resize(boardSize)
				img := w.Canvas().Capture()
				at := boardPoints(img, boardSize)
				for _, c := range tc.looks {
					if got := redInk(at, c.cell); got != c.red {
						t.Errorf("%v: digit in the error colour %v, want %v", c.cell, got, c.red)
					}
					if got := reddish(at(c.cell, 0.12, 0.12)); got != c.tinted {
						t.Errorf("%v: tinted %v, want %v", c.cell, got, c.tinted)
					}
					if got := strongRed(at(c.cell, 0.5, 0.855)); got != c.under {
						t.Errorf("%v: underlined %v, want %v", c.cell, got, c.under)
					}
					left, right := strongRed(at(c.cell, 0.26, 0.5)), strongRed(at(c.cell, 0.74, 0.5))
					if got := left && right; got != c.struck {
						t.Errorf("%v: struck through %v, want %v", c.cell, got, c.struck)
					}
				}
			})
		}
	}
}

// boardPoints returns a function giving the colour of img, a board of the
// given size, at a point of cell c, dx and dy across it from its top left
// corner as fractions of the cell.
func boardPoints(img image.Image, size fyne.Size) func(c solver.Cell, dx, dy float32) color.Color {
	scale := float32(img.Bounds().Dx()) / size.Width
	side := min(size.Width, size.Height)
	side -= max(2, side/120) + 2 // as the board insets its square
	ox, oy := (size.Width-side)/2, (size.Height-side)/2
	cell := side / 9
	return func(c solver.Cell, dx, dy float32) color.Color {
		x := ox + (float32(c.Col())+dx)*cell
		y := oy + (float32(c.Row())+dy)*cell
		return img.At(int(x*scale), int(y*scale))
	}
}

// redInk reports whether the digit of cell c is drawn in the error
// colour: some of the cell's middle, where the digit stands and the bars
// do not, is strong red.
func redInk(at func(c solver.Cell, dx, dy float32) color.Color, c solver.Cell) bool {
	for y := float32(0.2); y < 0.4; y += 0.01 {
		for x := float32(0.25); x < 0.75; x += 0.01 {
			if strongRed(at(c, x, y)) {
				return true
			}
		}
	}
	return false
}

// reddish reports whether c leans to red: a cell tinted with the error
// colour.
func reddish(c color.Color) bool {
	r, g, _, _ := c.RGBA()
	return int(r>>8)-int(g>>8) > 20
}

// strongRed reports whether c is near the theme's error colour itself.
func strongRed(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 180 && g>>8 < 120 && b>>8 < 120
}
