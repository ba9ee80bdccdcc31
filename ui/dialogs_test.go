package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestDialogsTakeTheKeyboard opens a dialog over a selected empty cell and
// presses keys: none reaches the board behind it; Escape dismisses the
// dialog and Return confirms a question, and after that keys play again.
func TestDialogsTakeTheKeyboard(t *testing.T) {
	for _, tc := range []struct {
		name     string
		open     func(f *fixture)
		close    fyne.KeyName
		revealed bool // the dialog asked whether to show the answer, and Return said yes
	}{
		{"settings, escape", func(f *fixture) { f.play.ShowSettings() }, fyne.KeyEscape, false},
		{"answer, escape", func(f *fixture) { f.press("answer") }, fyne.KeyEscape, false},
		{"answer, return", func(f *fixture) { f.press("answer") }, fyne.KeyReturn, true},
		{"shortcuts, return", func(f *fixture) { f.press("shortcuts") }, fyne.KeyReturn, false},
		{"about, escape", func(f *fixture) { f.press("about") }, fyne.KeyEscape, false},
		{"how to play, return", func(f *fixture) { f.press("how-to-play") }, fyne.KeyReturn, false},
		{"an error, return", func(f *fixture) { f.play.OpenPuzzleText("bad.txt", "no puzzle here") }, fyne.KeyReturn, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			skipHelpInShort(t, tc.name)
			f := newFixture(t)
			f.tapCell(r1c3)
			f.enter(r1c4, 6)
			tc.open(f)
			if f.topOverlay() == nil {
				t.Fatal("no dialog opened")
			}
			f.typeRunes("5h")
			f.typeKey(fyne.KeyDown)
			f.typeKey(fyne.KeyDelete)
			f.shortcut(&fyne.ShortcutUndo{})
			if d := f.game().Digit(r1c3); d != 0 {
				t.Errorf("a key behind the dialog put %d in r1c3", d)
			}
			if d := f.game().Digit(r1c4); d != 6 {
				t.Errorf("a key or shortcut behind the dialog changed r1c4 to %d", d)
			}
			if f.board().Selected != r1c4 {
				t.Errorf("a key behind the dialog moved the selection to %v", f.board().Selected)
			}
			f.typeKey(tc.close)
			if f.topOverlay() != nil {
				t.Fatalf("%s left the dialog open", tc.close)
			}
			if f.game().GivenUp() != tc.revealed {
				t.Errorf("given up %v after %s, want %v", f.game().GivenUp(), tc.close, tc.revealed)
			}
			if tc.revealed {
				return
			}
			f.tapCell(r1c3)
			f.typeRunes("5")
			if d := f.game().Digit(r1c3); d != 5 {
				t.Errorf("after the dialog closed, typing 5 left %d in r1c3", d)
			}
		})
	}
}

// TestRestartAsksWhileAGameIsInProgress: Restart with nothing to lose
// restarts at once; with a move made it asks, and only going ahead clears
// the board.
func TestRestartAsksWhileAGameIsInProgress(t *testing.T) {
	f := newFixture(t)
	f.press("restart")
	if f.topOverlay() != nil {
		t.Fatal("Restart asked with no move made")
	}
	f.enter(r1c3, 4)
	f.press("restart")
	if f.topOverlay() == nil {
		t.Fatal("Restart did not ask with a move made")
	}
	f.typeKey(fyne.KeyEscape)
	if f.game().Digit(r1c3) != 4 {
		t.Fatal("declining Restart cleared the board")
	}
	f.press("restart")
	f.typeKey(fyne.KeyReturn)
	if f.topOverlay() != nil || f.game().Digit(r1c3) != 0 || f.game().CanUndo() {
		t.Errorf("going ahead with Restart: dialog open %v, r1c3 %d", f.topOverlay() != nil, f.game().Digit(r1c3))
	}
}

// TestReadingStopsTheClock opens the dialogs a player reads or fills in:
// the game pauses while one is open and goes on when it closes, but a game
// paused before stays paused.
func TestReadingStopsTheClock(t *testing.T) {
	for _, tc := range []struct {
		name        string
		open        func(f *fixture)
		pausedFirst bool
	}{
		{"settings", func(f *fixture) { f.play.ShowSettings() }, false},
		{"shortcuts", func(f *fixture) { f.press("shortcuts") }, false},
		{"about", func(f *fixture) { f.press("about") }, false},
		{"how to play", func(f *fixture) { f.press("how-to-play") }, false},
		{"how to play, paused before", func(f *fixture) { f.press("how-to-play") }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			skipHelpInShort(t, tc.name)
			f := newFixture(t)
			f.enter(r1c4, 6)
			if tc.pausedFirst {
				f.play.Session().Pause()
			}
			tc.open(f)
			if f.topOverlay() == nil {
				t.Fatal("no dialog opened")
			}
			if !f.game().Paused() {
				t.Error("the clock runs while the dialog is open")
			}
			f.typeKey(fyne.KeyEscape)
			if f.topOverlay() != nil {
				t.Fatal("Escape left the dialog open")
			}
			if f.game().Paused() != tc.pausedFirst {
				t.Errorf("paused %v after the dialog closed, want %v", f.game().Paused(), tc.pausedFirst)
			}
		})
	}
}
