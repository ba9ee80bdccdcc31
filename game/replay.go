package game

import (
	"github.com/sudokudesktop/sudoku/solver"
)

// A Frame is a position of a game's replay: the grid (givens and
// entries) and the notes after some of its moves, the cells the last of
// them changed, and the entries that are not the solution's there.
type Frame struct {
	Board    []uint8  // one entry a cell, Game.Size() of them
	Notes    []Digits // one entry a cell
	Moved    []solver.Cell
	Mistakes CellSet
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
	f := Frame{Board: make([]uint8, g.size), Notes: append([]Digits(nil), notes[:g.size]...)}
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
