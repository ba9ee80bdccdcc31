package game

import "github.com/sudokudesktop/sudoku/solver"

// Reveal gives the game up: it fills every cell with the solution, clearing
// all notes, marks the game given up, stops the timer and fires
// EventReveal with the cells it changed. The session asks the player to
// confirm first. The reveal is recorded in the history, but a game given
// up takes no Undo: Restart plays the puzzle again.
func (g *Game) Reveal() error {
	if g.Over() {
		return ErrGameOver
	}
	m := move{kind: moveReveal}
	for c := range solver.Cell(g.size) {
		if g.givens[c] != 0 {
			continue
		}
		after := cellState{digit: g.solution[c]}
		if before := g.state(c); before != after {
			m.changes = append(m.changes, change{c, before, after})
		}
	}
	g.apply(&m)
	g.undo.push(m)
	g.redo.clear()
	g.bound()
	g.givenUp = true
	g.timer.stop()
	g.emit(EventReveal, m.cells())
	return nil
}
