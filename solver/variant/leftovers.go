package variant

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// maxLeftovers bounds the leftover pairs of one jigsaw layout: fourteen
// runs of rows or columns each way, and the regions' overlaps with rows
// and columns.
const maxLeftovers = 96

// maxOverlapRest is the most cells a region and a row or column may each
// have outside the other for the pair to be kept: larger sets say little.
const maxOverlapRest = 4

// leftover is a pair of cell sets that hold the same digits, if not as
// often, by the law of leftovers of jigsaw Sudoku: when k rows (or
// columns) and k regions cover the same number of cells, the rows' cells
// outside the regions and the regions' cells outside the rows hold the
// same digits, each k times over the two. So does a region and a row or
// column that it overlaps: their cells outside each other. Interactive
// Sudoku Solver's optimizer adds the same pairs (its law of leftovers and
// jigsaw intersections); here they make a layout with no filling fail in
// a fraction of the search.
type leftover struct {
	a, b   [8]uint8
	na, nb uint8
}

// buildLeftovers adds the layout's leftover pairs to t: for the rows
// from the top, from the bottom, the columns from the left and from the
// right, runs of 2 to 8 lines with the regions lying mostly (five cells
// or more) in them; and each region with each row and column it shares
// five cells or more with.
func buildLeftovers(t *houses, g *geometry.Geometry) {
	var regions []geometry.CellSet
	for _, h := range g.Houses() {
		if h.Kind == geometry.Region {
			regions = append(regions, h.Set)
		}
	}
	if len(regions) != 9 {
		return
	}
	seen := map[[2]geometry.CellSet]bool{}
	add := func(a, b geometry.CellSet) {
		na, nb := a.Count(), b.Count()
		if na == 0 || na != nb || na > 8 || t.nleft == maxLeftovers || seen[[2]geometry.CellSet{a, b}] {
			return
		}
		seen[[2]geometry.CellSet{a, b}] = true
		l := &t.left[t.nleft]
		for c := range a.All() {
			l.a[l.na] = uint8(c)
			l.na++
		}
		for c := range b.All() {
			l.b[l.nb] = uint8(c)
			l.nb++
		}
		t.nleft++
	}
	line := func(i int, rows bool) geometry.CellSet {
		var s geometry.CellSet
		for j := 0; j < 9; j++ {
			if rows {
				s.Add(solver.CellAt(i, j))
			} else {
				s.Add(solver.CellAt(j, i))
			}
		}
		return s
	}
	for _, rows := range []bool{true, false} {
		for _, down := range []bool{true, false} {
			var lines, pieces geometry.CellSet
			used := [9]bool{}
			for n := 1; n < 9; n++ {
				i := n - 1
				if !down {
					i = 9 - n
				}
				lines = lines.Or(line(i, rows))
				for k, r := range regions {
					if !used[k] && r.And(lines).Count() >= 5 {
						used[k] = true
						pieces = pieces.Or(r)
					}
				}
				if n > 1 && lines.Count() == pieces.Count() {
					add(lines.AndNot(pieces), pieces.AndNot(lines))
				}
			}
		}
	}
	for _, r := range regions {
		for i := 0; i < 9; i++ {
			for _, rows := range []bool{true, false} {
				l := line(i, rows)
				if rest := r.AndNot(l); rest.Count() <= maxOverlapRest {
					add(rest, l.AndNot(r))
				}
			}
		}
	}
}

// scanLeftovers keeps each leftover set to the digits the other can
// still hold, and reports false on a contradiction.
func (e *engine) scanLeftovers(s *state) bool {
	t := e.houses
	for i := 0; i < t.nleft; i++ {
		l := &t.left[i]
		var ua, ub uint16
		for _, c := range l.a[:l.na] {
			ua |= s.cand[c]
		}
		for _, c := range l.b[:l.nb] {
			ub |= s.cand[c]
		}
		if ua == ub {
			continue
		}
		for _, c := range l.a[:l.na] {
			if !e.restrict(s, int(c), ub) {
				return false
			}
		}
		for _, c := range l.b[:l.nb] {
			if !e.restrict(s, int(c), ua) {
				return false
			}
		}
	}
	return true
}
