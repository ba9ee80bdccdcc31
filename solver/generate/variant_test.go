package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// testFlags are the rules the variant tests go over: each rule of issue
// 29 alone and two mixes.
var testFlags = []struct {
	name string
	f    geometry.Flags
}{
	{"x", geometry.Flags{Diagonals: true}},
	{"windoku", geometry.Flags{Windows: true}},
	{"antiknight", geometry.Flags{AntiKnight: true}},
	{"antiking", geometry.Flags{AntiKing: true}},
	{"x-antiking", geometry.Flags{Diagonals: true, AntiKing: true}},
	{"x-windoku", geometry.Flags{Diagonals: true, Windows: true}},
}

// TestVariantSolutionKeepsTheRules checks that the grids made for each set
// of rules keep them, differ from one another, and come again from the
// same seed.
func TestVariantSolutionKeepsTheRules(t *testing.T) {
	for _, tt := range testFlags {
		t.Run(tt.name, func(t *testing.T) {
			grids := func() []solver.Grid {
				g := New(rand.NewPCG(31, 32))
				var out []solver.Grid
				for range 8 {
					grid, ok := g.variantSolution(tt.f)
					if !ok {
						t.Fatal("no grid")
					}
					out = append(out, grid)
				}
				return out
			}
			a, b := grids(), grids()
			seen := map[solver.Grid]bool{}
			for i, grid := range a {
				if err := variant.Check(variant.Puzzle{Rules: geometry.Rules{Flags: tt.f}}, grid); err != nil {
					t.Fatalf("%s breaks the rules: %v", grid, err)
				}
				if grid != b[i] {
					t.Fatalf("same seed, grid %d differs:\n%s\n%s", i, grid, b[i])
				}
				if seen[grid] {
					t.Fatalf("grid %s made twice", grid)
				}
				seen[grid] = true
			}
		})
	}
}

// TestDihedralKeepsTheRules checks that every turn and reflection maps
// each house, and the knight's and king's moves, onto their own kind: what
// lets scramble keep every rule.
func TestDihedralKeepsTheRules(t *testing.T) {
	geo := geometry.Shared(geometry.Flags{Diagonals: true, Windows: true, AntiKnight: true, AntiKing: true})
	for turn := range 8 {
		for a := solver.Cell(0); a < 81; a++ {
			for b := solver.Cell(0); b < 81; b++ {
				r1, _ := geo.Between(a, b)
				r2, _ := geo.Between(dihedral(turn, a), dihedral(turn, b))
				if (r1 == geometry.Apart) != (r2 == geometry.Apart) {
					t.Fatalf("turn %d: %s-%s are %s but their images %s", turn, a, b, r1, r2)
				}
			}
		}
	}
}

// TestDigRules checks puzzles dug under each set of rules: exactly one
// solution, the one dug from, the givens in the symmetry, and minimal
// (for easy: no orbit goes without a second solution or without needing
// more than singles).
func TestDigRules(t *testing.T) {
	for _, tt := range testFlags {
		for _, easy := range []bool{false, true} {
			name := tt.name
			if easy {
				name += "/easy"
			}
			t.Run(name, func(t *testing.T) {
				g := New(rand.NewPCG(41, 42))
				var keep func(*variant.Puzzle) bool
				if easy {
					keep = singlesFor(tt.f).solves
				}
				for range 3 {
					sol, ok := g.variantSolution(tt.f)
					if !ok {
						t.Fatal("no grid")
					}
					p := g.digRules(sol, geometry.Rules{Flags: tt.f}, Rotate180, keep)
					checkRules(t, p, sol, Rotate180, easy)
				}
			})
		}
	}
}

// checkRules checks a puzzle without cages made under its rules (see
// TestDigRules).
func checkRules(t *testing.T, p variant.Puzzle, sol solver.Grid, sym Symmetry, easy bool) {
	t.Helper()
	if got, n := new(variant.Solver).Solve(p, 2); n != 1 || got != sol {
		t.Fatalf("%s (%s): %d solutions, or not %s", p.Givens, p.Variant(), n, sol)
	}
	if easy && !singlesOf(p.Rules).solve(&p.Givens) {
		t.Fatalf("%s (%s): singles do not solve it", p.Givens, p.Variant())
	}
	for c := solver.Cell(0); c < 81; c++ {
		if (p.Givens[c] == 0) != (p.Givens[sym.image(c)] == 0) {
			t.Fatalf("%s breaks %s symmetry at %s", p.Givens, sym, c)
		}
	}
	for _, o := range sym.orbits() {
		if p.Givens[o[0]] == 0 {
			continue
		}
		q := p
		for _, c := range o {
			q.Givens[c] = 0
		}
		if variant.Count(q, 2) == 1 && (!easy || singlesOf(p.Rules).solve(&q.Givens)) {
			t.Fatalf("%s (%s) is not minimal: %v can go", p.Givens, p.Variant(), o)
		}
	}
}

// TestKillerX checks Killers under the rules of Sudoku X: the cages keep
// the layout rules, the diagonals hold, and exactly one solution under
// both.
func TestKillerX(t *testing.T) {
	x := geometry.Flags{Diagonals: true}
	for _, level := range []logic.Level{logic.Easy, logic.Hard} {
		g := New(rand.NewPCG(51, uint64(level)))
		for made := 0; made < 5; {
			p, sol, ok := g.uniqueKiller(level, x, false)
			if !ok {
				continue
			}
			made++
			if p.Flags != x {
				t.Fatalf("%s: flags %+v, want %+v", variant.Format(p), p.Flags, x)
			}
			checkKiller(t, p, sol, level)
		}
	}
}

// TestNoGrid checks that rules no grid keeps give ErrNoGrid instead of a
// search that never ends.
func TestNoGrid(t *testing.T) {
	if testing.Short() {
		t.Skip("searches the empty grid of the tightest rules, about a second")
	}
	all := geometry.Variant{Flags: geometry.Flags{Diagonals: true, Windows: true, AntiKnight: true, AntiKing: true}}
	_, err := New(rand.NewPCG(1, 1)).Puzzle(context.Background(), all, logic.Easy, Rotate180)
	if !errors.Is(err, ErrNoGrid) {
		t.Fatalf("got %v, want ErrNoGrid", err)
	}
}

// logicRatesRules reports whether package logic rates puzzles by their
// rules beyond the classic ones: an X puzzle that singles solve only with
// its diagonals must rate easy. Until it does, a variant puzzle never has
// the level asked for and Puzzle would search for ever.
func logicRatesRules() bool {
	g := New(rand.NewPCG(61, 62))
	x := geometry.Flags{Diagonals: true}
	for range 20 {
		sol, _ := g.variantSolution(x)
		p := g.digRules(sol, geometry.Rules{Flags: x}, Rotate180, singlesFor(x).solves)
		if !classicSingles.solve(&p.Givens) {
			return logic.RatePuzzleUpTo(p, logic.Easy).Level == logic.Easy
		}
	}
	return false
}

// TestPuzzleVariants makes puzzles of each variant of issue 29 through
// the public method at the levels the tests can afford, and checks each:
// the rules it was asked for, exactly one solution, the one reported, the
// level by a full rating, and no forcing step; and that the
// same seed makes the same puzzles.
func TestPuzzleVariants(t *testing.T) {
	if !logicRatesRules() {
		t.Skip("package logic does not rate by the variants' rules yet")
	}
	names := []string{"x", "windoku", "antiknight", "antiking", "killer-x"}
	for _, name := range names {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		levels := []logic.Level{logic.Easy, logic.Medium}
		if !testing.Short() && !v.Killer {
			// Extreme Killer-X take minutes: most tries need a forcing
			// step, and the walk that finds it is slow on them.
			levels = append(levels, logic.Extreme)
		}
		for _, level := range levels {
			t.Run(name+"/"+level.String(), func(t *testing.T) {
				make2 := func() [2]VariantPuzzle {
					g := New(rand.NewPCG(71, uint64(level)))
					var out [2]VariantPuzzle
					for i := range out {
						p, err := g.Puzzle(context.Background(), v, level, Rotate180)
						if err != nil {
							t.Fatal(err)
						}
						out[i] = p
					}
					return out
				}
				a, b := make2(), make2()
				for i, p := range a {
					line := variant.Format(p.Puzzle)
					if !p.Puzzle.Equal(b[i].Puzzle) {
						t.Fatalf("same seed, puzzle %d differs:\n%s\n%s", i, line, variant.Format(b[i].Puzzle))
					}
					if p.Puzzle.Variant() != v {
						t.Fatalf("%s is %s, want %s", line, p.Puzzle.Variant(), v)
					}
					if got, n := new(variant.Solver).Solve(p.Puzzle, 2); n != 1 || got != p.Solution {
						t.Fatalf("%s: %d solutions, or not the one reported", line, n)
					}
					// One solution is checked above; the full rating's own
					// check of it takes seconds a Killer-X.
					r := logic.RatePuzzleUpTo(p.Puzzle, logic.Extreme)
					if r.Level != level || p.Rating.Level != level {
						t.Fatalf("%s rates %v, reported %v, want %s", line, r, p.Rating, level)
					}
					if level == logic.Extreme && !reflect.DeepEqual(r, p.Rating) {
						t.Fatalf("%s rates %v, reported %v", line, r, p.Rating)
					}
					for _, tech := range r.Techniques {
						if isForcing(tech) {
							t.Fatalf("%s needs a %s", line, tech)
						}
					}
				}
				if a[0].Puzzle.Equal(a[1].Puzzle) {
					t.Fatal("two puzzles in a row are the same")
				}
			})
		}
	}
}

// TestRateWithoutForcingIsTheRating checks that the generator's one walk
// of a solve path with no forcing step rates the puzzle as the rating
// walk does, field for field, on the Killers of each kind at extreme's
// cage sizes (mostly hard and expert, some needing a forcing step) and
// on minimal puzzles of the variants (mostly extreme), which the
// generator keeps without a second walk.
func TestRateWithoutForcingIsTheRating(t *testing.T) {
	tests := []struct {
		name   string
		v      string
		killer bool
		n      int
	}{
		{"killer", "killer", true, 6},
		{"killer-x", "killer-x", true, 6},
		{"jigsaw-killer", "jigsaw-killer", true, 6},
		{"x", "x", false, 4},
		{"jigsaw", "jigsaw", false, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := geometry.ParseVariant(tt.v)
			if err != nil {
				t.Fatal(err)
			}
			g := New(rand.NewPCG(41, 42))
			rated := 0
			for rated < tt.n {
				var p variant.Puzzle
				switch {
				case tt.killer:
					var ok bool
					if p, _, ok = g.uniqueKiller(logic.Extreme, v.Flags, v.Jigsaw); !ok {
						continue
					}
				case v.Jigsaw:
					rules, sol, ok := g.jigsawRules(v.Flags, Rotate180)
					if !ok {
						t.Fatal("no layout with a filling")
					}
					p = g.digRules(sol, rules, Rotate180, ratesUpTo(logic.Expert))
					p = g.digRules(p.Givens, rules, Rotate180, nil)
				default:
					sol, ok := g.variantSolution(v.Flags)
					if !ok {
						t.Fatal("no grid")
					}
					p = g.digRules(sol, geometry.Rules{Flags: v.Flags}, Rotate180, ratesUpTo(logic.Expert))
					p = g.digRules(p.Givens, p.Rules, Rotate180, nil)
				}
				got, ok := rateWithoutForcing(p)
				if !ok {
					continue // the rating would search forcing chains for seconds
				}
				rated++
				if want := logic.RatePuzzleUpTo(p, logic.Extreme); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: one walk rates %v (%d steps), the rating %v (%d steps)", variant.Format(p), got, got.Steps, want, want.Steps)
				}
			}
		})
	}
}
