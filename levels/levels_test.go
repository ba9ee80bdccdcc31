package levels_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
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
	var ls []string
	if data != "" {
		ls = strings.Split(strings.TrimSuffix(data, "\n"), "\n")
	}
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

// killerSampleEvery spaces the puzzles of the expert and extreme levels
// whose solutions TestBundledKillers and TestBundledVariants count and
// whose ratings they check without SUDOKU_LONG (a Killer there takes
// seconds): one in killerSampleEvery, from the first.
const killerSampleEvery = 4

// TestBundledKillers proves every bundled Killer keeps the generator's
// rules for its level (no givens, connected cages of the allowed sizes
// over the whole grid), has exactly one solution, and rates as its file
// says. Levels may be short or empty (see the package documentation).
// Without SUDOKU_LONG the expert and extreme levels count and rate one
// puzzle in killerSampleEvery, from the first; the rules are read on all.
func TestBundledKillers(t *testing.T) {
	for i, name := range levels.KillerNames {
		level := logic.Levels[i]
		if name != "killer-"+level.String() {
			t.Fatalf("KillerNames[%d] = %q, want killer-%s", i, name, level)
		}
		t.Run(name, func(t *testing.T) {
			n, err := levels.Count(name)
			if err != nil {
				t.Fatal(err)
			}
			if n > 60 {
				t.Errorf("%d puzzles, want at most 60", n)
			}
			lines := fileLines(t, name)
			for i := 0; i < n; i++ {
				text, _ := levels.Puzzle(name, i)
				p, err := variant.Parse(text)
				if err != nil || !strings.HasPrefix(text, "killer:") {
					t.Fatalf("puzzle %d %s: %v", i, text, err)
				}
				if p.Givens != (solver.Grid{}) {
					t.Errorf("puzzle %d %s has givens", i, text)
				}
				cells := 0
				for _, c := range p.Cages {
					if k := len(c.Cells); k < generate.MinCage(level) || k > generate.MaxCage {
						t.Errorf("puzzle %d %s: cage at %v has %d cells", i, text, c.Anchor(), k)
					}
					cells += len(c.Cells)
				}
				if cells != 81 {
					t.Errorf("puzzle %d %s: cages cover %d cells", i, text, cells)
				}
				if level >= logic.Expert && i%killerSampleEvery != 0 && os.Getenv("SUDOKU_LONG") == "" {
					continue
				}
				checkRated(t, i, text, lines[i], p, level)
			}
		})
	}
}

// TestKillerLookups checks the API on the Killer levels: a level with
// puzzles hands them out, one without says so instead of failing later.
func TestKillerLookups(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	some := false
	for _, name := range levels.KillerNames {
		n, err := levels.Count(name)
		if err != nil {
			t.Fatal(err)
		}
		p, i, err := levels.Random(name, rng)
		if n == 0 {
			if err == nil || !strings.Contains(err.Error(), "no puzzles") {
				t.Errorf("Random(%s) with no puzzles: %q, %v", name, p, err)
			}
			if _, err := levels.Puzzle(name, 0); err == nil {
				t.Errorf("Puzzle(%s, 0) with no puzzles succeeded", name)
			}
			continue
		}
		some = true
		if q, _ := levels.Puzzle(name, i); err != nil || q != p {
			t.Errorf("Random(%s) gave %s as number %d, which is %s (%v)", name, p, i, q, err)
		}
		if q, _ := levels.Puzzle(name, 0); !strings.HasPrefix(levels.File(name), q+" # ") {
			t.Errorf("File(%s) does not start with puzzle 0 and its rating", name)
		}
	}
	if !some {
		t.Error("no Killer level has puzzles")
	}
	if _, err := levels.Count("killer-fiendish"); err == nil {
		t.Error("Count(killer-fiendish) succeeded")
	}
}

// TestVariantSets checks that the sets are found by their files' names,
// each variant with a set of every level.
func TestVariantSets(t *testing.T) {
	if got, want := levels.Variants(), []string{"classic", "antiking", "antiknight", "jigsaw", "jigsaw-killer", "jigsaw-x", "killer", "killer-x", "windoku", "x"}; !slices.Equal(got, want) {
		t.Errorf("Variants() = %v, want %v", got, want)
	}
	for _, v := range levels.Variants() {
		for _, level := range levels.Names {
			if _, err := levels.Count(levels.Set(v, level)); err != nil {
				t.Errorf("%s %s: %v", v, level, err)
			}
		}
	}
	for _, tt := range []struct{ variant, level, want string }{
		{"classic", "hard", "hard"}, {"", "easy", "easy"}, {"killer", "hard", "killer-hard"}, {"x", "expert", "x-expert"},
	} {
		if got := levels.Set(tt.variant, tt.level); got != tt.want {
			t.Errorf("Set(%q, %q) = %q, want %q", tt.variant, tt.level, got, tt.want)
		}
	}
	if _, err := levels.Count("windoku-x-hard"); err == nil || !strings.Contains(err.Error(), "killer-hard") {
		t.Errorf("an unknown set: error %v, want one listing the sets", err)
	}
}

// TestBundledVariants proves every puzzle of the sets of the variants
// beyond classic and Killer reads as the variant its file names, has
// exactly one solution under its rules and rates as the file says. It
// reads every puzzle, and counts and rates every sixth with -short, and
// without SUDOKU_LONG one in killerSampleEvery of the expert and extreme
// levels (a Killer-X there takes seconds).
func TestBundledVariants(t *testing.T) {
	for _, name := range levels.Variants() {
		if name == levels.Classic || name == "killer" {
			continue // TestBundledPuzzlesAreProperAndRated, TestBundledKillers
		}
		for _, level := range logic.Levels {
			set := levels.Set(name, level.String())
			t.Run(set, func(t *testing.T) {
				t.Parallel()
				n, err := levels.Count(set)
				if err != nil {
					t.Fatal(err)
				}
				if n != 60 {
					t.Errorf("%d puzzles, want 60", n)
				}
				lines := fileLines(t, set)
				step := 1
				switch {
				case testing.Short():
					step = 6
				case level >= logic.Expert && os.Getenv("SUDOKU_LONG") == "":
					step = killerSampleEvery
				}
				for i := 0; i < n; i++ {
					text, _ := levels.Puzzle(set, i)
					p, err := variant.Parse(text)
					if err != nil {
						t.Fatalf("puzzle %d %s: %v", i, text, err)
					}
					if got := p.Variant().Name(); got != name {
						t.Fatalf("puzzle %d %s is %s", i, text, got)
					}
					if i%step != 0 {
						continue
					}
					checkRated(t, i, text, lines[i], p, level)
				}
			})
		}
	}
}

// checkRated checks bundled puzzle i, text on its line: exactly one
// solution, and the level and rating the line gives after " # ".
func checkRated(t *testing.T, i int, text, line string, p variant.Puzzle, level logic.Level) {
	t.Helper()
	if c := variant.Count(p, 2); c != 1 {
		t.Fatalf("puzzle %d %s: %d solutions", i, text, c)
	}
	r, err := logic.RatePuzzle(p)
	if err != nil || r.Level != level {
		t.Errorf("puzzle %d %s rates %v, %v", i, text, r, err)
	}
	if want := strings.TrimPrefix(line, text+" # "); r.String() != want {
		t.Errorf("puzzle %d %s rates %q, file says %q", i, text, r, want)
	}
}
