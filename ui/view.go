package ui

import (
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// refresh copies the game's state, or the puzzle being entered, into the
// widgets.
func (p *Play) refresh() {
	g := p.g
	var left [10]int
	if p.entry != nil {
		left = p.viewEntry()
	} else {
		left = p.viewGame()
	}
	p.board.SameDigit = 0
	if s := p.board.Selected; s >= 0 && p.settings.SameDigit {
		p.board.SameDigit = p.board.Cells[s].Digit
	}
	if p.armed != 0 && p.settings.SameDigit {
		p.board.SameDigit = p.armed
	}
	p.board.Refresh()
	over := p.entry == nil && g.Over()
	p.palette.update(left, p.armed, p.noting, p.entry != nil || over, over)
	p.setEnabled("undo", g.CanUndo())
	p.setEnabled("redo", g.CanRedo())
	for _, k := range []string{"hint", "check", "answer"} { // nothing to ask of a covered board
		p.setEnabled(k, !g.Over() && !p.paused())
	}
	p.setEnabled("restart", true) // a game over plays again
	p.setEnabled("enter", p.entry == nil)
	p.tick()
}

// viewGame fills the board's cells from the game and returns how many of
// each digit are left to place.
func (p *Play) viewGame() (left [10]int) {
	g := p.g
	for d := range left {
		left[d] = 9
	}
	var marks [81]Mark
	if p.marks != nil { // a conflict outranks a mistake, as in the status line
		for _, c := range p.marks.Mistakes {
			marks[c] = Mistake
		}
		for _, c := range p.marks.ConflictCells() {
			marks[c] = Conflict
		}
	}
	var hinted logic.CellSet
	var struck [81]logic.Digits
	if p.hint != nil {
		units, cells := p.hint.Focus()
		for _, u := range units {
			for _, c := range u.Cells() {
				hinted.Add(c)
			}
		}
		for _, c := range cells {
			hinted.Add(c)
		}
		if s := p.hint.Step; s != nil && p.full {
			for _, c := range s.PatternCells() {
				hinted.Add(c)
			}
			for _, e := range s.Eliminations {
				struck[e.Cell] |= logic.DigitSet(e.Digit)
			}
		}
	}
	// A note of a digit shown in the cell's row, column or box is bad: the
	// candidates the digits allow lack it.
	cands := logic.NewBoard(g.Board()).Cands
	for c := solver.Cell(0); c < 81; c++ {
		d, notes := g.Digit(c), g.Notes(c)
		left[d] = max(0, left[d]-1) // a digit placed ten times leaves none, not -1
		p.board.Cells[c] = CellView{
			Digit: d, Given: g.IsGiven(c), Notes: notes, BadNotes: notes &^ cands[c],
			Mark: marks[c], Hinted: hinted.Has(c), Struck: struck[c], Revealed: p.revealed.Has(c),
		}
	}
	return left
}

// setLevel shows text where the level goes, and lays the top row out
// again for its width.
func (p *Play) setLevel(text string) {
	p.level.SetText(text)
	p.top.Refresh()
}

func (p *Play) setEnabled(key string, on bool) { enable(p.buttons[key], on) }

// tick shows the game's time; a puzzle being entered has none.
func (p *Play) tick() {
	if p.entry != nil {
		p.clock.SetText("")
		return
	}
	e := p.g.Elapsed().Round(time.Second)
	p.clock.SetText(formatDuration(e))
}

// formatDuration writes a duration as m:ss, or h:mm:ss past an hour.
func formatDuration(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// say shows a translated message in the status line.
func (p *Play) say(key string, data map[string]any) {
	if data == nil {
		p.status.SetText(lang.L(key))
		return
	}
	p.status.SetText(lang.L(key, data))
}

// report shows what went wrong with a verb, if anything.
func (p *Play) report(err error) {
	switch {
	case err == nil:
	case errors.Is(err, game.ErrFixedCell):
		p.say("status.given", nil)
	case errors.Is(err, game.ErrFilledCell):
		p.say("status.filled-cell", nil)
	case errors.Is(err, game.ErrGameOver):
		p.say("status.over", nil)
	case errors.Is(err, game.ErrNothingToUndo):
		p.say("status.nothing-to-undo", nil)
	case errors.Is(err, game.ErrNothingToRedo):
		p.say("status.nothing-to-redo", nil)
	default:
		p.status.SetText(err.Error())
	}
	p.focusBoard()
}

// focusBoard gives the board the keyboard after a button press.
func (p *Play) focusBoard() {
	if c := p.win.Canvas(); c != nil {
		c.Focus(p.board)
	}
}
