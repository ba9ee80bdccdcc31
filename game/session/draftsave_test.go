package session_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// enterGivens types the first n givens of text on the entry board.
func (h *harness) enterGivens(text string, n int) solver.Grid {
	h.t.Helper()
	var want solver.Grid
	for c, d := range gametest.Grid(h.t, text) {
		if d != 0 && n > 0 {
			h.s.TapCell(solver.Cell(c))
			h.s.KeyDigit(d)
			want[c] = d
			n--
		}
	}
	return want
}

// TestDraftComesBackAfterRestart: a puzzle being entered was lost on
// quit, unasked. It is kept in the save, with the game put aside behind
// it, and comes back at the next start, whether the window closed or the
// process was killed after the last digit was saved.
func TestDraftComesBackAfterRestart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		close bool
	}{
		{"closed", true},
		{"killed", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			savePath, statsPath := filepath.Join(dir, "game.json"), filepath.Join(dir, "stats.json")
			set := func(o *session.Options) { o.SavePath, o.StatsPath = savePath, statsPath }
			h := newHarness(t, set)
			h.move() // the game put aside has a move
			behind := h.s.Game().Entries()
			h.s.EnterPuzzle()
			want := h.enterGivens(otherPuzzle, 20)
			if h.s.Draft().Grid() != want {
				t.Fatal("the givens typed are not in the draft")
			}
			if tc.close {
				h.s.Close()
			}
			h.settle()

			h2 := newHarness2(t, set)
			d := h2.s.Draft()
			if d == nil {
				t.Fatal("the puzzle being entered is gone after a restart")
			}
			if d.Grid() != want {
				t.Errorf("the draft came back as %v, want %v", d.Grid(), want)
			}
			if v := h2.s.View(); v.Mode != session.Entering {
				t.Errorf("the view's mode is %v, want Entering", v.Mode)
			}
			h2.s.CancelEntry()
			if got := h2.s.Game().Entries(); got != behind {
				t.Error("the game put aside did not come back behind the draft")
			}
			if h2.s.Game().Paused() {
				t.Error("the game stays paused after the entry is cancelled")
			}
			h2.settle()
			h2.s.Close()
			h3 := newHarness2(t, set)
			if h3.s.Draft() != nil {
				t.Error("a cancelled draft came back at the next start")
			}
		})
	}
}

// TestSaveWithoutDraftLoads: saves written before drafts were kept load
// as they did, with no draft.
func TestSaveWithoutDraftLoads(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	g, err := game.FromText(gametest.Puzzle, 1, nil)
	must(t, err)
	must(t, game.SaveFile(path, g))
	data, err := os.ReadFile(path)
	must(t, err)
	if len(data) == 0 {
		t.Fatal("empty save")
	}
	s := session.New(session.Options{SavePath: path, Settings: session.DefaultSettings()})
	defer s.Close()
	if s.Draft() != nil {
		t.Error("a save without a draft brought one")
	}
	if s.Game().Givens() != g.Givens() {
		t.Error("the saved game was not resumed")
	}
}

// newHarness2 is a session on the same options as a harness, resuming
// whatever is saved there rather than starting the Wikipedia puzzle.
func newHarness2(t *testing.T, set func(o *session.Options)) *harness {
	t.Helper()
	h := &harness{t: t, clock: &gametest.Clock{}, posted: make(chan func(), 64)}
	opts := session.Options{Clock: h.clock, Settings: session.DefaultSettings(), Post: func(f func()) { h.posted <- f }}
	set(&opts)
	h.s = session.New(opts)
	h.s.OnChange = func(v session.View) { h.views = append(h.views, v) }
	return h
}

// TestDraftOverAGameWonComesBack: a game won is not resumed at start,
// but one put aside behind a puzzle being entered comes back with it.
func TestDraftOverAGameWonComesBack(t *testing.T) {
	dir := t.TempDir()
	set := func(o *session.Options) { o.SavePath = filepath.Join(dir, "game.json") }
	h := newHarness(t, set)
	h.win()
	h.s.EnterPuzzle()
	want := h.enterGivens(otherPuzzle, 5)
	h.s.Close()
	h.settle()
	h2 := newHarness2(t, set)
	if d := h2.s.Draft(); d == nil || d.Grid() != want {
		t.Fatalf("the draft over a game won came back as %v", d)
	}
	h2.s.CancelEntry()
	if !h2.s.Game().Won() {
		t.Error("the game won behind the draft did not come back")
	}
	h2.s.Close()
}

// TestStaleQuestionDoesNotActOutOfContext: a question left unanswered
// (New, with a game in progress) was answered after the player had begun
// entering a puzzle; the yes made a new puzzle whose arrival dropped the
// givens typed meanwhile. A question no longer answers once the game it
// was about is put aside or replaced.
func TestStaleQuestionDoesNotActOutOfContext(t *testing.T) {
	t.Run("entering a puzzle", func(t *testing.T) {
		h := newHarness(t, nil)
		h.move()
		h.s.New("easy")
		if h.view().Question == nil {
			t.Fatal("no question for a game in progress")
		}
		h.s.EnterPuzzle()
		want := h.enterGivens(otherPuzzle, 10)
		h.s.Reply(true)
		h.settle()
		if d := h.s.Draft(); d == nil || d.Grid() != want {
			t.Errorf("the draft after a stale yes: %v", d)
		}
	})
	t.Run("a new game", func(t *testing.T) {
		h := newHarness(t, nil)
		h.move()
		h.s.ShowAnswer()
		if h.view().Question == nil {
			t.Fatal("no question for Answer")
		}
		h.s.Start(h.newGame()) // another game arrives meanwhile
		h.s.Reply(true)
		if h.s.Game().GivenUp() {
			t.Error("a yes to a question about the last game gave the new one up")
		}
	})
}
