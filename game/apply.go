package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// ApplyStep plays what a step of the logic engine proves, as one move that
// one Undo takes back: each placement enters its digit as typing it does
// (striking it from its peers' notes with AutoRemoveNotes, cage mates
// included), and each elimination strikes
// the candidate from the cell's notes; a cell without notes first gets
// every candidate the digits allow (in a Killer, those its cage's
// combinations allow too, as the hint reads such a cell), so that the
// elimination shows and the next hint reads on from it. It fires EventSet (or EventWon) when the
// step places a digit, else EventNote. A step that changes nothing does
// nothing.
func (g *Game) ApplyStep(s *logic.Step) error {
	return g.applyFound(s.Placements, s.Eliminations)
}

// applyFound plays the placements and eliminations of a step, as
// ApplyStep says.
func (g *Game) applyFound(placements, eliminations []logic.Candidate) error {
	if g.Over() {
		return ErrGameOver
	}
	b := builder{g: g}
	board := g.board()
	cands := g.candidates(&board, true) // what Fill candidates writes with cage combinations, as the hint reads a cell without notes
	for _, e := range eliminations {
		if !g.validCell(e.Cell) || g.givens[e.Cell] != 0 || g.entries[e.Cell] != 0 {
			continue
		}
		st := b.state(e.Cell)
		if st.notes == 0 {
			st.notes = cands[e.Cell]
		}
		st.notes &^= DigitSet(e.Digit)
		b.put(e.Cell, st)
	}
	kind, event := moveNote, EventNote
	for _, p := range placements {
		if err := g.checkMove(p.Cell); err != nil {
			return err
		}
		if !g.validDigit(p.Digit) {
			return ErrBadDigit
		}
		kind, event = moveSet, EventSet
		b.place([]solver.Cell{p.Cell}, p.Digit)
	}
	m := b.move(kind)
	if len(m.changes) == 0 {
		return nil
	}
	g.play(m, event)
	return nil
}
