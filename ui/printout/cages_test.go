package printout

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestCageOutline checks the outline of cages of several shapes: the
// stretches join into closed lines (every end meets exactly one other),
// each runs inset inside its cage's cells, none runs between two cells of
// one cage, and a concave corner meets where the two insets cross.
func TestCageOutline(t *testing.T) {
	const cell, d = 10.0, 2.0
	tests := []struct {
		name    string
		cells   []int // one cage
		corners []string
		stretch int // how many stretches
	}{
		{"one cell", []int{0}, []string{"2,2", "8,2", "2,8", "8,8"}, 4},
		{"a row of two", []int{0, 1}, []string{"2,2", "18,2", "2,8", "18,8"}, 6},
		// r1c1 r1c2 r2c2: the concave corner is where r1c1's bottom and
		// r2c2's left cross, at (12, 8), in r1c2.
		{"an L", []int{0, 1, 10}, []string{"2,2", "18,2", "18,18", "12,18", "12,8", "2,8"}, 8},
		{"a square of four", []int{0, 1, 9, 10}, []string{"2,2", "18,2", "2,18", "18,18"}, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var in [81]int16
			for _, c := range tt.cells {
				in[c] = 1
			}
			segs := CageOutline(&in, cell, d)
			if len(segs) != tt.stretch {
				t.Errorf("%d stretches, want %d: %v", len(segs), tt.stretch, segs)
			}
			ends := map[string]int{}
			for _, s := range segs {
				if s.X0 != s.X1 && s.Y0 != s.Y1 {
					t.Errorf("%v is not straight", s)
				}
				ends[fmt.Sprintf("%g,%g", s.X0, s.Y0)]++
				ends[fmt.Sprintf("%g,%g", s.X1, s.Y1)]++
				// Between two cells of the cage: on a line x or y = k*cell
				// inside the cage. An inset line never is.
				if s.X0 == s.X1 && int(s.X0)%int(cell) == 0 || s.Y0 == s.Y1 && int(s.Y0)%int(cell) == 0 {
					t.Errorf("%v runs on a cell border", s)
				}
			}
			// A corner is an end that turns; a stretch that goes on in the
			// next cell ends where the next begins, so every point meets
			// an even number of ends: 2 at a corner or a join.
			for p, n := range ends {
				if n != 2 {
					t.Errorf("%s is the end of %d stretches: the line is not closed", p, n)
				}
			}
			for _, c := range tt.corners {
				if ends[c] != 2 {
					t.Errorf("no corner at %s: %v", c, ends)
				}
			}
		})
	}
}

// killerPage is a Killer puzzle in progress: the first of the everyday
// set, a digit placed, and notes in a cell holding a sum and in another.
func killerPage(t *testing.T) Page {
	t.Helper()
	p, err := variant.Parse("killer:ABCCCDEFFABBGGDEHFIIJJKKKHLMMNNOOLLLPPNQQRSSLPPTQRRUUVWWTTRXUVVYZZaXXXbcYYZaaXbbc:" +
		"16,15,8,11,11,15,13,4,5,15,15,28,11,16,3,21,21,21,10,14,16,17,8,28,19,9,15,16,4:" + strings.Repeat(".", 81))
	if err != nil {
		t.Fatal(err)
	}
	var notes [81]logic.Digits
	notes[0] = logic.DigitSet(7, 9) // the sum 16 sits here
	notes[10] = logic.AllDigits     // no sum
	notes[29] = logic.AllDigits     // a sum
	page := Page{Givens: p.Givens, Notes: &notes, Title: "Killer Sudoku: Hard", Cages: p.Cages}
	page.Entries[2] = 3
	return page
}

// TestKillerPNG draws a Killer page: the outline's dashes run inset in
// every cage, the sums sit at the top left of their cages' first cells on
// paper, and the notes of a cell with a sum stay clear of it.
func TestKillerPNG(t *testing.T) {
	skipRasterInShort(t)
	page := killerPage(t)
	img := decodePNG(t, page)
	var png bytes.Buffer
	if err := PNG(&png, page); err != nil {
		t.Fatal(err)
	}
	writeFile(t, outDir(t), "killer.png", png.Bytes())
	// Along the inset line of r1c1's left side, dashes: dark pixels and
	// paper alternate.
	x := pngGridX + pngCageInset
	dark := 0
	for y := pngGridY + pngCell/2; y < pngGridY+pngCell+pngCell/2; y++ {
		if d, _, _ := inkStats(img, x, y, 0); d > 0 {
			dark++
		}
	}
	if dark < 40 || dark > 80 {
		t.Errorf("%d of 100 pixels dark along the cage's left side: want dashes", dark)
	}
	// Between r1c1 and r2c1, one cage: no line but the grid's thin one.
	if d, _, _ := inkStats(img, pngGridX+pngCell/2, pngGridY+pngCell+pngCageInset, 1); d > 0 {
		t.Error("an outline runs between two cells of one cage")
	}
	// The sum 16 in r1c1's corner.
	if d, _, _ := inkStats(img, pngGridX+14, pngGridY+14, 8); d < 15 {
		t.Errorf("%d dark pixels where r1c1's sum is", d)
	}
	// The same page without cages has none of it.
	page.Cages = nil
	plain := decodePNG(t, page)
	if d, _, _ := inkStats(plain, pngGridX+14, pngGridY+14, 8); d > 0 {
		t.Error("a classic page shows a sum")
	}
}

// TestKillerPDF writes a Killer page: a dash pattern, set back to solid
// for the grid, and each sum once.
func TestKillerPDF(t *testing.T) {
	var buf bytes.Buffer
	if err := SinglePDF(&buf, killerPage(t)); err != nil {
		t.Fatal(err)
	}
	checkPDF(t, buf.Bytes())
	writeFile(t, outDir(t), "killer.pdf", buf.Bytes())
	s := buf.String()
	dash, solid := strings.Index(s, "] 0 d"), strings.Index(s, "[] 0 d")
	if dash < 0 || solid < dash {
		t.Error("no dash pattern, or no solid lines after it")
	}
	if n := strings.Count(s, "(16) Tj"); n != 4 {
		t.Errorf("the sum 16 is drawn %d times, want 4 (four cages have it)", n)
	}
}

func TestKillerPageChecked(t *testing.T) {
	page := killerPage(t)
	page.Cages = append(page.Cages, variant.Cage{Cells: []solver.Cell{81}, Sum: 3})
	var buf bytes.Buffer
	if err := PNG(&buf, page); err == nil {
		t.Error("a cage off the grid is drawn")
	}
}

// TestCageOutlineClosedOnRandomCages draws random connected cages of one
// to nine cells and wants each outline closed (every end point shared by
// exactly two stretch ends), straight, and inside its cage's cells.
func TestCageOutlineClosedOnRandomCages(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const cell, d = 10.0, 1.0
	for range 500 {
		var in [81]int16
		start := rng.IntN(81)
		in[start] = 1
		cells := []int{start}
		for size := 1 + rng.IntN(9); len(cells) < size; {
			var grow []int
			for _, c := range cells {
				for _, n := range []int{-9, 9, -1, 1} {
					m := c + n
					if m >= 0 && m < 81 && (n == 9 || n == -9 || m/9 == c/9) && in[m] == 0 && !slices.Contains(grow, m) {
						grow = append(grow, m)
					}
				}
			}
			m := grow[rng.IntN(len(grow))]
			in[m] = 1
			cells = append(cells, m)
		}
		ends := map[string]int{}
		for _, s := range CageOutline(&in, cell, d) {
			if s.X0 != s.X1 && s.Y0 != s.Y1 {
				t.Fatalf("%v: %v is not straight", cells, s)
			}
			ends[fmt.Sprintf("%g,%g", s.X0, s.Y0)]++
			ends[fmt.Sprintf("%g,%g", s.X1, s.Y1)]++
			mx, my := (s.X0+s.X1)/2, (s.Y0+s.Y1)/2
			if in[int(my/cell)*9+int(mx/cell)] == 0 {
				t.Fatalf("%v: %v runs outside the cage", cells, s)
			}
		}
		for p, n := range ends {
			if n != 2 {
				t.Fatalf("%v: %s ends %d stretches: the outline is not closed", cells, p, n)
			}
		}
	}
}
