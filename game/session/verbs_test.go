package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestVerbs feeds each verb to a session and compares the view it hands
// out: exactly one view per verb.
func TestVerbs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		play  func(h *harness)
		check func(t *testing.T, v session.View, h *harness)
	}{
		{"tap selects", func(h *harness) { h.s.TapCell(r1c3) }, func(t *testing.T, v session.View, _ *harness) {
			if v.Selected != r1c3 || v.Cells[r1c3].Digit != 0 {
				t.Errorf("selected %v, digit %d", v.Selected, v.Cells[r1c3].Digit)
			}
		}},
		{"digit fills the selected cell", func(h *harness) { h.s.TapCell(r1c3); h.s.PressDigit(4) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Cells[r1c3].Digit != 4 || v.Cells[r1c3].Given || v.Left[4] != 9-3 {
					t.Errorf("cell %+v, 4s left %d", v.Cells[r1c3], v.Left[4])
				}
			}},
		{"a given does not change", func(h *harness) { h.s.TapCell(r1c1); h.s.KeyDigit(4) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Cells[r1c1].Digit != 5 || v.Status.Key != "status.given" {
					t.Errorf("r1c1 %d, status %q", v.Cells[r1c1].Digit, v.Status.Key)
				}
			}},
		{"a digit with none selected arms", func(h *harness) { h.s.PressDigit(4); h.s.TapCell(r1c3) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Armed != 4 || v.Cells[r1c3].Digit != 4 || v.SameDigit != 4 {
					t.Errorf("armed %d, r1c3 %d, same %d", v.Armed, v.Cells[r1c3].Digit, v.SameDigit)
				}
			}},
		{"notes mode notes", func(h *harness) { h.s.ToggleNotes(); h.s.TapCell(r1c3); h.s.KeyDigit(4); h.s.KeyDigit(2) },
			func(t *testing.T, v session.View, _ *harness) {
				if !v.Noting || v.Cells[r1c3].Digit != 0 || v.Cells[r1c3].Notes != game.DigitSet(2, 4) {
					t.Errorf("noting %v, cell %+v", v.Noting, v.Cells[r1c3])
				}
			}},
		{"shift notes whatever the mode", func(h *harness) { h.s.TapCell(r1c3); h.s.ShiftDigit(2) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Cells[r1c3].Notes != game.DigitSet(2) {
					t.Errorf("cell %+v", v.Cells[r1c3])
				}
			}},
		{"undo and redo", func(h *harness) { h.move(); h.s.Undo() }, func(t *testing.T, v session.View, _ *harness) {
			if v.Cells[r1c3].Digit != 0 || v.Enabled.Undo || !v.Enabled.Redo {
				t.Errorf("after undo: %d, undo %v redo %v", v.Cells[r1c3].Digit, v.Enabled.Undo, v.Enabled.Redo)
			}
		}},
		{"arrows move and wrap", func(h *harness) {
			h.s.MoveSelection(session.Up)
			h.s.MoveSelection(session.Home)
			h.s.MoveSelection(session.Left)
		},
			func(t *testing.T, v session.View, _ *harness) {
				if v.Selected != solver.CellAt(4, 8) { // centre first, then row 5's start, then wrap to its end
					t.Errorf("selected %v", v.Selected)
				}
			}},
		// The given it repeats keeps its tint, unblamed: the clash still shows.
		{"check strikes a wrong digit in a clash", func(h *harness) { h.s.TapCell(r1c3); h.s.KeyDigit(5); h.s.Check() },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Cells[r1c3].Mark != session.Mistake || v.Cells[r1c1].Mark != session.Clashed || v.Status.Key != "status.check.mistakes" {
					t.Errorf("marks %v %v, status %q", v.Cells[r1c3].Mark, v.Cells[r1c1].Mark, v.Status.Key)
				}
			}},
		{"check marks a mistake", func(h *harness) { h.move(); h.s.Check() }, func(t *testing.T, v session.View, _ *harness) {
			if v.Cells[r1c3].Mark != session.Mistake || v.Status.Key != "status.check.mistakes" {
				t.Errorf("mark %v, status %q", v.Cells[r1c3].Mark, v.Status.Key)
			}
		}},
		{"hint twice gives the whole step", func(h *harness) { h.s.Hint(); h.settle(); h.s.Hint() }, func(t *testing.T, v session.View, _ *harness) {
			if v.Hint == nil || v.Hint.Depth != logic.Full || v.Selected < 0 || !v.Cells[v.Selected].Hinted {
				t.Errorf("hint %+v, selected %v", v.Hint, v.Selected)
			}
		}},
		{"a move clears the hint", func(h *harness) { h.s.Hint(); h.settle(); h.move() }, func(t *testing.T, v session.View, _ *harness) {
			if v.Hint != nil {
				t.Error("the hint stays after a move")
			}
		}},
		{"pause covers, a tap uncovers only", func(h *harness) { h.s.Pause(); h.s.TapCell(r1c3) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Paused || v.Selected != -1 {
					t.Errorf("paused %v, selected %v", v.Paused, v.Selected)
				}
			}},
		{"answer asks, yes reveals", func(h *harness) { h.s.ShowAnswer(); h.s.Reply(true) },
			func(t *testing.T, v session.View, h *harness) {
				if !v.Over || !h.s.Game().GivenUp() || !v.Cells[r1c3].Revealed || v.Enabled.Check {
					t.Errorf("over %v, revealed %v", v.Over, v.Cells[r1c3].Revealed)
				}
			}},
		{"enter a puzzle and cancel", func(h *harness) {
			h.move()
			h.s.EnterPuzzle()
			h.s.TapCell(r1c1)
			h.s.KeyDigit(7)
			h.s.CancelEntry()
		}, func(t *testing.T, v session.View, h *harness) {
			if v.Mode != session.Playing || v.Cells[r1c3].Digit != 1 || v.Paused || h.s.Game().Paused() {
				t.Errorf("mode %v, r1c3 %d, paused %v", v.Mode, v.Cells[r1c3].Digit, v.Paused)
			}
		}},
		{"an entered puzzle with a clash is not played", func(h *harness) {
			h.s.EnterPuzzle()
			h.s.TapCell(r1c1)
			h.s.KeyDigit(7)
			h.s.TapCell(r1c4)
			h.s.KeyDigit(7)
			h.s.StartEntry()
			h.settle()
		}, func(t *testing.T, v session.View, _ *harness) {
			if v.Mode != session.Entering || v.Cells[r1c1].Mark != session.Conflict || v.Status.Key != "status.puzzle.conflict" {
				t.Errorf("mode %v, mark %v, status %q", v.Mode, v.Cells[r1c1].Mark, v.Status.Key)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			n := 0
			h.s.OnChange = func(v session.View) { n++; h.views = append(h.views, v) }
			tc.play(h)
			tc.check(t, h.view(), h)
			if n != len(h.views) || n == 0 {
				t.Errorf("%d views", n)
			}
		})
	}
}

// TestOneViewPerVerb checks that a verb that drives the game hands out one
// view, not one for the game's event and one for the verb.
func TestOneViewPerVerb(t *testing.T) {
	for name, verb := range map[string]func(s *session.Session){
		"digit": func(s *session.Session) { s.KeyDigit(4) },
		"erase": func(s *session.Session) { s.EraseSelected() },
		"check": func(s *session.Session) { s.Check() },
		"hint":  func(s *session.Session) { s.Hint() },
		"fill":  func(s *session.Session) { s.FillNotes() },
		"undo":  func(s *session.Session) { s.Undo() },
	} {
		t.Run(name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.TapCell(r1c3)
			h.s.KeyDigit(2)
			h.views = nil
			verb(h.s)
			if len(h.views) != 1 {
				t.Errorf("%d views", len(h.views))
			}
		})
	}
}
