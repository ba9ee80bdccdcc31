package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/sudokudesktop/sudoku/game/session"
)

// showDialog shows d over the window and keeps it, while it is open, on
// the stack of dialogs that the keyboard reaches: Escape dismisses the
// newest, Return confirms it when it asks a question (see dialogKey).
func (p *Play) showDialog(d dialog.Dialog) {
	p.dialogs = append(p.dialogs, d)
	d.SetOnClosed(func() {
		p.dialogs = slices.DeleteFunc(p.dialogs, func(o dialog.Dialog) bool { return o == d })
	})
	d.Show()
}

// showHolding shows d like showDialog and, when a game is running, stops
// its clock while d is open: reading the help or the settings, or picking
// a file, is not playing. The board is covered as for a pause, and the
// game goes on when d closes.
func (p *Play) showHolding(d dialog.Dialog) {
	held := p.view.Mode == session.Playing && !p.view.Paused && !p.view.Over
	if held {
		p.s.Pause()
		d.SetOnClosed(func() { p.s.Resume() })
	}
	p.showDialog(d)
}

// showError shows err in a dialog.
func (p *Play) showError(err error) { p.showDialog(dialog.NewError(err, p.win)) }

// covered reports whether a dialog or a pop-up lies over the board. Keys
// and shortcuts then belong to it: none reach the game behind.
func (p *Play) covered() bool {
	c := p.win.Canvas()
	return c != nil && c.Overlays().Top() != nil
}

// dialogKey handles a key that reached the window while a dialog is open
// and nothing in it took the key: Escape dismisses the newest dialog,
// Return or Enter confirms it when it is a question or a form, and closes
// any other (a message, help). It reports
// whether the key was used.
func (p *Play) dialogKey(ev *fyne.KeyEvent) bool {
	if len(p.dialogs) == 0 {
		return false
	}
	top := p.dialogs[len(p.dialogs)-1]
	switch ev.Name {
	case fyne.KeyEscape:
		top.Dismiss()
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		switch d := top.(type) {
		case *dialog.ConfirmDialog:
			d.Confirm()
			return true
		case *dialog.FormDialog:
			d.Submit()
			return true
		default: // a message, or a window of text: Return closes it
			d.Hide()
			return true
		}
	}
	return false
}
