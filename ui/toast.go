package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The toast holds the words that go stale in a few seconds (a check's
// result, a mode changed, a game started) over the board's edge, as GNOME
// Sudoku's toasts do, instead of in the panel under the board: a panel
// that came for them and went would move the cells under the pointer, and
// one kept for them would make the board a line smaller for the rest of
// the game. It sits at the board's bottom edge, or at its top while the
// selection is in the bottom three rows, so that it hides no cell the
// player works on; taps pass through it to the board (nothing in it takes
// them), and it goes when its words expire. Words that stay (work under
// way, problems found) and hints keep the panel.

// toast is the board's toast: its words on a card.
type toast struct {
	box    *fyne.Container
	bg     *canvas.Rectangle
	words  *wrapLabel
	layout *toastLayout
}

// newToast returns a hidden toast over board.
func newToast(board *Board) *toast {
	t := &toast{words: newWrapLabel(), layout: &toastLayout{board: board}}
	t.bg = canvas.NewRectangle(color.Transparent)
	t.bg.StrokeWidth = 2
	t.bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	t.box = container.New(t.layout, t.bg, t.words)
	t.box.Hide()
	return t
}

// show shows text on a card of colour bg edged in edge, at the board's
// top edge when top is set; "" hides it.
func (t *toast) show(text string, top bool, bg, edge color.Color) {
	if t.words.raw == text && t.layout.top == top && t.box.Hidden == (text == "") &&
		t.bg.FillColor == bg && t.bg.StrokeColor == edge {
		return
	}
	t.layout.top = top
	t.bg.FillColor, t.bg.StrokeColor = bg, edge
	t.words.SetText(text)
	t.box.Hidden = text == ""
	t.box.Refresh() // lays the card out again for its words
}

// toastLayout lays the toast's card (objects[0]) and words (objects[1])
// out over the board's square: centred across it, as wide as its words
// up to the square's width less a margin, at its bottom edge or its top.
type toastLayout struct {
	board *Board // whose square the toast lies over
	top   bool
}

func (l *toastLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (l *toastLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	card, words := objects[0], objects[1].(*wrapLabel)
	side, origin := boardSquareWith(size, l.board.Coordinates)
	if side <= 0 {
		return
	}
	margin := side / 36 // a quarter of a cell
	widest := side - 2*margin
	natural := fyne.MeasureText(words.raw, theme.Size(theme.SizeNameText), words.TextStyle).Width +
		2*theme.InnerPadding() + 2
	width := min(widest, natural)
	height := words.heightFor(width)
	x := origin.X + (side-width)/2
	y := origin.Y + side - margin - height
	if l.top {
		y = origin.Y + margin
	}
	card.Move(fyne.NewPos(x, y))
	card.Resize(fyne.NewSize(width, height))
	words.Move(fyne.NewPos(x, y))
	words.Resize(fyne.NewSize(width, height))
}
