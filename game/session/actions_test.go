package session_test

import (
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// placeAll plays every copy of digit d the solution holds, so that none
// is left to place.
func (h *harness) placeAll(d uint8) {
	h.t.Helper()
	for c := solver.Cell(0); c < 81; c++ {
		if gametest.Solution[c]-'0' == d && h.s.Game().Digit(c) == 0 {
			h.s.TapCell(c)
			h.s.KeyDigit(d)
		}
	}
}

// TestActionsDecideTheWindow holds the decisions the window draws from
// the view and decides none of: the pause button, the hint's Apply and
// each key of the pad.
func TestActionsDecideTheWindow(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(h *harness)
		pause bool
		apply bool
		keys  [sized.MaxN + 1]bool // the pad: Erase, then 1-9
	}{
		{"playing", func(*harness) {}, true, false, [sized.MaxN + 1]bool{true, true, true, true, true, true, true, true, true, true}},
		{"a digit all placed", func(h *harness) { h.placeAll(5) }, true, false, [sized.MaxN + 1]bool{true, true, true, true, true, false, true, true, true, true}},
		{"a hint on show", func(h *harness) { h.s.Hint(); h.settle() }, true, true, [sized.MaxN + 1]bool{true, true, true, true, true, true, true, true, true, true}},
		{"a hint under the pause", func(h *harness) { h.s.Hint(); h.settle(); h.s.Pause() }, true, false, [sized.MaxN + 1]bool{}},
		{"paused", func(h *harness) { h.s.Pause() }, true, false, [sized.MaxN + 1]bool{}},
		{"a dialog open", func(h *harness) { h.s.DialogOpened() }, true, false, [sized.MaxN + 1]bool{}},
		{"entering", func(h *harness) { h.s.EnterPuzzle() }, false, false, [sized.MaxN + 1]bool{true, true, true, true, true, true, true, true, true, true}},
		{"making a puzzle", func(h *harness) { h.s.New("easy") }, false, false, [sized.MaxN + 1]bool{}},
		{"given up", func(h *harness) { h.s.ShowAnswer(); h.s.Reply(true) }, false, false, [sized.MaxN + 1]bool{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			tc.setup(h)
			e := h.s.View().Enabled
			if e.Pause != tc.pause || e.Apply != tc.apply || e.Keys != tc.keys {
				t.Errorf("pause %v, apply %v, keys %v; want %v, %v, %v", e.Pause, e.Apply, e.Keys, tc.pause, tc.apply, tc.keys)
			}
		})
	}
}

// TestActionsChoosing: the level card of a first start offers no pause
// and no keys: there is no puzzle yet.
func TestActionsChoosing(t *testing.T) {
	s := session.New(session.Options{Settings: session.DefaultSettings()})
	defer s.Close()
	v := s.View()
	if !v.Choosing || v.Enabled.Pause || v.Enabled.Keys != ([sized.MaxN + 1]bool{}) {
		t.Errorf("choosing %v, pause %v, keys %v: want a card, no pause, no keys", v.Choosing, v.Enabled.Pause, v.Enabled.Keys)
	}
}
