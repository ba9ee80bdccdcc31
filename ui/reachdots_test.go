package ui_test

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestReachDotsClearTheDigits: the knight's dots sat on the corner of
// given digits (an 8's and a 9's bottom right ran into them, in the
// cell's bottom right corner). On boards
// of several sizes, in both themes, with every digit given in its cells,
// a given and a placed digit, no pixel a dot changes is one of the
// digit's ink or next to one.
func TestReachDotsClearTheDigits(t *testing.T) {
	skipPixelsInShort(t)
	for _, th := range []ui.ThemeChoice{ui.ThemeLight, ui.ThemeDark} {
		for _, side := range []float32{270, 400, 560, 810} {
			for _, given := range []bool{true, false} {
				a := test.NewTempApp(t)
				ui.ApplyTheme(a, th)
				var square float32
				var origin fyne.Position
				render := func(digits, reach bool) image.Image {
					b := ui.NewBoard()
					b.Flags = geometry.Flags{AntiKnight: true}
					b.Selected = -1
					for c := range b.Cells {
						b.Cells[c].Given = given // shaded, with or without its digit
						if digits {
							b.Cells[c].Digit = uint8(c%9 + 1)
						}
						b.Cells[c].Reach = reach
					}
					w := test.NewTempWindow(t, b)
					w.SetPadded(false)
					w.Resize(fyne.NewSize(side, side))
					b.Refresh()
					square, origin = b.Square()
					return w.Canvas().Capture()
				}
				blank, ink, dotted := render(false, false), render(true, false), render(true, true)
				scale := float32(blank.Bounds().Dx()) / side // the capture's pixels a unit
				cell := square / 9
				at := func(i int, o float32) int { return int((o + float32(i)*cell) * scale) }
				for c := solver.Cell(0); c < 81; c++ {
					r := image.Rect(at(c.Col(), origin.X), at(c.Row(), origin.Y), at(c.Col()+1, origin.X), at(c.Row()+1, origin.Y))
					glyph, dot := changed(blank, ink, r), changed(ink, dotted, r)
					if len(glyph) == 0 || len(dot) == 0 {
						t.Fatalf("%s %v given %v: %v: %d pixels of the digit's ink, %d of the dot's: one is missing", th, side, given, c, len(glyph), len(dot))
					}
					if p, ok := touching(glyph, dot); ok {
						t.Errorf("%s %v given %v: %v: the dot's pixel %v is on or beside digit %d's ink", th, side, given, c, p, c%9+1)
					}
				}
			}
		}
	}
}

// touching returns a pixel of b that is one of a's, or next to one (a
// pixel's eight neighbours), and whether there is one.
func touching(a, b map[image.Point]bool) (image.Point, bool) {
	for p := range b {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if a[p.Add(image.Pt(dx, dy))] {
					return p, true
				}
			}
		}
	}
	return image.Point{}, false
}

// changed returns the pixels of r that differ from a to b.
func changed(a, b image.Image, r image.Rectangle) map[image.Point]bool {
	out := map[image.Point]bool{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				out[image.Pt(x, y)] = true
			}
		}
	}
	return out
}
