package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
)

// TestReplayOfAGameWon: a game over replays from its givens to the end,
// a wrong entry marked while it stood, the moves made nowhere; a game
// still being played has no replay.
func TestReplayOfAGameWon(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Replay()
	if h.view().Replay != nil {
		t.Fatal("a game being played replays")
	}
	h.move() // a wrong 1 at r1c3, then the right digits over it
	h.win()
	h.s.Replay()
	v := h.view()
	if v.Replay == nil || v.Replay.At != 0 || v.Replay.Len != h.s.Game().ReplayLen() {
		t.Fatalf("replay %+v", v.Replay)
	}
	if v.Cells[r1c3].Digit != 0 || v.Enabled.Undo || v.Enabled.Digits {
		t.Error("the replay does not start at the givens, or takes moves")
	}
	h.s.ReplayStep(1)
	v = h.view()
	if v.Cells[r1c3].Digit != 1 || v.Cells[r1c3].Mark == 0 || !v.Cells[r1c3].Focus {
		t.Errorf("after the first move r1c3 shows %+v, want the wrong 1 marked and in focus", v.Cells[r1c3])
	}
	h.s.ReplayTo(v.Replay.Len + 10)
	v = h.view()
	if v.Replay.At != v.Replay.Len || v.Cells[r1c3].Mark != 0 {
		t.Errorf("the last frame: %+v, r1c3 %+v", v.Replay, v.Cells[r1c3])
	}
	h.s.MoveSelection(session.Home) // the keys step the replay, not the selection
	if v := h.view(); v.Replay.At != 0 || v.Selected >= 0 {
		t.Errorf("Home: at %d, selected %v", v.Replay.At, v.Selected)
	}
	h.s.MoveSelection(session.Right)
	if h.view().Replay.At != 1 {
		t.Errorf("Right: at %d, want 1", h.view().Replay.At)
	}
	h.s.EndReplay()
	if h.view().Replay != nil {
		t.Error("the replay did not end")
	}
}
