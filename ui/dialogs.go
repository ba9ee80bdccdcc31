package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// showDialog shows d over the window and keeps it, while it is open, on
// the stack of dialogs that the keyboard reaches: Escape dismisses the
// newest, Return confirms it when it asks a question (see dialogKey).
//
// Every dialog comes through here, and the session hears of each
// (DialogOpened, DialogClosed): while one is open the clock stands still
// and the board is covered, whatever the dialog, as the session decides.
func (p *Play) showDialog(d dialog.Dialog) {
	p.dialogs = append(p.dialogs, d)
	d.SetOnClosed(func() {
		p.dialogs = slices.DeleteFunc(p.dialogs, func(o dialog.Dialog) bool { return o == d })
		p.s.DialogClosed()
	})
	p.s.DialogOpened()
	d.Show()
}

// showHolding is showDialog: every dialog holds the clock now. It stays
// for the callers that asked for the hold by name.
func (p *Play) showHolding(d dialog.Dialog) { p.showDialog(d) }

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
