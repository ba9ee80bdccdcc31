package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestPausedDisablesAll checks that a paused game offers nothing but to
// resume: the header's actions, the pad and the game's menu items are
// disabled, the pause button is not.
func TestPausedDisablesAll(t *testing.T) {
	f := newFixture(t)
	f.enter(r1c3, 1)
	f.enter(solver.CellAt(0, 3), 6)
	f.press("undo") // Undo and Redo both have something to do
	f.play.Session().Pause()
	for _, key := range []string{"undo", "redo", "hint", "check", "answer", "new", "notes", "restart", "enter", "fill"} {
		if !f.disabled(key) {
			t.Errorf("%s is enabled while paused", key)
		}
	}
	for d := uint8(0); d <= 9; d++ {
		if !f.play.PaletteKey(d).Disabled() {
			t.Errorf("the pad's %d is enabled while paused", d)
		}
	}
	if f.disabled("pause") {
		t.Error("the pause button, which resumes, is disabled")
	}
}

// TestPausedKeyOnlyResumes checks that a key, a shortcut held with a
// modifier included, resumes a paused game and does nothing else: Ctrl+Z
// comes as a press of Ctrl, then the undo shortcut.
func TestPausedKeyOnlyResumes(t *testing.T) {
	ctrl := func(f *fixture, s fyne.Shortcut) {
		ev := &fyne.KeyEvent{Name: desktop.KeyControlLeft}
		f.keyable().KeyDown(ev)
		f.typeKey(desktop.KeyControlLeft) // the driver types modifier keys too
		f.shortcut(s)
		f.keyable().KeyUp(ev)
	}
	for _, tc := range []struct {
		name  string
		press func(f *fixture)
	}{
		{"ctrl+z", func(f *fixture) { ctrl(f, &fyne.ShortcutUndo{}) }},
		{"ctrl+y", func(f *fixture) { ctrl(f, &fyne.ShortcutRedo{}) }},
		{"ctrl+shift+z", func(f *fixture) {
			ctrl(f, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
		}},
		{"shift+digit", func(f *fixture) { f.shiftPress(fyne.Key4, '$') }},
		{"digit", func(f *fixture) { f.keyPress(fyne.Key4, '4') }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.enter(r1c3, 1)
			f.enter(solver.CellAt(0, 3), 6)
			f.press("undo")
			f.play.Session().Pause()
			board, notes := f.game().Board(), f.game().AllNotes()
			tc.press(f)
			if f.game().Paused() {
				t.Fatal("still paused")
			}
			if f.game().Board() != board || f.game().AllNotes() != notes || !f.game().CanUndo() || !f.game().CanRedo() {
				t.Error("the key resumed the game and also acted")
			}
		})
	}
}
