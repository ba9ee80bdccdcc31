package dlx_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/dlx"
)

const (
	// wikiPuzzle is the puzzle on Wikipedia's Sudoku page; wikiSolution is
	// its unique solution.
	wikiPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	wikiSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	// twoSolutions is wikiSolution with the rectangle r4c6 r4c9 r5c6 r5c9
	// (1 3 / 3 1) blanked: the digits can go either way round.
	twoSolutions = "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179"
)

func TestSolve(t *testing.T) {
	tests := []struct {
		name   string
		puzzle string
		limit  int
		count  int
		want   string // the solution when it is unique, else ""
	}{
		{"empty limit 5", "", 5, 5, ""},
		{"empty limit 1", "", 1, 1, ""},
		{"unique", wikiPuzzle, 0, 1, wikiSolution},
		{"unique limit 2", wikiPuzzle, 2, 1, wikiSolution},
		{"unique limit 1", wikiPuzzle, 1, 1, wikiSolution},
		{"full grid", wikiSolution, 2, 1, wikiSolution},
		{"two solutions, all", twoSolutions, 0, 2, ""},
		{"two solutions, limit 2", twoSolutions, 2, 2, ""},
		{"two solutions, limit 1", twoSolutions, 1, 1, ""},
		{"two solutions, limit -1", twoSolutions, -1, 2, ""},
		{"row conflict", "55" + dots(79), 0, 0, ""},
		{"column conflict", "5" + dots(8) + "5" + dots(71), 0, 0, ""},
		{"box conflict", "5" + dots(9) + "5" + dots(70), 0, 0, ""},
		{"late conflict", wikiPuzzle[:80] + "3", 0, 0, ""},
		{"no digit left", "12345678." + dots(63) + "........9", 0, 0, ""},
	}
	s := dlx.New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := solver.Grid{}
			if tt.puzzle != "" {
				g = mustParse(t, tt.puzzle)
			}
			first, count := s.Solve(g, tt.limit)
			if count != tt.count {
				t.Fatalf("Solve(%s, %d) count = %d, want %d", g, tt.limit, count, tt.count)
			}
			switch {
			case count == 0 && first != (solver.Grid{}):
				t.Errorf("no solution, but first = %s", first)
			case count > 0:
				if err := checkSolution(g, first); err != nil {
					t.Errorf("bad solution %s: %v", first, err)
				}
			}
			if tt.want != "" && first.String() != tt.want {
				t.Errorf("solution %s, want %s", first, tt.want)
			}
		})
	}
}

// TestBadDigit checks that a cell holding more than 9 means no solution, and
// that the Solver still works afterwards.
func TestBadDigit(t *testing.T) {
	s := dlx.New()
	for _, v := range []uint8{10, 255} {
		g := mustParse(t, wikiPuzzle)
		g[40] = v
		if _, n := s.Solve(g, 0); n != 0 {
			t.Errorf("cell r5c5 = %d: count %d, want 0", v, n)
		}
		if sol, n := s.Solve(mustParse(t, wikiPuzzle), 2); n != 1 || sol.String() != wikiSolution {
			t.Errorf("after the bad digit: %s, %d", sol, n)
		}
	}
}

// TestZeroValue checks that a Solver needs no New.
func TestZeroValue(t *testing.T) {
	var s dlx.Solver
	if sol, n := s.Solve(mustParse(t, wikiPuzzle), 2); n != 1 || sol.String() != wikiSolution {
		t.Errorf("zero Solver: %s, %d", sol, n)
	}
}

func TestEach(t *testing.T) {
	s := dlx.New()
	g := mustParse(t, twoSolutions)
	seen := map[solver.Grid]bool{}
	n := s.Each(g, 0, func(sol solver.Grid) bool {
		if err := checkSolution(g, sol); err != nil {
			t.Errorf("bad solution %s: %v", sol, err)
		}
		seen[sol] = true
		return true
	})
	if n != 2 || len(seen) != 2 {
		t.Errorf("Each found %d solutions, %d distinct; want 2", n, len(seen))
	}

	calls := 0
	n = s.Each(solver.Grid{}, 0, func(solver.Grid) bool {
		calls++
		return calls < 3
	})
	if n != 3 || calls != 3 {
		t.Errorf("Each stopped by yield: returned %d after %d calls, want 3", n, calls)
	}

	n = s.Each(solver.Grid{}, 4, func(solver.Grid) bool { return true })
	if n != 4 {
		t.Errorf("Each with limit 4 returned %d", n)
	}
}
