package game

import (
	"github.com/sudokudesktop/sudoku/solver"
)

// Restart plays the same puzzle again from its givens: it clears the
// entries, the notes and marks, the checkpoints, the history and the time, and the won and given-up
// marks, and fires EventRestart with the cells it cleared. The timer starts
// from zero, or stays stopped at zero while the game is paused. The hints
// taken stay counted while the game is being played, and are forgotten
// when it was over (see Hints).
func (g *Game) Restart() {
	var cells []solver.Cell
	for c := range solver.Cell(g.size) {
		if g.state(c) != (cellState{}) {
			cells = append(cells, c)
		}
	}
	g.entries = cellDigits{}
	g.notes = cellNotes{}
	g.marks = cellMarks{}
	g.checkpoints = nil
	g.undo.clear()
	g.redo.clear()
	g.startEntries, g.startNotes, g.startMarks = cellDigits{}, cellNotes{}, cellMarks{}
	if g.Over() {
		g.hints, g.tally = 0, Tally{}
	}
	g.hinted = false
	g.won, g.givenUp = false, false
	g.timer.stop()
	g.timer.total = 0
	g.timer.start()
	g.emit(EventRestart, cells)
}
