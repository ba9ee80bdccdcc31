package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestHintWorksInTheBackground: a hint is worked out off the window's
// goroutine, with its own working state in the view; the second press
// deepens the hint on show at once, with no new search; a result that a
// move, Escape or another game came before is dropped.
func TestHintWorksInTheBackground(t *testing.T) {
	for _, tc := range []struct {
		name  string
		then  func(h *harness) // between the press and the result
		shown bool             // the hint shows once the result came
		depth logic.Depth
	}{
		{"nothing", func(*harness) {}, true, logic.Which},
		{"pressed again", func(h *harness) { h.s.Hint() }, true, logic.Full},
		{"a move", func(h *harness) { h.move() }, false, 0},
		{"escape", func(h *harness) { h.s.Escape() }, false, 0},
		{"another game", func(h *harness) { h.s.Start(h.newGame()) }, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.Hint()
			if v := h.view(); !v.Working.Hint || v.Hint != nil {
				t.Fatalf("working %v, hint %v: want the hint worked out in the background", v.Working.Hint, v.Hint)
			}
			tc.then(h)
			h.settle()
			v := h.view()
			if v.Working.Hint {
				t.Error("still working once the result came")
			}
			if (v.Hint != nil) != tc.shown || tc.shown && v.Hint.Depth != tc.depth {
				t.Errorf("hint %+v, want shown %v at depth %v", v.Hint, tc.shown, tc.depth)
			}
		})
	}
}

// TestHintDeepensWithoutSearch: the second press shows the whole step of
// the hint on show in the view it hands out, with nothing left in the
// background, and counts no second hint.
func TestHintDeepensWithoutSearch(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Hint()
	h.settle()
	first := h.view().Hint
	h.s.Hint()
	v := h.view()
	if v.Working.Hint || v.Hint == nil || v.Hint.Depth != logic.Full || v.Hint.Step != first.Step {
		t.Errorf("working %v, hint %+v: want the hint on show, whole, at once", v.Working.Hint, v.Hint)
	}
	if len(h.posted) != 0 {
		t.Errorf("%d results posted: the second press searched again", len(h.posted))
	}
	if n := h.s.Game().Hints(); n != 1 {
		t.Errorf("%d hints counted, want 1", n)
	}
}

// TestApplyHintWorksInTheBackground: Apply with no hint on show works
// one out in the background and plays its step when it comes, as one
// move.
func TestApplyHintWorksInTheBackground(t *testing.T) {
	h := newHarness(t, nil)
	before := h.s.Game().Entries()
	h.s.ApplyHint()
	if !h.view().Working.Hint || h.s.Game().Entries() != before {
		t.Fatal("Apply played a step before the hint was worked out")
	}
	h.settle()
	if h.s.Game().Entries() == before {
		t.Error("Apply played no step once the hint came")
	}
	if h.view().Working.Hint {
		t.Error("still working")
	}
}
