package game

import (
	"github.com/sudokudesktop/sudoku/solver"
)

// The rules of play, read from the game's geometry (see Geometry): which
// digits clash, which a cell may take, and what placing a digit does.
// Nothing here asks which variant the game is.

// candidates returns the digits each empty cell of board may take: those
// none of its peers shows (its houses, and in a Killer game its cage) and,
// with combos, only those some way of filling its cage to its sum gives
// it. A filled cell has none.
func (g *Game) candidates(board *cellDigits, combos bool) cellNotes {
	var cands cellNotes
	all := DigitsTo(g.shape.N())
	for c := range solver.Cell(g.size) {
		if board[c] != 0 {
			continue
		}
		var seen Digits
		for _, p := range g.rules.peers(c) {
			seen |= 1 << board[p]
		}
		cands[c] = all &^ seen
	}
	if combos {
		g.narrowByCages(board, &cands)
	}
	return cands
}

// conflicts returns every pair of cells showing the same digit that the
// rules keep apart, ordered by A and then B, each named by the key of the
// first house they share (geometry.House.Key: "row", "column", "box",
// "diagonal.down", "diagonal.up", "window") or by the move between them
// ("knight", "king"), then the pairs of each cage,
// named "cage", and the cells of the full cages whose digits miss their
// sum.
func (g *Game) conflicts(board *cellDigits) (conflicts []Conflict, badSums []solver.Cell) {
	n := uint8(g.shape.N())
	for a := range solver.Cell(g.size) {
		d := board[a]
		if d == 0 || d > n {
			continue
		}
		for _, b := range g.rules.peers(a) {
			if b <= a || board[b] != d {
				continue
			}
			unit, inCage := g.rules.clash(a, b)
			if inCage {
				continue // told with its cage below
			}
			conflicts = append(conflicts, Conflict{A: a, B: b, Digit: d, Unit: unit})
		}
	}
	cc, bad := g.cageConflicts(board)
	return append(conflicts, cc...), bad
}

// place enters d in each of cells that is not a given and does not show d
// already: the cell loses its notes and corner and centre marks, keeps
// its colours; then, with AutoRemoveNotes, d is struck from the notes and
// corner and centre marks of the empty peers of each such cell (its
// houses' cells and its cage mates, whatever the rules make peers).
// Every way of placing a digit comes here: typing one (SetCells) and
// applying a hint's step (ApplyStep). It returns how many of cells are
// not givens.
func (b *builder) place(cells []solver.Cell, d uint8) (free int) {
	g := b.g
	var placed CellSet
	for _, c := range cells {
		if g.givens[c] != 0 {
			continue
		}
		free++
		if g.entries[c] == d {
			continue
		}
		b.put(c, cellState{digit: d, marks: Marks{Colours: b.state(c).marks.Colours}})
		placed.Add(c)
	}
	if !g.AutoRemoveNotes {
		return free
	}
	for _, c := range cells {
		if !placed.Has(c) {
			continue
		}
		for _, p := range g.rules.peers(c) {
			if st := b.state(p); st.digit == 0 && st.strike(d) != st {
				b.put(p, st.strike(d))
			}
		}
	}
	return free
}
