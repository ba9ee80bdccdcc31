package game

import (
	"math"

	"github.com/sudokudesktop/sudoku/solver"
)

// Retype enters digit d in cell c in place of the last move, when that
// move entered a digit in c and in no other cell: the move is taken back
// as if it had not been made (its mistake, if its digit was wrong, no
// longer counts, and the taking back counts no undo), then d is entered
// as Set does. It is how a digit of two keys is typed on a grid of more
// than nine digits: 1, then 6, makes one entry of 16. With no such last
// move it is Set.
func (g *Game) Retype(c solver.Cell, d uint8) error {
	if err := g.checkMove(c); err != nil {
		return err
	}
	if !g.validDigit(d) {
		return ErrBadDigit
	}
	if g.undo.len() > 0 {
		if m := g.undo.top(); m.kind == moveSet && enteredOnly(&m, c) {
			g.undo.pop()
			g.unapply(&m)
			for _, ch := range m.changes {
				if ch.cell == c && ch.after.digit != g.solution[c] && g.tally.Mistakes > 0 && g.tally.Mistakes != math.MaxInt {
					g.tally.Mistakes--
				}
			}
		}
	}
	return g.SetCells([]solver.Cell{c}, d)
}

// enteredOnly reports whether move m entered a digit in cell c and
// changed no other cell's digit.
func enteredOnly(m *move, c solver.Cell) bool {
	found := false
	for _, ch := range m.changes {
		if ch.after.digit == ch.before.digit {
			continue // a peer's notes struck
		}
		if ch.cell != c || ch.after.digit == 0 {
			return false
		}
		found = true
	}
	return found
}
