package printout

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// update rewrites the PNG goldens of grids of other sizes from what PNG
// draws now: go test ./ui/printout -run SizedPNGGolden -update. Look at
// them before committing.
var update = flag.Bool("update", false, "rewrite the golden PNGs in testdata")

// Puzzles of every size for the tests: the 12x12 and 16x16 ones from
// solver/sized's samples, a jigsaw layout of 6x6 with a grid that fills
// it, and a 4x4 Sudoku X's solution.
const (
	sized4X       = "4x4-x:1...4.1...3.3..4"
	sized6        = "6x6:.6......5.61.34....213.......5....2."
	sized6Layout  = "000111002211022331422335443355444555"
	sized6JigGrid = "4.32.52.41.6.35.24.2.5..6.13.2.1.4.3"
	sized12       = "12x12:94.5.B..167..A7..9..35.4..8..2........5..A.7.B..4..8.5327....9..4..............C..B....A962.5..7..9.7.4..3........B..7..7.61..5..42..2B4..6.9.5C"
	sized16       = "16x16:A6G...B.18...9...2.E......D6...5.3...5.A.BG...E.91.5C6G....AD...4..C9B.F8.6.53...7......31.2..4..8.....5....AG..3.EG....DA59........3D26....9F.8..5A....B.....6..9..B.5C......2...82.4.9G.71C..D...45....D1BE.3F.E...91.7.4...D.1...G3......B.9...D...F7.2...186"
)

// sizedPuzzle parses a puzzle line of any size.
func sizedPuzzle(t testing.TB, line string) sized.Puzzle {
	t.Helper()
	p, err := sized.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sizedJigsaw returns the 6x6 jigsaw of sized6Layout with the givens of
// sized6JigGrid.
func sizedJigsaw(t testing.TB) sized.Puzzle {
	t.Helper()
	return sizedPuzzle(t, "6x6-jigsaw:"+sized6JigGrid+":"+sized6Layout)
}

// sizedProgress returns the puzzle as a page half played: its first
// `entries` empty cells filled from the solution, the candidates of the
// rest as notes but for every seventh cell, and every digit noted in the
// last empty cell, so that the widest notes show.
func sizedProgress(t testing.TB, p sized.Puzzle, entries int) Page {
	t.Helper()
	var s sized.Solver
	sol, n := s.Solve(p, 1)
	if n == 0 {
		t.Fatalf("%s has no solution", sized.Format(p))
	}
	b, err := sized.NewBoard(p)
	if err != nil {
		t.Fatal(err)
	}
	page := Page{
		Shape: p.Shape, GivenCells: p.Givens, Flags: p.Flags, SizedRegions: p.Regions,
		EntryCells: make([]uint8, p.Shape.Cells()), NoteCells: make([]uint32, p.Shape.Cells()),
		Title: "Sudoku " + p.Shape.String() + ": Hard", Footer: "12:34 played",
	}
	for c, g := range p.Givens {
		if g == 0 && entries > 0 {
			page.EntryCells[c] = sol[c]
			b.Place(c, int(sol[c]))
			entries--
		}
	}
	last := -1
	for c, cands := range b.Cands {
		if b.Cells[c] == 0 {
			last = c
			if c%7 != 0 {
				page.NoteCells[c] = uint32(cands) << 1
			}
		}
	}
	if last >= 0 {
		page.NoteCells[last] = uint32(1)<<(p.Shape.N()+1) - 2
	}
	return page
}

// sizedPages are the pages of other sizes the goldens draw.
func sizedPages(t testing.TB) []struct {
	golden string
	page   Page
} {
	x4 := sizedProgress(t, sizedPuzzle(t, sized4X), 3)
	six := sizedProgress(t, sizedPuzzle(t, sized6), 8)
	jig := sizedProgress(t, sizedJigsaw(t), 4)
	jig.TintRegions, jig.Title = true, "Jigsaw 6x6: Easy"
	twelve := sizedProgress(t, sizedPuzzle(t, sized12), 30)
	sixteen := sizedProgress(t, sizedPuzzle(t, sized16), 40)
	letters := sixteen
	letters.Letters = true
	return []struct {
		golden string
		page   Page
	}{
		{"sized_4x4_x.png", x4},
		{"sized_6x6.png", six},
		{"sized_6x6_jigsaw_tinted.png", jig},
		{"sized_12x12.png", twelve},
		{"sized_16x16.png", sixteen},
		{"sized_16x16_letters.png", letters},
	}
}

// TestSizedPNGGolden draws grids of every other size, with givens,
// entries and notes, and compares them pixel by pixel with the goldens
// in testdata; with -update it writes them first. A mismatch is written
// to testdata/failed to be looked at.
func TestSizedPNGGolden(t *testing.T) {
	skipRasterInShort(t)
	for _, tc := range sizedPages(t) {
		t.Run(tc.golden, func(t *testing.T) {
			var buf bytes.Buffer
			if err := PNG(&buf, tc.page); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", tc.golden)
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				writeFile(t, "testdata", tc.golden, buf.Bytes())
			}
			got, err := png.Decode(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			f, err := os.Open(path)
			if err != nil {
				t.Fatalf("%v (write the goldens with -update)", err)
			}
			defer f.Close()
			want, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if diff := differentPixels(got, want); diff != 0 {
				if err := os.MkdirAll(filepath.Join("testdata", "failed"), 0o755); err == nil {
					writeFile(t, filepath.Join("testdata", "failed"), tc.golden, buf.Bytes())
				}
				t.Errorf("%d pixels differ from %s (see testdata/failed)", diff, path)
			}
		})
	}
}

// differentPixels counts the pixels that differ between a and b, every
// pixel when their sizes do.
func differentPixels(a, b image.Image) int {
	r := a.Bounds()
	if r != b.Bounds() {
		return r.Dx() * r.Dy()
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, aa := a.At(x, y).RGBA()
			br, bg, bb, ba := b.At(x, y).RGBA()
			if ar != br || ag != bg || ab != bb || aa != ba {
				n++
			}
		}
	}
	return n
}

// TestSizedPNGCells reads the drawing of each size: a given dark, an
// entry blue, an empty cell without notes paper, the lines thick between
// boxes of the shape (a 6x6 box is 2 rows by 3 columns) and thin inside
// them, and a jigsaw's thick between regions only.
func TestSizedPNGCells(t *testing.T) {
	skipRasterInShort(t)
	for _, tc := range sizedPages(t) {
		t.Run(tc.golden, func(t *testing.T) {
			p := tc.page
			img := decodePNG(t, p)
			n := p.Shape.N()
			cell, gx, gy := p.sizedPNGGrid()
			centre := func(c int) (int, int) { return gx + c%n*cell + cell/2, gy + c/n*cell + cell/2 }
			r := cell / 4 // the square read around a cell's middle
			found := map[cellKind]bool{}
			for c := range p.Shape.Cells() {
				kind, _, _ := p.sizedCell(c)
				if found[kind] || kind == notes {
					continue
				}
				found[kind] = true
				x, y := centre(c)
				dark, blue, marked := inkStats(img, x, y, r)
				switch kind {
				case given:
					if dark < cell/2 || blue > 0 {
						t.Errorf("given at %s: %d dark, %d blue pixels", p.Shape.CellName(c), dark, blue)
					}
				case entry:
					if blue < cell/2 {
						t.Errorf("entry at %s: %d blue pixels", p.Shape.CellName(c), blue)
					}
				case blank:
					if marked > 0 && !p.Flags.Diagonals && !p.TintRegions {
						t.Errorf("blank cell %s: %d marked pixels", p.Shape.CellName(c), marked)
					}
				}
			}
			if !found[given] || !found[entry] {
				t.Fatalf("the page has no given or no entry: %v", found)
			}
			// Each line between two cells, half way along the first row or
			// column away from any diagonal: thick (all dark across
			// pngThick-2 pixels) where the shape or the regions say so.
			for k := 1; k < n; k++ {
				for _, down := range []bool{true, false} {
					var a, b, x, y int // the cells either side in row or column 1
					if down {
						a, b = p.Shape.Cell(1, k-1), p.Shape.Cell(1, k)
						x, y = gx+k*cell, gy+cell+cell/3
					} else {
						a, b = p.Shape.Cell(k-1, 1), p.Shape.Cell(k, 1)
						x, y = gx+cell+cell/3, gy+k*cell
					}
					want := p.Shape.Box(a) != p.Shape.Box(b)
					if p.SizedRegions != nil {
						want = p.SizedRegions[a] != p.SizedRegions[b]
					}
					dark := 0
					for d := -pngThick/2 + 1; d < pngThick/2-1; d++ {
						px, py := x+d, y
						if !down {
							px, py = x, y+d
						}
						if dk, _, _ := inkStats(img, px, py, 0); dk == 1 {
							dark++
						}
					}
					if thick := dark == pngThick-2; thick != want {
						t.Errorf("the line between %s and %s: thick %v, want %v", p.Shape.CellName(a), p.Shape.CellName(b), thick, want)
					}
				}
			}
		})
	}
}

// TestSizedNotes: a cell with every note shows N of them in a layout
// shaped like a box, each label inside the cell and clear of its
// neighbours.
func TestSizedNotes(t *testing.T) {
	for _, tc := range []struct {
		shape      sized.Shape
		rows, cols int
	}{
		{sized.Shape4, 2, 2},
		{sized.Shape6, 2, 3},
		{sized.Shape12, 3, 4},
		{sized.Shape16, 4, 4},
	} {
		t.Run(tc.shape.String(), func(t *testing.T) {
			p := Page{Shape: tc.shape}
			nl := p.notes()
			if nl.rows != tc.rows || nl.cols != tc.cols {
				t.Errorf("notes in %d rows of %d, want %d of %d", nl.rows, nl.cols, tc.rows, tc.cols)
			}
			if nl.width >= nl.across || nl.size >= nl.down {
				t.Errorf("notes %.3f wide and %.3f high, %.3f and %.3f apart: they touch", nl.width, nl.size, nl.across, nl.down)
			}
			seen := map[[2]float64]bool{}
			for d := 1; d <= tc.shape.N(); d++ {
				dx, dy := nl.noteOffset(d)
				at := [2]float64{dx, dy}
				if seen[at] {
					t.Errorf("note %d sits on another at %v", d, at)
				}
				seen[at] = true
				// A digit's ink is some 0.7 of its size high.
				if x, y := abs(dx)+nl.width/2, abs(dy)+0.35*nl.size; x > 0.47 || y > 0.47 {
					t.Errorf("note %d reaches %.2f, %.2f of a cell from the middle, onto the lines", d, x, y)
				}
			}
		})
	}
}

func abs(v float64) float64 { return max(v, -v) }

// TestSizedChecks: pages of other sizes with a wrong field are refused,
// and the right ones drawn.
func TestSizedChecks(t *testing.T) {
	six := sizedPuzzle(t, sized6)
	cages := []variant.Cage{{Cells: []solver.Cell{0, 1}, Sum: 3}}
	for _, tc := range []struct {
		name string
		page Page
		ok   bool
	}{
		{"empty 6x6", Page{Shape: sized.Shape6}, true},
		{"givens", Page{Shape: sized.Shape6, GivenCells: six.Givens}, true},
		{"shape not played", Page{Shape: sized.Shape{BoxRows: 2, BoxCols: 5}}, false},
		{"givens too few", Page{Shape: sized.Shape6, GivenCells: six.Givens[:35]}, false},
		{"given past N", Page{Shape: sized.Shape6, GivenCells: append([]uint8{7}, six.Givens[1:]...)}, false},
		{"entry past N", Page{Shape: sized.Shape4, EntryCells: append(make([]uint8, 15), 5)}, false},
		{"notes too many", Page{Shape: sized.Shape4, NoteCells: make([]uint32, 17)}, false},
		{"region past N", Page{Shape: sized.Shape4, SizedRegions: append(make([]uint8, 15), 4)}, false},
		{"cages", Page{Shape: sized.Shape6, Cages: cages}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errPNG := PNG(&bytes.Buffer{}, tc.page)
			errPDF := SinglePDF(&bytes.Buffer{}, tc.page)
			if (errPNG == nil) != tc.ok || (errPDF == nil) != tc.ok {
				t.Errorf("PNG: %v, PDF: %v; want success %v", errPNG, errPDF, tc.ok)
			}
		})
	}
}

// TestSizedPDF writes a 16x16 game in progress as a PDF, with numbers and
// with letters, and pages of every size on one sheet: each file is whole,
// writes every digit as its label, and pdftoppm (when installed) renders
// it without a word on stderr. With -sample=DIR the files stay in DIR.
func TestSizedPDF(t *testing.T) {
	sixteen := sizedProgress(t, sizedPuzzle(t, sized16), 40)
	letters := sixteen
	letters.Letters = true
	var mixed []Page
	for _, tc := range sizedPages(t)[:4] {
		mixed = append(mixed, tc.page)
	}
	label := regexp.MustCompile(`\(([0-9A-G]+)\) Tj`)
	for _, tc := range []struct {
		name   string
		write  func(*bytes.Buffer) error
		pages  int
		labels []string // those the file must write, and no others past 9
	}{
		{"16x16", func(b *bytes.Buffer) error { return SinglePDF(b, sixteen) }, 1,
			[]string{"1", "9", "10", "16"}},
		{"letters-16x16", func(b *bytes.Buffer) error { return SinglePDF(b, letters) }, 1,
			[]string{"1", "9", "A", "G"}},
		{"sizes", func(b *bytes.Buffer) error { return Puzzles(b, "Sudoku of every size", mixed, 4) }, 1,
			[]string{"1", "4", "6", "10", "12"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := tc.write(&buf); err != nil {
				t.Fatal(err)
			}
			if n := checkPDF(t, buf.Bytes()); n != tc.pages {
				t.Errorf("%d pages, want %d", n, tc.pages)
			}
			seen := map[string]bool{}
			for _, m := range label.FindAllSubmatch(buf.Bytes(), -1) {
				seen[string(m[1])] = true
			}
			for _, l := range tc.labels {
				if !seen[l] {
					t.Errorf("no digit written %q", l)
				}
			}
			for l := range seen {
				if len(l) > 2 || l == "0" || (strings.Contains(tc.name, "letters") && len(l) == 2) {
					t.Errorf("a digit written %q", l)
				}
			}
			pdf := writeFile(t, outDir(t), tc.name+".pdf", buf.Bytes())
			renderPoppler(t, pdf, tc.pages)
		})
	}
}

// renderPoppler has pdftoppm rasterise the file as TestRenderPoppler does,
// when it is installed, and wants one image a page and a quiet stderr.
func renderPoppler(t *testing.T, pdf string, pages int) {
	t.Helper()
	if testing.Short() {
		return
	}
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but pdftoppm is missing: %v", err)
		}
		t.Log("pdftoppm is not installed: the file is not rendered")
		return
	}
	prefix := strings.TrimSuffix(pdf, ".pdf")
	var stderr bytes.Buffer
	cmd := exec.Command(pdftoppm, "-png", "-r", "100", pdf, prefix)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, stderr.Bytes())
	}
	if stderr.Len() > 0 {
		t.Errorf("pdftoppm complained:\n%s", stderr.Bytes())
	}
	if got, _ := filepath.Glob(prefix + "-[0-9]*.png"); len(got) != pages {
		t.Errorf("%d page images, want %d", len(got), pages)
	}
}

// TestSizedNineUntouched: a page whose Shape is sized.Shape9 is drawn
// from the 9x9 fields, exactly as one without a Shape.
func TestSizedNineUntouched(t *testing.T) {
	skipRasterInShort(t)
	p := progress(t)
	nine := p
	nine.Shape = sized.Shape9
	nine.GivenCells = []uint8{1} // ignored: the 9x9 fields are drawn
	for _, write := range []func(*bytes.Buffer, Page) error{
		func(b *bytes.Buffer, p Page) error { return PNG(b, p) },
		func(b *bytes.Buffer, p Page) error { return SinglePDF(b, p) },
	} {
		var a, b bytes.Buffer
		if err := write(&a, p); err != nil {
			t.Fatal(err)
		}
		if err := write(&b, nine); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Error("a page of Shape9 is drawn unlike a 9x9 one")
		}
	}
}
