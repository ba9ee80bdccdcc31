package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestHiddenRectangleOnMarks builds the rectangle r1c1, r1c4, r2c1, r2c4
// on 1/2 with r2c4 holding only 1 and 2, and 1 in row 1 and column 1 only
// in the rectangle: r1c1 loses 2. A third 1 in row 1, or a given in a
// corner, breaks it.
func TestHiddenRectangleOnMarks(t *testing.T) {
	build := func() ([81]Digits, solver.Grid) {
		var marks [81]Digits
		for i := range marks {
			marks[i] = AllDigits
		}
		for c := 1; c < 9; c++ {
			if c != 3 {
				marks[solver.CellAt(0, c)] &^= DigitSet(1)
			}
		}
		for r := 2; r < 9; r++ {
			marks[solver.CellAt(r, 0)] &^= DigitSet(1)
		}
		marks[solver.CellAt(1, 3)] = DigitSet(1, 2)
		return marks, solver.Grid{}
	}
	marks, g := build()
	s := Find(NewBoardWithMarks(g, &marks), HiddenRectangle)
	if s == nil || len(s.Eliminations) != 1 || s.Eliminations[0].String() != "r1c1=2" {
		t.Fatalf("got %+v", s)
	}
	for _, lang := range Languages {
		if text := s.Describe(lang); text == "" || text[:len("hidden-rectangle")] == "hidden-rectangle" {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
	}
	marks, g = build()
	marks[solver.CellAt(0, 6)] |= DigitSet(1)
	if s := Find(NewBoardWithMarks(g, &marks), HiddenRectangle); s != nil {
		t.Errorf("third 1 in row 1: found %s", s.Describe("en"))
	}
	marks, g = build()
	g[solver.CellAt(1, 0)] = 3
	if s := Find(NewBoardWithMarks(g, &marks), HiddenRectangle); s != nil {
		t.Errorf("given corner: found %s", s.Describe("en"))
	}
}
