package printout

import (
	"bytes"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestBoxBorder: the thick lines are the frame and those between boxes.
func TestBoxBorder(t *testing.T) {
	for k, want := range map[int]bool{-1: false, 0: true, 1: false, 2: false, 3: true, 4: false, 6: true, 8: false, 9: true, 10: false} {
		if got := BoxBorder(k); got != want {
			t.Errorf("BoxBorder(%d) = %v, want %v", k, got, want)
		}
	}
}

// grey returns the grey level of the pixel at (x, y).
func grey(img image.Image, x, y int) uint8 {
	return color.GrayModel.Convert(img.At(x, y)).(color.Gray).Y
}

// TestRulesPNG: the PNG of a page shades the windows and draws the
// diagonals under the digits as its rules say, and nothing of them for a
// classic page.
func TestRulesPNG(t *testing.T) {
	skipRasterInShort(t)
	base := puzzles(t, 1)[0]
	// Points in empty corners of cells, off every digit: the middle of a
	// window cell's top left corner, a point on the ↘ diagonal, one on
	// the ↗ diagonal, and the same corner of a cell in no window.
	cellAt := func(row, col, dx, dy int) image.Point {
		return image.Pt(pngGridX+col*pngCell+dx, pngGridY+row*pngCell+dy)
	}
	window := cellAt(1, 2, 12, 12)   // r2c3's top left, in the first window
	outside := cellAt(0, 0, 50, 12)  // r1c1's top, in no window and off the ↘ diagonal
	down := cellAt(4, 4, 90, 90)     // on the ↘ diagonal near r5c5's bottom right
	up := cellAt(8, 0, 8, pngCell-8) // on the ↗ diagonal at r9c1's bottom left
	for _, tc := range []struct {
		name          string
		flags         geometry.Flags
		window, diags bool
	}{
		{"classic", geometry.Flags{}, false, false},
		{"x", geometry.Flags{Diagonals: true}, false, true},
		{"windoku", geometry.Flags{Windows: true}, true, false},
		{"x-windoku-antiking", geometry.Flags{Diagonals: true, Windows: true, AntiKing: true}, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := base
			page.Flags = tc.flags
			img := decodePNG(t, page)
			var buf bytes.Buffer
			if err := PNG(&buf, page); err != nil {
				t.Fatal(err)
			}
			writeFile(t, outDir(t), "rules-"+tc.name+".png", buf.Bytes())
			if g := grey(img, outside.X, outside.Y); g != 0xff {
				t.Errorf("a cell in no window is grey %d, want paper", g)
			}
			if g := grey(img, window.X, window.Y); (g < 0xff) != tc.window {
				t.Errorf("a window cell is grey %d: shaded %v, want %v", g, g < 0xff, tc.window)
			}
			for _, p := range []image.Point{down, up} {
				if g := grey(img, p.X, p.Y); (g < 0xc0) != tc.diags {
					t.Errorf("the diagonal's point %v is grey %d: drawn %v, want %v", p, g, g < 0xc0, tc.diags)
				}
			}
		})
	}
}

// TestRulesPDF: a page with the rules has the windows' fills and the
// diagonals' lines before its digits; a classic page has neither.
func TestRulesPDF(t *testing.T) {
	base := puzzles(t, 1)[0]
	for _, tc := range []struct {
		name           string
		flags          geometry.Flags
		fills, strokes int
	}{
		{"classic", geometry.Flags{}, 0, 0},
		{"x", geometry.Flags{Diagonals: true}, 0, 2},
		{"windoku", geometry.Flags{Windows: true}, 4, 0},
		{"x-windoku", geometry.Flags{Diagonals: true, Windows: true}, 4, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := base
			page.Flags = tc.flags
			var buf bytes.Buffer
			if err := SinglePDF(&buf, page); err != nil {
				t.Fatal(err)
			}
			checkPDF(t, buf.Bytes())
			writeFile(t, outDir(t), "rules-"+tc.name+".pdf", buf.Bytes())
			s := buf.String()
			if n := strings.Count(s, "re f\n"); n != tc.fills {
				t.Errorf("%d filled rectangles, want %d windows", n, tc.fills)
			}
			grey := "0.55 G\n"
			if n := strings.Count(s, grey); (n > 0) != (tc.strokes > 0) {
				t.Errorf("the diagonals' grey is set %d times, want it %v", n, tc.strokes > 0)
			}
			if tc.strokes > 0 {
				after := strings.Count(s[strings.Index(s, grey):], "Tj")
				if givens := page.Givens.Givens(); after < givens {
					t.Errorf("%d texts after the diagonals, fewer than the %d givens: some lie under them", after, givens)
				}
			}
		})
	}
}
