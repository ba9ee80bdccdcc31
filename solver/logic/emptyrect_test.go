package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestEmptyRectangleOnMarks builds an empty rectangle on 5: in box 1, 5 is
// open only in r1c2 and r2c1, and column 5 has 5 only in r1c5 and r7c5,
// so r7c1 loses 5. A 5 in r3c3 leaves the box no cross to confine it.
func TestEmptyRectangleOnMarks(t *testing.T) {
	build := func() *[81]Digits {
		var marks [81]Digits
		for i := range marks {
			marks[i] = AllDigits
		}
		for _, c := range Box(0).Cells() {
			marks[c] &^= DigitSet(5)
		}
		marks[solver.CellAt(0, 1)] |= DigitSet(5)
		marks[solver.CellAt(1, 0)] |= DigitSet(5)
		for r := 0; r < 9; r++ {
			if r != 0 && r != 6 {
				marks[solver.CellAt(r, 4)] &^= DigitSet(5)
			}
		}
		return &marks
	}
	s := Find(NewBoardWithMarks(solver.Grid{}, build()), EmptyRectangle)
	if s == nil || len(s.Eliminations) != 1 || s.Eliminations[0].String() != "r7c1=5" {
		t.Fatalf("got %+v", s)
	}
	for _, lang := range Languages {
		if text := s.Describe(lang); text == "" || text[:len("empty-rectangle")] == "empty-rectangle" {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
	}
	marks := build()
	marks[solver.CellAt(2, 2)] |= DigitSet(5)
	if s := Find(NewBoardWithMarks(solver.Grid{}, marks), EmptyRectangle); s != nil {
		t.Errorf("5 in r3c3: found %s", s.Describe("en"))
	}
}
