package logic

import (
	"math/bits"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
)

// Almost locked sets. An almost locked set (ALS) is n cells of one house
// that hold n+1 candidates between them; a two-candidate cell is an ALS of
// one cell. Take one digit away and the rest lock: the n cells then hold
// exactly the n digits left. Two ALSs that do not overlap share a
// restricted common candidate (RCC) x when every place of x in one sees
// every place of x in the other: x can then be true in at most one of
// them, so whichever ALS does not hold it is locked. Two ALSs may overlap
// when no place of the RCC lies in both (HoDoKu's "ALS overlap" option).
//
// The ALS-XZ, ALS-XY-Wing, ALS chain and death blossom finders all read
// the same alsIndex, built here once per call.

// als is one almost locked set.
type als struct {
	cells  CellSet
	digits Digits
	house  Unit
	// where[d] holds the set's cells with candidate d.
	where [10]CellSet
	// sees[d] holds the cells outside the set with candidate d that see
	// every one of its cells with d: the cells that lose d when the set
	// is known to hold d.
	sees [10]CellSet
	// seen has the digits d whose sees[d] is not empty: the only ones
	// the set can eliminate.
	seen Digits
}

// alsLink is a restricted common candidate (or two) between two ALSs.
type alsLink struct {
	to  int32  // the other ALS
	rcc Digits // the restricted common candidates, one or two
}

// alsIndex lists the ALSs of a board and the links between them.
type alsIndex struct {
	list  []als
	links [][]alsLink // links[i]: the ALSs sharing an RCC with list[i]
	where [10]CellSet // the board's cells with candidate d
	users int         // the callers holding the index (see alsIndexOf)
	work  alsWork     // the memory of its build, for the next one
}

// alsWork is the memory an index is built in beyond its lists, kept with
// it so that the next build on the same index allocates nothing.
type alsWork struct {
	seeds   []alsSeed
	houses  [][10]uint64 // houses[i][d]: the units holding list[i]'s places of d, as bits
	entries []alsEntry
	pairs   []alsPair
	degree  []int32
	rcc     []Digits
	touched []int32
	links   []alsLink
}

// alsEntry is one set in a bucket of linkALS.
type alsEntry struct {
	set   int32
	where CellSet // the set's places of the bucket's digit
}

// alsPair is two linked sets, i < j, as linkALS finds them.
type alsPair struct {
	i, j int32
	rcc  Digits
}

// alsCache keeps the index of the last board asked for: the ALS finders
// run one after another on the same position, and the index depends on
// the candidates alone. An index is never changed while a caller holds
// it, so callers on several goroutines may share it; the next build
// reuses the memory of one nobody holds.
var alsCache struct {
	sync.Mutex
	cands [81]Digits
	x     *alsIndex
	spare *alsIndex // an index nobody holds and no longer cached
}

// alsIndexOf returns the index of b's ALSs, built or cached. The caller
// gives it back with release when done with it.
func alsIndexOf(b *Board) *alsIndex {
	alsCache.Lock()
	defer alsCache.Unlock()
	if alsCache.x == nil || alsCache.cands != b.Cands {
		x := alsCache.x
		if x == nil || x.users > 0 {
			x, alsCache.spare = alsCache.spare, nil
		}
		if x == nil {
			x = new(alsIndex)
		}
		x.loadALS(b)
		alsCache.cands, alsCache.x = b.Cands, x
	}
	alsCache.x.users++
	return alsCache.x
}

// release gives back an index alsIndexOf returned.
func (x *alsIndex) release() {
	alsCache.Lock()
	defer alsCache.Unlock()
	if x.users--; x.users == 0 && x != alsCache.x {
		alsCache.spare = x
	}
}

// maxALSCells bounds the size of an ALS: a house with nine open cells
// has ALSs of up to eight.
const maxALSCells = 8

// loadALS collects every ALS of b, each once, smallest first, and every
// link between two.
func (x *alsIndex) loadALS(b *Board) {
	x.where = b.cellsByDigit()
	seeds := x.work.seeds[:0]
	for _, u := range b.Units() {
		var open [9]solver.Cell
		n := 0
		for _, c := range b.UnitCells(u) {
			if b.Cands[c]&AllDigits != 0 {
				open[n] = c
				n++
			}
		}
		seeds = collectHouse(seeds, b, u, open[:n], 0, CellSet{}, 0, 0)
	}
	x.work.seeds = seeds
	x.fill(b, seeds)
	x.linkALS()
}

// alsSeed is an ALS as the search of a house finds it.
type alsSeed struct {
	cells  CellSet
	digits Digits
	house  Unit
	size   uint8
}

// resize returns s with length n, reusing its array when large enough.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// fill lists the ALSs of seeds, smaller sets first and keeping the order
// of the houses among sets of one size, so that the finders meet the
// simplest patterns first.
func (x *alsIndex) fill(b *Board, seeds []alsSeed) {
	var start [maxALSCells + 2]int
	for i := range seeds {
		start[seeds[i].size+1]++
	}
	for k := 1; k < len(start); k++ {
		start[k] += start[k-1]
	}
	x.list = resize(x.list, len(seeds))
	x.work.houses = resize(x.work.houses, len(seeds))
	for i := range seeds {
		sd := &seeds[i]
		k := start[sd.size]
		start[sd.size]++
		a, houses := &x.list[k], &x.work.houses[k]
		*a = als{cells: sd.cells, digits: sd.digits, house: sd.house}
		for m := sd.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			a.where[d] = sd.cells.And(x.where[d])
			houses[d] = housesOf(&b.shp().houseBits, a.where[d])
			if b.plain() {
				a.sees[d] = houseCells(houses[d]).And(x.where[d]).AndNot(sd.cells)
			} else {
				a.sees[d] = commonPeers(b, a.where[d]).And(x.where[d]).AndNot(sd.cells)
			}
			if !a.sees[d].Empty() {
				a.seen |= 1 << d
			}
		}
	}
}

// lineBits has a bit for each row and column.
const lineBits = 1<<18 - 1

// collectHouse appends to seeds the ALSs of house u made of the chosen
// cells plus some of open[from:]. An ALS of a box that lies in one row
// or column is left to that line, and a single cell to its row.
func collectHouse(seeds []alsSeed, b *Board, u Unit, open []solver.Cell, from int, cells CellSet, ds Digits, n int) []alsSeed {
	for i := from; i < len(open) && n < maxALSCells; i++ {
		c := open[i]
		s := cells
		s.Add(c)
		d := ds | b.Cands[c]&AllDigits
		if d.Count() == n+2 {
			switch {
			case u < 9, u >= 18 && housesOf(&b.shp().houseBits, s)&lineBits == 0, u < 18 && n > 0:
				seeds = append(seeds, alsSeed{s, d, u, uint8(n + 1)})
			}
		}
		// Each cell added brings at least nothing new, so a set with k
		// candidates too many needs k more cells to become an ALS.
		if d.Count()-(n+2) <= len(open)-(i+1) {
			seeds = collectHouse(seeds, b, u, open, i+1, s, d, n+1)
		}
	}
	return seeds
}

// housesOf returns the units that hold every cell of s, as bits, from
// the board's table of each cell's units (shape.houseBits).
func housesOf(hb *[81]uint64, s CellSet) uint64 {
	h := uint64(1)<<numUnits - 1
	for w := 0; w < 2; w++ {
		for m := s[w]; m != 0; m &= m - 1 {
			h &= hb[solver.Cell(w*64)+trailing(m)]
		}
	}
	return h
}

// houseCells returns the cells of the units in h. On a board whose peers
// are its houses' cells, cells that see each other all lie in one house,
// so the cells that see every cell of a set are those of the houses
// holding the whole set, but for the set itself.
func houseCells(h uint64) CellSet {
	var out CellSet
	for ; h != 0; h &= h - 1 {
		out = out.Or(Unit(bits.TrailingZeros64(h)).Set())
	}
	return out
}

// commonPeers returns the cells that are peers of every cell of s on b.
func commonPeers(b *Board, s CellSet) CellSet {
	out := CellSet{^uint64(0), ^uint64(0)}
	for t := s; !t.Empty(); {
		out = out.And(b.Peers(popLowCell(&t)))
	}
	return out
}

// linkALS finds the restricted common candidates of every two ALSs. The
// sets may overlap, as long as no place of the candidate lies in both:
// the argument needs only that the candidate is true in at most one set,
// and each set's n cells still hold n different digits. The places of d
// in two sets all see each other exactly when they lie in one house, so
// the sets are bucketed by the houses holding their places of each digit
// and paired within a bucket when those places are apart.
func (x *alsIndex) linkALS() {
	n := len(x.list)
	w := &x.work
	pairs := w.pairs[:0]
	degree := resize(w.degree, n)
	clear(degree)
	// The buckets share one array: count, then fill.
	var size [numUnits][10]int
	total := 0
	for i := range x.list {
		a := &x.list[i]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			for h := w.houses[i][d]; h != 0; h &= h - 1 {
				size[bits.TrailingZeros64(h)][d]++
				total++
			}
		}
	}
	all := resize(w.entries, total)
	w.entries = all
	var buckets [numUnits][10][]alsEntry
	off := 0
	for u := range buckets {
		for d := range buckets[u] {
			buckets[u][d] = all[off : off : off+size[u][d]]
			off += size[u][d]
		}
	}
	for i := range x.list {
		a := &x.list[i]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			for h := w.houses[i][d]; h != 0; h &= h - 1 {
				u := bits.TrailingZeros64(h)
				buckets[u][d] = append(buckets[u][d], alsEntry{int32(i), a.where[d]})
			}
		}
	}
	// Sets enter each bucket in increasing order, and leave it in the
	// same order below, so next[u][d] is where set i sits in its bucket
	// and the sets after it are the ones still to pair with.
	var next [numUnits][10]int
	rcc := resize(w.rcc, n)
	clear(rcc)
	touched := w.touched
	for i := range x.list {
		a := &x.list[i]
		touched = touched[:0]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			p := a.where[d]
			for h := w.houses[i][d]; h != 0; h &= h - 1 {
				u := bits.TrailingZeros64(h)
				next[u][d]++
				for _, e := range buckets[u][d][next[u][d]:] {
					if (p[0]&e.where[0])|(p[1]&e.where[1]) != 0 {
						continue // a place of d in both sets
					}
					if rcc[e.set] == 0 {
						touched = append(touched, e.set)
					}
					rcc[e.set] |= 1 << d
				}
			}
		}
		for _, j := range touched {
			pairs = append(pairs, alsPair{int32(i), j, rcc[j]})
			rcc[j] = 0
			degree[i]++
			degree[j]++
		}
	}
	w.pairs, w.degree, w.rcc, w.touched = pairs, degree, rcc, touched
	// One array holds every set's links, each set's in its own stretch.
	flat := resize(w.links, 2*len(pairs))
	w.links = flat
	x.links = resize(x.links, n)
	off = 0
	for i, k := range degree {
		x.links[i] = flat[off : off : off+int(k)]
		off += int(k)
	}
	for _, p := range pairs {
		x.links[p.i] = append(x.links[p.i], alsLink{p.j, p.rcc})
		x.links[p.j] = append(x.links[p.j], alsLink{p.i, p.rcc})
	}
}

// seeBoth reports whether some cell sees every place of a digit of zs in
// both a and c: whether the two sets, one of which holds each such
// digit, eliminate anything.
func seeBoth(a, c *als, zs Digits) bool {
	for m := zs & a.seen & c.seen; m != 0; m &= m - 1 {
		z := bits.TrailingZeros16(uint16(m))
		if !a.sees[z].And(c.sees[z]).Empty() {
			return true
		}
	}
	return false
}

// alsCandidates lists the candidates of the given ALSs, one set after the
// other, for a step's pattern.
func alsCandidates(b *Board, sets ...*als) []Candidate {
	var out []Candidate
	for _, a := range sets {
		out = append(out, candidatesIn(b, a.cells.Cells(), AllDigits)...)
	}
	return out
}

// alsSets lists the cells of each of the given ALSs.
func alsSets(sets ...*als) [][]solver.Cell {
	out := make([][]solver.Cell, len(sets))
	for i, a := range sets {
		out[i] = a.cells.Cells()
	}
	return out
}

// alsUnits lists the houses of the given ALSs.
func alsUnits(sets ...*als) []Unit {
	out := make([]Unit, len(sets))
	for i, a := range sets {
		out[i] = a.house
	}
	return out
}

// elimSet gathers eliminations digit by digit without repeats.
type elimSet [10]CellSet

// add records that digit d goes from the cells of s.
func (e *elimSet) add(d int, s CellSet) { e[d] = e[d].Or(s) }

// empty reports whether nothing was recorded.
func (e *elimSet) empty() bool {
	for _, s := range e {
		if !s.Empty() {
			return false
		}
	}
	return true
}

// elimsSeen remembers the eliminations of the instances visited, so that
// a finder lists one instance for each set of eliminations, as HoDoKu
// does: the chains and blossoms that differ only in their middle would
// otherwise run to thousands.
type elimsSeen map[elimSet]struct{}

// fresh reports whether e is new, and remembers it.
func (m *elimsSeen) fresh(e *elimSet) bool {
	if *m == nil {
		*m = elimsSeen{}
	}
	if _, ok := (*m)[*e]; ok {
		return false
	}
	(*m)[*e] = struct{}{}
	return true
}

// list returns the eliminations sorted by cell, then digit.
func (e *elimSet) list() []Candidate {
	var out []Candidate
	var all CellSet
	for _, s := range e {
		all = all.Or(s)
	}
	for _, c := range all.Cells() {
		for d := uint8(1); d <= 9; d++ {
			if e[d].Has(c) {
				out = append(out, Candidate{c, d})
			}
		}
	}
	return out
}
