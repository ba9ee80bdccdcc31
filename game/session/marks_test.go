package session_test

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

var (
	r1c6 = solver.CellAt(0, 5)
	r2c2 = solver.CellAt(1, 1)
)

// selected returns the view's selection as a list.
func selected(v session.View) []solver.Cell { return v.Selection.Cells() }

// TestMarkVerbs: the mark modes, the Shift and Ctrl digits and the
// selection of many cells, each through the session's verbs.
func TestMarkVerbs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		verbs func(h *harness)
		check func(t *testing.T, v session.View, h *harness)
	}{
		{"corner mode marks in the typed order", func(h *harness) {
			h.s.SetMarkMode(game.MarkCorner)
			h.s.TapCell(r1c3)
			h.s.KeyDigit(7)
			h.s.KeyDigit(2)
		}, func(t *testing.T, v session.View, _ *harness) {
			if got := v.Cells[r1c3].Marks.Corner.Digits(); v.Marking != game.MarkCorner || !slices.Equal(got, []uint8{7, 2}) {
				t.Errorf("marking %v, corner %v", v.Marking, got)
			}
		}},
		{"centre mode", func(h *harness) { h.s.SetMarkMode(game.MarkCentre); h.s.TapCell(r1c3); h.s.KeyDigit(4) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Cells[r1c3].Marks.Centre != game.DigitSet(4) || v.Cells[r1c3].Digit != 0 {
					t.Errorf("cell %+v", v.Cells[r1c3])
				}
			}},
		{"colour mode colours a given", func(h *harness) { h.s.SetMarkMode(game.MarkColour); h.s.TapCell(r1c1); h.s.KeyDigit(3) },
			func(t *testing.T, v session.View, _ *harness) {
				if !v.Cells[r1c1].Marks.Colours.Has(3) || v.Status.Key == "status.given" {
					t.Errorf("cell %+v, status %q", v.Cells[r1c1], v.Status.Key)
				}
			}},
		{"digit mode after a mark mode", func(h *harness) {
			h.s.SetMarkMode(game.MarkCentre)
			h.s.SetMarkMode(0)
			h.s.TapCell(r1c3)
			h.s.KeyDigit(4)
		}, func(t *testing.T, v session.View, _ *harness) {
			if v.Cells[r1c3].Digit != 4 || v.Marking != 0 || v.Noting {
				t.Errorf("r1c3 %d, marking %v, noting %v", v.Cells[r1c3].Digit, v.Marking, v.Noting)
			}
		}},
		{"notes mode is the note mark mode", func(h *harness) { h.s.SetMarkMode(game.MarkCorner); h.s.ToggleNotes() },
			func(t *testing.T, v session.View, _ *harness) {
				if !v.Noting || v.Marking != game.MarkNote {
					t.Errorf("noting %v, marking %v", v.Noting, v.Marking)
				}
			}},
		{"shift digit is a corner mark in digit mode", func(h *harness) { h.s.TapCell(r1c3); h.s.CornerDigit(5) },
			func(t *testing.T, v session.View, _ *harness) {
				if !v.Cells[r1c3].Marks.Corner.Has(5) || v.Cells[r1c3].Digit != 0 {
					t.Errorf("cell %+v", v.Cells[r1c3])
				}
			}},
		{"ctrl digit is a centre mark in notes mode", func(h *harness) { h.s.ToggleNotes(); h.s.TapCell(r1c3); h.s.CentreDigit(5) },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Cells[r1c3].Marks.Centre != game.DigitSet(5) || v.Cells[r1c3].Notes != 0 {
					t.Errorf("cell %+v", v.Cells[r1c3])
				}
			}},
		{"ctrl click adds and removes", func(h *harness) {
			h.s.TapCell(r1c3)
			h.s.ToggleSelect(r1c4)
			h.s.ToggleSelect(r1c6)
			h.s.ToggleSelect(r1c4)
		}, func(t *testing.T, v session.View, _ *harness) {
			if got := selected(v); !slices.Equal(got, []solver.Cell{r1c3, r1c6}) || v.Selected != r1c6 {
				t.Errorf("selection %v, focus %v", got, v.Selected)
			}
		}},
		{"a drag selects the cells it crosses", func(h *harness) {
			h.s.TapCell(r2c2)
			h.s.StartSelect(r1c3, false)
			h.s.ExtendSelect(r1c4)
			h.s.ExtendSelect(r1c6)
		}, func(t *testing.T, v session.View, _ *harness) {
			if got := selected(v); !slices.Equal(got, []solver.Cell{r1c3, r1c4, r1c6}) {
				t.Errorf("selection %v", got)
			}
		}},
		{"a ctrl drag adds to the selection", func(h *harness) {
			h.s.TapCell(r2c2)
			h.s.StartSelect(r1c3, true)
			h.s.ExtendSelect(r1c4)
		}, func(t *testing.T, v session.View, _ *harness) {
			if got := selected(v); !slices.Equal(got, []solver.Cell{r1c3, r1c4, r2c2}) {
				t.Errorf("selection %v", got)
			}
		}},
		{"shift arrows extend", func(h *harness) {
			h.s.TapCell(r1c3)
			h.s.ExtendSelection(session.Right)
			h.s.ExtendSelection(session.Down)
		}, func(t *testing.T, v session.View, _ *harness) {
			if got := selected(v); !slices.Equal(got, []solver.Cell{r1c3, r1c4, solver.CellAt(1, 3)}) || v.Selected != solver.CellAt(1, 3) {
				t.Errorf("selection %v, focus %v", got, v.Selected)
			}
		}},
		{"an arrow alone collapses the selection", func(h *harness) {
			h.s.TapCell(r1c3)
			h.s.ExtendSelection(session.Right)
			h.s.MoveSelection(session.Right)
		}, func(t *testing.T, v session.View, _ *harness) {
			if got := selected(v); !slices.Equal(got, []solver.Cell{solver.CellAt(0, 4)}) {
				t.Errorf("selection %v", got)
			}
		}},
		{"ctrl A selects all, escape clears", func(h *harness) { h.s.SelectAll(); h.s.Escape() },
			func(t *testing.T, v session.View, _ *harness) {
				if !v.Selection.Empty() || v.Selected != -1 {
					t.Errorf("selection %v, focus %v", selected(v), v.Selected)
				}
			}},
		{"ctrl A selects all", func(h *harness) { h.s.SelectAll() },
			func(t *testing.T, v session.View, _ *harness) {
				if v.Selection.Count() != 81 {
					t.Errorf("%d selected", v.Selection.Count())
				}
			}},
		{"a tap selects one cell again", func(h *harness) { h.s.SelectAll(); h.s.TapCell(r1c3) },
			func(t *testing.T, v session.View, _ *harness) {
				if got := selected(v); !slices.Equal(got, []solver.Cell{r1c3}) {
					t.Errorf("selection %v", got)
				}
			}},
		{"a digit on many cells is one move", func(h *harness) {
			h.s.TapCell(r1c3)
			h.s.ToggleSelect(r2c2)
			h.s.ToggleSelect(r1c1) // a given: skipped
			h.s.KeyDigit(9)
			h.s.Undo()
		}, func(t *testing.T, v session.View, h *harness) {
			if v.Cells[r1c3].Digit != 0 || v.Cells[r2c2].Digit != 0 || h.s.Game().CanUndo() {
				t.Errorf("one undo left r1c3 %d r2c2 %d", v.Cells[r1c3].Digit, v.Cells[r2c2].Digit)
			}
		}},
		{"a colour on many cells, then erase", func(h *harness) {
			h.s.SetMarkMode(game.MarkColour)
			h.s.StartSelect(r1c3, false)
			h.s.ExtendSelect(r1c4)
			h.s.KeyDigit(2)
			h.s.KeyDigit(7)
		}, func(t *testing.T, v session.View, h *harness) {
			want := game.Colours(1<<2 | 1<<7)
			if v.Cells[r1c3].Marks.Colours != want || v.Cells[r1c4].Marks.Colours != want {
				t.Fatalf("colours %v %v", v.Cells[r1c3].Marks.Colours, v.Cells[r1c4].Marks.Colours)
			}
			h.s.EraseSelected()
			if v := h.view(); v.Cells[r1c3].Marks.Colours != 0 || v.Cells[r1c4].Marks.Colours != 0 {
				t.Errorf("erase left the colours")
			}
		}},
		{"an armed digit in corner mode marks the tapped cell", func(h *harness) {
			h.s.SetMarkMode(game.MarkCorner)
			h.s.PressDigit(3)
			h.s.TapCell(r1c3)
		}, func(t *testing.T, v session.View, _ *harness) {
			if !v.Cells[r1c3].Marks.Corner.Has(3) || v.Cells[r1c3].Digit != 0 || v.Armed != 3 {
				t.Errorf("cell %+v", v.Cells[r1c3])
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			tc.verbs(h)
			tc.check(t, h.view(), h)
		})
	}
}

// TestCheckpointVerbs: set a checkpoint, guess, go back; undo the way
// back; undo to the mistake asks first.
func TestCheckpointVerbs(t *testing.T) {
	h := newHarness(t, nil)
	h.s.BackToCheckpoint()
	h.wantStatus("status.no-checkpoint")
	h.s.TapCell(r1c3)
	h.s.KeyDigit(4)
	h.s.SetCheckpoint()
	h.wantStatus("status.checkpoint-set")
	if v := h.view(); v.Checkpoints != 1 || !v.Enabled.Back {
		t.Fatalf("checkpoints %d, back enabled %v", v.Checkpoints, v.Enabled.Back)
	}
	h.s.TapCell(r1c4)
	h.s.KeyDigit(7) // a wrong guess
	h.s.CornerDigit(1)
	h.s.BackToCheckpoint()
	h.wantStatus("status.checkpoint-back")
	if v := h.view(); v.Cells[r1c4].Digit != 0 || v.Cells[r1c3].Digit != 4 || !v.Enabled.Back || v.Checkpoints != 1 {
		t.Fatalf("after back: r1c4 %d r1c3 %d back %v, %d checkpoints (it stays for another try)",
			v.Cells[r1c4].Digit, v.Cells[r1c3].Digit, v.Enabled.Back, v.Checkpoints)
	}
	h.s.Undo()
	if v := h.view(); v.Cells[r1c4].Digit != 7 {
		t.Fatalf("undo of the way back: r1c4 %d", v.Cells[r1c4].Digit)
	}
	h.s.UndoToMistake()
	if q := h.view().Question; q == nil || q.Key != "undo-mistake" {
		t.Fatalf("question %v, want undo-mistake", q)
	}
	h.s.Reply(false)
	if h.s.Game().Digit(r1c4) != 7 {
		t.Fatal("no undid all the same")
	}
	h.s.UndoToMistake()
	h.s.Reply(true)
	h.wantStatus("status.mistake-undone")
	if v := h.view(); v.Cells[r1c4].Digit != 0 || v.Cells[r1c3].Digit != 4 {
		t.Errorf("after undo to the mistake: r1c4 %d r1c3 %d", v.Cells[r1c4].Digit, v.Cells[r1c3].Digit)
	}
	h.s.UndoToMistake()
	h.wantStatus("status.no-mistake")
}

// TestMarksSavedBySession: marks and checkpoints reach the save, and a
// session reopening it shows them.
func TestMarksSavedBySession(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	h := newHarness(t, func(o *session.Options) { o.SavePath = path })
	h.s.SetMarkMode(game.MarkColour)
	h.s.TapCell(r1c1)
	h.s.KeyDigit(5)
	h.s.SetCheckpoint()
	h.settle()
	g, err := game.LoadFile(path, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Marks(r1c1).Colours.Has(5) || g.Checkpoints() != 1 {
		t.Errorf("saved colours %v, checkpoints %d", g.Marks(r1c1).Colours, g.Checkpoints())
	}
}

// TestEraseInColourModeTakesTheColour: Erase in Colour mode took the
// centre marks first and the colour only on a second press; the current
// mode's marks go first, as in SudokuPad.
func TestEraseInColourModeTakesTheColour(t *testing.T) {
	h := newHarness(t, nil)
	h.s.TapCell(r1c3)
	h.s.CentreDigit(6)
	h.s.SetMarkMode(game.MarkColour)
	h.s.KeyDigit(2)
	h.s.EraseSelected()
	if m := h.view().Cells[r1c3].Marks; m.Colours != 0 || !m.Centre.Has(6) {
		t.Fatalf("after Erase in Colour mode: colours %v, centre %v; want the colour gone, the centre mark kept", m.Colours, m.Centre)
	}
	h.s.SetMarkMode(game.MarkCentre)
	h.s.CentreDigit(7)
	h.s.SetMarkMode(game.MarkColour)
	h.s.KeyDigit(3)
	h.s.SetMarkMode(game.MarkCentre)
	h.s.EraseSelected()
	if m := h.view().Cells[r1c3].Marks; m.Colours == 0 || m.Centre != 0 {
		t.Errorf("after Erase in Centre mode: colours %v, centre %v; want the centre marks gone, the colour kept", m.Colours, m.Centre)
	}
}
