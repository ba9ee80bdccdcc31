package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestReturnAppliesTheHint: the playtest found no key applies a hint, and
// that after Apply the selection was gone, so the keyboard needed a click
// again. Return applies the hint on show, and the selection stays on the
// digit the step placed; with no hint on show Return does nothing.
func TestReturnAppliesTheHint(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Start(h.newGame())
	h.s.ConfirmKey()
	if h.s.Game().CanUndo() {
		t.Fatal("Return with no hint on show made a move")
	}
	h.s.Hint()
	h.settle()
	h.s.Hint()
	h.settle()
	v := h.view()
	if v.Hint == nil || v.Hint.Step == nil || len(v.Hint.Step.Placements) == 0 {
		t.Fatalf("the first hint is no placement: %+v", v.Hint)
	}
	placed := v.Hint.Step.Placements[0]
	h.s.ConfirmKey()
	if got := h.s.Game().Digit(placed.Cell); got != placed.Digit {
		t.Fatalf("after Return %s holds %d, want the hint's %d", placed.Cell, got, placed.Digit)
	}
	if sel := h.view().Selected; sel != placed.Cell {
		t.Errorf("after Return the selection is %v, want %s, where the digit went", sel, placed.Cell)
	}
	h.s.MoveSelection(1)
	if sel := h.view().Selected; sel == solver.Cell(-1) {
		t.Error("the arrows find no selection after a hint was applied")
	}
}
