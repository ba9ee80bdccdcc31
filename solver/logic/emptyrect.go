package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() { register(EmptyRectangle, findEmptyRectangle) }

// findEmptyRectangle finds, for a digit d, a box whose places for d all lie
// in one row r and one column c of the box (the rest of the box, a
// rectangle, is empty of d), and a strong link on d in a column outside
// the box's stack with one end in row r: either that end holds d, and then
// the box's d lies in column c, or the other end does. Either way the cell
// in column c and the other end's row cannot hold d. The same with rows
// and columns swapped.
func findEmptyRectangle(b *Board) *Step {
	for d := uint8(1); d <= 9; d++ {
		cells := b.CellsWith(d)
		for box := 0; box < 9; box++ {
			in := cells.And(unitSets[18+box])
			if in.Count() < 2 {
				continue
			}
			r0, c0 := box/3*3, box%3*3
			for r := r0; r < r0+3; r++ {
				for c := c0; c < c0+3; c++ {
					cross := unitSets[r].Or(unitSets[9+c])
					if !in.AndNot(cross).Empty() || in.And(unitSets[r]).AndNot(CellsOf(solver.CellAt(r, c))).Empty() ||
						in.And(unitSets[9+c]).AndNot(CellsOf(solver.CellAt(r, c))).Empty() {
						continue // not every place on the cross, or the cross has one arm only
					}
					if s := erLink(b, d, box, in, r, c); s != nil {
						return s
					}
				}
			}
		}
	}
	return nil
}

// erLink looks for the strong link that completes an empty rectangle of d
// in box, whose places in lie on row r and column c.
func erLink(b *Board, d uint8, box int, in CellSet, r, c int) *Step {
	for o := 0; o < 2; o++ { // 0: the link in a column, meeting row r; 1: in a row, meeting column c
		for line := 0; line < 9; line++ {
			var u Unit
			if o == 0 {
				if line/3 == box%3 { // a column of the box's stack
					continue
				}
				u = Unit(9 + line)
			} else {
				if line/3 == box/3 { // a row of the box's band
					continue
				}
				u = Unit(line)
			}
			places := b.Where(u, d)
			if places.Count() != 2 {
				continue
			}
			ends := places.Cells()
			for k, near := range ends {
				far := ends[1-k]
				var target solver.Cell
				if o == 0 {
					if near.Row() != r || far.Row()/3 == box/3 {
						continue
					}
					target = solver.CellAt(far.Row(), c)
				} else {
					if near.Col() != c || far.Col()/3 == box%3 {
						continue
					}
					target = solver.CellAt(r, far.Col())
				}
				if !b.Cands[target].Has(d) {
					continue
				}
				pattern := []Candidate{{far, d}, {near, d}}
				for _, p := range in.Cells() {
					pattern = append(pattern, Candidate{p, d})
				}
				return &Step{
					Technique:    EmptyRectangle,
					Pattern:      pattern,
					Units:        []Unit{Unit(18 + box), u},
					Digits:       DigitSet(d),
					Eliminations: []Candidate{{target, d}},
				}
			}
		}
	}
	return nil
}
