package solver_test

import (
	"errors"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestProper checks each reason Proper gives, and that each wraps
// ErrNotProper.
func TestProper(t *testing.T) {
	const puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	const solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	for _, tc := range []struct {
		name, grid string
		want       error // nil: proper
		conflict   bool
	}{
		{"proper", puzzle, nil, false},
		{"a clash", "55" + puzzle[2:], nil, true},
		{"no solution", "532" + puzzle[3:], solver.ErrNoSolution, false}, // r1c3 is 4 in the one solution
		{"several", "." + puzzle[1:76] + ".....", solver.ErrMultipleSolutions, false},
		{"empty grid", "", solver.ErrMultipleSolutions, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var g solver.Grid
			if tc.grid != "" {
				var err error
				if g, err = solver.ParseLine(tc.grid); err != nil {
					t.Fatal(err)
				}
			}
			sol, err := solver.Proper(g)
			var ce *solver.ConflictError
			switch {
			case tc.want == nil && !tc.conflict:
				if err != nil || sol.String() != solution {
					t.Fatalf("Proper = %s, %v; want the solution", sol, err)
				}
				return
			case !errors.Is(err, solver.ErrNotProper):
				t.Fatalf("error %v does not wrap ErrNotProper", err)
			case tc.conflict && !errors.As(err, &ce):
				t.Fatalf("error %v has no ConflictError", err)
			case tc.want != nil && !errors.Is(err, tc.want):
				t.Fatalf("error %v, want %v", err, tc.want)
			}
		})
	}
}
