package game_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestStatsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats.json")
	s, err := game.LoadStatsFile(path)
	if !errors.Is(err, fs.ErrNotExist) || s == nil || s.Level(logic.Easy) != (game.LevelStats{}) {
		t.Fatalf("missing file: %v, %v", s, err)
	}
	s.Started(logic.Easy)
	s.Solved(logic.Easy, time.Minute, 0)
	s.Started(logic.Hard)
	must(t, game.SaveStatsFile(path, *s))
	back, err := game.LoadStatsFile(path)
	must(t, err)
	if back.Level(logic.Easy) != s.Level(logic.Easy) || back.Level(logic.Hard) != s.Level(logic.Hard) {
		t.Errorf("read back %+v, want %+v", back.Level(logic.Easy), s.Level(logic.Easy))
	}
	if l, ok := back.Playing(); !ok || l != logic.Hard {
		t.Errorf("playing %v %v, want hard", l, ok)
	}
}

// TestStatsFileTornWrite: the statistics lived in Fyne's preferences,
// written in place, so a torn write lost them all without a word. A bad
// file is now kept aside and reported.
func TestStatsFileTornWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats.json")
	s := new(game.Stats)
	s.Started(logic.Easy)
	s.Solved(logic.Easy, time.Minute, 0)
	must(t, game.SaveStatsFile(path, *s))
	data, err := os.ReadFile(path)
	must(t, err)
	must(t, os.WriteFile(path, data[:len(data)/2], 0o600)) // torn
	got, err := game.LoadStatsFile(path)
	if !errors.Is(err, game.ErrCorruptStats) || got == nil {
		t.Fatalf("torn file: %v", err)
	}
	aside, aerr := os.ReadFile(path + ".corrupt")
	if aerr != nil || string(aside) != string(data[:len(data)/2]) {
		t.Errorf("the torn file was not kept aside as it was: %v", aerr)
	}
	if _, serr := os.Stat(path); !errors.Is(serr, fs.ErrNotExist) {
		t.Error("the torn file is still in the way")
	}
}
