package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestPickerOpensOnTap checks when a tap on a cell asks the window for
// the number picker: with the setting on, on a cell the player may fill,
// with no digit armed for tapping; in that verb's view only.
func TestPickerOpensOnTap(t *testing.T) {
	empty, given := solver.CellAt(0, 2), solver.CellAt(0, 0) // the Wikipedia puzzle: r1c3 empty, r1c1 a 5
	for _, tc := range []struct {
		name   string
		picker bool
		before func(s *session.Session)
		cell   solver.Cell
		want   bool
	}{
		{"off by default", false, nil, empty, false},
		{"on, an empty cell", true, nil, empty, true},
		{"on, a given", true, nil, given, false},
		{"on, a digit armed", true, func(s *session.Session) { s.Deselect(); s.PressDigit(4) }, empty, false},
		{"on, a filled cell", true, func(s *session.Session) { s.TapCell(empty); s.KeyDigit(4) }, empty, true},
		{"on, notes mode", true, func(s *session.Session) { s.ToggleNotes() }, empty, true},
		{"on, the game given up", true, func(s *session.Session) { s.ShowAnswer(); s.Reply(true) }, empty, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, func(o *session.Options) { o.Settings.Picker = tc.picker })
			if tc.before != nil {
				tc.before(h.s)
			}
			h.s.TapCell(tc.cell)
			v := h.view()
			if v.Picker != tc.want {
				t.Errorf("Picker %v, want %v", v.Picker, tc.want)
			}
			if v.Selected != tc.cell {
				t.Errorf("selected %v, want %v", v.Selected, tc.cell)
			}
			h.s.MoveSelection(session.Right)
			if h.view().Picker {
				t.Error("the next verb's view asks for the picker again")
			}
		})
	}
}

// TestPickerSetting checks that the picker is off in DefaultSettings and
// follows SetSettings.
func TestPickerSetting(t *testing.T) {
	if session.DefaultSettings().Picker {
		t.Fatal("the picker is on by default")
	}
	h := newHarness(t, nil)
	set := h.s.Settings()
	set.Picker = true
	h.s.SetSettings(set)
	h.s.TapCell(solver.CellAt(0, 2))
	if !h.view().Picker {
		t.Error("SetSettings with the picker on: a tap opens none")
	}
}
