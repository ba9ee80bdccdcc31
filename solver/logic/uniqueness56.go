package logic

import "github.com/sudokudesktop/sudoku/solver"

// Unique rectangles of types 5 and 6 (see uniqueness.go for the others):
//
//   - Type 5: the corners that hold more than a and b, two on a diagonal
//     or three, all hold the same one extra digit c. One of them is c, or
//     the pattern is deadly, so cells that see them all lose c.
//   - Type 6: two corners on a diagonal hold only a and b, and in both
//     rows (or both columns) of the rectangle a lies only in its corners:
//     a fills one diagonal. On the other corners it would leave b on the
//     bivalue diagonal, the deadly pattern, so those corners lose a.

// type5 calls visit with the rectangle's type 5 step, if any, and reports
// whether to go on; exact marks the corners holding only the pair, n of
// them.
func (r *urRect) type5(b *Board, exact *[4]bool, n int, visit func(*Step) bool) bool {
	if n != 1 && n != 2 {
		return true
	}
	pair := DigitSet(r.a, r.b)
	var extra Digits
	see := CellSet{^uint64(0), 1<<17 - 1} // every cell
	for i, c := range r.corners {
		if exact[i] {
			continue
		}
		x := b.Cands[c] &^ pair
		if x.Count() != 1 || extra != 0 && x != extra {
			return true
		}
		extra = x
		see = see.And(Peers(c))
	}
	for _, c := range r.corners {
		see.Remove(c)
	}
	if s := r.newStep(b, UniqueRectangle5, nil, eliminations(b, see, extra.First())); s != nil {
		return visit(s)
	}
	return true
}

// type6 calls visit with the rectangle's type 6 steps and reports whether
// to go on.
func (r *urRect) type6(b *Board, exact *[4]bool, n int, visit func(*Step) bool) bool {
	// Corners 0 and 3, or 1 and 2, are a diagonal.
	if n != 2 || exact[0] != exact[3] {
		return true
	}
	others := []solver.Cell{r.corners[1], r.corners[2]}
	if exact[1] {
		others = []solver.Cell{r.corners[0], r.corners[3]}
	}
	rows := [2]Unit{Row(r.corners[0].Row()), Row(r.corners[3].Row())}
	cols := [2]Unit{Col(r.corners[0].Col()), Col(r.corners[3].Col())}
	all := CellsOf(r.corners[:]...)
	for _, a := range [2]uint8{r.a, r.b} {
		for _, lines := range [2][2]Unit{rows, cols} {
			if !b.Where(lines[0], a).Or(b.Where(lines[1], a)).AndNot(all).Empty() {
				continue
			}
			s := r.newStep(b, UniqueRectangle6, lines[:], candidatesIn(b, others, DigitSet(a)))
			if s != nil && !visit(s) {
				return false
			}
			break
		}
	}
	return true
}
