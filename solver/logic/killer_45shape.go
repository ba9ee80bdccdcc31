package logic

import (
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The rule of 45 on a board with more houses than rows, columns and
// boxes: a diagonal of Killer-X or a window of Windoku holds 1 to 9 as
// a row does, so it adds up to 45 too, and so does its union with
// houses it does not meet. The rule of 45 reads those regions as it
// reads the classic ones: a diagonal's innies are its cells outside the
// cages wholly on it, its outies the cells of the cages that cross it
// lying off it.

// shapeRegionSet is the regions the rule of 45 reads on one shape: the
// single houses, then the unions.
type shapeRegionSet struct {
	single, union []region
}

// regionsOf returns the regions the rule of 45 reads on b: on a classic
// board singleRegions and unionRegions; on a board with more houses,
// those and, for each house beyond the classic ones, the house alone
// (with the single houses) and its union with one box it does not meet
// or two such boxes side by side (with the unions). On a jigsaw board the
// regions take the boxes' place: each alone, and two side by side.
func regionsOf(b *Board) shapeRegionSet {
	sh := b.shp()
	if sh.plain {
		// Read here, not kept in a variable of the package: the
		// classic regions are made in an init function.
		return shapeRegionSet{single: singleRegions, union: unionRegions}
	}
	sh.regionsOnce.Do(func() { sh.regions = newShapeRegionSet(sh) })
	return *sh.regions
}

// newShapeRegionSet makes the regions of shape sh (see regionsOf).
func newShapeRegionSet(sh *shape) *shapeRegionSet {
	rs := &shapeRegionSet{}
	for _, u := range sh.units {
		rs.single = append(rs.single, regionOn(sh, u))
	}
	for _, r := range unionRegions {
		if k := r.units[0].House().Kind; k == geometry.Row || k == geometry.Column || sh.boxes {
			rs.union = append(rs.union, r)
		}
	}
	if !sh.boxes {
		for i, x := range sh.blocks {
			for _, y := range sh.blocks[i+1:] {
				if besideRegion(sh, x, y) {
					rs.union = append(rs.union, regionOn(sh, x, y))
				}
			}
		}
	}
	for _, h := range sh.units {
		if k := h.House().Kind; k != geometry.Diagonal && k != geometry.Window {
			continue
		}
		for i, x := range sh.blocks {
			if !sh.sets[x].And(sh.sets[h]).Empty() {
				continue
			}
			rs.union = append(rs.union, regionOn(sh, h, x))
			for _, y := range sh.blocks[i+1:] {
				if sh.sets[y].And(sh.sets[h]).Empty() && beside(sh, x, y) {
					rs.union = append(rs.union, regionOn(sh, h, x, y))
				}
			}
		}
	}
	return rs
}

// regionOn is the region the units of shape sh cover together.
func regionOn(sh *shape, units ...Unit) region {
	r := region{units: units}
	for _, u := range units {
		r.set = r.set.Or(sh.sets[u])
	}
	return r
}

// beside reports whether blocks x and y of shape sh share a side: boxes
// of the same band or stack next to each other, or jigsaw regions with
// two cells side by side.
func beside(sh *shape, x, y Unit) bool {
	if sh.boxes {
		return besideBox(x, y)
	}
	return besideRegion(sh, x, y)
}

// besideRegion reports whether units x and y of shape sh have a cell of
// one beside a cell of the other.
func besideRegion(sh *shape, x, y Unit) bool {
	ys := sh.sets[y]
	for c := range geometry.CellSet(sh.sets[x]).All() {
		r, k := c.Row(), c.Col()
		if r > 0 && ys.Has(c-9) || r < 8 && ys.Has(c+9) || k > 0 && ys.Has(c-1) || k < 8 && ys.Has(c+1) {
			return true
		}
	}
	return false
}

// besideBox reports whether boxes x and y share a side: the same band
// or stack, next to each other.
func besideBox(x, y Unit) bool {
	i, j := x.Index(), y.Index()
	return i/3 == j/3 && (j-i == 1 || i-j == 1) || i%3 == j%3 && (j-i == 3 || i-j == 3)
}
