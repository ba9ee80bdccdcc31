package sized_test

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

func TestShapes(t *testing.T) {
	tests := []struct {
		name          string
		n, cells, sum int
	}{
		{"4x4", 4, 16, 10}, {"6x6", 6, 36, 21}, {"9x9", 9, 81, 45}, {"12x12", 12, 144, 78}, {"16x16", 16, 256, 136},
	}
	for i, tt := range tests {
		s := sized.Shapes()[i]
		if s.String() != tt.name || s.N() != tt.n || s.Cells() != tt.cells || s.MaxSum() != tt.sum {
			t.Errorf("shape %d: %s N %d cells %d sum %d; want %+v", i, s, s.N(), s.Cells(), s.MaxSum(), tt)
		}
		if got, err := sized.ParseShape(" " + strings.ToUpper(tt.name) + " "); err != nil || got != s {
			t.Errorf("ParseShape(%q) = %v, %v", tt.name, got, err)
		}
		if got, ok := sized.ShapeOfCells(tt.cells); !ok || got != s {
			t.Errorf("ShapeOfCells(%d) = %v, %v", tt.cells, got, ok)
		}
	}
	for _, bad := range []string{"", "5x5", "6x9", "x", "16x16x16", "9", "-4x-4"} {
		if _, err := sized.ParseShape(bad); err == nil {
			t.Errorf("ParseShape(%q) took it", bad)
		}
	}
	if got := (sized.Shape{BoxRows: 2, BoxCols: 5}).String(); got != "Shape(2x5 boxes)" {
		t.Errorf("an invalid shape is %q", got)
	}
}

func TestDigits(t *testing.T) {
	for d := 1; d <= 16; d++ {
		b := sized.DigitChar(d)
		if got, ok := sized.DigitOf(b); !ok || got != d {
			t.Errorf("digit %d: %q reads back as %d, %v", d, b, got, ok)
		}
	}
	if sized.DigitChar(0) != '.' || sized.DigitChar(17) != '.' {
		t.Error("0 and 17 are not written '.'")
	}
	for _, b := range []byte{'0', 'H', 'h', '.', ' '} {
		if _, ok := sized.DigitOf(b); ok {
			t.Errorf("%q reads as a digit", b)
		}
	}
	if d, _ := sized.DigitOf('g'); d != 16 {
		t.Errorf("'g' is %d", d)
	}
}

func TestGeometryHouses(t *testing.T) {
	tests := []struct {
		shape   sized.Shape
		windows int
		box1    []int // the cells of the second box
	}{
		{sized.Shape4, 1, []int{2, 3, 6, 7}},
		{sized.Shape6, 1, []int{3, 4, 5, 9, 10, 11}},
		{sized.Shape9, 4, []int{3, 4, 5, 12, 13, 14, 21, 22, 23}},
		{sized.Shape12, 4, []int{4, 5, 6, 7, 16, 17, 18, 19, 28, 29, 30, 31}},
		{sized.Shape16, 9, []int{4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55}},
	}
	for _, tt := range tests {
		p := sized.New(tt.shape)
		p.Windows, p.Diagonals = true, true
		g := sized.NewGeometry(&p)
		n := tt.shape.N()
		if got, want := len(g.Houses()), 3*n+2+tt.windows; got != want {
			t.Errorf("%s: %d houses, want %d", tt.shape, got, want)
		}
		if got := g.Houses()[2*n+1].Cells; !slices.Equal(got, tt.box1) {
			t.Errorf("%s: box 2 is %v, want %v", tt.shape, got, tt.box1)
		}
		for c := range tt.shape.Cells() {
			if got := tt.shape.Box(c); !slices.Contains(g.Houses()[2*n+got].Cells, c) {
				t.Errorf("%s: Box(%d) = %d, which does not hold it", tt.shape, c, got)
			}
		}
		for _, h := range g.Houses() {
			if len(h.Cells) != n {
				t.Errorf("%s: %v %d has %d cells", tt.shape, h.Kind, h.Index, len(h.Cells))
			}
		}
	}
}

// TestISSExamples solves Interactive Sudoku Solver's examples of other
// shapes (its data/collections.js, from the enjoysudoku forum) and
// compares with the solutions it lists.
func TestISSExamples(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "iss-examples.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	var s sized.Solver
	n := 0
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		name, input, want := fields[0], fields[2], fields[3]
		p, err := sized.Parse(input)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		sol, err := sized.Parse(want)
		if err != nil {
			t.Errorf("%s: its solution: %v", name, err)
			continue
		}
		got, count := s.Solve(p, 2)
		if count != 1 || sized.FormatGrid(got) != sized.FormatGrid(sol.Givens) {
			t.Errorf("%s: %d solutions, first %s; want one, %s", name, count, sized.FormatGrid(got), sized.FormatGrid(sol.Givens))
		}
		if err := sized.Check(p, sol.Givens); err != nil {
			t.Errorf("%s: Check of its solution: %v", name, err)
		}
		n++
	}
	if n != 6 {
		t.Errorf("%d examples, want 6", n)
	}
}

// TestAgreesWithVariant solves the 9x9 samples of every variant with this
// package's search and compares with their solutions, which the 9x9
// engines of solver/variant found.
func TestAgreesWithVariant(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "variant", "testdata", "*-sample.sol"))
	if err != nil || len(files) < 8 {
		t.Fatalf("%d sample files, %v", len(files), err)
	}
	var s sized.Solver
	for _, sol := range files {
		puzzles := readLines(t, strings.TrimSuffix(sol, ".sol")+".txt")
		sols := readLines(t, sol)
		// This package's search is the general one, far slower on 9x9
		// Killers than variant's: three of each Killer file suffice.
		limit := min(len(puzzles), 40)
		if strings.Contains(sol, "killer") || strings.Contains(sol, "everyday") {
			limit = 3
		}
		if testing.Short() {
			limit = min(limit, 3)
		}
		for i := range limit {
			v, err := variant.Parse(puzzles[i])
			if err != nil {
				t.Fatalf("%s:%d: %v", sol, i+1, err)
			}
			p, err := sized.Parse(puzzles[i])
			if err != nil {
				t.Fatalf("%s:%d: %v", sol, i+1, err)
			}
			if back, err := p.ToVariant(); err != nil || !back.Equal(v) {
				t.Fatalf("%s:%d: the puzzle read is not variant's: %v", sol, i+1, err)
			}
			got, n := s.Solve(p, 2)
			if n != 1 || sized.FormatGrid(got) != sols[i] {
				t.Errorf("%s:%d: %d solutions, first %s; want %s", sol, i+1, n, sized.FormatGrid(got), sols[i])
			}
		}
	}
}

func readLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for l := range strings.SplitSeq(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}
