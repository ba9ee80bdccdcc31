package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestLockedSubsets checks locked pairs and triples on hand-made pencil
// marks: cells where a row crosses a box that can only hold n digits strike
// them from the rest of the row and of the box; the same digits in cells
// of one row but two boxes are a naked subset, not a locked one.
func TestLockedSubsets(t *testing.T) {
	at := solver.CellAt
	for _, tc := range []struct {
		name  string
		tech  Technique
		cells map[solver.Cell]Digits
		elims int // eliminations expected; 0 for none found
	}{
		{"locked pair", LockedPair, map[solver.Cell]Digits{at(0, 0): DigitSet(1, 2), at(0, 1): DigitSet(1, 2)}, 2 * (7 + 6)},
		{"locked triple", LockedTriple, map[solver.Cell]Digits{
			at(0, 3): DigitSet(1, 2), at(0, 4): DigitSet(2, 3), at(0, 5): DigitSet(1, 3),
		}, 3 * (6 + 6)},
		{"pair in one row, two boxes", LockedPair, map[solver.Cell]Digits{at(0, 0): DigitSet(1, 2), at(0, 4): DigitSet(1, 2)}, 0},
		{"pair in one column and box", LockedPair, map[solver.Cell]Digits{at(3, 8): DigitSet(5, 9), at(5, 8): DigitSet(5, 9)}, 2 * (7 + 6)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var marks [81]Digits
			for c := range marks {
				marks[c] = AllDigits
			}
			for c, ds := range tc.cells {
				marks[c] = ds
			}
			b := NewBoardWithMarks(solver.Grid{}, &marks)
			s := Find(b, tc.tech)
			switch {
			case tc.elims == 0 && s != nil:
				t.Fatalf("found %s", s.Describe("en"))
			case tc.elims == 0:
				return
			case s == nil:
				t.Fatal("not found")
			}
			if len(s.Eliminations) != tc.elims || len(s.Units) != 2 {
				t.Errorf("%d eliminations over %v, want %d: %s", len(s.Eliminations), s.Units, tc.elims, s.Describe("en"))
			}
			for _, e := range s.Eliminations {
				if _, in := tc.cells[e.Cell]; in || !s.Digits.Has(e.Digit) {
					t.Errorf("eliminates %v", e)
				}
			}
		})
	}
	if g, b, s := firstPositionWith(t, LockedPair); s == nil {
		t.Log("no locked pair on the sample sets' solve paths")
	} else {
		sol, _ := solver.Solve(g)
		checkStep(t, b, s, sol)
	}
}
