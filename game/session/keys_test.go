package session_test

import (
	"github.com/sudokudesktop/sudoku/game/gametest"
	"testing"
)

// TestKeyVerbs: the window forwards keys and shortcuts as verbs, and the
// session decides. On a paused board each only resumes (and a key's
// character is dropped); on a running one each does its work.
func TestKeyVerbs(t *testing.T) {
	for _, tc := range []struct {
		name string
		verb func(h *harness)
		// did reports whether the verb did its work in the last view.
		did func(h *harness) bool
	}{
		{"other key", func(h *harness) { h.s.OtherKey() }, func(h *harness) bool { return false }},
		{"copy", func(h *harness) { h.s.KeyCopy() }, func(h *harness) bool { return h.view().Clipboard == h.s.Puzzle().String() }},
		{"paste", func(h *harness) { h.s.KeyPaste("garbage") }, func(h *harness) bool { return h.view().Status.Key == "status.paste.bad" }},
		{"new", func(h *harness) { h.s.ChooseLevel() }, func(h *harness) bool { return h.view().Levels }},
		{"undo", func(h *harness) { h.s.Undo() }, func(h *harness) bool { return h.s.Game().Digit(r1c3) == 0 }},
	} {
		t.Run(tc.name+" paused", func(t *testing.T) {
			h := newHarness(t, nil)
			h.move()
			h.s.Pause()
			tc.verb(h)
			v := h.view()
			if v.Paused || tc.did(h) {
				t.Errorf("paused %v, did %v: want resumed only", v.Paused, tc.did(h))
			}
			if v.KeyTaken != (tc.name == "other key") {
				t.Errorf("key taken %v", v.KeyTaken)
			}
		})
		t.Run(tc.name+" playing", func(t *testing.T) {
			h := newHarness(t, nil)
			h.move()
			tc.verb(h)
			if v := h.view(); v.Paused || v.KeyTaken || tc.name != "other key" && !tc.did(h) {
				t.Errorf("paused %v, key taken %v, did %v: want the verb's work alone", v.Paused, v.KeyTaken, tc.did(h))
			}
		})
	}
}

// TestKeyVerbsHeld: behind a dialog no key resumes the game, nor does
// its work.
func TestKeyVerbsHeld(t *testing.T) {
	h := newHarness(t, nil)
	h.s.DialogOpened()
	for _, verb := range []func(){h.s.OtherKey, h.s.KeyCopy, h.s.ChooseLevel, func() { h.s.KeyPaste(gametest.Puzzle) }} {
		verb()
		if v := h.view(); !v.Paused || v.KeyTaken || v.Levels || v.Clipboard != "" {
			t.Errorf("behind a dialog: paused %v, key taken %v, levels %v, clipboard %q", v.Paused, v.KeyTaken, v.Levels, v.Clipboard)
		}
	}
}
