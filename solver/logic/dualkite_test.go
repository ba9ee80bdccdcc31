package logic

import (
	"fmt"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestDualKiteOnMarks builds two kites on 1 through box 1: row 1 (c1, c5)
// with column 2 (r2, r6), and row 2 (c2, c6) with column 1 (r1, r5). The
// dual step clears r5c6 and r6c5 at once; without column 1's link only one
// kite, and no dual step, is left.
func TestDualKiteOnMarks(t *testing.T) {
	build := func(withB bool) *Board {
		var marks [81]Digits
		for i := range marks {
			marks[i] = AllDigits
		}
		keep := map[[2]int][]int{{0, -1}: {0, 4}, {1, -1}: {1, 5}, {-1, 1}: {1, 5}}
		if withB {
			keep[[2]int{-1, 0}] = []int{0, 4}
		} else {
			keep[[2]int{-1, 0}] = []int{0, 4, 7}
		}
		for line, at := range keep {
			for k := 0; k < 9; k++ {
				c := solver.CellAt(line[0], k)
				if line[0] < 0 {
					c = solver.CellAt(k, line[1])
				}
				marks[c] &^= DigitSet(1)
			}
			for _, k := range at {
				c := solver.CellAt(line[0], k)
				if line[0] < 0 {
					c = solver.CellAt(k, line[1])
				}
				marks[c] |= DigitSet(1)
			}
		}
		return NewBoardWithMarks(solver.Grid{}, &marks)
	}
	var dual *Step
	for _, s := range FindAll(build(true), TwoStringKite) {
		if s.Variant == "dual" {
			dual = s
		}
	}
	if dual == nil || fmt.Sprint(dual.Eliminations) != "[r5c6=1 r6c5=1]" {
		t.Fatalf("dual kite: got %+v", dual)
	}
	for _, lang := range Languages {
		if text := dual.Describe(lang); text == "" || text[:len("2-string-kite")] == "2-string-kite" {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
	}
	for _, s := range FindAll(build(false), TwoStringKite) {
		if s.Variant == "dual" {
			t.Errorf("one kite: found %s", s.Describe("en"))
		}
	}
}
