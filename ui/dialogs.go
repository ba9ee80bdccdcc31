package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
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
// Return or Enter confirms it when it is a question or a form. It reports
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
		}
	}
	return false
}

// unlessPlaying runs then at once when no game is in progress (none
// started, none with a move to undo, or one over); otherwise it asks
// first, in the words of the dialog.<what>.* keys, and runs then only if
// the player goes ahead.
func (p *Play) unlessPlaying(what string, then func()) {
	if p.entry != nil || p.g == nil || p.g.Over() || !p.g.CanUndo() {
		then()
		return
	}
	d := dialog.NewConfirm(lang.L("dialog."+what+".title"), lang.L("dialog."+what+".message"), func(ok bool) {
		if ok {
			then()
		}
	}, p.win)
	d.SetConfirmText(lang.L("dialog." + what + ".ok"))
	d.SetDismissText(lang.L("dialog.keep"))
	p.showDialog(d)
}
