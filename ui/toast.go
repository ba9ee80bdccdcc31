package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The toast holds the words that go stale in a few seconds (a check's
// result, a mode changed, a game started) on a card over the panel's room,
// beside or under the board, never over it: a toast over the board hid
// givens the player was looking at. The panel's room is kept whether it
// has something to say or not, so the card moves nothing; taps pass
// through it (nothing in it takes them), and it goes when its words
// expire. Words that stay (work under way, problems found) and hints are
// the panel's own.

// toast is the toast: its words on a card.
type toast struct {
	box   *fyne.Container
	bg    *canvas.Rectangle
	words *wrapLabel
}

// newToast returns a hidden toast.
func newToast() *toast {
	t := &toast{words: newWrapLabel()}
	t.bg = canvas.NewRectangle(color.Transparent)
	t.bg.StrokeWidth = 2
	t.bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	t.box = container.New(toastLayout{}, t.bg, t.words)
	t.box.Hide()
	return t
}

// show shows text on a card of colour bg edged in edge; "" hides it.
func (t *toast) show(text string, bg, edge color.Color) {
	if t.words.raw == text && t.box.Hidden == (text == "") &&
		t.bg.FillColor == bg && t.bg.StrokeColor == edge {
		return
	}
	t.bg.FillColor, t.bg.StrokeColor = bg, edge
	t.words.SetText(text)
	t.box.Hidden = text == ""
	t.box.Refresh() // lays the card out again for its words
}

// toastLayout lays the toast's card (objects[0]) and words (objects[1])
// out at the top of the panel's room: as wide as the room, as tall as
// its words (taller than the room, they reach over the pad, never over
// the board).
type toastLayout struct{}

func (toastLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (toastLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	words := objects[1].(*wrapLabel)
	if size.Width <= 0 {
		return
	}
	height := words.heightFor(size.Width)
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, height))
	}
}
