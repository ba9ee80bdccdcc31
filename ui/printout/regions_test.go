package printout

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Jigsaw layouts for the tests: a forum puzzle's, whose region 6 is in
// two pieces; one made by swapping cells between regions at random from
// the boxes, each region in one piece; and the rows as regions.
const (
	twoPieceLayout  = "112233333111214443211254443222254443615555573688859999688859779688879777666669977"
	connectedLayout = "111112222312222452314444455316477455316477775336777555336668888366688898999999998"
	rowsLayout      = "111111111222222222333333333444444444555555555666666666777777777888888888999999999"
)

func layout(t *testing.T, s string) geometry.Regions {
	t.Helper()
	r, err := geometry.ParseRegions(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRegionColours: two regions that share a side never share a colour,
// and no layout here takes more than RegionTintCount colours.
func TestRegionColours(t *testing.T) {
	for _, tc := range []struct {
		name, layout string
		most         int // the fewest colours the layout takes
	}{
		{"two pieces", twoPieceLayout, 3},
		{"connected", connectedLayout, 3},
		{"rows", rowsLayout, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := layout(t, tc.layout)
			colours := RegionColours(r)
			used := map[int]bool{}
			for _, c := range colours {
				used[c] = true
				if c < 0 || c >= RegionTintCount {
					t.Errorf("colour %d, want 0-%d", c, RegionTintCount-1)
				}
			}
			if len(used) < tc.most || len(used) > RegionTintCount {
				t.Errorf("%d colours %v, want %d to %d", len(used), colours, tc.most, RegionTintCount)
			}
			for i := range Sides {
				a, b := SideCells(i)
				if ka, kb := r[a], r[b]; ka != kb && colours[ka] == colours[kb] {
					t.Errorf("%s and %s are in touching regions %d and %d of one colour %d", a, b, ka+1, kb+1, colours[ka])
				}
			}
		})
	}
}

// TestSideCells: every pair of cells side by side is one side, once.
func TestSideCells(t *testing.T) {
	seen := map[[2]solver.Cell]bool{}
	for i := range Sides {
		a, b := SideCells(i)
		if !(b == a+9 || b == a+1 && a.Row() == b.Row()) || a < 0 || b > 80 || seen[[2]solver.Cell{a, b}] {
			t.Errorf("side %d: %s and %s", i, a, b)
		}
		seen[[2]solver.Cell{a, b}] = true
	}
}

// TestRegionsPNG: a jigsaw page draws the borders between its regions as
// thick as a box's, and a box line where no region ends thin; with
// TintRegions its cells are shaded, without they stay paper.
func TestRegionsPNG(t *testing.T) {
	skipRasterInShort(t)
	base := puzzles(t, 1)[0]
	base.Givens = solver.Grid{} // nothing on the points looked at
	// The middle of a side, a pixel off the line's centre: on a thick
	// line, not on a thin one.
	onSide := func(i int) image.Point {
		a, _ := SideCells(i)
		x, y := pngGridX+a.Col()*pngCell, pngGridY+a.Row()*pngCell
		if i < 72 {
			return image.Pt(x+pngCell/2, y+pngCell+2)
		}
		return image.Pt(x+pngCell+2, y+pngCell/2)
	}
	r := layout(t, twoPieceLayout)
	// A side on a box line inside a region, and one inside a box between
	// two regions.
	var inRegion, between = -1, -1
	for i := range Sides {
		a, b := SideCells(i)
		boxLine := a.Row()/3 != b.Row()/3 || a.Col()/3 != b.Col()/3
		switch {
		case boxLine && r[a] == r[b] && inRegion < 0:
			inRegion = i
		case !boxLine && r[a] != r[b] && between < 0:
			between = i
		}
	}
	if inRegion < 0 || between < 0 {
		t.Fatal("the layout has no side to look at")
	}
	corner := image.Pt(pngGridX+4*pngCell+20, pngGridY+4*pngCell+20) // r5c5, off its lines and digit
	for _, tc := range []struct {
		name               string
		regions            geometry.Regions
		tint               bool
		boxThick, rgnThick bool
		tinted             bool
	}{
		{"classic", nil, false, true, false, false},
		{"classic, tint asked", nil, true, true, false, false},
		{"jigsaw", r, false, false, true, false},
		{"jigsaw tinted", r, true, false, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := base
			page.Regions, page.TintRegions = tc.regions, tc.tint
			img := decodePNG(t, page)
			var buf bytes.Buffer
			if err := PNG(&buf, page); err != nil {
				t.Fatal(err)
			}
			writeFile(t, outDir(t), "regions-"+strings.ReplaceAll(tc.name, " ", "-")+".png", buf.Bytes())
			for _, s := range []struct {
				what  string
				side  int
				thick bool
			}{{"a box line inside a region", inRegion, tc.boxThick}, {"a side between two regions", between, tc.rgnThick}} {
				p := onSide(s.side)
				if g := grey(img, p.X, p.Y); (g < 0x40) != s.thick {
					t.Errorf("%s at %v is grey %d: thick %v, want %v", s.what, p, g, g < 0x40, s.thick)
				}
			}
			if g := grey(img, corner.X, corner.Y); (g < 0xff) != tc.tinted {
				t.Errorf("r5c5 is grey %d: tinted %v, want %v", g, g < 0xff, tc.tinted)
			}
		})
	}
}

// TestRegionsPDF: a jigsaw page fills a bar for each border between two
// regions, and with TintRegions a shade for each cell; it strokes no box
// lines inside the frame.
func TestRegionsPDF(t *testing.T) {
	base := puzzles(t, 1)[0]
	r := layout(t, connectedLayout)
	borders := 0
	for i := range Sides {
		if a, b := SideCells(i); r[a] != r[b] {
			borders++
		}
	}
	for _, tc := range []struct {
		name    string
		regions geometry.Regions
		tint    bool
		fills   int
	}{
		{"classic", nil, true, 0},
		{"jigsaw", r, false, borders},
		{"jigsaw tinted", r, true, borders + 81},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := base
			page.Regions, page.TintRegions = tc.regions, tc.tint
			var buf bytes.Buffer
			if err := SinglePDF(&buf, page); err != nil {
				t.Fatal(err)
			}
			checkPDF(t, buf.Bytes())
			writeFile(t, outDir(t), "regions-"+strings.ReplaceAll(tc.name, " ", "-")+".pdf", buf.Bytes())
			if n := strings.Count(buf.String(), "re f\n"); n != tc.fills {
				t.Errorf("%d filled rectangles, want %d", n, tc.fills)
			}
		})
	}
}
