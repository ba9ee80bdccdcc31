package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestHiddenRectangle checks the pattern on hand-made marks: a rectangle
// on 1 and 2 in rows 1 and 4, columns 1 and 2 (boxes 1 and 4), whose
// corner r1c1 holds only 1 and 2, and in row 4 and column 2, the row and
// column of the opposite corner r4c2, 1 lies only in the rectangle: r4c2
// cannot be 2. With a third place for 1 in row 4 nothing follows.
func TestHiddenRectangle(t *testing.T) {
	at := solver.CellAt
	setup := func(extra bool) *Board {
		var marks [81]Digits
		for c := range marks {
			marks[c] = AllDigits &^ DigitSet(1)
		}
		for _, c := range []solver.Cell{at(0, 1), at(3, 0), at(3, 1)} {
			marks[c] = DigitSet(1, 2, 5, 6)
		}
		marks[at(0, 0)] = DigitSet(1, 2)
		for _, c := range []solver.Cell{at(1, 0), at(2, 2), at(4, 5), at(6, 5), at(5, 7), at(7, 6), at(8, 8)} {
			marks[c] |= DigitSet(1) // elsewhere, away from row 4 and column 2
		}
		if extra {
			marks[at(3, 6)] |= DigitSet(1)
		}
		return NewBoardWithMarks(solver.Grid{}, &marks)
	}
	s := Find(setup(false), HiddenRectangle)
	if s == nil {
		t.Fatal("not found")
	}
	if len(s.Eliminations) != 1 || s.Eliminations[0] != (Candidate{at(3, 1), 2}) {
		t.Errorf("eliminates %v, want r4c2=2: %s", s.Eliminations, s.Describe("en"))
	}
	if s := Find(setup(true), HiddenRectangle); s != nil {
		t.Errorf("with 1 also at r4c7: %s", s.Describe("en"))
	}
	if g, b, s := firstPositionWith(t, HiddenRectangle); s != nil {
		sol, _ := solver.Solve(g)
		checkStep(t, b, s, sol)
	}
}
