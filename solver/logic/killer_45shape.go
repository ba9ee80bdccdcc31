package logic

import (
	"sync"

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

// shapeRegionCache holds each shape's regions, made once.
var shapeRegionCache sync.Map // *shape -> *shapeRegionSet

// regionsOf returns the regions the rule of 45 reads on b: on a classic
// board singleRegions and unionRegions; on a board with more houses,
// those and, for each house beyond the classic ones, the house alone
// (with the single houses) and its union with one box it does not meet
// or two such boxes side by side (with the unions).
func regionsOf(b *Board) shapeRegionSet {
	sh := b.shp()
	if sh.plain {
		// Read here, not kept in a variable of the package: the
		// classic regions are made in an init function.
		return shapeRegionSet{single: singleRegions, union: unionRegions}
	}
	if rs, ok := shapeRegionCache.Load(sh); ok {
		return *rs.(*shapeRegionSet)
	}
	rs, _ := shapeRegionCache.LoadOrStore(sh, newShapeRegionSet(sh))
	return *rs.(*shapeRegionSet)
}

// newShapeRegionSet makes the regions of shape sh (see regionsOf).
func newShapeRegionSet(sh *shape) *shapeRegionSet {
	rs := &shapeRegionSet{
		single: append([]region(nil), singleRegions...),
		union:  append([]region(nil), unionRegions...),
	}
	for _, h := range sh.units {
		if k := h.House().Kind; k == geometry.Row || k == geometry.Column || k == geometry.Box {
			continue
		}
		rs.single = append(rs.single, regionOf(h))
		for i, x := range boxes {
			if !x.Set().And(h.Set()).Empty() {
				continue
			}
			rs.union = append(rs.union, regionOf(h, x))
			for _, y := range boxes[i+1:] {
				if y.Set().And(h.Set()).Empty() && besideBox(x, y) {
					rs.union = append(rs.union, regionOf(h, x, y))
				}
			}
		}
	}
	return rs
}

// besideBox reports whether boxes x and y share a side: the same band
// or stack, next to each other.
func besideBox(x, y Unit) bool {
	i, j := x.Index(), y.Index()
	return i/3 == j/3 && (j-i == 1 || i-j == 1) || i%3 == j%3 && (j-i == 3 || i-j == 3)
}
