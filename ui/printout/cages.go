package printout

import (
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Segment is one straight stretch of a Killer cage's outline, across or
// down, in the units of the cells it was worked out for, measured from the
// grid's top left corner with y growing downwards.
type Segment struct{ X0, Y0, X1, Y1 float64 }

// CageMap returns, for each cell, 1 + the index of its cage in cages, 0
// for a cell in none: what CageOutline reads.
func CageMap(cages []variant.Cage) *[81]int16 {
	var in [81]int16
	for i, cg := range cages {
		for _, c := range cg.Cells {
			if c >= 0 && c < 81 {
				in[c] = int16(i + 1)
			}
		}
	}
	return &in
}

// CageOutline returns the outline of every cage of in (see CageMap),
// inset by d inside cells of side cell: for each side of a cell whose
// neighbour there is in another cage (or none), a stretch inset inside
// the cell, reaching into the next cell at a concave corner and stopping
// short at a convex one, so that the stretches of a cage join into one
// closed line with no line between cells of one cage. The board on screen
// and the printouts draw the same outline.
func CageOutline(in *[81]int16, cell, d float64) []Segment { return CageOutlineOf(in[:], 9, cell, d) }

// CageOutlineOf is CageOutline on a grid of side n, in holding its n*n
// cells row by row.
func CageOutlineOf(in []int16, n int, cell, d float64) []Segment {
	same := func(r, c int, id int16) bool {
		return r >= 0 && r < n && c >= 0 && c < n && in[r*n+c] == id
	}
	// end returns how far a stretch along a side reaches at one of its
	// ends: dr, dc step along the side toward that end, nr, nc toward the
	// side's outside.
	end := func(r, c, dr, dc, nr, nc int, id int16) float64 {
		switch {
		case !same(r+dr, c+dc, id): // a convex corner
			return -d
		case same(r+dr+nr, c+dc+nc, id): // a concave corner
			return d
		}
		return 0 // the stretch goes on in the next cell
	}
	var out []Segment
	for i, id := range in[:n*n] {
		if id == 0 {
			continue
		}
		r, c := i/n, i%n
		x, y := float64(c)*cell, float64(r)*cell
		if !same(r-1, c, id) { // top
			out = append(out, Segment{x - end(r, c, 0, -1, -1, 0, id), y + d, x + cell + end(r, c, 0, 1, -1, 0, id), y + d})
		}
		if !same(r+1, c, id) { // bottom
			out = append(out, Segment{x - end(r, c, 0, -1, 1, 0, id), y + cell - d, x + cell + end(r, c, 0, 1, 1, 0, id), y + cell - d})
		}
		if !same(r, c-1, id) { // left
			out = append(out, Segment{x + d, y - end(r, c, -1, 0, 0, -1, id), x + d, y + cell + end(r, c, 1, 0, 0, -1, id)})
		}
		if !same(r, c+1, id) { // right
			out = append(out, Segment{x + cell - d, y - end(r, c, -1, 0, 0, 1, id), x + cell - d, y + cell + end(r, c, 1, 0, 0, 1, id)})
		}
	}
	return out
}

// sums returns the sum shown in each cell: a cage's at its first cell, 0
// elsewhere.
func sums(cages []variant.Cage) (out [81]int) {
	for _, cg := range cages {
		if cg.Sum > 0 && len(cg.Cells) > 0 {
			if a := cg.Anchor(); a >= 0 && a < 81 {
				out[a] = cg.Sum
			}
		}
	}
	return out
}

// caged marks the cells inside a cage's outline, whose notes sit closer
// together to keep clear of it.
func caged(cages []variant.Cage) (out [81]bool) {
	for _, cg := range cages {
		for _, c := range cg.Cells {
			if c >= 0 && c < 81 {
				out[c] = true
			}
		}
	}
	return out
}
