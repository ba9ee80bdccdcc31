package generate

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// readLayouts reads the jigsaw layouts of a testdata file, one a line.
func readLayouts(t testing.TB, name string) []geometry.Regions {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []geometry.Regions
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		r, err := geometry.ParseRegions(sc.Text())
		if err != nil {
			t.Fatalf("%s:%d: %v", name, line, err)
		}
		out = append(out, r)
	}
	return out
}

// boxiness is the mean over regions of the most cells a region shares
// with one box: 9 for the boxes; Interactive Sudoku Solver's valid
// layouts (testdata/jigsaw_valid.txt) average about 5.2.
func boxiness(r geometry.Regions) float64 {
	var share [9][9]int
	for c := solver.Cell(0); c < 81; c++ {
		share[r[c]][c.Row()/3*3+c.Col()/3]++
	}
	total := 0
	for _, row := range share {
		best := 0
		for _, n := range row {
			best = max(best, n)
		}
		total += best
	}
	return float64(total) / 9
}

// TestJigsawLayout checks the layouts the generator makes under each
// symmetry: nine connected regions of nine cells, normalized, no region
// over more than maxSpan rows or columns, the symmetry kept, and varied:
// few repeats and, on average, far from the boxes.
func TestJigsawLayout(t *testing.T) {
	const n = 50
	for _, sym := range []Symmetry{None, Rotate180, Mirror, Diagonal} {
		t.Run(sym.String(), func(t *testing.T) {
			g := New(rand.NewPCG(81, uint64(sym)))
			seen := map[string]bool{}
			sum := 0.0
			for range n {
				r := g.jigsawLayout(sym)
				if r == nil {
					continue
				}
				if err := r.Validate(); err != nil || !r.Connected() || r.IsBoxes() {
					t.Fatalf("%s: not a jigsaw layout of connected regions (%v)", r, err)
				}
				if !r.Equal(r.Normalize()) {
					t.Fatalf("%s is not normalized", r)
				}
				var image [9]uint8
				for k := range image {
					image[k] = 255
				}
				for c := solver.Cell(0); c < 81; c++ {
					k, m := r[c], r[sym.image(c)]
					if image[k] != 255 && image[k] != m {
						t.Fatalf("%s breaks %s symmetry at %s", r, sym, c)
					}
					image[k] = m
				}
				var img [9]uint8
				copy(img[:], image[:])
				if !layoutKeeps(r, sym, &img) {
					t.Fatalf("%s: a region spreads over more than %d lines", r, maxSpan)
				}
				seen[r.String()] = true
				sum += boxiness(r)
			}
			if len(seen) < n-2 {
				t.Errorf("%d different layouts of %d", len(seen), n)
			}
			// A mirror or the diagonal ties more cells to their images
			// (those on the axis to their own region), so fewer swaps
			// keep the symmetry.
			most := 6.0
			if sym == Mirror || sym == Diagonal {
				most = 7.2
			}
			b := sum / float64(len(seen))
			if b > most {
				t.Errorf("the layouts keep %.2f cells of a box a region on average, want at most %.1f", b, most)
			}
			t.Logf("%.2f cells of a box a region on average", b)
		})
	}
}

// TestFillLayout checks FillLayout on Interactive Sudoku Solver's test
// layouts (testdata/README.md): a filling of each valid one that keeps
// its rules, none of the invalid ones.
func TestFillLayout(t *testing.T) {
	tests := []struct {
		file  string
		n     int // how many of the file's layouts
		valid bool
	}{
		{"jigsaw_valid.txt", 200, true},
		{"jigsaw_easy_invalid.txt", 2, false},
		{"jigsaw_fast_invalid.txt", 200, false},
		{"jigsaw_hard_invalid.txt", 200, false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			layouts := readLayouts(t, tt.file)
			if testing.Short() {
				tt.n = min(tt.n, 5)
			}
			for _, r := range layouts[:min(tt.n, len(layouts))] {
				grid, ok := FillLayout(geometry.Flags{}, r)
				if ok != tt.valid {
					t.Fatalf("%s: filled %v, want %v", r, ok, tt.valid)
				}
				if ok {
					p := variant.Puzzle{Rules: geometry.Rules{Regions: r}}
					if err := variant.Check(p, grid); err != nil {
						t.Fatalf("%s: the filling %s breaks a rule: %v", r, grid, err)
					}
				}
			}
		})
	}
}

// TestJigsawSolution checks the generator's fillings under jigsaw and
// jigsaw-x rules: each keeps its layout's rules, and fillings differ.
func TestJigsawSolution(t *testing.T) {
	for _, f := range []geometry.Flags{{}, {Diagonals: true}} {
		g := New(rand.NewPCG(91, 92))
		seen := map[solver.Grid]bool{}
		for range 20 {
			rules, sol, ok := g.jigsawRules(f, Rotate180)
			if !ok {
				t.Fatalf("%+v: no layout with a filling", f)
			}
			if rules.Flags != f {
				t.Fatalf("rules %+v, want flags %+v", rules, f)
			}
			if err := variant.Check(variant.Puzzle{Rules: rules}, sol); err != nil {
				t.Fatalf("%s on %s: %v", sol, rules.Regions, err)
			}
			seen[sol] = true
		}
		if len(seen) < 19 {
			t.Errorf("%+v: %d different fillings of 20", f, len(seen))
		}
	}
}

// TestJigsawDig checks puzzles dug on generated jigsaw layouts, before
// any rating: exactly one solution, the symmetry kept, minimal, and at
// easy solved by singles on the layout's houses.
func TestJigsawDig(t *testing.T) {
	for _, f := range []geometry.Flags{{}, {Diagonals: true}} {
		for _, sym := range []Symmetry{Rotate180, None} {
			g := New(rand.NewPCG(101, uint64(sym)))
			for _, easy := range []bool{false, true} {
				rules, sol, ok := g.jigsawRules(f, sym)
				if !ok {
					t.Fatal("no layout with a filling")
				}
				var keep func(*variant.Puzzle) bool
				if easy {
					keep = singlesOf(rules).solves
				}
				p := g.digRules(sol, rules, sym, keep)
				if !p.Regions.Equal(rules.Regions) || p.Variant() != (geometry.Variant{Flags: f, Jigsaw: true}) {
					t.Fatalf("%s: variant %s", variant.Format(p), p.Variant())
				}
				checkRules(t, p, sol, sym, easy)
			}
		}
	}
}

// TestJigsawKiller checks Killers cut over jigsaw layouts: the cage
// rules, exactly one solution under the layout's houses.
func TestJigsawKiller(t *testing.T) {
	for _, level := range []logic.Level{logic.Easy, logic.Hard} {
		g := New(rand.NewPCG(111, uint64(level)))
		for made := 0; made < 4; {
			p, sol, ok := g.uniqueKiller(level, geometry.Flags{}, true)
			if !ok {
				continue
			}
			made++
			if want := (geometry.Variant{Killer: true, Jigsaw: true}); p.Variant() != want {
				t.Fatalf("%s is %s, want %s", variant.Format(p), p.Variant(), want)
			}
			checkKiller(t, p, sol, level)
		}
	}
}

// logicRatesJigsaw reports whether package logic reads a jigsaw's
// regions: a jigsaw puzzle that singles on its layout solve must rate
// easy. Until it does, jigsaw puzzles rate wrongly.
func logicRatesJigsaw() bool {
	g := New(rand.NewPCG(121, 122))
	for range 5 {
		rules, sol, ok := g.jigsawRules(geometry.Flags{}, Rotate180)
		if !ok {
			return false
		}
		p := g.digRules(sol, rules, Rotate180, singlesOf(rules).solves)
		if logic.RatePuzzleUpTo(p, logic.Easy).Level != logic.Easy {
			return false
		}
	}
	return true
}

// TestPuzzleJigsaw makes jigsaw puzzles through the public method and
// checks each: the variant asked for, exactly one solution, the one
// reported, and the level by a full rating.
func TestPuzzleJigsaw(t *testing.T) {
	if !logicRatesJigsaw() {
		t.Skip("package logic does not read jigsaw regions yet")
	}
	for _, name := range []string{"jigsaw", "jigsaw-x", "jigsaw-killer"} {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		levels := []logic.Level{logic.Easy, logic.Medium}
		if !testing.Short() && !v.Killer {
			levels = append(levels, logic.Hard)
		}
		for _, level := range levels {
			t.Run(name+"/"+level.String(), func(t *testing.T) {
				g := New(rand.NewPCG(131, uint64(level)))
				for range 2 {
					p, err := g.Puzzle(context.Background(), v, level, Rotate180)
					if err != nil {
						t.Fatal(err)
					}
					line := variant.Format(p.Puzzle)
					if p.Puzzle.Variant() != v {
						t.Fatalf("%s is %s, want %s", line, p.Puzzle.Variant(), v)
					}
					if got, n := new(variant.Solver).Solve(p.Puzzle, 2); n != 1 || got != p.Solution {
						t.Fatalf("%s: %d solutions, or not the one reported", line, n)
					}
					if r := logic.RatePuzzleUpTo(p.Puzzle, logic.Extreme); r.Level != level || p.Rating.Level != level {
						t.Fatalf("%s rates %v, reported %v, want %s", line, r, p.Rating, level)
					}
				}
			})
		}
	}
}
