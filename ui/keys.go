package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sudoku/solver"
)

// bindKeys routes the keyboard: the board gets keys while it has focus,
// the canvas when nothing does, and shortcuts go through Fyne's shortcut
// API (Ctrl+Z and Ctrl+Y arrive as the standard undo and redo).
func (p *Play) bindKeys() {
	c := p.win.Canvas()
	c.SetOnTypedRune(p.typedRune)
	c.SetOnTypedKey(p.typedKey)
	undo := func(fyne.Shortcut) { p.report(p.g.Undo()) }
	redo := func(fyne.Shortcut) { p.report(p.g.Redo()) }
	c.AddShortcut(&fyne.ShortcutUndo{}, undo)
	c.AddShortcut(&fyne.ShortcutRedo{}, redo)
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, redo)
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.chooseLevel() })
}

// typedRune handles digits (0 erases) and H for a hint.
func (p *Play) typedRune(r rune) {
	if p.g.Paused() {
		p.g.Resume()
		return
	}
	switch {
	case r >= '1' && r <= '9':
		p.keyDigit(uint8(r - '0'))
	case r == '0':
		p.keyDigit(0)
	case r == 'h' || r == 'H':
		p.showHint()
	}
}

// keyDigit enters a digit from the keyboard into the selected cell.
func (p *Play) keyDigit(d uint8) {
	sel := p.board.Selected
	switch {
	case sel < 0:
		p.say("status.select-cell", nil)
	case d == 0:
		p.report(p.g.Erase(sel))
	default:
		p.report(p.g.Set(sel, d))
	}
}

// typedKey moves the selection with the arrows, Home and End, and erases
// with Delete and Backspace; Escape drops the selection and armed digit.
func (p *Play) typedKey(ev *fyne.KeyEvent) {
	if p.g.Paused() {
		p.g.Resume()
		return
	}
	sel := p.board.Selected
	if sel < 0 && ev.Name != fyne.KeyEscape {
		sel = solver.CellAt(4, 4) // the first key selects the centre
		p.board.Selected = sel
		p.refresh()
		if ev.Name != fyne.KeyDelete && ev.Name != fyne.KeyBackspace {
			return
		}
	}
	r, c := sel.Row(), sel.Col()
	switch ev.Name {
	case fyne.KeyUp:
		r = (r + 8) % 9
	case fyne.KeyDown:
		r = (r + 1) % 9
	case fyne.KeyLeft:
		c = (c + 8) % 9
	case fyne.KeyRight:
		c = (c + 1) % 9
	case fyne.KeyHome:
		c = 0
	case fyne.KeyEnd:
		c = 8
	case fyne.KeyDelete, fyne.KeyBackspace:
		p.report(p.g.Erase(sel))
		return
	case fyne.KeyEscape:
		p.board.Selected, p.armed = -1, 0
		p.refresh()
		return
	default:
		return
	}
	p.board.Selected = solver.CellAt(r, c)
	p.refresh()
}
