package ui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// entry is a puzzle the player is entering: the givens so far, and the
// game put aside meanwhile, to go back to on Cancel as it was.
type entry struct {
	grid   solver.Grid
	prev   *game.Game
	paused bool // prev was paused before: it stays so on Cancel
	noting bool // notes mode was on: it comes back after
}

// enterPuzzle shows an empty board on which the player types the givens
// of a puzzle of their own, with the palette, the keys and Erase as in
// play; Start checks it and plays it, Cancel goes back to the game. The
// game is paused meanwhile and neither redraws nor saves.
func (p *Play) enterPuzzle() {
	if p.entry != nil {
		p.focusBoard()
		return
	}
	if p.cancel != nil { // a puzzle being made would end the entering
		p.cancel()
		p.cancel = nil
	}
	prev := p.g
	p.entry = &entry{prev: prev, paused: prev.Paused(), noting: p.noting}
	prev.OnChange = nil
	prev.Pause()
	p.armed, p.marks, p.hint, p.noting = 0, nil, nil, false
	p.board.Selected = -1
	p.cover.Hide()
	p.tools.Hide()
	p.entryTools.Show()
	p.bottom.Refresh() // lays the rows out again
	p.setLevel(lang.L("label.entering"))
	p.say("status.entry.start", nil)
	p.refresh()
	p.focusBoard()
}

// leaveEntry puts the game's buttons back; the caller plays a game.
func (p *Play) leaveEntry() {
	if p.entry == nil {
		return
	}
	p.noting = p.entry.noting
	p.entry = nil
	p.entryTools.Hide()
	p.tools.Show()
	p.bottom.Refresh() // lays the rows out again
}

// cancelEntry drops the puzzle being entered and goes back to the game
// as it was left.
func (p *Play) cancelEntry() {
	e := p.entry
	if e == nil {
		return
	}
	p.leaveEntry()
	p.armed = 0
	p.board.Selected = -1
	p.g.OnChange = p.changed
	if !e.paused {
		p.g.Resume()
	}
	p.cover.Hidden = !p.g.Paused()
	p.cover.Refresh()
	p.setLevel(levelName(p.g.Level().String()))
	p.refresh()
	p.say("status.entry.cancelled", nil)
	p.focusBoard()
}

// startEntry plays the puzzle entered, when it is proper.
func (p *Play) startEntry() {
	if p.entry != nil {
		p.playPuzzle(p.entry.grid)
	}
	p.focusBoard()
}

// viewEntry fills the board's cells from the puzzle being entered, every
// digit a given and repeated digits marked, and returns how many of each
// digit are left to place.
func (p *Play) viewEntry() (left [10]int) {
	grid := &p.entry.grid
	for d := range left {
		left[d] = 9
	}
	for c := solver.Cell(0); c < 81; c++ {
		d := grid[c]
		left[d] = max(0, left[d]-1)
		cv := CellView{Digit: d, Given: d != 0}
		if d != 0 {
			for _, o := range logic.Peers(c).Cells() {
				if grid[o] == d {
					cv.Mark = Conflict
					break
				}
			}
		}
		p.board.Cells[c] = cv
	}
	return left
}

// playPuzzle starts a game of grid at the level the logic engine rates it,
// when it has exactly one solution. Otherwise the status line says why
// (naming two cells that break a rule, when some do) and nothing changes.
func (p *Play) playPuzzle(grid solver.Grid) bool {
	if err := grid.Conflict(); err != nil {
		var ce *solver.ConflictError
		if errors.As(err, &ce) {
			p.say("status.puzzle.conflict", map[string]any{
				"A": ce.A.String(), "B": ce.B.String(), "Digit": ce.Digit, "Unit": lang.L("unit." + ce.Unit),
			})
		} else {
			p.status.SetText(err.Error())
		}
		return false
	}
	switch solver.Count(grid, 2) {
	case 0:
		p.say("status.puzzle.none", nil)
		return false
	case 2:
		p.say("status.puzzle.several", nil)
		return false
	}
	r, err := logic.Rate(grid)
	var g *game.Game
	if err == nil {
		g, err = game.New(grid, r.Level, p.opts.Clock)
	}
	if err != nil { // cannot happen: the puzzle is proper
		p.status.SetText(err.Error())
		return false
	}
	if p.cancel != nil { // a puzzle being made would replace this one
		p.cancel()
		p.cancel = nil
	}
	p.start(g)
	p.say("status.puzzle.started", map[string]any{"Level": levelName(r.Level.String())})
	return true
}
