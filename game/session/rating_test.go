package session_test

import (
	"github.com/sudokudesktop/sudoku/game/gametest"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestPuzzleGivenIsRatedInTheBackground: a puzzle pasted or entered is
// solved and rated off the window's goroutine, with its own working
// state in the view; what came between drops the result.
func TestPuzzleGivenIsRatedInTheBackground(t *testing.T) {
	enter := func(h *harness, text string) {
		h.s.EnterPuzzle()
		for c, d := range gametest.Grid(h.t, text) {
			if d != 0 {
				h.s.TapCell(solver.Cell(c))
				h.s.KeyDigit(d)
			}
		}
		h.s.StartEntry()
	}
	for _, tc := range []struct {
		name   string
		give   func(h *harness)
		then   func(h *harness) // before the result comes
		played string           // the givens played once it came, "" for the game as it was
	}{
		{"paste", func(h *harness) { h.s.Paste(otherPuzzle) }, func(*harness) {}, otherPuzzle},
		{"a second paste", func(h *harness) { h.s.Paste(otherPuzzle) }, func(h *harness) { h.s.Paste(gametest.Puzzle) }, gametest.Puzzle},
		{"entered", func(h *harness) { enter(h, otherPuzzle) }, func(*harness) {}, otherPuzzle},
		{"entered, then cancelled", func(h *harness) { enter(h, otherPuzzle) }, func(h *harness) { h.s.CancelEntry() }, ""},
		{"entered, then typed on", func(h *harness) { enter(h, otherPuzzle) }, func(h *harness) { h.s.KeyDigit(0) }, ""},
		{"a new game", func(h *harness) { h.s.Paste(otherPuzzle) }, func(h *harness) { h.s.Start(h.newGame()) }, gametest.Puzzle},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			prev := h.s.Game()
			tc.give(h)
			if v := h.view(); !v.Working.Rating || h.s.Game() != prev {
				t.Fatalf("rating %v, game replaced %v: want the puzzle rated in the background", v.Working.Rating, h.s.Game() != prev)
			}
			tc.then(h)
			h.settle()
			if h.view().Working.Rating {
				t.Error("still rating once the result came")
			}
			switch {
			case tc.played == "" && h.s.Game() != prev:
				t.Error("a result that was dropped replaced the game")
			case tc.played != "" && h.s.Game().Givens() != gametest.Grid(t, tc.played):
				t.Errorf("playing %v, want %s", h.s.Game().Givens(), tc.played)
			}
		})
	}
}
