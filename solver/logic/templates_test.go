package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestTemplatesOnMarks checks template delete on marks where 1 may go in
// rows 1 and 2 only at columns 1 and 4, so row 3 takes it in box 3 and
// columns 1, 4 and 7 are full below: 21 candidates go. Template set
// places every 5 of a solution whose 5s are blanked. The empty board has
// neither.
func TestTemplatesOnMarks(t *testing.T) {
	var marks [81]Digits
	for i := range marks {
		marks[i] = AllDigits
	}
	for r := 0; r < 3; r++ {
		for c := 0; c < 9; c++ {
			marks[solver.CellAt(r, c)] &^= DigitSet(1)
		}
	}
	for _, rc := range [][2]int{{0, 0}, {0, 3}, {1, 0}, {1, 3}, {2, 0}, {2, 1}, {2, 3}, {2, 6}} {
		marks[solver.CellAt(rc[0], rc[1])] |= DigitSet(1)
	}
	s := Find(NewBoardWithMarks(solver.Grid{}, &marks), TemplateDelete)
	if s == nil || len(s.Eliminations) != 21 {
		t.Fatalf("template delete: got %+v", s)
	}
	for _, lang := range Languages {
		if text := s.Describe(lang); text == "" || text[:len("template")] == "template" {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
	}

	g := mustParse(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	for c := range g {
		if g[c] == 5 {
			g[c] = 0
		}
	}
	s = Find(NewBoard(g), TemplateSet)
	if s == nil || len(s.Placements) != 9 || s.Placements[0].Digit != 5 {
		t.Fatalf("template set: got %+v", s)
	}
	for _, tech := range []Technique{TemplateSet, TemplateDelete} {
		if s := Find(NewBoard(solver.Grid{}), tech); s != nil {
			t.Errorf("%s on the empty board: %s", tech, s.Describe("en"))
		}
	}
}
