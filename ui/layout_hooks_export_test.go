package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// The layout's hooks for tests: compiled into the tests alone.

// BoardSide returns the side of the square the board's grid fills now.
func (p *Play) BoardSide() float32 {
	side, _ := p.w.board.square()
	return side
}

// PadKeyWidth returns the width of the pad's key of digit d now.
func (p *Play) PadKeyWidth(d uint8) float32 { return p.w.palette.keys[d].Size().Width }

// ToastBounds returns where the toast's card is on the canvas, and
// whether it is shown.
func (p *Play) ToastBounds() (fyne.Position, fyne.Size, bool) {
	c := p.w.toast.bg
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(c)
	return abs, c.Size(), p.w.toast.box.Visible()
}

// ExpireWords lets the words on show go stale now, as their timer would.
func (p *Play) ExpireWords() { p.s.ExpireStatus(p.view.StatusID) }

// Beside reports whether the last layout put the panel and the pad
// beside the board.
func (p *Play) Beside() bool { return p.w.layout.beside }

// Square returns the side and top-left corner of the square the grid
// fills in the board widget.
func (b *Board) Square() (float32, fyne.Position) { return b.square() }

// CoordinateTexts returns the row and column numbers the board shows.
func (b *Board) CoordinateTexts() []string {
	r := test.WidgetRenderer(b).(*boardRenderer)
	var out []string
	for _, t := range r.coords {
		if t.Visible() {
			out = append(out, t.Text)
		}
	}
	return out
}

// CurrentBeat returns the beat of the hint's walk on show, nil for none.
func (p *Play) CurrentBeat() *logic.Beat {
	h := p.view.Hint
	if h == nil || h.Beat == 0 {
		return nil
	}
	beats := p.beatsOf(h)
	return &beats[h.Beat-1]
}

// WalkBeats returns the beats of the hint's walk on show and the index of
// the one on show, -1 for none.
func (p *Play) WalkBeats() ([]logic.Beat, int) {
	h := p.view.Hint
	if h == nil {
		return nil, -1
	}
	return p.beatsOf(h), h.Beat - 1
}

// Palette returns the pad's container.
func (p *Play) Palette() *fyne.Container { return p.w.palette.box }

// Combos returns the line of the selected cage's combinations.
func (p *Play) Combos() *comboLine { return p.w.combos }
