package logic

import "github.com/sudokudesktop/sudoku/solver"

// findEmptyRectangle finds an empty rectangle on digit d: a box whose
// candidates d all lie in one of its rows R and one of its columns C, so
// the box's d is in R or in C. A strong link of d in a column X outside
// the box, with one end p in row R, then clears the cell t where the other
// end's row meets C: were t d, the box's column C would lose d, so the box
// would need d in R, yet p, seeing R, would hold d as the strong link's
// other end cannot. Likewise a strong link in a row with one end in C.
// A box with links on both sides gives one step with every elimination,
// the dual empty rectangle, and one step for each link.
func findEmptyRectangle(b *Board, visit func(*Step) bool) {
	where := b.cellsByDigit()
	for d := uint8(1); d <= 9; d++ {
		for i := 0; i < 9; i++ {
			box := Box(i)
			in := where[d].And(b.UnitSet(box))
			if in.Count() < 2 {
				continue
			}
			r0, c0 := boxOrigin(box)
			// singles keeps the steps of one elimination, to pair those
			// of different crosses of the same box as dual ones.
			var singles []*Step
			record := func(s *Step) bool {
				if len(s.Eliminations) == 1 {
					singles = append(singles, s)
				}
				return visit(s)
			}
			for r := r0; r < r0+3; r++ {
				for c := c0; c < c0+3; c++ {
					hinge := b.UnitSet(Row(r)).Or(b.UnitSet(Col(c)))
					if in.AndNot(hinge) != (CellSet{}) || in.AndNot(b.UnitSet(Row(r))).Empty() || in.AndNot(b.UnitSet(Col(c))).Empty() {
						continue // not confined to the cross, or only one arm
					}
					if !emptyRectangleAt(b, where[d], d, box, r, c, in, record) {
						return
					}
				}
			}
			if !dualEmptyRectangles(singles, visit) {
				return
			}
		}
	}
}

// emptyRectangleAt tries every strong link for the empty rectangle of box
// on d with row r and column c, and reports whether to go on; where holds
// the cells with candidate d.
func emptyRectangleAt(b *Board, where CellSet, d uint8, box Unit, r, c int, in CellSet, visit func(*Step) bool) bool {
	type hit struct {
		link [2]solver.Cell
		t    solver.Cell
	}
	var hits []hit
	// A strong link in a column x outside the box's stack with an end in
	// row r: the target is in column c, on the other end's row.
	for x := 0; x < 9; x++ {
		if x/3 == c/3 {
			continue
		}
		link := where.And(b.UnitSet(Col(x)))
		p := solver.CellAt(r, x)
		if link.Count() != 2 || !link.Has(p) {
			continue
		}
		link.Remove(p)
		q := link.Cells()[0]
		if q.Row()/3 == r/3 {
			continue
		}
		if t := solver.CellAt(q.Row(), c); b.Cands[t].Has(d) {
			hits = append(hits, hit{[2]solver.Cell{p, q}, t})
		}
	}
	// A strong link in a row y outside the box's band with an end in
	// column c: the target is in row r, on the other end's column.
	for y := 0; y < 9; y++ {
		if y/3 == r/3 {
			continue
		}
		link := where.And(b.UnitSet(Row(y)))
		p := solver.CellAt(y, c)
		if link.Count() != 2 || !link.Has(p) {
			continue
		}
		link.Remove(p)
		q := link.Cells()[0]
		if q.Col()/3 == c/3 {
			continue
		}
		if t := solver.CellAt(r, q.Col()); b.Cands[t].Has(d) {
			hits = append(hits, hit{[2]solver.Cell{p, q}, t})
		}
	}
	step := func(hs []hit) *Step {
		s := &Step{
			Technique: EmptyRectangle,
			Pattern:   candidatesIn(b, in.Cells(), DigitSet(d)),
			Units:     []Unit{box, Row(r), Col(c)},
			Digits:    DigitSet(d),
		}
		var seen CellSet
		for _, h := range hs {
			s.Pattern = append(s.Pattern, Candidate{h.link[0], d}, Candidate{h.link[1], d})
			if !seen.Has(h.t) {
				seen.Add(h.t)
				s.Eliminations = append(s.Eliminations, Candidate{h.t, d})
			}
		}
		return s
	}
	if len(hits) > 1 {
		if !visit(step(hits)) {
			return false
		}
	}
	for k := range hits {
		if !visit(step(hits[k : k+1])) {
			return false
		}
	}
	return true
}

// dualEmptyRectangles visits, for every two empty rectangles of one box
// read through different crosses, with different eliminations, the dual
// one that makes both, as HoDoKu reports them. The steps of one cross
// come paired already.
func dualEmptyRectangles(singles []*Step, visit func(*Step) bool) bool {
	for i := range singles {
		for j := i + 1; j < len(singles); j++ {
			a, b := singles[i], singles[j]
			if a.Units[1] == b.Units[1] && a.Units[2] == b.Units[2] || a.Eliminations[0] == b.Eliminations[0] {
				continue
			}
			dual := *a
			dual.Pattern = append(append([]Candidate(nil), a.Pattern...), b.Pattern[len(b.Pattern)-2:]...)
			dual.Eliminations = []Candidate{a.Eliminations[0], b.Eliminations[0]}
			if !visit(&dual) {
				return false
			}
		}
	}
	return true
}
