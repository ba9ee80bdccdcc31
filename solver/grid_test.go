package solver_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// gridOf returns the empty grid with digits placed at the given cells.
func gridOf(digits map[solver.Cell]uint8) solver.Grid {
	var g solver.Grid
	for c, d := range digits {
		g[c] = d
	}
	return g
}

func TestConflict(t *testing.T) {
	at := solver.CellAt
	for _, tt := range []struct {
		name  string
		g     solver.Grid
		a, b  solver.Cell
		digit uint8
		unit  string
		err   string
	}{
		{"row", gridOf(map[solver.Cell]uint8{at(0, 0): 5, at(0, 4): 5}), at(0, 0), at(0, 4), 5, "row", "r1c1 and r1c5 both hold 5 in the same row"},
		{"column", gridOf(map[solver.Cell]uint8{at(0, 0): 5, at(6, 0): 5}), at(0, 0), at(6, 0), 5, "column", "r1c1 and r7c1 both hold 5 in the same column"},
		{"box", gridOf(map[solver.Cell]uint8{at(0, 0): 5, at(1, 1): 5}), at(0, 0), at(1, 1), 5, "box", "r1c1 and r2c2 both hold 5 in the same box"},
		{"row inside a box", gridOf(map[solver.Cell]uint8{at(4, 3): 7, at(4, 5): 7}), at(4, 3), at(4, 5), 7, "row", "r5c4 and r5c6 both hold 7 in the same row"},
		{"column inside a box", gridOf(map[solver.Cell]uint8{at(6, 8): 1, at(8, 8): 1}), at(6, 8), at(8, 8), 1, "column", "r7c9 and r9c9 both hold 1 in the same column"},
		{"last cells", gridOf(map[solver.Cell]uint8{at(8, 7): 9, at(8, 8): 9}), at(8, 7), at(8, 8), 9, "row", "r9c8 and r9c9 both hold 9 in the same row"},
		{"first of two", gridOf(map[solver.Cell]uint8{at(0, 1): 2, at(8, 1): 2, at(3, 3): 4, at(3, 4): 4}), at(0, 1), at(8, 1), 2, "column", "r1c2 and r9c2 both hold 2 in the same column"},
		{"among givens", func() solver.Grid { g := mustParseLine(t, wiki); g[2] = 9; return g }(), at(0, 2), at(2, 1), 9, "box", "r1c3 and r3c2 both hold 9 in the same box"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.g.Conflict()
			if err == nil {
				t.Fatalf("Conflict() = nil, want %q", tt.err)
			}
			if err.Error() != tt.err {
				t.Errorf("Conflict() = %q, want %q", err, tt.err)
			}
			var ce *solver.ConflictError
			if !errors.As(err, &ce) {
				t.Fatalf("Conflict() is a %T, want *solver.ConflictError", err)
			}
			want := solver.ConflictError{A: tt.a, B: tt.b, Digit: tt.digit, Unit: tt.unit}
			if *ce != want {
				t.Errorf("Conflict() = %+v, want %+v", *ce, want)
			}
		})
	}
}

func TestNoConflict(t *testing.T) {
	puzzle := mustParseLine(t, wiki)
	sol, ok := solver.Solve(puzzle)
	if !ok {
		t.Fatalf("Solve(%s) found no solution", puzzle)
	}
	noSolution := gridOf(map[solver.Cell]uint8{ // r1c9 sees 1-8 and, in its box, 9
		solver.CellAt(0, 0): 1, solver.CellAt(0, 1): 2, solver.CellAt(0, 2): 3,
		solver.CellAt(0, 3): 4, solver.CellAt(0, 4): 5, solver.CellAt(0, 5): 6,
		solver.CellAt(0, 6): 7, solver.CellAt(0, 7): 8, solver.CellAt(1, 6): 9,
	})
	for _, tt := range []struct {
		name string
		g    solver.Grid
	}{
		{"empty", solver.Grid{}},
		{"puzzle", puzzle},
		{"solution", sol},
		{"no solution", noSolution},
	} {
		if err := tt.g.Conflict(); err != nil {
			t.Errorf("%s: Conflict() = %v, want nil", tt.name, err)
		}
	}
}

func TestConflictNotADigit(t *testing.T) {
	var g solver.Grid
	g[10] = 10
	err := g.Conflict()
	if got, want := err, "r2c2 holds 10, not a digit 1-9"; got == nil || got.Error() != want {
		t.Fatalf("Conflict() = %v, want %q", got, want)
	}
	var ce *solver.ConflictError
	if errors.As(err, &ce) {
		t.Errorf("Conflict() = %#v, want an error other than *solver.ConflictError", ce)
	}
}

func TestGivens(t *testing.T) {
	empty := solver.Grid{}
	puzzle := mustParseLine(t, wiki)
	sol, _ := solver.Solve(puzzle)
	for _, tt := range []struct {
		name   string
		g      solver.Grid
		givens int
		full   bool
	}{
		{"empty", empty, 0, false},
		{"puzzle", puzzle, 30, false},
		{"solution", sol, 81, true},
	} {
		if got := tt.g.Givens(); got != tt.givens {
			t.Errorf("%s: Givens() = %d, want %d", tt.name, got, tt.givens)
		}
		if got := tt.g.Full(); got != tt.full {
			t.Errorf("%s: Full() = %v, want %v", tt.name, got, tt.full)
		}
	}
}

func TestConflicts(t *testing.T) {
	cell := solver.CellAt
	for _, tc := range []struct {
		name string
		text string
		want []solver.ConflictError
	}{
		{"none", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", nil},
		{"row", "55" + strings.Repeat(".", 79), []solver.ConflictError{{A: cell(0, 0), B: cell(0, 1), Digit: 5, Unit: "row"}}},
		{"column and box, three cells", "7........7........7" + strings.Repeat(".", 62), []solver.ConflictError{
			{A: cell(0, 0), B: cell(1, 0), Digit: 7, Unit: "column"},
			{A: cell(0, 0), B: cell(2, 0), Digit: 7, Unit: "column"},
			{A: cell(1, 0), B: cell(2, 0), Digit: 7, Unit: "column"},
		}},
		{"box only", "1.........1" + strings.Repeat(".", 70), []solver.ConflictError{{A: cell(0, 0), B: cell(1, 1), Digit: 1, Unit: "box"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := solver.ParseLine(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			got := g.Conflicts()
			if !slices.Equal(got, tc.want) {
				t.Errorf("Conflicts = %v, want %v", got, tc.want)
			}
			if first := g.Conflict(); (first == nil) != (len(tc.want) == 0) {
				t.Errorf("Conflict = %v, want the first of %v", first, tc.want)
			}
		})
	}
}
