package ui

import (
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// paused reports whether the game is paused, its board covered. A game
// put aside while a puzzle is entered is paused but not covered.
func (p *Play) paused() bool { return p.entry == nil && p.g.Paused() }

// pause and unpause follow the app into the background and back: the game
// put aside while a puzzle is entered stays paused.
func (p *Play) pause() {
	if p.entry == nil {
		p.g.Pause()
	}
}

func (p *Play) unpause() {
	if p.entry == nil {
		p.g.Resume()
	}
}

// place puts digit d in cell c: a given while entering a puzzle, a note
// in notes mode, else an entry.
func (p *Play) place(c solver.Cell, d uint8) {
	switch {
	case p.entry != nil:
		p.entry.grid[c] = d
		p.refresh()
	case p.noting:
		p.report(p.g.ToggleNote(c, d))
	default:
		p.report(p.g.Set(c, d))
	}
}

// erase clears cell c: its entry and notes, or the given being entered.
func (p *Play) erase(c solver.Cell) {
	if p.entry != nil {
		p.entry.grid[c] = 0
		p.refresh()
		return
	}
	p.report(p.g.Erase(c))
}

func (p *Play) undo() {
	if p.entry == nil {
		p.report(p.g.Undo())
	}
}

func (p *Play) redo() {
	if p.entry == nil {
		p.report(p.g.Redo())
	}
}

// tapCell selects a cell, or places the armed digit there.
func (p *Play) tapCell(c solver.Cell) {
	if p.paused() {
		p.g.Resume()
		return
	}
	p.board.Selected = c
	if p.armed != 0 && (p.entry != nil || !p.g.IsGiven(c)) {
		p.place(c, p.armed)
	}
	p.refresh()
	p.focusBoard()
}

// deselect drops the selected cell, so that a palette digit arms for
// tapping cells again.
func (p *Play) deselect() {
	if p.board.Selected >= 0 {
		p.board.Selected = -1
		p.refresh()
	}
}

// pressDigit handles a palette key: with a cell selected it fills the cell
// (0 erases), or in notes mode toggles the note; with none, it arms the
// digit for tapping cells, or disarms it when pressed again. While a digit
// is armed the keys arm and disarm, though tapping cells has selected one.
func (p *Play) pressDigit(d uint8) {
	sel := p.board.Selected
	switch {
	case sel >= 0 && p.armed == 0 && d == 0:
		p.erase(sel)
	case sel >= 0 && p.armed == 0:
		p.place(sel, d)
	case d == 0 || d == p.armed:
		p.armed = 0
		p.say("status.select-cell", nil)
		p.refresh()
	case p.noting && p.entry == nil:
		p.armed = d
		p.say("status.armed-note", map[string]any{"Digit": d})
		p.refresh()
	default:
		p.armed = d
		p.say("status.armed", map[string]any{"Digit": d})
		p.refresh()
	}
	p.focusBoard()
}

// restart takes the game back to its givens. Restarting a finished game
// plays it again, so the statistics count a new game; restarting one in
// progress is the same game.
func (p *Play) restart() {
	again := p.g.Over()
	p.g.Restart()
	if again {
		p.recordStats(nil, p.g.Level())
	}
	p.say("status.restarted", nil)
	p.focusBoard()
}

func (p *Play) check() {
	r := p.g.Check()
	p.marks = &r
	switch {
	case len(r.Conflicts) > 0:
		p.say("status.check.conflicts", map[string]any{"Count": len(r.ConflictCells()), "Empty": r.Empty})
	case len(r.Mistakes) > 0:
		p.say("status.check.mistakes", map[string]any{"Count": len(r.Mistakes), "Empty": r.Empty})
	default:
		p.say("status.check.clean", map[string]any{"Empty": r.Empty})
	}
	p.refresh()
	p.focusBoard()
}

// showHint asks for a hint that names the technique and where; a second
// press on the same position gives the whole step.
func (p *Play) showHint() {
	if p.entry != nil {
		return
	}
	depth := logic.Which
	if p.hint != nil {
		depth = logic.Full
	}
	h, err := p.g.Hint(depth, true)
	if err != nil {
		p.report(err)
		return
	}
	p.hint, p.full = &h, depth == logic.Full
	p.status.SetText(h.Text(depth, stepLanguage()))
	if p.full { // select the cell to act on: the digit goes in, or the mistake goes out, with one key
		switch {
		case h.Kind != logic.NextStep:
			p.board.Selected = h.Cell
		case len(h.Step.Placements) > 0:
			p.board.Selected = h.Step.Placements[0].Cell
		}
	}
	p.refresh()
	p.focusBoard()
}

func (p *Play) confirmAnswer() {
	d := dialog.NewConfirm(lang.L("dialog.answer.title"), lang.L("dialog.answer.message"), func(ok bool) {
		if ok {
			p.report(p.g.Reveal())
			p.say("status.revealed", nil)
		}
	}, p.win)
	d.SetConfirmText(lang.L("dialog.answer.show"))
	d.SetDismissText(lang.L("dialog.keep"))
	p.showDialog(d)
}

func (p *Play) won(ev game.Event) {
	msg := lang.L("dialog.won.message", map[string]any{
		"Level": levelName(ev.Level.String()), "Time": formatDuration(ev.Elapsed.Round(time.Second)),
	})
	p.status.SetText(msg)
	p.showDialog(dialog.NewInformation(lang.L("dialog.won.title"), msg, p.win))
}
