package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudokudesktop/sudoku/game"
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
	on(&fyne.ShortcutSelectAll{}, func(fyne.Shortcut) { p.s.SelectAll() })
	on(&desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.showTrainer() })
	// Quit works paused too, as the menu's item does.
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.quit() })
	p.bindAidKeys(on)
	// SudokuPad's Ctrl+digit is a centre mark; Ctrl+Shift+digit is the
	// mark Shift+digit does not make (see shiftDigit).
	for d := uint8(1); d <= 9; d++ {
		key := fyne.KeyName(rune('0' + d))
		on(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.s.CentreDigit(d) })
		on(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
			func(fyne.Shortcut) { p.ctrlShiftDigit(d) })
	}
}

// shiftDigit is Shift and a digit key: a 3x3 note, as always, or with
// the SudokuPad keys setting a corner mark, as SudokuPad has it.
func (p *Play) shiftDigit(d uint8) {
	if p.settings.ShiftCorner {
		p.s.CornerDigit(d)
		return
	}
	p.s.ShiftDigit(d)
}

// ctrlShiftDigit is Ctrl, Shift and a digit key: the mark Shift and the
// digit does not make, a corner mark or, with the SudokuPad keys, a note.
func (p *Play) ctrlShiftDigit(d uint8) {
	if p.settings.ShiftCorner {
		p.s.ShiftDigit(d)
		return
	}
	p.s.CornerDigit(d)
}

// markModes are the keys of the mark modes, as in SudokuPad.
var markModes = map[rune]game.MarkKind{
	'z': 0, 'Z': 0, 'x': game.MarkCorner, 'X': game.MarkCorner,
	'c': game.MarkCentre, 'C': game.MarkCentre, 'v': game.MarkColour, 'V': game.MarkColour,
}

// nextMarkMode is the pad's mode control: digits, corner, centre, colour,
// and round again.
func (p *Play) nextMarkMode() {
	next := map[game.MarkKind]game.MarkKind{
		0: game.MarkCorner, game.MarkNote: game.MarkCorner, game.MarkCorner: game.MarkCentre,
		game.MarkCentre: game.MarkColour, game.MarkColour: 0,
	}
	p.s.SetMarkMode(next[p.view.Marking])
}

// typedDigit handles a digit typed (0 erases): 0-9, and on a grid of
// more than nine digits the letters A-G for 10-16 (see Board.OnTypedDigit),
// which there take the place of the shortcuts on those letters.
func (p *Play) typedDigit(d uint8) {
	p.w.tips.hideAll() // the player is at the keyboard: no tip over the board
	p.s.KeyDigit(d)
}

// typedRune handles digits (0 erases), H for a hint, N for notes mode, P
// to pause, Z, X, C and V for the mark modes (digits, corner, centre,
// colour, as in SudokuPad), K to set a checkpoint and B to go back to it,
// M to show a knight's or king's reach (see toggleReach).
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
	case r == 'k' || r == 'K':
		p.s.SetCheckpoint()
	case r == 'b' || r == 'B':
		p.s.BackToCheckpoint()
	case r == 'm' || r == 'M':
		p.toggleReach()
	case markModes[r] != 0 || r == 'z' || r == 'Z':
		p.s.SetMarkMode(markModes[r])
	case r == '.' || r == '>':
		p.s.NextBeat()
	case r == ',' || r == '<':
		p.s.PrevBeat()
	case r == '/':
		p.s.WholeStep()
	case r == '?': // "why not…?": the next digit asks about the selected cell
		p.s.AskWhyNot()
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
		if p.w.board.ShiftHeld() { // Shift and an arrow: the selection grows
			p.s.ExtendSelection(dir)
			return
		}
		p.s.MoveSelection(dir)
		return
	}
	switch ev.Name {
	case fyne.KeyDelete, fyne.KeyBackspace:
		p.s.EraseSelected()
	case fyne.KeyEscape: // puts a hint away, or drops the selection
		p.s.Escape()
	case fyne.KeyReturn, fyne.KeyEnter: // applies the hint on show, or closes the cage being formed
		if p.view.Mode == session.Entering {
			p.s.CloseCage()
		} else {
			p.s.ConfirmKey()
		}
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

// quit is Ctrl+Q: what the Game menu's Quit does, the action the driver
// gave it, or, with none (a test's window), closing the window.
func (p *Play) quit() {
	if it := p.w.menu["quit"]; it != nil && it.Action != nil {
		it.Action()
		return
	}
	p.win.Close()
}
