package logic

import (
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// A unique rectangle is four empty cells in two rows, two columns and two
// boxes that all hold the candidates a and b. Were all four to end up as
// a and b, the two digits could be swapped for a second solution, so in a
// puzzle with one solution something else must break the pattern. The
// deduction stands on the solution being unique: it is only sound for
// proper puzzles, and never for cells that hold a given or a placed
// digit, which is why every corner must be empty.
//
// The types differ in how the corners look. In types 2 to 4 the two
// corners holding only a and b, the floor, lie on one side of the
// rectangle, and the other two, the roof, have extra candidates.
//
//   - Type 1: three corners hold only a and b; the fourth cannot be a or b.
//   - Type 2: both roof cells are a, b and the same extra c; one of them is
//     c, so cells that see both are not.
//   - Type 3: one roof cell takes one of the roof's extra digits, so the
//     roof acts as one cell with those digits; with k other cells of a
//     house the roof shares it forms a naked subset of k+1 digits, which
//     the rest of the house loses.
//   - Type 4: in a house the roof shares, a (or b) lies only in the roof;
//     one roof cell is a, so neither can be b, or the other would be b and
//     complete the pattern.

// urRect is one candidate unique rectangle: corners in the order
// r1c1, r1c2, r2c1, r2c2 of its rows r1 < r2 and columns c1 < c2, and the
// pair a < b.
type urRect struct {
	corners [4]solver.Cell
	a, b    uint8
}

// urSides lists the corner indexes of the rectangle's four sides, each as
// (floor, floor, roof, roof) when the other side is the roof: top, bottom,
// left, right.
var urSides = [4][4]int{
	{0, 1, 2, 3}, // floor in row r1, roof in row r2
	{2, 3, 0, 1}, // floor in row r2, roof in row r1
	{0, 2, 1, 3}, // floor in column c1, roof in column c2
	{1, 3, 0, 2}, // floor in column c2, roof in column c1
}

// findUniqueRectangle returns the finder of one type of unique rectangle.
func findUniqueRectangle(t Technique) eachFinder {
	return func(b *Board, visit func(*Step) bool) { eachUniqueRectangle(b, t, visit) }
}

// eachUniqueRectangle visits every unique rectangle of type t. Rectangles
// are tried by their top row, bottom row, left and right columns, then by
// their pair.
func eachUniqueRectangle(b *Board, t Technique, visit func(*Step) bool) {
	least := urLeastExact(t)
	bivalue := bivalueCells(b)
	for i := range urRectangles {
		if urCornerSets[i].And(bivalue).Count() < least {
			continue // too few corners can hold just the pair
		}
		corners := &urRectangles[i]
		// Every type has two corners or more that hold just the pair:
		// try the pair of each bivalue corner. The other corners need
		// one of its digits at least; one that lost the other digit
		// still makes the pattern deadly.
		var tried [4]Digits
		for k, c := range corners {
			pair := b.Cands[c]
			if pair.Count() != 2 || slices.Contains(tried[:k], pair) || !urCornersHold(b, corners, pair) {
				continue
			}
			tried[k] = pair
			a := pair.First()
			r := urRect{*corners, a, (pair &^ DigitSet(a)).First()}
			if !r.steps(b, t, visit) {
				return
			}
		}
	}
}

// urRectangles are the corners of every rectangle a unique rectangle can
// stand on: two rows, two columns and exactly two boxes, in the order
// r1c1, r1c2, r2c1, r2c2, by top row, bottom row, left and right column.
var urRectangles = func() (out [][4]solver.Cell) {
	for r1 := 0; r1 < 8; r1++ {
		for r2 := r1 + 1; r2 < 9; r2++ {
			sameBand := r1/3 == r2/3
			for c1 := 0; c1 < 8; c1++ {
				for c2 := c1 + 1; c2 < 9; c2++ {
					if sameBand == (c1/3 == c2/3) {
						continue // one box or four, not two
					}
					out = append(out, [4]solver.Cell{solver.CellAt(r1, c1), solver.CellAt(r1, c2), solver.CellAt(r2, c1), solver.CellAt(r2, c2)})
				}
			}
		}
	}
	return out
}()

// urCornerSets holds the corners of each of urRectangles as a set.
var urCornerSets = func() []CellSet {
	out := make([]CellSet, len(urRectangles))
	for i, corners := range urRectangles {
		out[i] = CellsOf(corners[:]...)
	}
	return out
}()

// urLeastExact returns how many corners holding just the pair a unique
// rectangle of type t needs at least.
func urLeastExact(t Technique) int {
	switch t {
	case UniqueRectangle1:
		return 3
	case UniqueRectangle5:
		return 1
	}
	return 2
}

// bivalueCells returns the cells with two candidates.
func bivalueCells(b *Board) CellSet {
	var s CellSet
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cands[c].Count() == 2 {
			s.Add(c)
		}
	}
	return s
}

// urCornersHold reports whether every corner is empty and holds a digit of
// the pair.
func urCornersHold(b *Board, corners *[4]solver.Cell, pair Digits) bool {
	for _, c := range corners {
		if b.Cells[c] != 0 || b.Cands[c]&pair == 0 {
			return false
		}
	}
	return true
}

// steps calls visit with the rectangle's steps of type t, one for each
// side that may be its floor, and reports whether to go on.
func (r *urRect) steps(b *Board, t Technique, visit func(*Step) bool) bool {
	pair := DigitSet(r.a, r.b)
	var exact [4]bool
	n := 0
	for i, c := range r.corners {
		if b.Cands[c] == pair {
			exact[i] = true
			n++
		}
	}
	switch t {
	case UniqueRectangle5:
		return r.type5(b, &exact, n, visit)
	case UniqueRectangle6:
		return r.type6(b, &exact, n, visit)
	}
	if t == UniqueRectangle1 {
		if n != 3 {
			return true
		}
		for i, c := range r.corners {
			if !exact[i] {
				if s := r.newStep(b, t, nil, candidatesIn(b, []solver.Cell{c}, pair)); s != nil {
					return visit(s)
				}
			}
		}
		return true
	}
	if n != 2 {
		return true
	}
	for _, side := range urSides {
		if !exact[side[0]] || !exact[side[1]] {
			continue
		}
		roof := [2]solver.Cell{r.corners[side[2]], r.corners[side[3]]}
		var s *Step
		switch t {
		case UniqueRectangle2:
			s = r.type2(b, roof)
		case UniqueRectangle3:
			return r.type3(b, roof, visit)
		case UniqueRectangle4:
			s = r.type4(b, roof)
		}
		if s != nil && !visit(s) {
			return false
		}
	}
	return true // the floor is a diagonal, or the steps are all seen
}

// newStep builds the rectangle's step: the pattern is every candidate of
// the four corners.
func (r *urRect) newStep(b *Board, t Technique, units []Unit, elim []Candidate) *Step {
	if len(elim) == 0 {
		return nil
	}
	return &Step{
		Technique:    t,
		Pattern:      candidatesIn(b, r.corners[:], AllDigits),
		Units:        units,
		Digits:       DigitSet(r.a, r.b),
		Eliminations: elim,
	}
}

// urSharedUnits returns the houses both roof cells lie in: their line, and
// their box when they share one.
func urSharedUnits(roof [2]solver.Cell) []Unit {
	var us []Unit
	if roof[0].Row() == roof[1].Row() {
		us = append(us, Row(roof[0].Row()))
	} else {
		us = append(us, Col(roof[0].Col()))
	}
	if boxIndex(roof[0]) == boxIndex(roof[1]) {
		us = append(us, Box(boxIndex(roof[0])))
	}
	return us
}

// type2: both roof cells hold one extra c besides a and b (or one of
// them).
func (r *urRect) type2(b *Board, roof [2]solver.Cell) *Step {
	pair := DigitSet(r.a, r.b)
	extras := (b.Cands[roof[0]] | b.Cands[roof[1]]) &^ pair
	if extras.Count() != 1 || b.Cands[roof[0]]&extras == 0 || b.Cands[roof[1]]&extras == 0 {
		return nil
	}
	extra := extras.First()
	seeBoth := Peers(roof[0]).And(Peers(roof[1]))
	for _, c := range r.corners {
		seeBoth.Remove(c)
	}
	return r.newStep(b, UniqueRectangle2, nil, eliminations(b, seeBoth, extra))
}

// type3: the roof's extra digits and k other cells of a house the roof
// shares hold k+1 digits together. It calls visit with each such subset
// and reports whether to go on.
func (r *urRect) type3(b *Board, roof [2]solver.Cell, visit func(*Step) bool) bool {
	extra := (b.Cands[roof[0]] | b.Cands[roof[1]]) &^ DigitSet(r.a, r.b)
	if extra.Count() > 3 {
		return true // a naked quad at most: the roof and three cells
	}
	shared := urSharedUnits(roof)
	for _, u := range shared {
		var open []solver.Cell
		for _, c := range b.UnitCells(u) {
			if c != roof[0] && c != roof[1] && b.Cells[c] == 0 && b.Cands[c].Count() >= 2 && (b.Cands[c]|extra).Count() <= 4 {
				open = append(open, c)
			}
		}
		for k := max(1, extra.Count()-1); k <= 3; k++ {
			stop := false
			combinations(len(open), k, func(idx []int) bool {
				ds := extra
				set := CellsOf(roof[0], roof[1])
				for _, i := range idx {
					ds |= b.Cands[open[i]]
					set.Add(open[i])
				}
				if ds.Count() != k+1 {
					return true
				}
				// A subset that also lies in the roof's other house
				// (its box, or its line) clears that house too.
				units, clear := []Unit{u}, b.UnitSet(u)
				for _, v := range shared {
					if v != u && set.AndNot(b.UnitSet(v)).Empty() {
						units, clear = append(units, v), clear.Or(b.UnitSet(v))
					}
				}
				elim := candidatesIn(b, clear.AndNot(set).Cells(), ds)
				if s := r.newStep(b, UniqueRectangle3, units, elim); s != nil {
					stop = !visit(s)
				}
				return !stop
			})
			if stop {
				return false
			}
		}
	}
	return true
}

// type4: in a house the roof shares, one digit of the pair lies only in
// the roof, so the roof loses the other.
func (r *urRect) type4(b *Board, roof [2]solver.Cell) *Step {
	both := CellsOf(roof[0], roof[1])
	for _, u := range urSharedUnits(roof) {
		for _, x := range [2]uint8{r.a, r.b} {
			if b.Where(u, x) != both {
				continue
			}
			y := r.a + r.b - x
			return r.newStep(b, UniqueRectangle4, []Unit{u}, candidatesIn(b, roof[:], DigitSet(y)))
		}
	}
	return nil
}
