package printout

import (
	"cmp"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// Segment is one straight piece of a drawn line in cell units: (0, 0) is
// the grid's top left corner, x grows to the right and y downwards, and a
// cell is 1 across.
type Segment struct{ X0, Y0, X1, Y1 float64 }

// CageOutline returns the outline of a Killer cage as newspapers draw it:
// inset from the cell borders by inset (a fraction of a cell, between 0
// and 0.5), along every side of a cell whose neighbour is not in the cage,
// running on across the cage's cells and turning inward at its concave
// corners, with no line between two cells of the cage. Pieces that touch
// on one line are joined, so that a dash pattern runs on along them. The
// segments come in a fixed order: horizontal ones by y then x, then
// vertical ones by x then y. Cells outside the grid are ignored.
func CageOutline(cells []solver.Cell, inset float64) []Segment {
	var in [11][11]bool // the cage's cells, with a border of empty cells
	for _, c := range cells {
		if c >= 0 && c < 81 {
			in[int(c)/9+1][int(c)%9+1] = true
		}
	}
	// end returns where a side's end lies, from the cell border base: on
	// the inset when the cell beyond it along the side (n) is not in the
	// cage, on the border when it is and the diagonal one (d) is not, and
	// an inset beyond the border when both are (a concave corner). out is
	// -1 for the low end of the side, +1 for the high end.
	end := func(base float64, out float64, n, d bool) float64 {
		switch {
		case !n:
			return base - out*inset
		case !d:
			return base
		}
		return base + out*inset
	}
	var horizontal, vertical []Segment
	for r := 1; r <= 9; r++ {
		for c := 1; c <= 9; c++ {
			if !in[r][c] {
				continue
			}
			x, y := float64(c-1), float64(r-1)
			for _, dr := range []int{-1, 1} { // the top side, then the bottom one
				if in[r+dr][c] {
					continue
				}
				at := y + inset
				if dr > 0 {
					at = y + 1 - inset
				}
				x0 := end(x, -1, in[r][c-1], in[r+dr][c-1])
				x1 := end(x+1, 1, in[r][c+1], in[r+dr][c+1])
				horizontal = append(horizontal, Segment{x0, at, x1, at})
			}
			for _, dc := range []int{-1, 1} { // the left side, then the right one
				if in[r][c+dc] {
					continue
				}
				at := x + inset
				if dc > 0 {
					at = x + 1 - inset
				}
				y0 := end(y, -1, in[r-1][c], in[r-1][c+dc])
				y1 := end(y+1, 1, in[r+1][c], in[r+1][c+dc])
				vertical = append(vertical, Segment{at, y0, at, y1})
			}
		}
	}
	horizontal = joined(horizontal, func(s Segment) (float64, float64, float64) { return s.Y0, s.X0, s.X1 },
		func(s *Segment, to float64) { s.X1 = to })
	vertical = joined(vertical, func(s Segment) (float64, float64, float64) { return s.X0, s.Y0, s.Y1 },
		func(s *Segment, to float64) { s.Y1 = to })
	return append(horizontal, vertical...)
}

// joined sorts segments of one direction by their line and start and
// joins those that touch on one line. key gives a segment's line, start
// and end; extend moves its end.
func joined(segs []Segment, key func(Segment) (line, lo, hi float64), extend func(*Segment, float64)) []Segment {
	slices.SortFunc(segs, func(a, b Segment) int {
		la, sa, _ := key(a)
		lb, sb, _ := key(b)
		return cmp.Or(cmp.Compare(la, lb), cmp.Compare(sa, sb))
	})
	const near = 1e-9
	out := segs[:0]
	for _, s := range segs {
		if n := len(out); n > 0 {
			line, _, hi := key(out[n-1])
			l, lo, shi := key(s)
			if l == line && lo <= hi+near {
				extend(&out[n-1], max(hi, shi))
				continue
			}
		}
		out = append(out, s)
	}
	return out
}
