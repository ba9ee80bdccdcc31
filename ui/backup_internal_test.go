package ui

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// newBackupPlay is a window of its own files, as on a computer of its
// own.
func newBackupPlay(t *testing.T, clock *gametest.Clock) *Play {
	dir := t.TempDir()
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(560, 720))
	p := NewPlay(w, Options{Clock: clock, Rand: rand.New(rand.NewPCG(1, 2)), Post: func(f func()) { f() },
		StatsPath: filepath.Join(dir, "stats.json"), HistoryPath: filepath.Join(dir, "history.tsv")})
	t.Cleanup(p.Close)
	g, err := game.FromText(gametest.Puzzle, logic.Easy, clock)
	if err != nil {
		t.Fatal(err)
	}
	p.Start(g)
	return p
}

// TestBackupCarriesTheSettings: a backup written by one window and read
// by another brings the history and puts the settings in force.
func TestBackupCarriesTheSettings(t *testing.T) {
	ApplyTheme(test.NewTempApp(t), ThemeLight)
	clock := gametest.NewClock()
	from := newBackupPlay(t, clock)
	s := from.Settings()
	s.Theme, s.Coordinates = ThemeDark, true
	from.SetSettings(s)
	from.s.TapCell(solver.CellAt(0, 2))
	from.s.KeyDigit(1)
	g, _ := game.FromText(gametest.Puzzle, logic.Easy, clock)
	from.Start(g) // the first game left: in the history
	var backup bytes.Buffer
	if err := from.writeBackup(&backup); err != nil {
		t.Fatal(err)
	}

	to := newBackupPlay(t, clock)
	to.readBackup(&backup)
	if got := to.Settings(); got.Theme != ThemeDark || !got.Coordinates {
		t.Errorf("settings %+v, want the backup's dark theme and coordinates", got)
	}
	if n := len(to.s.History()); n != 1 {
		t.Errorf("%d games in the history, want the backup's 1", n)
	}
}
