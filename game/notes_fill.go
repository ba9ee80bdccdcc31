package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// FillNotes writes into the notes of every empty cell the digits it can
// still take: those not shown in its row, column or box. Notes the player
// wrote are replaced. It is one move, of the same kind as ToggleNote, so
// one Undo takes every note back and saves record it as a "note" move; it
// fires EventNote with the cells whose notes changed. When no cell's notes
// change it does nothing and fires nothing.
func (g *Game) FillNotes() error {
	if g.Over() {
		return ErrGameOver
	}
	cands := logic.NewBoard(g.Board()).Cands
	var m move
	m.kind = moveNote
	for c := solver.Cell(0); c < 81; c++ {
		if g.givens[c] != 0 || g.entries[c] != 0 || g.notes[c] == cands[c] {
			continue
		}
		before := g.state(c)
		after := before
		after.notes = cands[c]
		m.changes = append(m.changes, change{c, before, after})
	}
	if len(m.changes) == 0 {
		return nil
	}
	g.play(m, EventNote)
	return nil
}
