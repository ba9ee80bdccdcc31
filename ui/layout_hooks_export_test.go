package ui

import "fyne.io/fyne/v2"

// The layout's hooks for tests: compiled into the tests alone.

// BoardSide returns the side of the square the board's grid fills now.
func (p *Play) BoardSide() float32 {
	side, _ := boardSquare(p.w.board.Size())
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
