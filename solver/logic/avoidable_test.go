package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestAvoidableRectangle checks both types on small hand-made positions:
// r1c1=1 and r1c2=2 placed (box 1), r5c1 and r5c2 below them (box 4).
func TestAvoidableRectangle(t *testing.T) {
	r1c1, r1c2, r5c1, r5c2 := solver.CellAt(0, 0), solver.CellAt(0, 1), solver.CellAt(4, 0), solver.CellAt(4, 1)
	build := func(placed map[solver.Cell]uint8, marks map[solver.Cell]Digits, nonGivens ...solver.Cell) *Board {
		var cells solver.Grid
		var all [81]Digits
		for i := range all {
			all[i] = AllDigits
		}
		for c, d := range placed {
			cells[c] = d
		}
		for c, m := range marks {
			all[c] = m
		}
		b := NewBoardWithMarks(cells, &all)
		b.NonGivens = CellsOf(nonGivens...)
		return b
	}
	tests := []struct {
		name  string
		tech  Technique
		board *Board
		want  int // eliminations, 0 when it must not apply
	}{
		{"type 1", AvoidableRectangle1, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2, r5c1: 2}, map[solver.Cell]Digits{r5c2: DigitSet(1, 3)}, r1c1, r1c2, r5c1), 1},
		{"type 1, a given corner", AvoidableRectangle1, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2, r5c1: 2}, map[solver.Cell]Digits{r5c2: DigitSet(1, 3)}, r1c1, r1c2), 0},
		{"type 1, nothing known", AvoidableRectangle1, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2, r5c1: 2}, map[solver.Cell]Digits{r5c2: DigitSet(1, 3)}), 0},
		{"type 1, the digit gone", AvoidableRectangle1, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2, r5c1: 2}, map[solver.Cell]Digits{r5c2: DigitSet(3, 4)}, r1c1, r1c2, r5c1), 0},
		// r5c1 {2,7} and r5c2 {1,7}: one is 7, so row 5 and box 4 lose it.
		{"type 2", AvoidableRectangle2, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2}, map[solver.Cell]Digits{r5c1: DigitSet(2, 7), r5c2: DigitSet(1, 7)}, r1c1, r1c2), 13},
		{"type 2, different extras", AvoidableRectangle2, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2}, map[solver.Cell]Digits{r5c1: DigitSet(2, 7), r5c2: DigitSet(1, 8)}, r1c1, r1c2), 0},
		{"type 2, a given corner", AvoidableRectangle2, build(map[solver.Cell]uint8{r1c1: 1, r1c2: 2}, map[solver.Cell]Digits{r5c1: DigitSet(2, 7), r5c2: DigitSet(1, 7)}, r1c1), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Find(tt.board, tt.tech)
			if tt.want == 0 {
				if s != nil {
					t.Fatalf("applies: %s", s.Describe("en"))
				}
				return
			}
			if s == nil {
				t.Fatal("does not apply")
			}
			if len(s.Eliminations) != tt.want {
				t.Errorf("eliminations %v, want %d", s.Eliminations, tt.want)
			}
			fishCheckDescribe(t, s)
		})
	}
}
