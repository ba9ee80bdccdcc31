package dlx_test

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/dlx"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// reusePuzzles is a mix of every kind of input: unique, multi-solution,
// conflicting and unsolvable puzzles, and the empty grid.
func reusePuzzles(t *testing.T) []solver.Grid {
	grids := []solver.Grid{
		{},
		mustParse(t, wikiPuzzle),
		mustParse(t, wikiSolution),
		mustParse(t, twoSolutions),
		mustParse(t, "55"+dots(79)),
		mustParse(t, wikiPuzzle[:80]+"3"),
		mustParse(t, "12345678."+dots(63)+"........9"),
	}
	bad := mustParse(t, wikiPuzzle)
	bad[80] = 12
	grids = append(grids, bad)
	for _, file := range samples {
		all := testsets.Read(t, filepath.Join("..", "testdata", file))
		for i := 0; i < len(all); i += 25 {
			grids = append(grids, all[i])
		}
	}
	return grids
}

type result struct {
	first solver.Grid
	count int
}

// TestReuse solves the same puzzles with a fresh Solver each, then with one
// Solver in order, in reverse and shuffled: the results must not change.
func TestReuse(t *testing.T) {
	grids := reusePuzzles(t)
	want := make([]result, len(grids))
	for i, g := range grids {
		want[i].first, want[i].count = dlx.New().Solve(g, 2)
	}
	orders := map[string][]int{"forward": {}, "reverse": {}, "shuffled": {}}
	for i := range grids {
		orders["forward"] = append(orders["forward"], i)
		orders["reverse"] = append(orders["reverse"], len(grids)-1-i)
	}
	orders["shuffled"] = rand.New(rand.NewPCG(1, 2)).Perm(len(grids))
	for name, order := range orders {
		t.Run(name, func(t *testing.T) {
			s := dlx.New()
			for _, i := range order {
				first, count := s.Solve(grids[i], 2)
				if count != want[i].count || first != want[i].first {
					t.Errorf("puzzle %d %s: got %s, %d; fresh Solver gave %s, %d",
						i, grids[i], first, count, want[i].first, want[i].count)
				}
			}
		})
	}
}

// TestNoAllocs checks that a Solver, once built, solves without allocating.
func TestNoAllocs(t *testing.T) {
	s := dlx.New()
	hard := mustParse(t, "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
	conflict := mustParse(t, "55"+dots(79))
	empty := solver.Grid{}
	cases := []struct {
		name string
		run  func()
	}{
		{"Solve hard", func() { s.Solve(hard, 2) }},
		{"Solve empty", func() { s.Solve(empty, 5) }},
		{"Solve conflict", func() { s.Solve(conflict, 2) }},
		{"Each", func() {
			n := 0
			s.Each(hard, 0, func(solver.Grid) bool { n++; return n < 100 })
		}},
	}
	for _, c := range cases {
		if n := testing.AllocsPerRun(50, c.run); n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", c.name, n)
		}
	}
}
