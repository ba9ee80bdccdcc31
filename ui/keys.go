package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudokudesktop/sudoku/game/session"
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
		p.w.tips.hideAll()
		if !p.covered() {
			p.w.board.TypedRune(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		p.w.tips.hideAll()
		if p.dialogKey(ev) || p.covered() {
			return
		}
		p.w.board.TypedKey(ev)
	})
	if dc, ok := c.(desktop.Canvas); ok {
		dc.SetOnKeyDown(func(ev *fyne.KeyEvent) { p.w.board.KeyDown(ev) })
		dc.SetOnKeyUp(func(ev *fyne.KeyEvent) { p.w.board.KeyUp(ev) })
	}
	// Shortcuts go to the session's keyboard verbs, which decide that one
	// on a paused board only resumes the game, as any key does.
	on := func(s fyne.Shortcut, f func(fyne.Shortcut)) {
		c.AddShortcut(s, func(s fyne.Shortcut) {
			if !p.covered() {
				f(s)
			}
		})
	}
	undo := func(fyne.Shortcut) { p.s.Undo() }
	redo := func(fyne.Shortcut) { p.s.Redo() }
	on(&fyne.ShortcutUndo{}, undo)
	on(&fyne.ShortcutRedo{}, redo)
	on(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, redo)
	on(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.s.ChooseLevel() })
	on(&fyne.ShortcutPaste{}, func(s fyne.Shortcut) { p.s.KeyPaste(p.clipboardOf(s).Content()) })
	on(&fyne.ShortcutCopy{}, func(s fyne.Shortcut) { p.clip = p.clipboardOf(s); p.s.KeyCopy() })
}

// typedRune handles digits (0 erases), H for a hint and N for notes mode.
// Shift and a digit key come to the board's OnShiftDigit instead.
func (p *Play) typedRune(r rune) {
	p.w.tips.hideAll() // the player is at the keyboard: no tip over the board
	switch {
	case r >= '0' && r <= '9':
		p.s.KeyDigit(uint8(r - '0'))
	case r == 'h' || r == 'H':
		p.s.Hint()
	case r == 'n' || r == 'N':
		p.s.ToggleNotes()
	case r == 'p' || r == 'P':
		p.s.TogglePause()
	case r == '.' || r == '>':
		p.s.NextBeat()
	case r == ',' || r == '<':
		p.s.PrevBeat()
	case r == '/':
		p.s.WholeStep()
	default:
		p.s.Resume() // any key uncovers a paused board (see session.Session.OtherKey)
	}
}

// moves are the keys that move the selection.
var moves = map[fyne.KeyName]session.Direction{
	fyne.KeyUp: session.Up, fyne.KeyDown: session.Down, fyne.KeyLeft: session.Left,
	fyne.KeyRight: session.Right, fyne.KeyHome: session.Home, fyne.KeyEnd: session.End,
}

// typedKey moves the selection with the arrows, Home and End, and erases
// with Delete and Backspace; Escape drops the selection and armed digit.
// Other keys do nothing here: characters come to typedRune, and a key
// that types one arrives as both. Any other key but a modifier goes to
// the session as OtherKey, which resumes a paused game: a modifier alone
// does not, so that the shortcut it is held for (Ctrl+Z) is the key
// that resumes, and resumes only.
func (p *Play) typedKey(ev *fyne.KeyEvent) {
	p.w.tips.hideAll() // the player is at the keyboard: no tip over the board
	if p.w.greet.key(p, ev.Name) || p.w.solved.key(p, ev.Name) {
		return
	}
	if dir, ok := moves[ev.Name]; ok {
		p.s.MoveSelection(dir)
		return
	}
	switch ev.Name {
	case fyne.KeyDelete, fyne.KeyBackspace:
		p.s.EraseSelected()
	case fyne.KeyEscape: // puts a hint away, or drops the selection
		p.s.Escape()
	case fyne.KeyReturn, fyne.KeyEnter: // applies the hint on show
		p.s.ConfirmKey()
	default:
		if !modifiers[ev.Name] {
			p.s.OtherKey() // the view's KeyTaken drops the character it types
		}
	}
}

// modifiers are the keys held for another: pressed alone, they do not
// resume a paused game.
var modifiers = map[fyne.KeyName]bool{
	desktop.KeyShiftLeft: true, desktop.KeyShiftRight: true, desktop.KeyControlLeft: true,
	desktop.KeyControlRight: true, desktop.KeyAltLeft: true, desktop.KeyAltRight: true,
	desktop.KeySuperLeft: true, desktop.KeySuperRight: true,
}

// clipboardOf returns the clipboard a copy or paste shortcut carries, or
// the app's.
func (p *Play) clipboardOf(s fyne.Shortcut) fyne.Clipboard {
	var cb fyne.Clipboard
	switch s := s.(type) {
	case *fyne.ShortcutPaste:
		cb = s.Clipboard
	case *fyne.ShortcutCopy:
		cb = s.Clipboard
	}
	if cb == nil {
		cb = p.app.Clipboard()
	}
	return cb
}
