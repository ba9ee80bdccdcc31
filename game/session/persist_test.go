package session_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestStatsMoveToTheirOwnFile: statistics kept in the preferences are
// brought over to the statistics file once, and kept there from then on.
func TestStatsMoveToTheirOwnFile(t *testing.T) {
	dir := t.TempDir()
	statsPath := filepath.Join(dir, "stats.json")
	old := new(game.Stats)
	old.Started(logic.Hard)
	old.Solved(logic.Hard, time.Minute, 0)
	legacy := gametest.Store{}
	must(t, old.Save(legacy))
	h := newHarness(t, func(o *session.Options) { o.StatsPath = statsPath; o.LegacyStats = legacy })
	h.move() // counts the easy game
	h.settle()
	s, err := game.LoadStatsFile(statsPath)
	must(t, err)
	if s.Level(logic.Hard).Solved != 1 || s.Level(logic.Easy).Started != 1 {
		t.Errorf("the file holds hard %+v, easy %+v", s.Level(logic.Hard), s.Level(logic.Easy))
	}
}

// TestCorruptStatsAreKeptAsideAndReported: a torn statistics file lost
// every statistic without a word.
func TestCorruptStatsAreKeptAsideAndReported(t *testing.T) {
	dir := t.TempDir()
	statsPath := filepath.Join(dir, "stats.json")
	must(t, os.WriteFile(statsPath, []byte(`{"version":1,"levels":{"easy":{"started":`), 0o600))
	s := session.New(session.Options{StatsPath: statsPath, Settings: session.DefaultSettings()})
	defer s.Close()
	if got := s.View().Status.Key; got != "status.stats-corrupt" {
		t.Errorf("status %q", got)
	}
	if _, err := os.Stat(statsPath + ".corrupt"); err != nil {
		t.Errorf("the corrupt file was not kept aside: %v", err)
	}
}

// TestStartRemovesStaleTemps: temporary files of saves a crash cut short
// piled up beside the save.
func TestStartRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".game.json.tmp-42")
	must(t, os.WriteFile(stale, []byte("half a save"), 0o600))
	old := time.Now().Add(-time.Hour)
	must(t, os.Chtimes(stale, old, old))
	s := session.New(session.Options{SavePath: filepath.Join(dir, "game.json"), Settings: session.DefaultSettings()})
	s.Close()
	if _, err := os.Stat(stale); err == nil {
		t.Error("the stale temporary file is still there")
	}
}

// TestResumeUsesTheClock: a resumed game ignored the session's clock.
func TestResumeUsesTheClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	h := newHarness(t, func(o *session.Options) { o.SavePath = path })
	h.move()
	h.s.Close()
	clock := gametest.ClockAt(h.clock.Now())
	s := session.New(session.Options{SavePath: path, Clock: clock, Settings: session.DefaultSettings()})
	defer s.Close()
	if s.View().Status.Key != "status.resumed" {
		t.Fatalf("not resumed: %q", s.View().Status.Key)
	}
	before := s.Elapsed()
	clock.Advance(time.Minute)
	if got := s.Elapsed() - before; got != time.Minute {
		t.Errorf("a minute on the session's clock moved the game %v", got)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
