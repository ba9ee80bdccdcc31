package logic

import "github.com/sudokudesktop/sudoku/solver"

// An avoidable rectangle is four cells at the corners of a rectangle in
// two boxes, where digits placed by the solver (not givens) would make a
// deadly pattern: x in two opposite corners, y in the other two. If the
// rectangle were completed, x and y could swap in all four cells, none of
// them a given, and the puzzle would have two solutions; so it is not.
//
// Type 1: three corners hold their digits; the fourth loses its own.
// Type 2: two corners in one house hold x and y; the other two hold only
// their own digit and one extra digit z, the same in both; one of them is
// z, so cells that see both lose z.
//
// The search needs to know which placed digits are not givens: the
// board's NonGivens. A board that does not know has none, and no
// avoidable rectangle.

// findAvoidable visits every avoidable rectangle of type typ on b.
func findAvoidable(b *Board, typ int, visit func(*Step) bool) {
	if b.NonGivens.Empty() {
		return
	}
	for r1 := 0; r1 < 9; r1++ {
		for r2 := r1 + 1; r2 < 9; r2++ {
			for c1 := 0; c1 < 9; c1++ {
				for c2 := c1 + 1; c2 < 9; c2++ {
					if (r1/3 == r2/3) == (c1/3 == c2/3) {
						continue // one box, or four
					}
					// Corners 0 and 3 are opposite, and 1 and 2.
					corners := [4]solver.Cell{solver.CellAt(r1, c1), solver.CellAt(r1, c2), solver.CellAt(r2, c1), solver.CellAt(r2, c2)}
					if s := avoidableAt(b, typ, corners); s != nil && !visit(s) {
						return
					}
				}
			}
		}
	}
}

// avoidableAt checks the rectangle of the given corners, 0 and 3 being
// opposite, for an avoidable rectangle of type typ.
func avoidableAt(b *Board, typ int, corners [4]solver.Cell) *Step {
	// want[i] is the digit the deadly pattern puts in corner i: x in 0
	// and 3, y in 1 and 2, as the placed corners say.
	var want [4]uint8
	var empty []int
	for i, c := range corners {
		switch {
		case b.Cells[c] == 0:
			empty = append(empty, i)
		case !b.NonGivens.Has(c):
			return nil // a given cannot swap
		default:
			d := b.Cells[c]
			if want[i] != 0 && want[i] != d || want[3-i] != 0 && want[3-i] != d {
				return nil
			}
			want[i], want[3-i] = d, d
		}
	}
	x, y := want[0], want[1]
	if x == 0 || y == 0 || x == y {
		return nil
	}
	s := &Step{Digits: DigitSet(x, y)}
	for i, c := range corners {
		s.Pattern = append(s.Pattern, Candidate{c, want[i]})
	}
	switch {
	case typ == 1 && len(empty) == 1:
		e := corners[empty[0]]
		if !b.Cands[e].Has(want[empty[0]]) {
			return nil
		}
		s.Technique = AvoidableRectangle1
		s.Eliminations = []Candidate{{e, want[empty[0]]}}
		return s
	case typ == 2 && len(empty) == 2 && empty[0]+empty[1] != 3:
		p, q := corners[empty[0]], corners[empty[1]]
		zp := b.Cands[p] &^ DigitSet(want[empty[0]])
		zq := b.Cands[q] &^ DigitSet(want[empty[1]])
		if b.Cands[p].Count() != 2 || b.Cands[q].Count() != 2 || zp != zq || zp.Count() != 1 ||
			!b.Cands[p].Has(want[empty[0]]) || !b.Cands[q].Has(want[empty[1]]) {
			return nil
		}
		z := zp.First()
		s.Technique = AvoidableRectangle2
		s.Eliminations = eliminations(b, Peers(p).And(Peers(q)), z)
		if len(s.Eliminations) == 0 {
			return nil
		}
		return s
	}
	return nil
}
