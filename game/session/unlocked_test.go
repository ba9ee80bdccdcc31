package session_test

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// folderFiles returns every file in dir by name, with what it holds.
func folderFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	must(t, err)
	out := map[string]string{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		must(t, err)
		out[e.Name()] = string(data)
	}
	return out
}

// TestUnlockedWritesNothing: with the storage folder's lock unusable two
// copies ran and each save overwrote the other's game. A session told
// that the lock could not be taken resumes the save and reads the
// statistics, writes nothing into the folder however it is played, and
// says why in its banner all session.
func TestUnlockedWritesNothing(t *testing.T) {
	dir := t.TempDir()
	savePath, statsPath := filepath.Join(dir, "game.json"), filepath.Join(dir, "stats.json")
	clock := gametest.NewClock()
	first, err := game.FromText(gametest.Puzzle, logic.Hard, clock)
	must(t, err)
	must(t, game.SaveFile(savePath, first))
	st := new(game.Stats)
	st.Started(logic.Hard)
	must(t, game.SaveStatsFile(statsPath, *st))
	before := folderFiles(t, dir)

	lockErr := errors.New("instance.lock is a directory")
	h := newHarness(t, func(o *session.Options) {
		o.SavePath, o.StatsPath, o.Unlocked = savePath, statsPath, lockErr
	})
	h.move()
	h.s.ShowAnswer()
	h.s.ConfirmKey() // gives up: the statistics change
	h.s.Pause()
	h.settle()
	if v := h.view(); v.Banner.Key != "status.not-saving" || v.Banner.Args["Error"] != lockErr.Error() {
		t.Errorf("banner %+v, want status.not-saving naming %q", v.Banner, lockErr)
	}
	h.s.Close()
	if after := folderFiles(t, dir); !maps.Equal(after, before) {
		t.Errorf("the folder changed:\nbefore %v\nafter  %v", before, after)
	}
}

// TestUnlockedResumes: the copy that cannot lock the folder shows the
// game saved there.
func TestUnlockedResumes(t *testing.T) {
	dir := t.TempDir()
	savePath := filepath.Join(dir, "game.json")
	g, err := game.FromText(gametest.Puzzle, logic.Hard, gametest.NewClock())
	must(t, err)
	must(t, game.SaveFile(savePath, g))
	s := session.New(session.Options{SavePath: savePath, Settings: session.DefaultSettings(), Unlocked: errors.New("no locks here")})
	defer s.Close()
	if v := s.View(); v.Status.Key != "status.resumed" || v.Banner.Key != "status.not-saving" {
		t.Errorf("status %q banner %q, want status.resumed and status.not-saving", v.Status.Key, v.Banner.Key)
	}
}
