package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// ApplyStep plays what a step of the logic engine proves, as one move that
// one Undo takes back: each placement enters its digit (striking it from
// its peers' notes with AutoRemoveNotes), and each elimination strikes
// the candidate from the cell's notes; a cell without notes first gets
// every candidate the digits allow (in a Killer, those its cage's
// combinations allow too, as the hint reads such a cell), so that the
// elimination shows and the next hint reads on from it. It fires EventSet (or EventWon) when the
// step places a digit, else EventNote. A step that changes nothing does
// nothing.
func (g *Game) ApplyStep(s *logic.Step) error {
	if g.Over() {
		return ErrGameOver
	}
	after := make(map[solver.Cell]cellState)
	state := func(c solver.Cell) cellState {
		if st, ok := after[c]; ok {
			return st
		}
		return g.state(c)
	}
	var order []solver.Cell
	put := func(c solver.Cell, st cellState) {
		if _, ok := after[c]; !ok {
			order = append(order, c)
		}
		after[c] = st
	}
	board := g.Board()
	cands := logic.NewBoard(board).Cands
	if g.cages != nil { // what Fill candidates writes with cage combinations, as the hint reads a cell without notes
		g.killerCands(&board, &cands, true)
	}
	for _, e := range s.Eliminations {
		if !validCell(e.Cell) || g.givens[e.Cell] != 0 || g.entries[e.Cell] != 0 {
			continue
		}
		st := state(e.Cell)
		if st.notes == 0 {
			st.notes = cands[e.Cell]
		}
		st.notes &^= logic.DigitSet(e.Digit)
		put(e.Cell, st)
	}
	kind, event := moveNote, EventNote
	for _, p := range s.Placements {
		if err := g.checkMove(p.Cell); err != nil {
			return err
		}
		if !validDigit(p.Digit) {
			return ErrBadDigit
		}
		kind, event = moveSet, EventSet
		put(p.Cell, cellState{digit: p.Digit, marks: Marks{Colours: state(p.Cell).marks.Colours}})
		if g.AutoRemoveNotes {
			for _, peer := range logic.Peers(p.Cell).Cells() {
				if st := state(peer); st.strike(p.Digit) != st {
					put(peer, st.strike(p.Digit))
				}
			}
		}
	}
	m := move{kind: kind}
	for _, c := range order {
		if before := g.state(c); before != after[c] {
			m.changes = append(m.changes, change{c, before, after[c]})
		}
	}
	if len(m.changes) == 0 {
		return nil
	}
	g.play(m, event)
	return nil
}
