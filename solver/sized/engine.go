package sized

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
)

// intersection is where two houses cross in two cells or more: a digit of
// one that can go only in their common cells goes nowhere else in the
// other.
type intersection struct {
	common, onlyA, onlyB []uint8
	houses               uint64 // the bits of the two houses
}

// cageRule is a Killer cage with a sum, as the engine reads it.
type cageRule struct {
	cells []uint8
	sum   int
}

// engine is the search for one shape and rules at a time; its tables
// are built by load and kept while the next puzzle has the same shape
// and rules, and its stack is allocated once per shape.
type engine struct {
	shape    Shape
	n, cells int
	full     uint16
	geo      *Geometry
	peers    [][]uint8
	houses   [][]uint8
	crosses  []intersection
	cages    []cageRule

	houseBits []uint64 // per cell, the bits of its houses (at most 59 houses)
	// dirtyH and dirtyX are the houses whose cells changed since the hidden
	// singles and since the crossings last looked at them.
	dirtyH, dirtyX uint64

	stack []uint16 // level k's candidates at [k*cells:(k+1)*cells], bit d-1 for digit d
	queue []uint8  // cells fixed whose digit their peers still hold

	limit, count int
	first        []uint8
	nodes        int
	maxNodes     int
	gaveUp       bool
	rng          *rand.Rand // when set, the search tries digits in a random order

	// scores counts, per cell, the recent guesses there that failed at
	// once (see fail and choose).
	scores  [MaxCells]uint32
	toDecay int
}

// prepare builds the engine's tables for p's shape and rules.
func (e *engine) prepare(p *Puzzle) {
	s := p.Shape
	if e.shape != s {
		e.shape, e.n, e.cells = s, s.N(), s.Cells()
		e.full = uint16(1)<<e.n - 1
		e.stack = make([]uint16, (e.cells+1)*e.cells)
		e.queue = make([]uint8, 0, e.cells)
		e.first = make([]uint8, e.cells)
	}
	g := NewGeometry(p)
	e.geo = g
	e.peers = e.peers[:0]
	for c := range e.cells {
		ps := make([]uint8, len(g.Peers(c)))
		for i, d := range g.Peers(c) {
			ps[i] = uint8(d)
		}
		e.peers = append(e.peers, ps)
	}
	e.houses = e.houses[:0]
	for _, h := range g.Houses() {
		hs := make([]uint8, len(h.Cells))
		for i, c := range h.Cells {
			hs[i] = uint8(c)
		}
		e.houses = append(e.houses, hs)
	}
	e.houseBits = e.houseBits[:0]
	for c := range e.cells {
		var m uint64
		for _, h := range g.HousesOf(c) {
			m |= 1 << h
		}
		e.houseBits = append(e.houseBits, m)
	}
	e.crosses = e.crosses[:0]
	for a, ha := range g.Houses() {
		for b, hb := range g.Houses() {
			if b <= a {
				continue
			}
			var x intersection
			for _, c := range e.houses[a] {
				if slices.Contains(hb.Cells, int(c)) {
					x.common = append(x.common, c)
				} else {
					x.onlyA = append(x.onlyA, c)
				}
			}
			if len(x.common) < 2 || len(x.onlyA) == 0 {
				continue
			}
			for _, c := range e.houses[b] {
				if !slices.Contains(ha.Cells, int(c)) {
					x.onlyB = append(x.onlyB, c)
				}
			}
			x.houses = 1<<a | 1<<b
			e.crosses = append(e.crosses, x)
		}
	}
	e.cages = e.cages[:0]
	for _, cg := range p.Cages {
		if cg.Sum == 0 {
			continue
		}
		r := cageRule{sum: cg.Sum}
		for _, c := range cg.Cells {
			r.cells = append(r.cells, uint8(c))
		}
		e.cages = append(e.cages, r)
	}
}

// level returns the candidates of search level k.
func (e *engine) level(k int) []uint16 { return e.stack[k*e.cells : (k+1)*e.cells] }

// load sets level 0 to p's givens and returns false when they contradict
// each other.
func (e *engine) load(p *Puzzle) bool {
	cand := e.level(0)
	for c := range cand {
		cand[c] = e.full
	}
	e.queue = e.queue[:0]
	all := ^uint64(0) >> (64 - len(e.houses))
	e.dirtyH, e.dirtyX = all, all
	for c, v := range p.Givens {
		if v == 0 {
			continue
		}
		bit := uint16(1) << (v - 1)
		if cand[c]&bit == 0 {
			return false
		}
		cand[c] = bit
		e.queue = append(e.queue, uint8(c))
	}
	return true
}

// propagate removes fixed digits from their peers and places hidden
// singles, cage-sum bounds and box-line crossings until nothing changes;
// false on a contradiction.
func (e *engine) propagate(cand []uint16) bool {
	for {
		for len(e.queue) > 0 {
			c := e.queue[len(e.queue)-1]
			e.queue = e.queue[:len(e.queue)-1]
			bit := cand[c]
			for _, p := range e.peers[c] {
				m := cand[p]
				if m&bit == 0 {
					continue
				}
				m &^= bit
				if m == 0 {
					return false
				}
				cand[p] = m
				e.dirtyH |= e.houseBits[p]
				e.dirtyX |= e.houseBits[p]
				if m&(m-1) == 0 {
					e.queue = append(e.queue, p)
				}
			}
		}
		ok, changed := e.hiddenSingles(cand)
		if !ok {
			return false
		}
		if changed {
			continue
		}
		if len(e.cages) > 0 {
			if ok, changed = e.cageBounds(cand); !ok {
				return false
			}
			if changed {
				continue
			}
		}
		if ok, changed = e.lockedCandidates(cand); !ok {
			return false
		}
		if !changed {
			return true
		}
	}
}

// hiddenSingles places each digit that has one cell left in a house;
// false when a house has no cell left for a digit.
func (e *engine) hiddenSingles(cand []uint16) (ok, changed bool) {
	dirty := e.dirtyH
	e.dirtyH = 0
	for ; dirty != 0; dirty &= dirty - 1 {
		h := e.houses[bits.TrailingZeros64(dirty)]
		var once, twice uint16
		for _, c := range h {
			m := cand[c]
			twice |= once & m
			once |= m
		}
		if once != e.full {
			return false, false
		}
		for uniq := once &^ twice; uniq != 0; uniq &= uniq - 1 {
			bit := uniq & -uniq
			for _, c := range h {
				if cand[c]&bit != 0 {
					if cand[c] != bit {
						cand[c] = bit
						e.mark(c)
						e.queue = append(e.queue, c)
						changed = true
					}
					break
				}
			}
		}
	}
	return true, changed
}

// lockedCandidates removes a digit from a house where its only cells in
// a crossing box or region are the common ones, and from a box or region
// where a crossing house's only cells for it are the common ones.
func (e *engine) lockedCandidates(cand []uint16) (ok, changed bool) {
	dirty := e.dirtyX
	e.dirtyX = 0
	for i := range e.crosses {
		x := &e.crosses[i]
		if x.houses&dirty == 0 {
			continue
		}
		var in, a, b uint16
		for _, c := range x.common {
			in |= cand[c]
		}
		for _, c := range x.onlyA {
			a |= cand[c]
		}
		for _, c := range x.onlyB {
			b |= cand[c]
		}
		// The two rests hold the same digits, those the common cells do
		// not: as many as the rest has cells.
		if bits.OnesCount16(a&b) < len(x.onlyA) {
			return false, false
		}
		// Digits of the box only in the common cells leave the rest of
		// the line; digits of the line only there leave the rest of the box.
		if drop := in &^ a & b; drop != 0 {
			if !e.strike(cand, x.onlyB, drop) {
				return false, false
			}
			changed = true
		}
		if drop := in &^ b & a; drop != 0 {
			if !e.strike(cand, x.onlyA, drop) {
				return false, false
			}
			changed = true
		}
	}
	return true, changed
}

// mark notes that cell c's candidates changed.
func (e *engine) mark(c uint8) {
	e.dirtyH |= e.houseBits[c]
	e.dirtyX |= e.houseBits[c]
}

// strike removes the digits drop from cells; false when a cell is left
// with none.
func (e *engine) strike(cand []uint16, cells []uint8, drop uint16) bool {
	for _, c := range cells {
		m := cand[c]
		if m&drop == 0 {
			continue
		}
		m &^= drop
		if m == 0 {
			return false
		}
		cand[c] = m
		e.mark(c)
		if m&(m-1) == 0 {
			e.queue = append(e.queue, c)
		}
	}
	return true
}

// cageBounds keeps each cage to its sum: a digit stays in an open cell
// only if some set of different digits the open cells hold makes up the
// rest of the sum and gives each open cell one of its candidates.
func (e *engine) cageBounds(cand []uint16) (ok, changed bool) {
	for i := range e.cages {
		cg := &e.cages[i]
		rest, open := cg.sum, 0
		var fixed, avail uint16
		for _, c := range cg.cells {
			m := cand[c]
			if m&(m-1) == 0 {
				rest -= bits.TrailingZeros16(m) + 1
				fixed |= m
			} else {
				open++
				avail |= m
			}
		}
		avail &^= fixed
		if open == 0 {
			if rest != 0 {
				return false, false
			}
			continue
		}
		if rest <= 0 || rest > MaxN*(MaxN+1)/2 {
			return false, false
		}
		var allowed uint16
		for _, set := range digitSets()[open][rest] {
			if set&^avail != 0 {
				continue
			}
			var union uint16
			fits := true
			for _, c := range cg.cells {
				m := cand[c]
				if m&(m-1) == 0 {
					continue
				}
				if m&set == 0 {
					fits = false
					break
				}
				union |= m & set
			}
			if fits && union == set {
				allowed |= set
			}
		}
		if allowed == 0 {
			return false, false
		}
		for _, c := range cg.cells {
			m := cand[c]
			if m&(m-1) == 0 || m&^allowed == 0 {
				continue
			}
			m &= allowed
			if m == 0 {
				return false, false
			}
			cand[c] = m
			e.mark(c)
			changed = true
			if m&(m-1) == 0 {
				e.queue = append(e.queue, c)
			}
		}
	}
	return true, changed
}

var (
	digitSetsOnce sync.Once
	digitSetsTab  [][][]uint16
)

// digitSets returns, by count and sum, every set of different digits 1
// to 16 (bit d-1 for digit d) with that many digits adding up to it.
func digitSets() [][][]uint16 {
	digitSetsOnce.Do(func() {
		top := MaxN * (MaxN + 1) / 2
		digitSetsTab = make([][][]uint16, MaxN+1)
		for k := range digitSetsTab {
			digitSetsTab[k] = make([][]uint16, top+1)
		}
		for m := 1; m < 1<<MaxN; m++ {
			sum := 0
			for x := m; x != 0; x &= x - 1 {
				sum += bits.TrailingZeros(uint(x)) + 1
			}
			k := bits.OnesCount(uint(m))
			digitSetsTab[k][sum] = append(digitSetsTab[k][sum], uint16(m))
		}
	})
	return digitSetsTab
}

// search counts the solutions from level k, whose cell guess was just
// fixed (-1 at the top), stopping at the limit or when the node budget
// runs out. It branches in two: a digit in a cell, then the cell without
// it, and chooses the cell anew after each.
func (e *engine) search(k, guess int) {
	cand := e.level(k)
	for {
		if !e.propagate(cand) {
			e.queue = e.queue[:0]
			if guess >= 0 {
				e.fail(guess)
			}
			return
		}
		guess = -1 // a failure from here on is this level's choice's
		best, bit := e.choose(cand)
		if best < 0 {
			if e.count == 0 {
				for c, m := range cand {
					e.first[c] = uint8(bits.TrailingZeros16(m) + 1)
				}
			}
			e.count++
			return
		}
		if e.maxNodes > 0 && e.nodes >= e.maxNodes {
			e.gaveUp = true
			return
		}
		e.nodes++
		m := cand[best]
		if e.rng != nil {
			for skip := e.rng.IntN(bits.OnesCount16(m)); skip > 0; skip-- {
				m &= m - 1
			}
			bit = m & -m
		}
		next := e.level(k + 1)
		copy(next, cand)
		next[best] = bit
		e.queue = append(e.queue[:0], uint8(best))
		e.dirtyH, e.dirtyX = e.houseBits[best], e.houseBits[best]
		e.search(k+1, best)
		if e.count >= e.limit || e.gaveUp {
			return
		}
		rest := cand[best] &^ bit
		cand[best] = rest
		e.queue = e.queue[:0]
		e.dirtyH, e.dirtyX = e.houseBits[best], e.houseBits[best]
		if rest&(rest-1) == 0 {
			e.queue = append(e.queue, uint8(best))
		}
	}
}

// resetScores starts each cell's failure count at its weight in the rules,
// N for each of its houses and one for each other peer (knight, king or
// cage), so that the first failures tip the choice between cells of as
// many candidates rather than decide it.
func (e *engine) resetScores() {
	for c := range e.cells {
		e.scores[c] = uint32(e.n*len(e.geo.HousesOf(c)) + len(e.peers[c]))
	}
	e.toDecay = 1 << 14
}

// fail counts a guess at cell c that failed at once, so that choose
// prefers cells where failures cluster; the counts halve now and then, so
// that recent failures weigh most.
func (e *engine) fail(c int) {
	e.scores[c]++
	if e.toDecay--; e.toDecay <= 0 {
		for i := range e.scores {
			e.scores[i] >>= 1
		}
		e.toDecay = 1 << 14
	}
}

// choose returns the open cell to guess in (see chooseCell) and the
// digit to try first there; -1 when every cell is fixed.
func (e *engine) choose(cand []uint16) (int, uint16) {
	c := e.chooseCell(cand)
	if c < 0 {
		return -1, 0
	}
	return c, cand[c] & -cand[c]
}

// chooseCell returns the open cell to guess in: the one with the most
// recent failures for its candidates, else the one with the fewest
// candidates; -1 when every cell is fixed.
func (e *engine) chooseCell(cand []uint16) int {
	best, bestN, bestScore := -1, 17, uint32(0)
	least, leastN := -1, 17
	for c, m := range cand {
		if m&(m-1) == 0 {
			continue
		}
		n := bits.OnesCount16(m)
		if n < leastN {
			least, leastN = c, n
		}
		// score/n > bestScore/bestN, without dividing
		if s := e.scores[c]; s > 0 && uint64(s)*uint64(bestN) > uint64(bestScore)*uint64(n) {
			best, bestN, bestScore = c, n, s
		}
	}
	if best < 0 {
		return least
	}
	return best
}
