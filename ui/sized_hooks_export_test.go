package ui

// Hooks for the tests of grids of other sizes than 9x9: the pad alone,
// and the play area shown as though its game were of another shape. They
// are compiled into the tests alone, and are no API of the package.

import (
	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/solver/sized"
)

// NewPad returns the pad of a grid of shape s in app, its digits written
// as letters from 10 on with letters, every key enabled, each digit with
// left[d] to place, and in notes mode with noting.
func NewPad(app fyne.App, s sized.Shape, letters, noting bool, left [sized.MaxN + 1]int) fyne.CanvasObject {
	p := newPalette(app, func(uint8) {}, func() {}, func() {})
	p.setShape(s, letters)
	var keys [sized.MaxN + 1]bool
	for i := range keys {
		keys[i] = true
	}
	p.update(left, keys, 0, noting, true)
	p.updateMarks(0, true, false)
	return p.box
}

// PadInColumn lays pad, as NewPad returns it, out in the column beside
// the board (true) or in the row under it.
func PadInColumn(pad fyne.CanvasObject, column bool) {
	pad.(*fyne.Container).Layout.(*padLayout).column = column
	pad.Refresh()
}

// ShowShape shows the play area's board and pad as of a grid of shape s,
// until the next draw (which takes the view's shape again).
func (p *Play) ShowShape(s sized.Shape, letters bool) {
	p.w.board.Shape, p.w.board.Letters = s, letters
	p.w.palette.setShape(s, letters)
	p.w.board.Refresh()
	p.w.palette.box.Refresh()
}

// PadKeys returns the pad's visible digit keys, 1 up, and its other keys.
func (p *Play) PadKeys() (digits, others []fyne.CanvasObject) {
	for d := 1; d <= sized.MaxN; d++ {
		if p.w.palette.items[d].Visible() {
			digits = append(digits, p.w.palette.keys[d])
		}
	}
	return digits, []fyne.CanvasObject{p.w.palette.keys[0], p.w.palette.notes, p.w.palette.mode}
}
