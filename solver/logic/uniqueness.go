package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() {
	register(UniqueRectangle1, findUniqueRectangle(UniqueRectangle1))
	register(UniqueRectangle2, findUniqueRectangle(UniqueRectangle2))
	register(UniqueRectangle3, findUniqueRectangle(UniqueRectangle3))
	register(UniqueRectangle4, findUniqueRectangle(UniqueRectangle4))
	register(HiddenRectangle, findUniqueRectangle(HiddenRectangle))
}

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
//   - Hidden rectangle: a corner holds only a and b, and in both the row
//     and the column of the opposite corner a lies only in the rectangle.
//     Were the opposite corner b, a would fill both its neighbours in the
//     rectangle, the first corner would be b, and the pattern complete: so
//     the opposite corner is not b.

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
// Rectangles are tried by their top row, bottom row, left and right
// columns, then by their pair.
func findUniqueRectangle(t Technique) finder {
	return func(b *Board) *Step {
		for r1 := 0; r1 < 8; r1++ {
			for r2 := r1 + 1; r2 < 9; r2++ {
				sameBand := r1/3 == r2/3
				for c1 := 0; c1 < 8; c1++ {
					for c2 := c1 + 1; c2 < 9; c2++ {
						if sameBand == (c1/3 == c2/3) {
							continue // one box or four, not two
						}
						corners := [4]solver.Cell{solver.CellAt(r1, c1), solver.CellAt(r1, c2), solver.CellAt(r2, c1), solver.CellAt(r2, c2)}
						common, empty := urCommon(b, corners, urMinCorners(t))
						if !empty || common.Count() < 2 {
							continue
						}
						ds := common.List()
						for i, a := range ds {
							for _, d := range ds[i+1:] {
								r := urRect{corners, a, d}
								if s := r.step(b, t); s != nil {
									return s
								}
							}
						}
					}
				}
			}
		}
		return nil
	}
}

// urMinCorners is in how many corners a digit of the pair must still be a
// candidate for the type to look at the rectangle: all four in general;
// three for type 1, whose fourth corner may have lost one of the pair
// already and loses the other, and for type 4, whose roof needs the
// second digit only where it strikes it; two for the hidden rectangle, whose
// argument needs the second digit only in its bivalue corner and the
// opposite one.
func urMinCorners(t Technique) int {
	switch t {
	case UniqueRectangle1, UniqueRectangle4:
		return 3
	case HiddenRectangle:
		return 2
	}
	return 4
}

// urCommon returns the digits at least min corners hold, and whether all
// four are empty (a given or placed corner makes no pattern).
func urCommon(b *Board, corners [4]solver.Cell, min int) (Digits, bool) {
	var count [10]int
	for _, c := range corners {
		if b.Cells[c] != 0 {
			return 0, false
		}
		for _, d := range b.Cands[c].List() {
			count[d]++
		}
	}
	var ds Digits
	for d := uint8(1); d <= 9; d++ {
		if count[d] >= min {
			ds |= DigitSet(d)
		}
	}
	return ds, true
}

// step returns the rectangle's step of type t, or nil.
func (r *urRect) step(b *Board, t Technique) *Step {
	pair := DigitSet(r.a, r.b)
	var exact [4]bool
	n := 0
	for i, c := range r.corners {
		if b.Cands[c] == pair {
			exact[i] = true
			n++
		}
	}
	if t == HiddenRectangle {
		return r.hidden(b)
	}
	if t == UniqueRectangle1 {
		if n != 3 {
			return nil
		}
		for i, c := range r.corners {
			if !exact[i] {
				return r.newStep(b, t, nil, candidatesIn(b, []solver.Cell{c}, pair))
			}
		}
	}
	if n != 2 {
		return nil
	}
	for _, side := range urSides {
		if !exact[side[0]] || !exact[side[1]] {
			continue
		}
		roof := [2]solver.Cell{r.corners[side[2]], r.corners[side[3]]}
		switch t {
		case UniqueRectangle2:
			return r.type2(b, roof)
		case UniqueRectangle3:
			return r.type3(b, roof)
		case UniqueRectangle4:
			return r.type4(b, roof)
		}
	}
	return nil // the floor is a diagonal
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
	if roof[0].Box() == roof[1].Box() {
		us = append(us, Box(roof[0].Box()))
	}
	return us
}

// type2: both roof cells are exactly a, b and one extra c.
func (r *urRect) type2(b *Board, roof [2]solver.Cell) *Step {
	cands := b.Cands[roof[0]]
	if cands != b.Cands[roof[1]] || cands.Count() != 3 {
		return nil
	}
	extra := (cands &^ DigitSet(r.a, r.b)).First()
	seeBoth := Peers(roof[0]).And(Peers(roof[1]))
	for _, c := range r.corners {
		seeBoth.Remove(c)
	}
	return r.newStep(b, UniqueRectangle2, nil, eliminations(b, seeBoth, extra))
}

// type3: the roof's extra digits and k other cells of a house the roof
// shares hold k+1 digits together.
func (r *urRect) type3(b *Board, roof [2]solver.Cell) *Step {
	extra := (b.Cands[roof[0]] | b.Cands[roof[1]]) &^ DigitSet(r.a, r.b)
	if extra.Count() > 3 {
		return nil // a naked quad at most: the roof and three cells
	}
	for _, u := range urSharedUnits(roof) {
		var open []solver.Cell
		for _, c := range unitCells[u] {
			if c != roof[0] && c != roof[1] && b.Cells[c] == 0 && b.Cands[c].Count() >= 2 && (b.Cands[c]|extra).Count() <= 4 {
				open = append(open, c)
			}
		}
		for k := max(1, extra.Count()-1); k <= 3; k++ {
			var found *Step
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
				elim := candidatesIn(b, u.Set().AndNot(set).Cells(), ds)
				found = r.newStep(b, UniqueRectangle3, []Unit{u}, elim)
				return found == nil
			})
			if found != nil {
				return found
			}
		}
	}
	return nil
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

// hidden returns the rectangle's hidden rectangle step, or nil: see the
// types above.
func (r *urRect) hidden(b *Board) *Step {
	pair := DigitSet(r.a, r.b)
	for i, c := range r.corners {
		if b.Cands[c] != pair {
			continue
		}
		d := r.corners[3-i] // corners are r1c1, r1c2, r2c1, r2c2: 3-i is opposite
		rowMate, colMate := r.corners[i^2], r.corners[i^1]
		if rowMate.Row() != d.Row() {
			rowMate, colMate = colMate, rowMate
		}
		for _, x := range [2]uint8{r.a, r.b} {
			y := r.a + r.b - x
			row, col := Row(d.Row()), Col(d.Col())
			if b.Cands[d].Has(y) && b.Where(row, x) == CellsOf(d, rowMate) && b.Where(col, x) == CellsOf(d, colMate) {
				return r.newStep(b, HiddenRectangle, []Unit{row, col}, []Candidate{{d, y}})
			}
		}
	}
	return nil
}
