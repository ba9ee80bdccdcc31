package session_test

import (
	"github.com/sudokudesktop/sudoku/game/gametest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/session"
)

// TestClosedDropsLateResults: work that ends after Close, a puzzle made
// or a file read, is dropped when its result arrives: no verb runs, no
// view is handed out, and no write starts.
func TestClosedDropsLateResults(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start func(h *harness)
	}{
		{"a puzzle made", func(h *harness) { h.s.New("easy") }},
		{"a file read", func(h *harness) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			h.s.ReadFile("a.txt", r, nil)
			go func() {
				time.Sleep(10 * time.Millisecond) // after Close
				w.WriteString(gametest.Puzzle)
				w.Close()
			}()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.json")
			h := newHarness(t, func(o *session.Options) { o.SavePath = path })
			h.settle()
			tc.start(h)
			before := h.s.Game()
			h.s.Close()
			if err := os.Remove(path); err != nil { // written by Close: any later write shows
				t.Fatal(err)
			}
			views := len(h.views)
			h.settle()
			h.s.Flush()
			if h.s.Game() != before {
				t.Error("a result that came after Close changed the game")
			}
			if len(h.views) != views {
				t.Errorf("%d views handed out after Close", len(h.views)-views)
			}
			if _, err := os.Stat(path); err == nil {
				t.Error("a write started after Close")
			}
		})
	}
}

// TestClosedWritesNothing: a verb called after Close, as a window that
// loses the focus while it closes might, hands out no view and starts no
// write.
func TestClosedWritesNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	h := newHarness(t, func(o *session.Options) { o.SavePath = path })
	h.s.Close()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	views := len(h.views)
	h.s.TapCell(r1c3)
	h.s.KeyDigit(1)
	h.s.Pause()
	h.s.Flush()
	if len(h.views) != views {
		t.Errorf("%d views handed out after Close", len(h.views)-views)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a write started after Close")
	}
}
