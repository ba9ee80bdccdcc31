package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/plain"
)

// checkKiller checks a generated Killer against the rules of the level:
// valid, no givens, cages of the allowed sizes that are connected and
// cover the grid, exactly one solution, and that solution is sol.
func checkKiller(t *testing.T, p variant.Puzzle, sol solver.Grid, level logic.Level) {
	t.Helper()
	line := variant.Format(p)
	if err := p.Validate(); err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	if p.Givens != (solver.Grid{}) {
		t.Fatalf("%s has givens", line)
	}
	covered := 0
	for _, c := range p.Cages {
		if n := len(c.Cells); n < MinCage(level) || n > MaxCage {
			t.Fatalf("%s: %s cage at %v has %d cells, want %d to %d", line, level, c.Anchor(), n, MinCage(level), MaxCage)
		}
		if !connected(c.Cells) {
			t.Fatalf("%s: cage at %v is not connected: %v", line, c.Anchor(), c.Cells)
		}
		covered += len(c.Cells)
	}
	if covered != 81 {
		t.Fatalf("%s: cages cover %d cells, want 81", line, covered)
	}
	if n := variant.Count(p, 2); n != 1 {
		t.Fatalf("%s has %d solutions, want 1", line, n)
	}
	if err := variant.Check(p, sol); err != nil {
		t.Fatalf("%s: the solution %s breaks a rule: %v", line, sol, err)
	}
	if got, _ := variant.Solve(p); got != sol {
		t.Fatalf("%s: solves to %s, reported %s", line, got, sol)
	}
}

// connected reports whether cells touch each other side by side, all of
// them reachable from the first; written apart from the generator's own
// check.
func connected(cells []solver.Cell) bool {
	in := map[solver.Cell]bool{}
	for _, c := range cells {
		in[c] = true
	}
	seen := map[solver.Cell]bool{cells[0]: true}
	todo := []solver.Cell{cells[0]}
	for len(todo) > 0 {
		c := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		r, k := c.Row(), c.Col()
		for _, n := range [][2]int{{r - 1, k}, {r + 1, k}, {r, k - 1}, {r, k + 1}} {
			if n[0] < 0 || n[0] > 8 || n[1] < 0 || n[1] > 8 {
				continue
			}
			m := solver.Cell(n[0]*9 + n[1])
			if in[m] && !seen[m] {
				seen[m] = true
				todo = append(todo, m)
			}
		}
	}
	return len(seen) == len(in)
}

// TestUniqueKillerRules makes Killers at every level's cage sizes, before
// rating (until package logic rates Killers below extreme, only extreme
// puzzles come out of Killer): each must keep the rules, and most cages
// have 2 to 4 cells.
func TestUniqueKillerRules(t *testing.T) {
	for _, level := range logic.Levels {
		t.Run(level.String(), func(t *testing.T) {
			g := New(rand.NewPCG(3, uint64(level)))
			sizes := map[int]int{}
			cages := 0
			for made := 0; made < 20; {
				p, sol, ok := g.uniqueKiller(level, geometry.Flags{}, false)
				if !ok {
					continue
				}
				made++
				checkKiller(t, p, sol, level)
				if made == 1 && level <= logic.Medium && !testing.Short() {
					// The second engine, which shares no code with the
					// generator's, agrees (it takes seconds a Killer, and
					// more on the larger cages of the higher levels).
					if n, got := plain.Count(p, 2); n != 1 || got != sol {
						t.Fatalf("%s: Dancing Links finds %d solutions, first %s, want 1: %s", variant.Format(p), n, got, sol)
					}
				}
				for _, c := range p.Cages {
					sizes[len(c.Cells)]++
				}
				cages += len(p.Cages)
			}
			if mid := sizes[2] + sizes[3] + sizes[4]; mid*10 < cages*7 {
				t.Errorf("%d of %d cages have 2 to 4 cells, want most (70%%): sizes %v", mid, cages, sizes)
			}
		})
	}
}

// TestKillerExtreme makes finished Killers through the public method at
// the one level every Killer reaches today, and checks the rating too.
func TestKillerExtreme(t *testing.T) {
	g := New(rand.NewPCG(4, 5))
	for i := 0; i < 2; i++ {
		k, err := g.Killer(context.Background(), logic.Extreme)
		if err != nil {
			t.Fatal(err)
		}
		checkKiller(t, k.Puzzle, k.Solution, logic.Extreme)
		r, err := logic.RatePuzzle(k.Puzzle)
		if err != nil || r.Level != logic.Extreme || k.Rating.Level != logic.Extreme {
			t.Fatalf("%s rates %v (%v), reported %v, want extreme", variant.Format(k.Puzzle), r, err, k.Rating)
		}
	}
}

// TestKillerSameSeedSamePuzzles checks that a seed fixes the Killers, at
// every level's cage sizes and through the public method.
func TestKillerSameSeedSamePuzzles(t *testing.T) {
	gen := func() []string {
		var out []string
		for _, level := range logic.Levels {
			g := New(rand.NewPCG(21, uint64(level)))
			for i := 0; i < 3; {
				if p, _, ok := g.uniqueKiller(level, geometry.Flags{}, false); ok {
					out = append(out, variant.Format(p))
					i++
				}
			}
		}
		g := New(rand.NewPCG(22, 0))
		k, err := g.Killer(context.Background(), logic.Extreme)
		if err != nil {
			t.Fatal(err)
		}
		return append(out, variant.Format(k.Puzzle)+" "+k.Rating.String())
	}
	a, b := gen(), gen()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed, puzzle %d differs:\n%s\n%s", i, a[i], b[i])
		}
		if i > 0 && a[i] == a[i-1] {
			t.Fatalf("two Killers in a row are the same: %s", a[i])
		}
	}
}

func TestKillerStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := New(rand.NewPCG(1, 1)).Killer(ctx, logic.Easy)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// TestKillerRepairRulesOutSecondSolution takes layouts with several
// solutions and checks each step of the repair: the second solution found
// is another solution of the puzzle, and after the repair it breaks the
// new layout while the generator's solution still keeps it, with cages
// connected and of the allowed sizes.
func TestKillerRepairRulesOutSecondSolution(t *testing.T) {
	for _, level := range []logic.Level{logic.Easy, logic.Hard} {
		t.Run(level.String(), func(t *testing.T) {
			g := New(rand.NewPCG(8, uint64(level)))
			repaired, viaMirror := 0, 0
			for tries := 0; repaired < 30 && tries < 1000; tries++ {
				sol := randomSolution(g.rng, &g.bt)
				if !g.layout.cut(g.rng, &sol, level) {
					continue
				}
				p := g.layout.puzzle(&sol, geometry.Flags{})
				alt, n := g.vs.Solve(p, 2)
				if n < 2 {
					continue
				}
				if alt == sol {
					var ok bool
					if alt, ok = g.otherSolution(p, &sol); !ok {
						continue
					}
					viaMirror++
				}
				if err := variant.Check(p, alt); err != nil || alt == sol {
					t.Fatalf("%s: second solution %s is not another solution: %v", variant.Format(p), alt, err)
				}
				if !g.layout.repair(g.rng, &sol, &alt, MinCage(level)) {
					continue
				}
				q := g.layout.puzzle(&sol, geometry.Flags{})
				if variant.Check(q, alt) == nil {
					t.Fatalf("%s -> %s: the second solution %s still fits", variant.Format(p), variant.Format(q), alt)
				}
				if err := variant.Check(q, sol); err != nil {
					t.Fatalf("%s: the solution breaks the repaired layout: %v", variant.Format(q), err)
				}
				for _, c := range q.Cages {
					if n := len(c.Cells); n < MinCage(level) || n > MaxCage || !connected(c.Cells) {
						t.Fatalf("%s: cage at %v (%v) breaks the layout rules", variant.Format(q), c.Anchor(), c.Cells)
					}
				}
				repaired++
			}
			if repaired < 30 || viaMirror == 0 {
				t.Fatalf("%d repairs checked (%d with the second solution from the mirrored puzzle), want 30 and some mirrored", repaired, viaMirror)
			}
		})
	}
}
