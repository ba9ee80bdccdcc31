package ui_test

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestFirstStartOffersLevels: the game started straight into a medium
// puzzle. On a first start, with no saved game to resume, the levels New
// offers open over the board, and a pick plays that level; a resumed game
// opens without them.
func TestFirstStartOffersLevels(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	test.NewTempApp(t)
	posted := make(chan func(), 64)
	open := func() (*ui.Play, fyne.Window) {
		w := test.NewTempWindow(t, nil)
		w.Resize(defaultSize)
		p := ui.NewPlay(w, ui.Options{SavePath: path, Clock: newFakeClock(), Rand: rand.New(rand.NewPCG(1, 2)),
			Post: func(f func()) { posted <- f }})
		p.Greet()
		return p, w
	}

	p, w := open()
	var menu *widget.PopUpMenu
	for _, o := range objects(w.Canvas().Overlays().Top()) {
		if m, ok := o.(*widget.PopUpMenu); ok {
			menu = m
		}
	}
	if menu == nil {
		t.Fatal("the first start shows no levels over the board")
	}
	board := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.Board())
	at, size := fyne.CurrentApp().Driver().AbsolutePositionForObject(menu), menu.Size()
	if at.X < board.X || at.Y < board.Y || at.X+size.Width > board.X+p.Board().Size().Width {
		t.Errorf("the levels lie at %v, %v, not over the board at %v, %v", at, size, board, p.Board().Size())
	}
	easy := lang.L("level.easy")
	var item *canvas.Text
	for _, o := range objects(menu) {
		if t, ok := o.(*canvas.Text); ok && t.Text == easy {
			item = t
		}
	}
	if item == nil {
		t.Fatalf("no %q among the levels offered", easy)
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(item)
	test.TapCanvas(w.Canvas(), pos.AddXY(item.Size().Width/2, item.Size().Height/2))
	p.Session().Wait()
	for len(posted) > 0 {
		(<-posted)()
	}
	if g := p.Game(); g.Level() != logic.Easy {
		t.Errorf("picking %q plays a %v game", easy, g.Level())
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the levels stay open after the pick")
	}
	p.Close()

	_, w = open() // the next start resumes the game picked
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a resumed game opens with %T over it", top)
	}
}
