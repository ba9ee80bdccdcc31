package ui

import (
	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/solver"
)

// paste reads a puzzle from the clipboard, in any format solver.Parse
// reads, and plays it when it is proper (see playPuzzle). Text that is no
// puzzle is reported with the parser's words and changes nothing. While a
// puzzle is being entered, the pasted one replaces it first, so that a
// puzzle that cannot be played is there to mend.
func (p *Play) paste(cb fyne.Clipboard) {
	grid, err := solver.Parse(cb.Content())
	if err != nil {
		p.say("status.paste.bad", map[string]any{"Error": err.Error()})
		p.focusBoard()
		return
	}
	if p.entry != nil {
		p.entry.grid = grid
		p.refresh()
	}
	p.playPuzzle(grid)
	p.focusBoard()
}

// copyPuzzle puts the puzzle's givens on the clipboard, or the puzzle
// being entered, as one line of 81 characters with '.' for blanks.
func (p *Play) copyPuzzle(cb fyne.Clipboard) {
	grid := p.g.Givens()
	if p.entry != nil {
		grid = p.entry.grid
	}
	cb.SetContent(grid.String())
	p.say("status.copied", nil)
	p.focusBoard()
}

// clipboardOf returns the clipboard a copy or paste shortcut carries, or
// the app's.
func clipboardOf(s fyne.Shortcut) fyne.Clipboard {
	var cb fyne.Clipboard
	switch s := s.(type) {
	case *fyne.ShortcutPaste:
		cb = s.Clipboard
	case *fyne.ShortcutCopy:
		cb = s.Clipboard
	}
	if cb == nil {
		cb = fyne.CurrentApp().Clipboard()
	}
	return cb
}
