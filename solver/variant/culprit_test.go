package variant_test

import (
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestCulpritCages: entering a cage with a wrong sum gave "these givens
// cannot all be kept", naming no cage. CulpritCages names the cages whose
// sum, dropped, leaves a solution.
func TestCulpritCages(t *testing.T) {
	at := solver.CellAt
	cage := func(sum int, cells ...solver.Cell) variant.Cage { return variant.Cage{Cells: cells, Sum: sum} }
	a := cage(16, at(0, 0), at(1, 0)) // {7,9}, in column 1 and box 1
	b := cage(16, at(0, 1), at(1, 1)) // {7,9} too, in box 1 beside a
	c := cage(17, at(0, 8), at(1, 8)) // {8,9}, in column 9
	givens := func(set map[solver.Cell]uint8) (g solver.Grid) {
		for cell, d := range set {
			g[cell] = d
		}
		return g
	}
	for _, tc := range []struct {
		name string
		p    variant.Puzzle
		want []int
	}{
		{"solvable", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{a, c}}}, nil},
		// 7 and 9 are given lower in column 1: a cannot make 16.
		{"one wrong sum", variant.Puzzle{Givens: givens(map[solver.Cell]uint8{at(4, 0): 7, at(5, 0): 9}), Rules: geometry.Rules{Cages: []variant.Cage{c, a}}}, []int{1}},
		// a and b both need 7 and 9 in box 1: either sum dropped mends it.
		{"one of two", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{a, b, c}}}, []int{0, 1}},
		// a and c are both wrong: no one sum dropped mends it.
		{"two wrong sums", variant.Puzzle{Givens: givens(map[solver.Cell]uint8{at(4, 0): 7, at(5, 0): 9, at(4, 8): 8, at(5, 8): 9}), Rules: geometry.Rules{Cages: []variant.Cage{a, c}}},
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.CulpritCages(); !slices.Equal(got, tc.want) {
				t.Errorf("culprits %v, want %v", got, tc.want)
			}
		})
	}
}
