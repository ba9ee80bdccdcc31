package variant_test

import (
	"fmt"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// givensAt returns a grid with the givens "r1c3=1" ... of ISS's examples.
func givensAt(t *testing.T, spec string) solver.Grid {
	t.Helper()
	var g solver.Grid
	var r, c, d int
	for _, f := range splitFields(spec) {
		if _, err := fmt.Sscanf(f, "r%dc%d=%d", &r, &c, &d); err != nil {
			t.Fatalf("given %q: %v", f, err)
		}
		g[solver.CellAt(r-1, c-1)] = uint8(d)
	}
	return g
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = -1
		} else if start < 0 {
			start = i
		}
	}
	return out
}

func grid(t *testing.T, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// antiEverything is the solution of "I just like colours" in Interactive
// Sudoku Solver's data/example_puzzles.js: it keeps anti-knight and
// anti-king (and more).
const antiEverything = "372615948948372615615948372837261594594837261261594837483726159159483726726159483"

// TestRulesSolve solves puzzles of the house variants with the fast
// engine: two of Interactive Sudoku Solver's examples with their
// published solutions, a classic puzzle whose one solution breaks a
// diagonal, and a grid that keeps anti-knight and anti-king.
func TestRulesSolve(t *testing.T) {
	x := geometry.Flags{Diagonals: true}
	tests := []struct {
		name     string
		p        variant.Puzzle
		count    int    // solutions, up to 2
		solution string // when count is 1
	}{
		{
			// ISS's "Sudoku X", from the enjoysudoku hardest thread.
			"sudoku x",
			variant.Puzzle{Givens: givensAt(t, "r1c3=1 r1c7=2 r2c3=2 r2c4=3 r2c9=4 r3c1=4 r4c1=5 r4c3=3 r4c8=6 r5c2=1 r5c9=5 r6c3=6 r7c5=7 r7c6=8 r8c5=9 r9c2=7 r9c6=1 r9c8=9"), Rules: geometry.Rules{Flags: x}},
			1, "681945237792316584435827619523784961817639425946152873369478152158293746274561398",
		},
		{
			// ISS's "X-Windoku", from the enjoysudoku X-Sudoku extreme thread.
			"x-windoku",
			variant.Puzzle{Givens: givensAt(t, "r1c8=1 r2c5=2 r2c9=3 r4c1=4 r4c6=3 r5c5=5 r5c9=6 r6c5=1 r7c6=7 r7c7=8 r8c5=6 r9c5=3 r9c6=2"), Rules: geometry.Rules{Flags: geometry.Flags{Diagonals: true, Windows: true}}},
			1, "932674518678521943541398267469283751217459386853716429326147895794865132185932674",
		},
		{
			// The first 17-clue puzzle of ../shared/puzzles: its one solution repeats a digit on a diagonal.
			"classic puzzle under x",
			variant.Puzzle{Givens: grid(t, ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."), Rules: geometry.Rules{Flags: x}},
			0, "",
		},
	}
	var s variant.Solver
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			first, n := s.Solve(tt.p, 2)
			if n != tt.count {
				t.Fatalf("count = %d, want %d", n, tt.count)
			}
			if tt.count == 1 {
				if first.String() != tt.solution {
					t.Errorf("solution\n%s, want\n%s", first, tt.solution)
				}
				if err := variant.Check(tt.p, first); err != nil {
					t.Errorf("Check: %v", err)
				}
			}
		})
	}
}

// TestRulesKeepEveryRule clears cells of a grid that keeps anti-knight
// and anti-king and solves it under every combination of the four rules:
// each solution found must keep them all (Check), and the rules the grid
// keeps must still find at least the grid.
func TestRulesKeepEveryRule(t *testing.T) {
	full := grid(t, antiEverything)
	var s variant.Solver
	for bits := 0; bits < 16; bits++ {
		f := geometry.Flags{Diagonals: bits&1 != 0, Windows: bits&2 != 0, AntiKnight: bits&4 != 0, AntiKing: bits&8 != 0}
		keeps := variant.Check(variant.Puzzle{Givens: full, Rules: geometry.Rules{Flags: f}}, full) == nil
		for _, keep := range []int{3, 5, 7} {
			var p variant.Puzzle
			p.Flags = f
			for i := range full {
				if i%keep == 0 {
					p.Givens[i] = full[i]
				}
			}
			name := fmt.Sprintf("%s/every-%d", geometry.Variant{Flags: f}.Name(), keep)
			first, n := s.Solve(p, 1)
			switch {
			case n == 1:
				if err := variant.Check(p, first); err != nil {
					t.Errorf("%s: solution breaks a rule: %v", name, err)
				}
			case keeps:
				t.Errorf("%s: no solution, but the grid it came from keeps the rules", name)
			}
		}
	}
}
