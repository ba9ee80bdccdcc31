package session_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestHistoryRecordsEveryEnd: a game won, a game given up and a game
// left for another each leave a record with its outcome, time, hints and
// tally; a game left without a move leaves none; the history is in its
// file for the next session.
func TestHistoryRecordsEveryEnd(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history.tsv")
	h := newHarness(t, func(o *session.Options) { o.HistoryPath = path })

	h.clock.Advance(time.Minute)
	h.win() // the Wikipedia puzzle, won with no mistake
	h.s.Start(h.newGame())
	h.move() // a mistake: a digit that is not the solution's
	h.s.Check()
	h.clock.Advance(30 * time.Second)
	h.s.Start(h.newGame()) // the game with a move is left for another
	h.s.Start(h.newGame()) // one without a move is not
	h.move()
	h.s.ShowAnswer()
	h.s.Reply(true)
	h.settle()

	got := h.s.History()
	want := []struct {
		outcome game.Outcome
		tally   game.Tally
		elapsed time.Duration
	}{
		{game.Solved, game.Tally{}, time.Minute},
		{game.Abandoned, game.Tally{Checks: 1, Mistakes: 1}, 30 * time.Second},
		{game.GaveUp, game.Tally{Mistakes: 1}, 0},
	}
	if len(got) != len(want) {
		t.Fatalf("%d records, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		r := got[i]
		if r.Outcome != w.outcome || r.Tally != w.tally || r.Elapsed != w.elapsed || r.Level != logic.Easy || r.Puzzle == "" {
			t.Errorf("record %d: %v %+v %v %v, want %v %+v %v", i, r.Outcome, r.Tally, r.Elapsed, r.Level, w.outcome, w.tally, w.elapsed)
		}
		if !r.Started.Add(r.Elapsed).Equal(r.Ended) && i == 0 {
			t.Errorf("record %d: started %v, ended %v after %v", i, r.Started, r.Ended, r.Elapsed)
		}
	}
	h.s.Close()
	next := session.New(session.Options{HistoryPath: path, Settings: session.DefaultSettings(), Clock: h.clock})
	defer next.Close()
	if n := len(next.History()); n != len(want) {
		t.Errorf("the next session reads %d records, want %d", n, len(want))
	}
}

// TestHistoryTornFileKeptAside: a history whose last line a crash cut
// short is kept aside, said so, and its other games written back.
func TestHistoryTornFileKeptAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "history.tsv")
	first := newHarness(t, func(o *session.Options) { o.HistoryPath = path })
	first.win()
	first.s.Start(first.newGame())
	first.win()
	first.settle()
	first.s.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data[:len(data)-20], 0o600); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, func(o *session.Options) { o.HistoryPath = path })
	if n := len(h.s.History()); n != 1 {
		t.Errorf("%d records kept, want the 1 whole line", n)
	}
	h.settle()
	back, err := game.LoadRecordsFile(path)
	if err != nil || back.Len() != 1 {
		t.Errorf("written back: %d records, %v", back.Len(), err)
	}
	kept, _ := filepath.Glob(path + ".corrupt*")
	if len(kept) != 1 {
		t.Fatalf("kept aside: %v", kept)
	}
	if aside, _ := os.ReadFile(kept[0]); !strings.HasPrefix(string(data), string(aside)) || len(aside) != len(data)-20 {
		t.Error("the torn file kept aside is not as it was")
	}
}

// TestPlayAgain: a game of the history is played again from its givens,
// under its rules, and a daily puzzle stays that day's.
func TestPlayAgain(t *testing.T) {
	h := newHarness(t, nil)
	h.move()
	h.s.Start(h.newGame()) // the first game is left: recorded
	recorded := h.s.History()
	if len(recorded) != 1 {
		t.Fatalf("%d records", len(recorded))
	}
	h.win()
	h.s.PlayAgain(0)
	h.settle()
	g := h.s.Game()
	if g.Over() || g.Givens().String() != recorded[0].Puzzle || g.Entries() != (solver.Grid{}) {
		t.Errorf("playing %s (over %v), want %s from its givens", g.Givens(), g.Over(), recorded[0].Puzzle)
	}
	h.wantStatus("status.again")
	h.s.PlayAgain(5)
	h.wantStatus("status.error")
}
