package printout

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// killerLine is a Killer of the everyday samples (its first cage, A, is
// r1c1 and r2c1 with sum 16).
const killerLine = "killer:ABCCCDEFFABBGGDEHFIIJJKKKHLMMNNOOLLLPPNQQRSSLPPTQRRUUVWWTTRXUVVYZZaXXXbcYYZaaXbbc:16,15,8,11,11,15,13,4,5,15,15,28,11,16,3,21,21,21,10,14,16,17,8,28,19,9,15,16,4:" +
	"................................................................................."

// killerPage returns the Killer with a few digits and notes, as a game in
// progress would print it.
func killerPage(t testing.TB) Page {
	t.Helper()
	p, err := variant.Parse(killerLine)
	if err != nil {
		t.Fatal(err)
	}
	page := Page{Givens: p.Givens, Cages: p.Cages, Title: "Killer · Hard", Footer: "04:10 played"}
	sol, _ := variant.Solve(p)
	var notes [81]logic.Digits
	for i := range 81 {
		switch {
		case i%5 == 0:
			page.Entries[i] = sol[i]
		case i%3 == 0:
			notes[i] = logic.AllDigits
		}
	}
	page.Notes = &notes
	return page
}

func TestCageOutline(t *testing.T) {
	const d = 0.1
	tests := []struct {
		name  string
		cells []solver.Cell
		want  []Segment
	}{
		{"one cell", []solver.Cell{0}, []Segment{
			{d, d, 1 - d, d}, {d, 1 - d, 1 - d, 1 - d}, {d, d, d, 1 - d}, {1 - d, d, 1 - d, 1 - d}}},
		{"a row of two, joined", []solver.Cell{40, 41}, []Segment{
			{4 + d, 4 + d, 6 - d, 4 + d}, {4 + d, 5 - d, 6 - d, 5 - d}, {4 + d, 4 + d, 4 + d, 5 - d}, {6 - d, 4 + d, 6 - d, 5 - d}}},
		{"an L turns inward at its concave corner", []solver.Cell{0, 1, 9}, []Segment{
			{d, d, 2 - d, d}, {1 - d, 1 - d, 2 - d, 1 - d}, {d, 2 - d, 1 - d, 2 - d},
			{d, d, d, 2 - d}, {1 - d, 1 - d, 1 - d, 2 - d}, {2 - d, d, 2 - d, 1 - d}}},
		{"cells that only touch at a corner are two squares", []solver.Cell{0, 10}, []Segment{
			{d, d, 1 - d, d}, {d, 1 - d, 1 - d, 1 - d}, {1 + d, 1 + d, 2 - d, 1 + d}, {1 + d, 2 - d, 2 - d, 2 - d},
			{d, d, d, 1 - d}, {1 - d, d, 1 - d, 1 - d}, {1 + d, 1 + d, 1 + d, 2 - d}, {2 - d, 1 + d, 2 - d, 2 - d}}},
		{"cells off the grid are ignored", []solver.Cell{-1, 81, 80}, []Segment{
			{8 + d, 8 + d, 9 - d, 8 + d}, {8 + d, 9 - d, 9 - d, 9 - d}, {8 + d, 8 + d, 8 + d, 9 - d}, {9 - d, 8 + d, 9 - d, 9 - d}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CageOutline(tt.cells, d)
			if !slices.EqualFunc(got, tt.want, nearSegment) {
				t.Errorf("got  %v\nwant %v", got, tt.want)
			}
		})
	}
}

func nearSegment(a, b Segment) bool {
	const eps = 1e-9
	return math.Abs(a.X0-b.X0) < eps && math.Abs(a.Y0-b.Y0) < eps && math.Abs(a.X1-b.X1) < eps && math.Abs(a.Y1-b.Y1) < eps
}

// TestCageOutlineClosed draws random connected cages and wants closed
// outlines (every end point shared by an even number of segment ends),
// inside the cage's cells, and never along a border between two of them.
func TestCageOutlineClosed(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const d = 0.07
	for range 500 {
		in := map[solver.Cell]bool{solver.Cell(rng.IntN(81)): true}
		for size := 1 + rng.IntN(9); len(in) < size; {
			var grow []solver.Cell
			for c := range in {
				for _, n := range []int{-9, 9, -1, 1} {
					m := int(c) + n
					if m >= 0 && m < 81 && (n == 9 || n == -9 || m/9 == int(c)/9) && !in[solver.Cell(m)] {
						grow = append(grow, solver.Cell(m))
					}
				}
			}
			slices.Sort(grow)
			in[grow[rng.IntN(len(grow))]] = true
		}
		cells := make([]solver.Cell, 0, len(in))
		for c := range in {
			cells = append(cells, c)
		}
		slices.Sort(cells)
		ends := map[string]int{}
		key := func(x, y float64) string { return fmt.Sprintf("%.6f,%.6f", x, y) }
		for _, s := range CageOutline(cells, d) {
			ends[key(s.X0, s.Y0)]++
			ends[key(s.X1, s.Y1)]++
			if s.X0 != s.X1 && s.Y0 != s.Y1 {
				t.Fatalf("%v: a slanted segment %v", cells, s)
			}
			// The middle of each segment lies in a cage cell, away from
			// the cell's borders by about the inset.
			mx, my := (s.X0+s.X1)/2, (s.Y0+s.Y1)/2
			c := solver.Cell(int(my)*9 + int(mx))
			if !in[c] {
				t.Fatalf("%v: %v runs outside the cage", cells, s)
			}
			if fx, fy := mx-math.Floor(mx), my-math.Floor(my); math.Min(fx, 1-fx) < d/2 && math.Min(fy, 1-fy) < d/2 {
				t.Fatalf("%v: %v runs on a cell border", cells, s)
			}
		}
		for p, n := range ends {
			if n%2 != 0 {
				t.Fatalf("%v: the outline is open at %s", cells, p)
			}
		}
	}
}

// TestKillerPNG draws a Killer: dashes run along the inset outline of the
// first cage (r1c1 and r2c1) but not across the border between its cells,
// and the sum 16 is inked in r1c1's corner.
func TestKillerPNG(t *testing.T) {
	page := killerPage(t)
	page.Notes, page.Entries = nil, solver.Grid{}
	img := decodePNG(t, page)
	dark := func(x, y int) bool {
		r, g, b, _ := img.At(x, y).RGBA()
		return r+g+b < 3*0x4000
	}
	inset := int(cageInset * pngCell)
	// the left side of cage A, down r1c1 and r2c1: dashes, with gaps
	x := pngGridX + inset
	inked := 0
	for y := pngGridY + 30; y < pngGridY+2*pngCell-10; y++ {
		if dark(x, y) {
			inked++
		}
	}
	if span := 2*pngCell - 40; inked < span/3 || inked > span*3/4 {
		t.Errorf("the left side of the first cage has %d inked pixels of %d: not a dashed line", inked, span)
	}
	// no line across the border of r1c1 and r2c1 at the inset
	for x := pngGridX + 2*inset; x < pngGridX+pngCell-2*inset; x++ {
		if dark(x, pngGridY+pngCell+inset) || dark(x, pngGridY+pngCell-inset) {
			t.Fatalf("a line runs between two cells of one cage at x %d", x)
		}
	}
	sum := 0
	for y := pngGridY + 4; y < pngGridY+24; y++ {
		for x := pngGridX + 4; x < pngGridX+30; x++ {
			if dark(x, y) {
				sum++
			}
		}
	}
	if sum < 20 {
		t.Errorf("r1c1's corner has %d inked pixels: no sum drawn", sum)
	}
}

// TestKillerPDF wants the cages' dashes and sums in the page's content.
func TestKillerPDF(t *testing.T) {
	var buf bytes.Buffer
	if err := SinglePDF(&buf, killerPage(t)); err != nil {
		t.Fatal(err)
	}
	checkPDF(t, buf.Bytes())
	content, _, _ := strings.Cut(buf.String(), "endstream")
	for _, want := range []string{"] 0 d\n", "[] 0 d\n", "(16) Tj", "(28) Tj", "re f\n"} {
		if !strings.Contains(content, want) {
			t.Errorf("the page has no %q", want)
		}
	}
}
