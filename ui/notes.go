package ui

import "github.com/sudokudesktop/sudoku/solver"

// toggleNotes turns notes mode on or off: in notes mode the palette's
// digits and typed digits toggle pencil notes instead of placing digits.
func (p *Play) toggleNotes() {
	if p.entry != nil {
		return
	}
	p.noting = !p.noting
	switch {
	case p.noting && p.armed != 0:
		p.say("status.armed-note", map[string]any{"Digit": p.armed})
	case p.noting:
		p.say("status.notes-on", nil)
	case p.armed != 0:
		p.say("status.armed", map[string]any{"Digit": p.armed})
	default:
		p.say("status.notes-off", nil)
	}
	p.refresh()
	p.focusBoard()
}

// shiftDigit handles Shift and a digit key: it toggles that note in the
// selected cell, whatever the mode. Entering a puzzle takes no notes: the
// digit is placed.
func (p *Play) shiftDigit(d uint8) {
	if p.paused() {
		p.g.Resume()
		return
	}
	sel := p.board.Selected
	switch {
	case sel < 0:
		p.say("status.select-cell", nil)
	case p.entry != nil:
		p.place(sel, d)
	default:
		p.report(p.g.ToggleNote(sel, d))
	}
}

// tapCellSecondary handles a right click on a cell: it selects the cell
// and, with a digit armed on the palette, toggles that note there.
func (p *Play) tapCellSecondary(c solver.Cell) {
	if p.paused() {
		p.g.Resume()
		return
	}
	p.board.Selected = c
	switch {
	case p.entry != nil:
	case p.armed == 0:
		p.say("status.right-click", nil)
	case !p.g.IsGiven(c):
		p.report(p.g.ToggleNote(c, p.armed))
	}
	p.refresh()
	p.focusBoard()
}

// fillCandidates notes in every empty cell the digits its row, column and
// box allow, as one move that one Undo takes back.
func (p *Play) fillCandidates() {
	if p.entry != nil {
		return
	}
	before := p.g.AllNotes()
	if err := p.g.FillNotes(); err != nil {
		p.report(err)
		return
	}
	if p.g.AllNotes() == before {
		p.say("status.filled-already", nil)
	} else {
		p.say("status.filled", nil)
	}
	p.focusBoard()
}
