package session_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
)

// TestPausedOffersOnlyResume checks that a covered board enables no
// action in the view but the pause button, which resumes: Undo, Redo
// and the digits are off, and the words under the board are hidden.
func TestPausedOffersOnlyResume(t *testing.T) {
	h := newHarness(t, nil)
	h.move()
	h.s.Undo()
	h.s.Redo() // both Undo and Redo have something to do
	h.s.Pause()
	if v := h.view(); !v.Paused || v.Enabled != (session.Actions{Pause: true}) || !v.Status.Empty() {
		t.Errorf("paused %v, enabled %+v, status %q: want Pause alone and no words", v.Paused, v.Enabled, v.Status.Key)
	}
	h.s.Resume()
	if e := h.view().Enabled; !e.Undo || !e.Digits || !e.Notes || !e.Check || !e.New {
		t.Errorf("after resuming, enabled %+v", e)
	}
}

// TestPausedVerbOnlyResumes feeds each verb to a paused game: it resumes
// the game and does nothing else.
func TestPausedVerbOnlyResumes(t *testing.T) {
	for _, tc := range []struct {
		name string
		verb func(s *session.Session)
	}{
		{"undo", (*session.Session).Undo},
		{"redo", (*session.Session).Redo},
		{"digit", func(s *session.Session) { s.KeyDigit(4) }},
		{"palette digit", func(s *session.Session) { s.PressDigit(4) }},
		{"shift digit", func(s *session.Session) { s.ShiftDigit(4) }},
		{"erase", (*session.Session).EraseSelected},
		{"notes", (*session.Session).ToggleNotes},
		{"fill", (*session.Session).FillNotes},
		{"check", (*session.Session).Check},
		{"hint", (*session.Session).Hint},
		{"answer", (*session.Session).ShowAnswer},
		{"restart", (*session.Session).Restart},
		{"new", func(s *session.Session) { s.New("easy") }},
		{"enter", (*session.Session).EnterPuzzle},
		{"corner digit", func(s *session.Session) { s.CornerDigit(4) }},
		{"centre digit", func(s *session.Session) { s.CentreDigit(4) }},
		{"colour mode", func(s *session.Session) { s.SetMarkMode(game.MarkColour) }},
		{"ctrl click", func(s *session.Session) { s.ToggleSelect(r1c1) }},
		{"drag", func(s *session.Session) { s.StartSelect(r1c1, false) }},
		{"shift arrow", func(s *session.Session) { s.ExtendSelection(session.Down) }},
		{"select all", (*session.Session).SelectAll},
		{"set checkpoint", (*session.Session).SetCheckpoint},
		{"back to checkpoint", (*session.Session).BackToCheckpoint},
		{"undo to mistake", (*session.Session).UndoToMistake},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.move()
			h.s.TapCell(r1c4)
			h.s.KeyDigit(6)
			h.s.Undo() // something to undo, and something to redo
			h.s.Pause()
			g, board, notes := h.s.Game(), h.s.Game().Board(), h.s.Game().AllNotes()
			h.views = nil
			tc.verb(h.s)
			h.settle()
			v := h.view()
			switch {
			case v.Paused || g.Paused():
				t.Error("still paused")
			case h.s.Game() != g || v.Mode != session.Playing:
				t.Error("the game was replaced or put aside")
			case g.Board() != board || g.AllNotes() != notes || !g.CanUndo() || !g.CanRedo():
				t.Error("the game changed")
			case g.AllMarks() != [81]game.Marks{} || g.Checkpoints() != 0 || v.Marking != 0 || v.Selection.Count() > 1:
				t.Error("it marked, set a checkpoint, changed the mode or the selection")
			case v.Question != nil || v.Hint != nil || v.Noting || v.Armed != 0:
				t.Errorf("it also acted: question %v, hint %v, noting %v, armed %d", v.Question, v.Hint, v.Noting, v.Armed)
			case strings.HasPrefix(v.Status.Key, "status.check"):
				t.Error("it also checked")
			}
			if len(h.views) != 1 {
				t.Errorf("%d views, want one", len(h.views))
			}
		})
	}
}

// TestPauseSyncsInTheBackground: a pause hands the save to the disk
// without holding the window's goroutine; the view says so until it is
// there, and the file then holds the paused game.
func TestPauseSyncsInTheBackground(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	h := newHarness(t, func(o *session.Options) { o.SavePath = path })
	h.move()
	h.s.Pause()
	if !h.view().Working.Saving {
		t.Error("the pause's wait for the disk is not in the view")
	}
	h.settle()
	if h.view().Working.Saving {
		t.Error("still saving once the save is on the disk")
	}
	g, err := game.LoadFile(path, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Digit(r1c3) != 1 {
		t.Error("the save does not hold the move made before the pause")
	}
}
