package levels_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestBundledPuzzlesAreProperAndRated proves every bundled puzzle has
// exactly one solution and rates as its file says: at the file's level, and
// with the very rating written after it. A change to the logic engine that
// changes a rating fails here until "go generate ./levels" is run again.
func TestBundledPuzzlesAreProperAndRated(t *testing.T) {
	for _, name := range levels.Names {
		t.Run(name, func(t *testing.T) {
			n, err := levels.Count(name)
			if err != nil {
				t.Fatal(err)
			}
			if n < 100 {
				t.Errorf("%d puzzles, want at least 100", n)
			}
			lines := fileLines(t, name)
			for i := 0; i < n; i++ {
				text, err := levels.Puzzle(name, i)
				if err != nil {
					t.Fatal(err)
				}
				g, err := solver.ParseLine(text)
				if err != nil {
					t.Fatalf("puzzle %d: %v", i, err)
				}
				r, err := logic.Rate(g)
				if err != nil {
					t.Fatalf("puzzle %d %s: %v", i, text, err)
				}
				if r.Level.String() != name {
					t.Errorf("puzzle %d %s rates %s", i, text, r)
				}
				if want := strings.TrimPrefix(lines[i][81:], " # "); r.String() != want {
					t.Errorf("puzzle %d %s rates %q, file says %q", i, text, r, want)
				}
			}
		})
	}
}

func fileLines(t *testing.T, name string) []string {
	t.Helper()
	n, _ := levels.Count(name)
	out := make([]string, n)
	for i := range out {
		p, _ := levels.Puzzle(name, i)
		out[i] = p
	}
	// The ratings are not part of the API; read them through the file.
	data := levels.File(name)
	ls := strings.Split(strings.TrimSuffix(data, "\n"), "\n")
	if len(ls) != n {
		t.Fatalf("%d lines for %d puzzles", len(ls), n)
	}
	return ls
}

func TestLookups(t *testing.T) {
	if _, err := levels.Count("fiendish"); err == nil {
		t.Error("Count(fiendish) succeeded")
	}
	if _, err := levels.Puzzle("easy", -1); err == nil {
		t.Error("Puzzle(easy, -1) succeeded")
	}
	n, _ := levels.Count("easy")
	if _, err := levels.Puzzle("easy", n); err == nil {
		t.Error("Puzzle past the end succeeded")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	p, i, err := levels.Random("hard", rng)
	if err != nil {
		t.Fatal(err)
	}
	if q, _ := levels.Puzzle("hard", i); q != p {
		t.Errorf("Random gave %s as number %d, which is %s", p, i, q)
	}
}
