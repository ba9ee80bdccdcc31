package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// A Frame is a position of a game's replay: the grid (givens and
// entries) and the notes after some of its moves, the cells the last of
// them changed, and the entries that are not the solution's there.
type Frame struct {
	Board    solver.Grid
	Notes    [81]Digits
	Moved    []solver.Cell
	Mistakes logic.CellSet
}

// ReplayLen returns how many moves a replay of the game steps through:
// the moves of its history, oldest first (see MaxHistory; Restart clears
// them).
func (g *Game) ReplayLen() int { return g.undo.len() }

// ReplayAt returns the position after the first k moves of the game's
// history (0: where the history starts; ReplayLen: now), k kept within
// them.
func (g *Game) ReplayAt(k int) Frame {
	k = max(0, min(k, g.undo.len()))
	entries, notes := g.startEntries, g.startNotes
	var last *move
	for i := range k {
		m := &g.undo.moves[i]
		for _, ch := range m.changes {
			entries[ch.cell], notes[ch.cell] = ch.after.digit, ch.after.notes
		}
		last = m
	}
	f := Frame{Notes: notes}
	for c := range f.Board {
		f.Board[c] = g.givens[c]
		if d := entries[c]; g.givens[c] == 0 && d != 0 {
			f.Board[c] = d
			if d != g.solution[c] {
				f.Mistakes.Add(solver.Cell(c))
			}
		}
	}
	if last != nil {
		f.Moved = last.cells()
	}
	return f
}
