package session_test

import (
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
)

// TestFreshOnlyWithoutAGameToResume checks that a session reports a first
// start, for the window to offer the levels, only when it found no game
// to resume: none saved, or the one saved is over.
func TestFreshOnlyWithoutAGameToResume(t *testing.T) {
	for _, tc := range []struct {
		name  string
		saved func(h *harness) // plays on the first session, saving as it goes
		fresh bool
	}{
		{"nothing saved", nil, true},
		{"a game in progress", func(h *harness) { h.move() }, false},
		{"a game just started", func(*harness) {}, false},
		{"a game given up", func(h *harness) { h.move(); h.s.ShowAnswer(); h.s.Reply(true) }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.json")
			if tc.saved != nil {
				h := newHarness(t, func(o *session.Options) { o.SavePath = path })
				tc.saved(h)
				h.s.Close()
			}
			s := session.New(session.Options{SavePath: path, Clock: &gametest.Clock{}})
			t.Cleanup(s.Close)
			if s.Fresh() != tc.fresh {
				t.Errorf("Fresh() = %v, want %v", s.Fresh(), tc.fresh)
			}
		})
	}
}
