package dlx_test

import (
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/dlx"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// samples are the strided samples of the benchmark sets in ../testdata.
var samples = []string{
	"17clue-sample.txt",
	"top1465-sample.txt",
	"hardest11-sample.txt",
	"hardest1106-sample.txt",
	"serg-sample.txt",
}

// TestAgainstBacktracker solves every sample puzzle with both engines in
// uniqueness mode (limit 2): they must agree on the count, return valid
// solutions, and agree on the solution when it is unique.
func TestAgainstBacktracker(t *testing.T) {
	s := dlx.New()
	var bt solver.Backtracker
	for _, file := range samples {
		t.Run(file, func(t *testing.T) {
			counts := map[int]int{}
			for i, g := range testsets.Read(t, filepath.Join("..", "testdata", file)) {
				sol, n := s.Solve(g, 2)
				want, wantN := bt.Solve(g, 2)
				counts[n]++
				if n != wantN {
					t.Errorf("line %d: dlx count %d, backtracker %d", i+1, n, wantN)
					continue
				}
				if n == 0 {
					continue
				}
				if err := checkSolution(g, sol); err != nil {
					t.Errorf("line %d: dlx solution %s: %v", i+1, sol, err)
				}
				if err := checkSolution(g, want); err != nil {
					t.Errorf("line %d: backtracker solution %s: %v", i+1, want, err)
				}
				if n == 1 && sol != want {
					t.Errorf("line %d: dlx solution %s, backtracker %s", i+1, sol, want)
				}
			}
			t.Logf("puzzles by count (limit 2): %v", counts)
		})
	}
}

// TestSergTotals counts every solution of the serg sample, whose puzzles all
// have several (from 20 to about 1,100 each). Both engines must see 2 with
// limit 2 and agree on the total; the solutions dlx yields must be valid and
// distinct, so with equal totals the two engines find the same set.
func TestSergTotals(t *testing.T) {
	grids := testsets.Read(t, filepath.Join("..", "testdata", "serg-sample.txt"))
	if testing.Short() {
		grids = grids[:10]
	}
	s := dlx.New()
	var bt solver.Backtracker
	seen := map[solver.Grid]bool{}
	for i, g := range grids {
		if _, n := s.Solve(g, 2); n != 2 {
			t.Errorf("line %d: dlx count %d with limit 2, want 2", i+1, n)
		}
		if _, n := bt.Solve(g, 2); n != 2 {
			t.Errorf("line %d: backtracker count %d with limit 2, want 2", i+1, n)
		}
		clear(seen)
		n := s.Each(g, 0, func(sol solver.Grid) bool {
			if err := checkSolution(g, sol); err != nil {
				t.Errorf("line %d: solution %s: %v", i+1, sol, err)
			}
			seen[sol] = true
			return true
		})
		if len(seen) != n {
			t.Errorf("line %d: %d solutions, only %d distinct", i+1, n, len(seen))
		}
		if first, m := s.Solve(g, 0); m != n || !seen[first] {
			t.Errorf("line %d: Solve counted %d (first found by Each: %v), Each %d", i+1, m, seen[first], n)
		}
		if _, want := bt.Solve(g, 0); n != want {
			t.Errorf("line %d: dlx total %d, backtracker %d", i+1, n, want)
		}
	}
}
