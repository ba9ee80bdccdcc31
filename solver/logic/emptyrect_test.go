package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestEmptyRectangle checks the pattern on hand-made marks for digit 1:
// box 1 holds 1 only on row 1 and column 1, and column 5 only at r1c5 and
// r5c5; so r5c1 cannot be 1. With box 1's places on a 2x2 square instead
// there is no cross, and nothing is found.
func TestEmptyRectangle(t *testing.T) {
	at := solver.CellAt
	setup := func(box1 []solver.Cell) *Board {
		var marks [81]Digits
		for c := range marks {
			marks[c] = AllDigits
		}
		for c := solver.Cell(0); c < 81; c++ {
			if c.Box() == 0 || c.Col() == 4 {
				marks[c] &^= DigitSet(1)
			}
		}
		for _, c := range append(box1, at(0, 4), at(4, 4)) {
			marks[c] |= DigitSet(1)
		}
		return NewBoardWithMarks(solver.Grid{}, &marks)
	}
	s := Find(setup([]solver.Cell{at(0, 0), at(0, 1), at(1, 0)}), EmptyRectangle)
	if s == nil {
		t.Fatal("not found")
	}
	if len(s.Eliminations) != 1 || s.Eliminations[0] != (Candidate{at(4, 0), 1}) {
		t.Errorf("eliminates %v, want r5c1=1: %s", s.Eliminations, s.Describe("en"))
	}
	if s := Find(setup([]solver.Cell{at(1, 1), at(1, 2), at(2, 1), at(2, 2)}), EmptyRectangle); s != nil {
		t.Errorf("a square of places found %s", s.Describe("en"))
	}
	if g, b, s := firstPositionWith(t, EmptyRectangle); s != nil {
		sol, _ := solver.Solve(g)
		checkStep(t, b, s, sol)
	}
}
