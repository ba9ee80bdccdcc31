package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestCellVerbsIgnoreOtherCells taps, right-clicks, selects and drags
// onto cells outside the grid, while playing and while entering a
// puzzle, and checks the selection stays where it was; a cell of the grid
// is taken, so that the test can fail.
func TestCellVerbsIgnoreOtherCells(t *testing.T) {
	verbs := []struct {
		name string
		do   func(s *session.Session, c solver.Cell)
	}{
		{"TapCell", (*session.Session).TapCell},
		{"TapCellSecondary", (*session.Session).TapCellSecondary},
		{"ToggleSelect", (*session.Session).ToggleSelect},
		{"StartSelect", func(s *session.Session, c solver.Cell) { s.StartSelect(c, false) }},
		{"ExtendSelect", (*session.Session).ExtendSelect},
	}
	for _, entering := range []bool{false, true} {
		for _, v := range verbs {
			name := v.name
			if entering {
				name += "/entering"
			}
			t.Run(name, func(t *testing.T) {
				h := newHarness(t, nil)
				if entering {
					h.s.EnterPuzzle()
				}
				h.s.TapCell(40)
				for _, c := range []solver.Cell{-1, 81, 255, 256} {
					v.do(h.s, c)
					if got := h.s.View().Selected; got != 40 {
						t.Errorf("%s(%d): selected %d, want 40 still", v.name, c, got)
					}
				}
				v.do(h.s, 80)
				if v.name != "ToggleSelect" && h.s.View().Selected != 80 {
					t.Errorf("%s(80): selected %d, want 80", v.name, h.s.View().Selected)
				}
			})
		}
	}
}
