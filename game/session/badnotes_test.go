package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
)

// TestBadNotesFollowMistakeMode checks that a note a given rules out is
// struck when clashes show: as the player types in the modes that mark
// them so, and only after Check in MistakesOnCheck, until the next move.
func TestBadNotesFollowMistakeMode(t *testing.T) {
	for _, tc := range []struct {
		name    string
		mode    session.MistakeMode
		check   bool
		want    game.Digits
		afterUp game.Digits // after a move following the Check
	}{
		{"on check, unchecked", session.MistakesOnCheck, false, 0, 0},
		{"on check, checked", session.MistakesOnCheck, true, game.DigitSet(7), 0},
		{"clashes", session.MistakesClashes, false, game.DigitSet(7), game.DigitSet(7)},
		{"clashes, checked", session.MistakesClashes, true, game.DigitSet(7), game.DigitSet(7)},
		{"solution", session.MistakesSolution, false, game.DigitSet(7), game.DigitSet(7)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, func(o *session.Options) { o.Settings.Mistakes = tc.mode })
			h.s.TapCell(r1c3)
			h.s.ShiftDigit(2)
			h.s.ShiftDigit(7) // 2 may go here; r1c5 holds the given 7
			if tc.check {
				h.s.Check()
			}
			if got := h.view().Cells[r1c3].BadNotes; got != tc.want {
				t.Errorf("bad notes %v, want %v", got, tc.want)
			}
			h.s.TapCell(r1c4)
			h.s.ShiftDigit(1) // a move: the Check's marks go
			if got := h.view().Cells[r1c3].BadNotes; got != tc.afterUp {
				t.Errorf("after a move, bad notes %v, want %v", got, tc.afterUp)
			}
		})
	}
}
