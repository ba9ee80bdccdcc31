package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

var (
	_ fyne.Widget     = (*picker)(nil)
	_ fyne.Focusable  = (*picker)(nil)
	_ desktop.Keyable = (*picker)(nil)
)

// picker is the number picker that opens at a tapped cell when
// Settings.Picker is on, as GNOME Sudoku's popover: the grid's digits
// (1-9 in the 3x3 order of a cell's notes; on another size in a box's
// shape, 16 in 4x4), then Erase and Notes. Its keys are
// the pad's: a digit goes to the session as PressDigit, Notes as
// ToggleNotes, so that a digit makes what the pad's would in the mark
// mode in force. A digit or Erase closes it; in notes (or a mark mode)
// it stays open for the next mark, its keys lit for the cell's marks.
// Escape or a tap outside closes it; any other key closes it and goes to
// the board, as if it had not been open.
type picker struct {
	widget.BaseWidget

	play   *Play
	keys   [sized.MaxN + 1]*widget.Button // 1-16, then Erase at 0
	notes  *widget.Button
	box    *fyne.Container
	digits *fyne.Container // the digits' keys, in the shape of a box
	shape  sized.Shape     // the grid's the keys are laid out for
	letter bool            // whether 10-16 are written as letters
	popup  *widget.PopUp
	cell   solver.Cell // the cell it is open at
}

// newPicker makes the number picker of p, closed.
func newPicker(p *Play) *picker {
	pk := &picker{play: p, cell: -1}
	side := 2 * theme.Size(theme.SizeNameInlineIcon) // an easy target, as the pad's keys
	square := func(b *widget.Button) fyne.CanvasObject {
		floor := canvas.NewRectangle(color.Transparent)
		floor.SetMinSize(fyne.NewSquareSize(side))
		return container.NewStack(floor, b)
	}
	digits := container.NewGridWithColumns(3)
	for d := 1; d <= sized.MaxN; d++ {
		digit := uint8(d)
		pk.keys[d] = widget.NewButton(strconv.Itoa(d), func() { pk.choose(digit) })
		digits.Add(square(pk.keys[d]))
	}
	pk.digits = digits
	pk.setShape(sized.Shape9, false)
	pk.keys[0] = widget.NewButtonWithIcon("", theme.ContentClearIcon(), func() { pk.choose(0) })
	pk.notes = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), pk.toggleNotes)
	pk.box = container.NewVBox(digits, container.NewGridWithColumns(2, square(pk.keys[0]), square(pk.notes)))
	pk.ExtendBaseWidget(pk)
	return pk
}

// setShape lays the digits' keys out for a grid of shape s: one a digit,
// in the shape of one of its boxes; 10-16 written as letters with
// letters.
func (pk *picker) setShape(s sized.Shape, letters bool) {
	s = shapeOrNine(s)
	if s == pk.shape && letters == pk.letter {
		return
	}
	pk.shape, pk.letter = s, letters
	for d := 1; d <= sized.MaxN; d++ {
		for _, o := range []fyne.CanvasObject{pk.digits.Objects[d-1], pk.keys[d]} {
			if d > s.N() {
				o.Hide()
			} else {
				o.Show()
			}
		}
		pk.keys[d].SetText(digitText(uint8(d), letters))
	}
	pk.digits.Layout = layout.NewGridLayoutWithColumns(s.BoxCols)
	pk.digits.Refresh()
}

// CreateRenderer shows the keys.
func (pk *picker) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(pk.box) }

// FocusGained is part of fyne.Focusable: the picker takes the keys while
// it is open.
func (pk *picker) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (pk *picker) FocusLost() {}

// TypedRune closes the picker and hands the character to the board.
func (pk *picker) TypedRune(r rune) {
	pk.close()
	pk.play.w.board.TypedRune(r)
}

// TypedKey closes the picker: Escape does nothing more, any other key
// goes on to the board.
func (pk *picker) TypedKey(ev *fyne.KeyEvent) {
	pk.close()
	if ev.Name != fyne.KeyEscape {
		pk.play.w.board.TypedKey(ev)
	}
}

// KeyDown is part of desktop.Keyable: the board keeps track of the keys
// held (Shift) while the picker is open.
func (pk *picker) KeyDown(ev *fyne.KeyEvent) { pk.play.w.board.KeyDown(ev) }

// KeyUp is part of desktop.Keyable.
func (pk *picker) KeyUp(ev *fyne.KeyEvent) { pk.play.w.board.KeyUp(ev) }

// open reports whether the picker is on show.
func (pk *picker) open() bool { return pk.popup != nil && pk.popup.Visible() }

// close puts the picker away, the keys going back to the board.
func (pk *picker) close() {
	if pk.open() {
		pk.popup.Hide()
	}
	pk.cell = -1
	pk.play.focusBoard()
}

// choose is a tap on a digit's key, or Erase's (0): the pad's verb for
// the selected cell, the tapped one. A digit in notes or a mark mode
// leaves the picker open for the next.
func (pk *picker) choose(d uint8) {
	v := pk.play.view
	keep := d != 0 && (v.Noting || v.Marking != 0)
	if !keep {
		pk.close()
	}
	pk.play.s.PressDigit(d)
	if pk.open() {
		pk.focus()
	}
}

// toggleNotes is the Notes key: notes mode on or off, as the pad's.
func (pk *picker) toggleNotes() {
	pk.play.s.ToggleNotes()
	if pk.open() {
		pk.focus()
	}
}

// focus gives the picker the keys.
func (pk *picker) focus() {
	if c := pk.play.win.Canvas(); c != nil {
		c.Focus(pk)
	}
}

// show opens the picker by cell c of the board, in view v.
func (pk *picker) show(c solver.Cell, v session.View) {
	if pk.popup == nil {
		pk.popup = widget.NewPopUp(pk, pk.play.win.Canvas())
	}
	pk.cell = c
	pk.update(v)
	pk.popup.Show()
	pk.focus()
}

// place puts the pop-up by its cell, where the board has it now: the
// panel under the board grows and shrinks with what it says, and the
// board with it.
func (pk *picker) place() {
	b := pk.play.w.board
	side, origin := b.square()
	n := float32(pk.shape.N())
	r, c := int(pk.cell)/pk.shape.N(), int(pk.cell)%pk.shape.N()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(origin).
		Add(fyne.NewPos(float32(c)*side/n, float32(r)*side/n))
	size := pk.popup.MinSize()
	pk.popup.Resize(size)
	pk.popup.Move(pickerPos(at, side/n, size, pk.popup.Canvas.Size()))
}

// update shows the view on the keys, enabled as the pad's and lit for
// what the cell holds in the mode in force (its digit, or its notes or
// marks of that kind), and puts the picker by its cell.
func (pk *picker) update(v session.View) {
	pk.setShape(v.Shape, pk.play.settings.Letters)
	cell := v.Cells[pk.cell]
	for d := uint8(1); int(d) <= pk.shape.N(); d++ {
		var on bool
		switch {
		case v.Noting || v.Marking == game.MarkNote:
			on = cell.Notes.Has(d)
		case v.Marking == game.MarkCorner:
			on = cell.Marks.Corner.Has(d)
		case v.Marking == game.MarkCentre:
			on = cell.Marks.Centre.Has(d)
		case v.Marking == game.MarkColour:
			on = cell.Marks.Colours.Has(d)
		default:
			on = cell.Digit == d
		}
		enable(pk.keys[d], v.Enabled.Keys[d])
		setImportance(pk.keys[d], on)
	}
	enable(pk.keys[0], v.Enabled.Keys[0])
	enable(pk.notes, v.Enabled.Notes)
	setImportance(pk.notes, v.Noting)
	pk.place()
}

// pickerPos places a picker of size pop by a cell whose top left corner
// is at, side across, inside an area (the canvas) of size area: under the
// cell, its middle in line with the cell's; over it when there is no room
// below; beside it when there is none above either; always inside the
// area as far as it fits.
func pickerPos(at fyne.Position, side float32, pop, area fyne.Size) fyne.Position {
	mid := at.Y + side/2 - pop.Height/2
	pos := fyne.NewPos(at.X+side/2-pop.Width/2, at.Y+side)
	switch {
	case pos.Y+pop.Height <= area.Height:
	case at.Y-pop.Height >= 0:
		pos.Y = at.Y - pop.Height
	case at.X+side+pop.Width <= area.Width:
		pos = fyne.NewPos(at.X+side, mid)
	default:
		pos = fyne.NewPos(at.X-pop.Width, mid)
	}
	pos.X = max(0, min(pos.X, area.Width-pop.Width))
	pos.Y = max(0, min(pos.Y, area.Height-pop.Height))
	return pos
}

// drawPicker opens the number picker where the view asks for it, and
// keeps one that is open in step with the view: its keys as the pad's,
// and closed once its cell is no longer the one selected, the digits
// are off (a covered board, a game over) or the setting is.
func (p *Play) drawPicker(v session.View) {
	if p.picker == nil {
		p.picker = newPicker(p)
	}
	pk := p.picker
	switch {
	case v.Picker && v.Selected >= 0 && p.settings.Picker:
		pk.show(v.Selected, v)
	case !pk.open():
	case v.Selected != pk.cell || !v.Enabled.Digits || !p.settings.Picker:
		pk.close()
	default:
		pk.update(v)
	}
}
