package ui_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestResumeRestoresTheSavedGame plays a move with a save path, then opens
// a second play area on the same path, as the next start of the app does:
// it plays the same game, move history included, and leaves the file as it
// found it, since nothing has changed.
func TestResumeRestoresTheSavedGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.SavePath = path })
	cell := solver.Cell(2) // r1c3, empty in the Wikipedia puzzle
	if err := f.game().Set(cell, 4); err != nil {
		t.Fatal(err)
	}
	f.play.Session().Flush() // saves are written in the background
	saved, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the move was not saved: %v", err)
	}
	old := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}

	w := test.NewTempWindow(t, nil)
	p := ui.NewPlay(w, ui.Options{SavePath: path, Clock: f.clock})
	if got := p.Game().Digit(cell); got != 4 {
		t.Errorf("resumed game holds %d at r1c3, want 4", got)
	}
	if !p.Game().CanUndo() {
		t.Error("resumed game lost its undo history")
	}
	if want := lang.L("status.resumed", map[string]any{"Level": lang.L("level.easy")}); p.Status() != want {
		t.Errorf("status %q, want %q", p.Status(), want)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	now, _ := os.ReadFile(path)
	if !info.ModTime().Equal(old) || !bytes.Equal(now, saved) {
		t.Errorf("resuming rewrote the save (modified %v)", info.ModTime())
	}
}

// TestCorruptSaveIsKeptAsideAndReported starts on a save that cannot be
// read: the file is moved aside untouched, the status line says so, and
// the game picked on the level card is saved in its place.
func TestCorruptSaveIsKeptAsideAndReported(t *testing.T) {
	test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "game.json")
	junk := []byte(`{"version": 1, "givens": "not a puzzle`)
	if err := os.WriteFile(path, junk, 0o600); err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	posted := make(chan func(), 8)
	p := ui.NewPlay(w, ui.Options{SavePath: path, Clock: gametest.NewClock(), Post: func(f func()) { posted <- f }})
	if p.Game() == nil {
		t.Fatal("no game started after a corrupt save")
	}
	if aside, err := os.ReadFile(path + ".corrupt"); err != nil || !bytes.Equal(aside, junk) {
		t.Errorf("corrupt save not kept aside as it was: %q, %v", aside, err)
	}
	if want := lang.L("status.save-corrupt"); p.Status() != want {
		t.Errorf("status %q, want %q", p.Status(), want)
	}
	p.NewGame("easy") // the level card of a first start: the game picked is saved
	p.Session().Wait()
	for len(posted) > 0 {
		(<-posted)()
	}
	p.Session().Flush()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the new game was not saved: %v", err)
	}
}

// TestUnreadableSaveIsLeftAlone starts on a save that cannot even be read
// (here a directory stands at its path): the window says so, plays a new
// game, and never saves over it.
func TestUnreadableSaveIsLeftAlone(t *testing.T) {
	test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "game.json")
	keep := filepath.Join(path, "keep")
	if err := os.Mkdir(path, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keep, []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	p := ui.NewPlay(w, ui.Options{SavePath: path, Clock: gametest.NewClock()})
	if p.Game() == nil {
		t.Fatal("no game started after an unreadable save")
	}
	if want := lang.L("status.save-unreadable", map[string]any{"Error": ""}); !strings.HasPrefix(p.Status(), want[:strings.Index(want, "(")]) {
		t.Errorf("status %q, want the unreadable-save report", p.Status())
	}
	for c := solver.Cell(0); c < 81; c++ { // a move would save
		if p.Game().Digit(c) == 0 {
			if err := p.Game().Set(c, 1); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if strings.Contains(p.Status(), lang.L("status.save-failed", map[string]any{"Error": ""})) {
		t.Errorf("a move tried to save over the unreadable save: %q", p.Status())
	}
	if got, err := os.ReadFile(keep); err != nil || string(got) != "mine" {
		t.Errorf("what stood at the save path changed: %q, %v", got, err)
	}
}
