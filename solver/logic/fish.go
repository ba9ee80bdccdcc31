package logic

import (
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// A fish on digit d takes n base lines (rows, or columns) and n cover
// lines of the other kind. When every candidate d of the base lines lies
// in the cover lines, the n digits d of the base lines fill the cover
// lines, so the rest of the cover lines loses d. A finned fish has extra
// candidates, the fins, outside the cover lines, all in one box: either a
// fin holds d, or the fish stands; so cells of the cover lines outside the
// base lines that also see every fin, which are the cells of the fin box,
// lose d. A sashimi fish is a finned fish where a base line, but for its
// fins, has a single candidate left; the search finds those as well.
//
// Lines are numbered by orientation o: o == 0 takes rows as base lines
// and columns as cover lines, o == 1 the other way round. Sets of lines
// are 9-bit masks, bit i for line i.

// fishDigit is where one digit is a candidate: lines[0][r] holds the
// columns of row r, lines[1][c] the rows of column c, and cells every
// cell.
type fishDigit struct {
	lines [2][9]uint16
	cells CellSet
}

// fishDigits maps, for every digit, where it is a candidate on b, in one
// pass over the board.
func fishDigits(b *Board) (out [10]fishDigit) {
	for c := solver.Cell(0); c < 81; c++ {
		r, k := c.Row(), c.Col()
		for x := uint16(b.Cands[c] & AllDigits); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			out[d].lines[0][r] |= 1 << k
			out[d].lines[1][k] |= 1 << r
			out[d].cells.Add(c)
		}
	}
	return out
}

// fishBase returns base line i of orientation o; fishCover returns cover
// line j.
func fishBase(o, i int) Unit  { return Unit(9*o + i) }
func fishCover(o, j int) Unit { return Unit(9*(1-o) + j) }

// fishCell returns the cell where base line i and cover line j of
// orientation o cross.
func fishCell(o, i, j int) solver.Cell {
	if o == 0 {
		return solver.CellAt(i, j)
	}
	return solver.CellAt(j, i)
}

// fishSet returns the cells of the lines in mask, first being the unit of
// line 0 of their kind.
func fishSet(first Unit, mask uint16) CellSet {
	var s CellSet
	for x := mask; x != 0; x &= x - 1 {
		s = s.Or((first + Unit(bits.TrailingZeros16(x))).Set())
	}
	return s
}

// basicFish finds a fish of size n without fins.
func basicFish(t Technique, n int) finder {
	return func(b *Board) *Step { return searchFish(b, t, n, false) }
}

// finnedFish finds a fish of size n with fins in one box, which is not a
// basic fish.
func finnedFish(t Technique, n int) finder {
	return func(b *Board) *Step { return searchFish(b, t, n, true) }
}

// eachFinnedFish visits every finned fish of size n, and after the fish
// of each set of base lines the Siamese fish of every two of them that
// eliminate differently (see siameseStep).
func eachFinnedFish(t Technique, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) {
		searchFishEach(b, t, n, true, visit)
	}
}

// fishSearch is the search for fish of size n on digit d with base lines
// of orientation o. With visit set, it visits every instance and returns
// a step only to stop, when visit says so.
type fishSearch struct {
	visit  func(*Step) bool
	b      *Board
	t      Technique
	n      int
	finned bool
	d      uint8
	o      int
	fd     *fishDigit
	masks  *[9]uint16 // the candidates of the base lines
	lines  [9]int     // the base lines to choose from
	k      int        // how many of them
}

// searchFish tries every digit and both orientations, the base lines
// being rows first.
func searchFish(b *Board, t Technique, n int, finned bool) *Step {
	return searchFishEach(b, t, n, finned, nil)
}

// searchFishEach is searchFish, visiting every instance when visit is set.
func searchFishEach(b *Board, t Technique, n int, finned bool, visit func(*Step) bool) *Step {
	all := fishDigits(b)
	fs := fishSearch{b: b, t: t, n: n, finned: finned, visit: visit}
	for d := uint8(1); d <= 9; d++ {
		fs.d, fs.fd = d, &all[d]
		for o := 0; o < 2; o++ {
			fs.o, fs.masks = o, &all[d].lines[o]
			// Base lines have two candidates or more; a basic fish's at
			// most n.
			fs.k = 0
			for i, m := range fs.masks {
				if c := bits.OnesCount16(m); c >= 2 && (finned || c <= n) {
					fs.lines[fs.k] = i
					fs.k++
				}
			}
			if s := fs.grow(0, 0, 0, [3]uint16{}); s != nil {
				return s
			}
		}
	}
	return nil
}

// grow adds base lines from fs.lines[start:] to the depth lines of base,
// and checks each set of n lines. The candidates of the base lines of
// group g (band or stack) lie in the cover lines of union[g].
func (fs *fishSearch) grow(start, depth int, base uint16, union [3]uint16) *Step {
	if depth == fs.n {
		if !fs.finned {
			return fs.basic(base, union[0]|union[1]|union[2])
		}
		if !fs.b.hasBoxes() {
			return fs.finnedInRegion(base, union[0]|union[1]|union[2])
		}
		return fs.finnedFins(base, &union)
	}
	for p := start; p <= fs.k-(fs.n-depth); p++ {
		i := fs.lines[p]
		next := union
		next[i/3] |= fs.masks[i]
		u := next[0] | next[1] | next[2]
		if fs.finned && fs.b.hasBoxes() && !fishFinsFit(u, fs.n) || !fs.finned && bits.OnesCount16(u) > fs.n {
			continue
		}
		if s := fs.grow(p+1, depth+1, base|1<<i, next); s != nil {
			return s
		}
	}
	return nil
}

// fishFinsFit reports whether candidates in the cover lines of union may
// make a fish of size n with fins in one box: whether n lines hold all but
// those of one group of three cover lines.
func fishFinsFit(union uint16, n int) bool {
	return bits.OnesCount16(union&^0o007) <= n || bits.OnesCount16(union&^0o070) <= n ||
		bits.OnesCount16(union&^0o700) <= n
}

// basic checks the basic fish of the base lines and cover lines.
func (fs *fishSearch) basic(base, cover uint16) *Step {
	if bits.OnesCount16(cover) != fs.n {
		return nil
	}
	elim := fishSet(fishCover(fs.o, 0), cover).AndNot(fishSet(fishBase(fs.o, 0), base)).And(fs.fd.cells)
	if elim.Empty() {
		return nil
	}
	return fishStep(fs.b, fs.t, fs.d, fs.o, base, cover, fs.masks, elim)
}

// finnedFins tries each box as the fin box of the base lines, whose
// candidates lie in the cover lines of union, by group of base lines.
func (fs *fishSearch) finnedFins(base uint16, union *[3]uint16) *Step {
	n := fs.n
	all := union[0] | union[1] | union[2]
	if bits.OnesCount16(all) <= n {
		return nil // a basic fish, or no fish at all
	}
	var found []*Step // the fish of these base lines, when visiting
	for h := 0; h < 3; h++ {
		// The fin box's group of cover lines: the lines that may miss
		// from the cover, their candidates being fins.
		span := uint16(7) << (3 * h)
		if bits.OnesCount16(all&^span) > n {
			continue
		}
		for g := 0; g < 3; g++ {
			// Its group of base lines: a band for rows, a stack for
			// columns.
			group := uint16(7) << (3 * g)
			if base&group == 0 {
				continue
			}
			// must: the cover lines the candidates outside the box need;
			// inBox: the cover lines of the candidates inside it.
			must := union[(g+1)%3] | union[(g+2)%3] | union[g]&^span
			inBox := union[g] & span
			k := bits.OnesCount16(must)
			if k > n || inBox&^must == 0 {
				continue
			}
			// Fill up to n cover lines with lines of the box that hold
			// base candidates; each choice is a fish of its own.
			pool := inBox &^ must
			for extra := pool; ; extra = (extra - 1) & pool {
				if bits.OnesCount16(extra) == n-k {
					if s := fs.finnedWith(g, h, base, must|extra, inBox); s != nil {
						if fs.visit == nil {
							return s
						}
						if !fs.visit(s) {
							return s
						}
						found = append(found, s)
					}
				}
				if extra == 0 {
					break
				}
			}
		}
	}
	// Siamese fish: two of these that eliminate differently, together.
	for i := range found {
		for j := i + 1; j < len(found); j++ {
			if found[i].Eliminations[0] == found[j].Eliminations[0] {
				continue
			}
			if s := siameseStep(found[i], found[j], n); !fs.visit(s) {
				return s
			}
		}
	}
	return nil
}

// finnedInRegion tries the finned fish of the base lines on a jigsaw
// board, whose candidates lie in the cover lines of all: for each region
// as the fin region, the cover holds the lines of every base candidate
// outside it, and is filled up to n with lines of candidates inside it;
// the base candidates outside the cover are the fins, and the cover's
// candidates in the region off the base lines go, as a box's do in a
// finned fish.
func (fs *fishSearch) finnedInRegion(base, all uint16) *Step {
	n := fs.n
	if bits.OnesCount16(all) <= n {
		return nil // a basic fish, or no fish at all
	}
	baseLines := fishSet(fishBase(fs.o, 0), base)
	baseCells := baseLines.And(fs.fd.cells)
	// lineOf gives the cover line (column for row fish) of a cell.
	lineOf := func(c solver.Cell) int {
		if fs.o == 0 {
			return c.Col()
		}
		return c.Row()
	}
	linesOf := func(set CellSet) (m uint16) {
		for c := range geometry.CellSet(set).All() {
			m |= 1 << lineOf(c)
		}
		return m
	}
	for _, region := range fs.b.blocks() {
		in := fs.b.UnitSet(region)
		if baseCells.And(in).Empty() {
			continue
		}
		must := linesOf(baseCells.AndNot(in))
		k := bits.OnesCount16(must)
		pool := linesOf(baseCells.And(in)) &^ must
		if k > n || pool == 0 {
			continue
		}
		for extra := pool; ; extra = (extra - 1) & pool {
			if bits.OnesCount16(extra) == n-k {
				if s := fs.finnedRegionWith(base, must|extra, in, baseLines, baseCells); s != nil {
					if fs.visit == nil || !fs.visit(s) {
						return s
					}
				}
			}
			if extra == 0 {
				break
			}
		}
	}
	return nil
}

// finnedRegionWith checks the finned fish of the base lines (their cells
// baseLines, their candidates baseCells) with the cover lines cover and
// the fins in region in, and returns its step if it eliminates anything.
func (fs *fishSearch) finnedRegionWith(base, cover uint16, in, baseLines, baseCells CellSet) *Step {
	for x := base; x != 0; x &= x - 1 {
		if fs.masks[bits.TrailingZeros16(x)]&cover == 0 {
			return nil // a line of fins only is no part of the fish
		}
	}
	coverCells := fishSet(fishCover(fs.o, 0), cover)
	if baseCells.AndNot(coverCells).Empty() {
		return nil // no fin: a basic fish
	}
	elim := coverCells.And(in).AndNot(baseLines).And(fs.fd.cells)
	if elim.Empty() {
		return nil
	}
	return fishStep(fs.b, fs.t, fs.d, fs.o, base, cover, fs.masks, elim)
}

// finnedWith checks the finned fish with the given base and cover lines
// whose fin box is in group g of base lines and group h of cover lines,
// inBox being the cover lines of the base candidates in the box, and
// returns its step if it eliminates anything.
func (fs *fishSearch) finnedWith(g, h int, base, cover, inBox uint16) *Step {
	lines := fs.masks
	if inBox&^cover == 0 {
		return nil // no fin
	}
	for x := base; x != 0; x &= x - 1 {
		if lines[bits.TrailingZeros16(x)]&cover == 0 {
			return nil // a line of fins only is no part of the fish
		}
	}
	// The eliminations: candidates in the box, in the cover lines, off
	// the base lines.
	group, span := uint16(7)<<(3*g), uint16(7)<<(3*h)
	hit := false
	for x := group &^ base; x != 0; x &= x - 1 {
		hit = hit || lines[bits.TrailingZeros16(x)]&cover&span != 0
	}
	if !hit {
		return nil
	}
	box := Box(3*g + h)
	if fs.o == 1 {
		box = Box(3*h + g)
	}
	elim := fishSet(fishCover(fs.o, 0), cover).And(box.Set()).
		AndNot(fishSet(fishBase(fs.o, 0), base)).And(fs.fd.cells)
	return fishStep(fs.b, fs.t, fs.d, fs.o, base, cover, lines, elim)
}

// fishStep builds the step of a fish on digit d with the given base and
// cover lines of orientation o, eliminating d from elim.
func fishStep(b *Board, t Technique, d uint8, o int, base, cover uint16, lines *[9]uint16, elim CellSet) *Step {
	n, size := bits.OnesCount16(base), 0
	for x := base; x != 0; x &= x - 1 {
		size += bits.OnesCount16(lines[bits.TrailingZeros16(x)])
	}
	s := &Step{
		Technique:    t,
		Digits:       DigitSet(d),
		Pattern:      make([]Candidate, 0, size),
		Units:        make([]Unit, 0, 2*n),
		Eliminations: eliminations(b, elim, d),
	}
	for x := base; x != 0; x &= x - 1 {
		i := bits.TrailingZeros16(x)
		s.Units = append(s.Units, fishBase(o, i))
		for y := lines[i]; y != 0; y &= y - 1 {
			s.Pattern = append(s.Pattern, Candidate{fishCell(o, i, bits.TrailingZeros16(y)), d})
		}
	}
	for x := cover; x != 0; x &= x - 1 {
		s.Units = append(s.Units, fishCover(o, bits.TrailingZeros16(x)))
	}
	return s
}
