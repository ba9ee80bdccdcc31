package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudokudesktop/sudoku/solver"
)

// bindKeys routes the keyboard: the board gets keys while it has focus,
// and the canvas passes them to the board when nothing does, so that the
// board alone tracks Shift. Shortcuts go through Fyne's shortcut API
// (Ctrl+Z and Ctrl+Y arrive as the standard undo and redo, Ctrl+C and
// Ctrl+V as copy and paste). While a dialog or pop-up is open, keys and
// shortcuts are its own: Escape and Return go to the dialog (see
// dialogKey), and nothing reaches the game behind it.
func (p *Play) bindKeys() {
	c := p.win.Canvas()
	c.SetOnTypedRune(func(r rune) {
		if !p.covered() {
			p.board.TypedRune(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if p.dialogKey(ev) || p.covered() {
			return
		}
		p.board.TypedKey(ev)
	})
	if dc, ok := c.(desktop.Canvas); ok {
		dc.SetOnKeyDown(p.board.KeyDown)
		dc.SetOnKeyUp(p.board.KeyUp)
	}
	on := func(s fyne.Shortcut, f func(fyne.Shortcut)) {
		c.AddShortcut(s, func(s fyne.Shortcut) {
			if !p.covered() {
				f(s)
			}
		})
	}
	undo := func(fyne.Shortcut) { p.undo() }
	redo := func(fyne.Shortcut) { p.redo() }
	on(&fyne.ShortcutUndo{}, undo)
	on(&fyne.ShortcutRedo{}, redo)
	on(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, redo)
	on(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.chooseLevel() })
	on(&fyne.ShortcutPaste{}, func(s fyne.Shortcut) { p.paste(clipboardOf(s)) })
	on(&fyne.ShortcutCopy{}, func(s fyne.Shortcut) { p.copyPuzzle(clipboardOf(s)) })
}

// typedRune handles digits (0 erases), H for a hint and N for notes mode.
// Shift and a digit key come to shiftDigit instead (see Board).
func (p *Play) typedRune(r rune) {
	if p.paused() {
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
	case r == 'n' || r == 'N':
		p.toggleNotes()
	}
}

// keyDigit enters a digit from the keyboard into the selected cell, or
// toggles the note in notes mode.
func (p *Play) keyDigit(d uint8) {
	sel := p.board.Selected
	switch {
	case sel < 0:
		p.say("status.select-cell", nil)
	case d == 0:
		p.erase(sel)
	default:
		p.place(sel, d)
	}
}

// typedKey moves the selection with the arrows, Home and End, and erases
// with Delete and Backspace; Escape drops the selection and armed digit.
// Other keys do nothing here: characters come to typedRune, and a key
// that types one arrives as both. While the game is paused, any key
// resumes it and does nothing else.
func (p *Play) typedKey(ev *fyne.KeyEvent) {
	var ours bool
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd,
		fyne.KeyDelete, fyne.KeyBackspace, fyne.KeyEscape:
		ours = true
	}
	if p.paused() { // any key resumes, and does nothing else
		p.g.Resume()
		if !ours {
			p.board.dropKeyRune()
		}
		return
	}
	if !ours {
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
		p.erase(sel)
		return
	case fyne.KeyEscape:
		p.board.Selected, p.armed = -1, 0
		p.refresh()
		return
	}
	p.board.Selected = solver.CellAt(r, c)
	p.refresh()
}
