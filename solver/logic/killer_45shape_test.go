package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestRegionsOf checks the regions the rule of 45 reads on boards of
// several rules: the classic ones everywhere, and for each house beyond
// rows, columns and boxes the house alone and its unions with boxes it
// does not meet, each region the disjoint union of its units.
func TestRegionsOf(t *testing.T) {
	tests := []struct {
		name          string
		flags         geometry.Flags
		single, union int // beyond the classic regions
	}{
		{"classic", geometry.Flags{}, 0, 0},
		// A diagonal misses six boxes, four pairs of them side by side
		// (boxes 2 and 3, 3 and 6, 4 and 7, 7 and 8 for ↘).
		{"x", geometry.Flags{Diagonals: true}, 2, 2 * (6 + 4)},
		// A window meets four boxes and misses five, four pairs of
		// them side by side.
		{"windoku", geometry.Flags{Windows: true}, 4, 4 * (5 + 4)},
		{"antiknight", geometry.Flags{AntiKnight: true}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewPuzzleBoard(variant.Puzzle{Rules: geometry.Rules{Flags: tt.flags}, Givens: solver.Grid{}})
			rs := regionsOf(b)
			if len(singleRegions) != 27 || len(unionRegions) == 0 {
				t.Fatalf("classic regions %d and %d", len(singleRegions), len(unionRegions))
			}
			if got := len(rs.single) - len(singleRegions); got != tt.single {
				t.Errorf("%d single regions beyond the classic, want %d", got, tt.single)
			}
			if got := len(rs.union) - len(unionRegions); got != tt.union {
				t.Errorf("%d unions beyond the classic, want %d", got, tt.union)
			}
			for _, r := range append(append([]region(nil), rs.single...), rs.union...) {
				var set CellSet
				for _, u := range r.units {
					if !b.hasUnit(u) {
						t.Fatalf("region %v reads %v, not a house of the board", r.units, u)
					}
					if !set.And(u.Set()).Empty() {
						t.Fatalf("region %v: its houses overlap", r.units)
					}
					set = set.Or(u.Set())
				}
				if set != r.set || set.Count() != 9*len(r.units) {
					t.Fatalf("region %v: cells %v", r.units, r.set.Cells())
				}
			}
		})
	}
}
