package session_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// profile is a harness with files of its own, as a computer has.
func profile(t *testing.T) *harness {
	dir := t.TempDir()
	return newHarness(t, func(o *session.Options) {
		o.StatsPath, o.HistoryPath = filepath.Join(dir, "stats.json"), filepath.Join(dir, "history.tsv")
	})
}

// TestBackupMovesEverything: a backup of one profile, imported into a
// fresh one, brings its history, statistics, game in progress and
// settings; importing it again adds nothing; importing each into the
// other gives both the same history.
func TestBackupMovesEverything(t *testing.T) {
	a := profile(t)
	a.win()
	a.s.Start(a.newGame())
	a.move() // a game in progress
	var backup bytes.Buffer
	if err := a.s.ExportBackup(&backup, map[string]string{"settings": `{"Theme":"dark"}`}, ""); err != nil {
		t.Fatal(err)
	}

	b := profile(t)
	b.s.Start(b.newGame()) // nothing in progress: the backup's game comes over
	settings, err := b.s.ImportBackup(bytes.NewReader(backup.Bytes()), "")
	if err != nil {
		t.Fatal(err)
	}
	b.settle()
	if settings["settings"] != `{"Theme":"dark"}` {
		t.Errorf("settings %v", settings)
	}
	if !slices.Equal(b.s.History(), a.s.History()) {
		t.Errorf("history %d games, want the backup's %d", len(b.s.History()), len(a.s.History()))
	}
	if got := b.s.Stats().Level(logic.Easy); got.Solved != 1 || !got.HasBest() {
		t.Errorf("statistics %+v, want the backup's game won", got)
	}
	if g := b.s.Game(); g.Board() != a.s.Game().Board() {
		t.Error("the game in progress did not come over")
	}
	b.wantStatus("status.backup.imported")

	if _, err := b.s.ImportBackup(bytes.NewReader(backup.Bytes()), ""); err != nil {
		t.Fatal(err)
	}
	if n := len(b.s.History()); n != 1 {
		t.Errorf("imported twice: %d games, want 1", n)
	}
	if got := b.s.Stats().Level(logic.Easy); got.Solved != 1 {
		t.Errorf("imported twice: %d solved, want 1", got.Solved)
	}

	// B's own game, then each into the other: the same history.
	b.win()
	var fromB bytes.Buffer
	if err := b.s.ExportBackup(&fromB, nil, ""); err != nil {
		t.Fatal(err)
	}
	var fromA bytes.Buffer
	if err := a.s.ExportBackup(&fromA, nil, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := a.s.ImportBackup(&fromB, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := b.s.ImportBackup(&fromA, ""); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.s.History(), b.s.History()) || len(a.s.History()) != 2 {
		t.Errorf("A has %d games, B %d: not the same history", len(a.s.History()), len(b.s.History()))
	}
}

// TestBackupKeepsTheGameInProgress: a backup's game does not replace one
// in progress here.
func TestBackupKeepsTheGameInProgress(t *testing.T) {
	a := profile(t)
	a.s.Start(a.newGame())
	a.move()
	var backup bytes.Buffer
	if err := a.s.ExportBackup(&backup, nil, ""); err != nil {
		t.Fatal(err)
	}
	b := profile(t)
	b.move()
	mine := b.s.Game()
	if _, err := b.s.ImportBackup(&backup, ""); err != nil {
		t.Fatal(err)
	}
	if b.s.Game() != mine {
		t.Error("the backup's game replaced the one in progress")
	}
}

// TestBadBackupChangesNothing: a damaged or foreign file is refused with
// a sentence, and nothing of it is taken.
func TestBadBackupChangesNothing(t *testing.T) {
	a := profile(t)
	a.win()
	var backup bytes.Buffer
	if err := a.s.ExportBackup(&backup, nil, ""); err != nil {
		t.Fatal(err)
	}
	good := backup.String()
	for _, text := range []string{
		good[:len(good)-40],
		"PK\x03\x04 a zip",
		strings.Replace(good, `"started":1`, `"started":-1`, 1),
	} {
		b := profile(t)
		b.move()
		before := b.s.Game()
		if _, err := b.s.ImportBackup(strings.NewReader(text), ""); !errors.Is(err, game.ErrBadBackup) {
			t.Errorf("%.30q…: %v, want ErrBadBackup", text, err)
		}
		b.wantStatus("status.backup.bad")
		if len(b.s.History()) != 0 || b.s.Stats().Level(logic.Easy).Solved != 0 || b.s.Game() != before {
			t.Errorf("%.30q… changed something", text)
		}
	}
}
