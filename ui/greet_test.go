package ui_test

import (
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// firstStart opens a Play as a first start would, on a fake clock, with
// the save at path and the preferences of the test app.
func firstStart(t *testing.T, path string, posted chan func()) (*ui.Play, fyne.Window, *gametest.Clock) {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	w.Resize(defaultSize)
	clock := gametest.NewClock()
	p := ui.NewPlay(w, ui.Options{SavePath: path, Clock: clock, Rand: rand.New(rand.NewPCG(1, 2)),
		Prefs: fyne.CurrentApp().Preferences(), Post: func(f func()) { posted <- f }})
	return p, w, clock
}

// TestFirstStartChoosesALevel: the first start showed an untitled list
// of five levels over a medium puzzle already dealt, its clock running.
// It now shows a titled card, a line on each level, the last level played
// first, over a covered board with no clock, until a level is picked.
func TestFirstStartChoosesALevel(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	test.NewTempApp(t)
	posted := make(chan func(), 64)
	settle := func(p *ui.Play) {
		p.Session().Wait()
		for len(posted) > 0 {
			(<-posted)()
		}
	}
	p, w, clock := firstStart(t, path, posted)
	content := w.Canvas().Content()
	if !hasText(content, lang.L("greet.title")) {
		t.Fatalf("the first start shows no %q card: %q", lang.L("greet.title"), texts(content))
	}
	for _, name := range []string{"easy", "medium", "hard", "expert", "extreme"} {
		if !hasText(content, lang.L("greet.level."+name)) || findButton(content, lang.L("level."+name)) == nil {
			t.Errorf("the card has no line on %s", name)
		}
	}
	if b := findButton(content, lang.L("level.medium")); b == nil || b.Importance != widget.HighImportance {
		t.Error("medium, the default, is not the level offered first")
	}
	if p.Board().Visible() {
		t.Error("the stand-in puzzle shows behind the card")
	}
	p.Board().Tapped(&fyne.PointEvent{Position: fyne.NewPos(p.Board().Size().Width/2, p.Board().Size().Height/2)})
	p.Board().TypedRune('5')
	if p.Game().CanUndo() {
		t.Error("the board behind the card takes moves")
	}
	clock.Advance(time.Minute)
	if p.Session().Elapsed() != 0 {
		t.Errorf("the clock runs before a level is picked: %v", p.Session().Elapsed())
	}
	test.Tap(findButton(content, lang.L("level.hard")))
	settle(p)
	if g := p.Game(); g.Level() != logic.Hard || g.Paused() {
		t.Fatalf("picking hard plays a %v game, paused %v", g.Level(), g.Paused())
	}
	if hasText(w.Canvas().Content(), lang.L("greet.title")) {
		t.Error("the card stays after the pick")
	}
	clock.Advance(3 * time.Second)
	if got := p.Session().Elapsed(); got != 3*time.Second {
		t.Errorf("the picked game's clock reads %v, want 3s", got)
	}
	g := p.Game()
	g.Reveal() // over: the next start is a first start again, offering hard
	p.Close()

	p, w, _ = firstStart(t, path, posted)
	content = w.Canvas().Content()
	if b := findButton(content, lang.L("level.hard")); b == nil || b.Importance != widget.HighImportance {
		t.Error("the card does not offer hard, the level last played, first")
	}
	w.Canvas().Focus(p.Board())
	typeKeyTo(w, fyne.KeyDown)
	typeKeyTo(w, fyne.KeyReturn)
	settle(p)
	if g := p.Game(); g.Level() != logic.Expert {
		t.Errorf("Down and Return on the card play a %v game, want expert", g.Level())
	}
	p.Close()

	_, w, _ = firstStart(t, path, posted) // a game to resume opens without the card
	if hasText(w.Canvas().Content(), lang.L("greet.title")) {
		t.Error("a resumed game opens with the level card")
	}
}

// typeKeyTo presses a key as the driver delivers it to w.
func typeKeyTo(w fyne.Window, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if o := w.Canvas().Focused(); o != nil {
		o.TypedKey(ev)
	} else {
		w.Canvas().OnTypedKey()(ev)
	}
}
