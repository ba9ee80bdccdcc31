package logic

import "github.com/sudokudesktop/sudoku/solver"

// findHiddenRectangle finds a hidden rectangle: a unique rectangle on a/b
// (four empty corners in two rows, two columns and two boxes) where one
// corner X holds only a and b, and in the row and the column of the
// opposite corner Z, a lies only in the rectangle. Were Z b, the corners
// beside it in its row and column would both be a, so X, seeing both,
// would be b: the deadly pattern. So Z is not b.
func findHiddenRectangle(b *Board, visit func(*Step) bool) {
	bivalue := bivalueCells(b)
	for i := range urRectangles {
		if urCornerSets[i].And(bivalue).Empty() {
			continue
		}
		corners := &urRectangles[i]
		for x, cx := range corners {
			pair := b.Cands[cx]
			if pair.Count() != 2 || !urCornersHold(b, corners, pair) {
				continue
			}
			if !hiddenRectangleAt(b, corners, 3-x, pair, visit) {
				return
			}
		}
	}
}

// hiddenRectangleAt checks corner z of the rectangle, opposite the bivalue
// corner whose candidates are pair, for each digit of the pair as a, and
// reports whether to go on.
func hiddenRectangleAt(b *Board, corners *[4]solver.Cell, z int, pair Digits, visit func(*Step) bool) bool {
	cz := corners[z]
	// Corners i and i^1 share a row, i and i^2 a column.
	inRow, inCol := CellsOf(cz, corners[z^1]), CellsOf(cz, corners[z^2])
	row, col := Row(cz.Row()), Col(cz.Col())
	for _, a := range pair.List() {
		other := (pair &^ DigitSet(a)).First()
		if !b.Cands[cz].Has(other) || b.Where(row, a) != inRow || b.Where(col, a) != inCol {
			continue
		}
		s := &Step{
			Technique:    HiddenRectangle,
			Pattern:      candidatesIn(b, corners[:], pair),
			Units:        []Unit{row, col},
			Digits:       pair,
			Eliminations: []Candidate{{cz, other}},
		}
		if !visit(s) {
			return false
		}
	}
	return true
}
