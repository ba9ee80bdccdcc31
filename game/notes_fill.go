package game

import (
	"github.com/sudokudesktop/sudoku/solver"
)

// FillNotes fills in the notes the player has not written yet: an empty
// cell without notes gets every digit it can still take (those not shown
// in one of its peers under the rules (see Geometry), and with
// FillCombos only those some way of filling its cage to the sum gives
// it), and a cell with notes keeps them, less any
// digit that now clashes, so that eliminations the player or an applied
// hint made stay made. A cell whose every note clashes is filled as one
// without notes, so that a second fill changes nothing. It is one move, of
// the same kind as ToggleNote, so one Undo takes it all back and saves
// record it as a "note" move; it fires EventNote with the cells whose
// notes changed. When no cell's notes change it does nothing and fires
// nothing.
func (g *Game) FillNotes() error {
	if g.Over() {
		return ErrGameOver
	}
	board := g.board()
	cands := g.candidates(&board, g.FillCombos)
	var m move
	m.kind = moveNote
	for c := range solver.Cell(g.size) {
		if g.givens[c] != 0 || g.entries[c] != 0 {
			continue
		}
		before := g.state(c)
		after := before
		if after.notes &= cands[c]; after.notes == 0 { // no notes, or none that still fits
			after.notes = cands[c]
		}
		if after != before {
			m.changes = append(m.changes, change{c, before, after})
		}
	}
	if len(m.changes) == 0 {
		return nil
	}
	g.play(m, EventNote)
	return nil
}
