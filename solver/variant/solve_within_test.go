package variant_test

import (
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestSolveWithin checks the bounded search: with room enough it counts
// as Solve does and reports done; with too few branchings it gives up and
// says so; and no bound is the same as Solve.
func TestSolveWithin(t *testing.T) {
	hard := readPuzzles(t, filepath.Join("testdata", "iss-tarek-sample.txt"))[0]
	empty := variant.Puzzle{}
	// A jigsaw layout with no filling, from Interactive Sudoku Solver's
	// EASY_INVALID_JIGSAW_LAYOUTS (data/jigsaw_layouts.js).
	noFill, err := geometry.ParseRegions("000000001223411101223415111223455556223444566233334566777374566787774566788888888")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		p        variant.Puzzle
		limit    int
		maxNodes int
		count    int
		done     bool
	}{
		{"unbounded", hard, 2, 0, 1, true},
		{"room enough", hard, 2, 1 << 30, 1, true},
		{"one branching", hard, 2, 1, 0, false},
		{"empty grid, limit reached", empty, 1, 1 << 30, 1, true},
		{"empty grid, two", empty, 2, 1 << 30, 2, true},
		{"no filling", variant.Puzzle{Rules: geometry.Rules{Regions: noFill}}, 1, 0, 0, true},
		{"no filling, bounded", variant.Puzzle{Rules: geometry.Rules{Regions: noFill}}, 1, 10, 0, false},
		{"invalid", variant.Puzzle{Rules: geometry.Rules{Regions: geometry.Regions{1}}}, 1, 1, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s variant.Solver
			first, n, done := s.SolveWithin(tt.p, tt.limit, tt.maxNodes)
			if n != tt.count || done != tt.done {
				t.Fatalf("count %d done %v, want %d %v", n, done, tt.count, tt.done)
			}
			if n > 0 {
				if err := variant.Check(tt.p, first); err != nil {
					t.Fatalf("first solution breaks a rule: %v", err)
				}
				if g, m := s.Solve(tt.p, tt.limit); g != first || m != n {
					t.Fatalf("Solve gives %d, a different first solution", m)
				}
			}
		})
	}
}
