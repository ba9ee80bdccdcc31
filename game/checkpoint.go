package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// MaxCheckpoints is how many checkpoints a game keeps: setting one more
// forgets the oldest.
const MaxCheckpoints = 64

// position is what every cell shows at one moment.
type position [sized.MaxCells]cellState

// position returns what every cell shows now.
func (g *Game) position() position {
	var p position
	for c := range solver.Cell(g.size) {
		p[c] = g.state(c)
	}
	return p
}

// SetCheckpoint remembers the position now, before a guess, for
// BackToCheckpoint to come back to; checkpoints stack, the last set is the
// first gone back to. It is no move: Undo does not take it back.
func (g *Game) SetCheckpoint() error {
	if g.Over() {
		return ErrGameOver
	}
	if len(g.checkpoints) >= MaxCheckpoints {
		g.checkpoints = append(g.checkpoints[:0:0], g.checkpoints[1:]...)
	}
	g.checkpoints = append(g.checkpoints, g.position())
	return nil
}

// Checkpoints returns how many checkpoints are set.
func (g *Game) Checkpoints() int { return len(g.checkpoints) }

// BackToCheckpoint takes the board back to the last checkpoint set, and
// keeps it, so that another branch can be tried from the same point:
// every cell changed since goes back, as one move that Undo takes back.
// On the checkpoint itself, with nothing changed since, it forgets that
// checkpoint and goes back to the one set before, if any. It fires
// EventErase, or EventWon in the odd case that the checkpoint is the
// solution. With no checkpoint it gives ErrNoCheckpoint.
func (g *Game) BackToCheckpoint() error {
	switch {
	case g.Over():
		return ErrGameOver
	case len(g.checkpoints) == 0:
		return ErrNoCheckpoint
	}
	if len(g.checkpoints) > 1 && g.checkpoints[len(g.checkpoints)-1] == g.position() {
		g.checkpoints = g.checkpoints[:len(g.checkpoints)-1]
	}
	p := g.checkpoints[len(g.checkpoints)-1]
	m := move{kind: moveBack}
	for c := range solver.Cell(g.size) {
		if before := g.state(c); before != p[c] {
			m.changes = append(m.changes, change{solver.Cell(c), before, p[c]})
		}
	}
	if len(m.changes) > 0 {
		g.play(m, EventErase)
	}
	return nil
}

// MistakeMoves returns how many moves UndoToMistake would take back: 0
// when the board holds no wrong digit now.
func (g *Game) MistakeMoves() int {
	if g.Over() {
		return 0
	}
	entries := g.entries
	for n := 0; g.wrongOnBoard(&entries); n++ {
		if n == g.undo.len() {
			return n // the history starts with a wrong digit: back to its start
		}
		m := &g.undo.moves[g.undo.len()-1-n]
		for i := len(m.changes) - 1; i >= 0; i-- {
			entries[m.changes[i].cell] = m.changes[i].before.digit
		}
		if !g.wrongOnBoard(&entries) {
			return n + 1
		}
	}
	return 0
}

// wrongOnBoard reports whether entries hold a digit that is not the
// solution's.
func (g *Game) wrongOnBoard(entries *cellDigits) bool {
	for c, d := range entries[:g.size] {
		if d != 0 && d != g.solution[c] {
			return true
		}
	}
	return false
}

// UndoToMistake takes the board back to the last position without a
// wrong digit, before the move that put the wrong digits now on the
// board there: it undoes the moves since one by one, Redo plays them again. It fires
// one EventUndo; with no wrong digit on the board it gives ErrNoMistake.
func (g *Game) UndoToMistake() error {
	if g.Over() {
		return ErrGameOver
	}
	n := g.MistakeMoves()
	if n == 0 {
		return ErrNoMistake
	}
	var cells []solver.Cell
	for range n {
		m := g.undo.pop()
		g.unapply(&m)
		g.redo.push(m)
		cells = append(cells, m.cells()...)
	}
	g.settle(EventUndo, sortedUnique(cells))
	return nil
}

func sortedUnique(cells []solver.Cell) []solver.Cell {
	var seen [sized.MaxCells]bool
	for _, c := range cells {
		seen[c] = true
	}
	out := cells[:0]
	for c := range seen {
		if seen[c] {
			out = append(out, solver.Cell(c))
		}
	}
	return out
}
