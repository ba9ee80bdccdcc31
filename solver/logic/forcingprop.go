package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// fcState is a board as the propagation sees it: the placed digits, the
// candidates, the cells where each digit is a candidate, and for every
// house and digit how many cells have the candidate and whether the digit
// is placed there.
type fcState struct {
	cells  [81]uint8
	cands  [81]Digits
	where  [10]CellSet
	count  [numUnits][10]uint8
	placed [numUnits]Digits
	shape  *shape // the board's houses and peers
}

func (s *fcState) load(b *Board) {
	*s = fcState{cells: b.Cells, cands: b.Cands, shape: b.shp()}
	for c := solver.Cell(0); c < 81; c++ {
		for x := b.Cands[c]; x != 0; x &= x - 1 {
			s.where[x.First()].Add(c)
		}
		for _, u := range s.shape.unitsOf[c] {
			if d := b.Cells[c]; d != 0 {
				s.placed[u] |= 1 << d
			}
			for x := b.Cands[c]; x != 0; x &= x - 1 {
				s.count[u][x.First()]++
			}
		}
	}
}

// fcQueueLen bounds the queue of one propagation: the assumption, one
// naked single per cell and one hidden single per house and digit.
const fcQueueLen = 1 + 81 + numUnits*9

// fcQueued is a single waiting to be placed, with why it holds.
type fcQueued struct {
	cell, digit uint8
	why         fcWhy
	unit        Unit // the house of a hidden single
}

// fcProp propagates assumptions.
type fcProp struct {
	fcState
	queue      [fcQueueLen]fcQueued
	head, tail int
	// log, when set, records every deduction and why it holds, so that
	// the chain behind a contradiction can be traced; nil in the search
	// itself, which only needs to know whether an assumption fails.
	log *fcLog
	// dirty marks, for each digit, the houses where it lost a place
	// since locked last looked.
	dirty [10]uint64
	// The contradiction: a cell without candidates, or else a house
	// without a place for a digit.
	bad      bool
	badCell  int
	badUnit  Unit
	badDigit uint8
}

// resume starts from s with nothing queued.
func (p *fcProp) resume(s *fcState) {
	p.fcState = *s
	p.head, p.tail = 0, 0
	p.bad, p.badCell = false, -1
	p.dirty = [10]uint64{}
}

// try places d in c on a copy of s, propagates, and reports whether that
// ends in a contradiction.
func (p *fcProp) try(s *fcState, c solver.Cell, d uint8) bool {
	p.resume(s)
	p.push(uint8(c), d, fcAssumed, 0)
	return p.run()
}

// run propagates the queued singles, and locked candidates when they run
// out, until nothing changes or a contradiction; it reports the latter.
func (p *fcProp) run() bool {
	for !p.bad {
		for p.head < p.tail && !p.bad {
			e := p.queue[p.head]
			p.head++
			p.place(e)
		}
		if p.bad || !p.locked() {
			break
		}
	}
	return p.bad
}

func (p *fcProp) push(c, d uint8, why fcWhy, u Unit) {
	if p.tail < len(p.queue) {
		p.queue[p.tail] = fcQueued{c, d, why, u}
		p.tail++
	}
}

// place puts d into c unless c is filled or has lost d since the single
// was queued; either way the propagation has then already met the
// contradiction, or the single was queued twice.
func (p *fcProp) place(e fcQueued) {
	c, d := e.cell, e.digit
	if p.cells[c] != 0 || !p.cands[c].Has(d) {
		return
	}
	var id int32
	if p.log != nil {
		id = p.log.place(e)
	}
	units := p.shape.unitsOf[c]
	p.cells[c] = d
	others := p.cands[c] &^ (1 << d)
	p.cands[c] = 0
	p.where[d].Remove(solver.Cell(c))
	for _, u := range units {
		p.placed[u] |= 1 << d
	}
	for ; others != 0; others &= others - 1 {
		e := others.First()
		if p.log != nil {
			p.log.eliminate(fcEvent{cell: c, digit: e, why: fcOwnCell, src: id})
		}
		p.where[e].Remove(solver.Cell(c))
		for _, u := range units {
			p.lose(u, e)
		}
	}
	peers := p.where[d].And(p.shape.peers[c]) // in increasing order, as logged
	for w := 0; w < 2; w++ {
		for x := peers[w]; x != 0; x &= x - 1 {
			q := uint8(w*64 + bits.TrailingZeros64(x))
			p.eliminate(fcEvent{cell: q, digit: d, why: fcPeer, src: id})
			if p.bad {
				return
			}
		}
	}
}

// eliminate removes the candidate of e, for the reason e gives.
func (p *fcProp) eliminate(e fcEvent) {
	c, d := e.cell, e.digit
	if p.log != nil {
		p.log.eliminate(e)
	}
	p.cands[c] &^= 1 << d
	p.where[d].Remove(solver.Cell(c))
	switch p.cands[c].Count() {
	case 0:
		p.fail(int(c), 0, 0)
		return
	case 1:
		p.push(c, p.cands[c].First(), fcNakedSingle, 0)
	}
	for _, u := range p.shape.unitsOf[c] {
		p.lose(u, d)
	}
}

// lose counts one place fewer for d in u: none left is a contradiction,
// one left a hidden single.
func (p *fcProp) lose(u Unit, d uint8) {
	if p.bad || p.placed[u].Has(d) {
		return
	}
	p.count[u][d]--
	p.dirty[d] |= 1 << u
	switch p.count[u][d] {
	case 0:
		p.fail(-1, u, d)
	case 1:
		p.push(fcFirst(p.where[d].And(p.shape.sets[u])), d, fcHiddenSingle, u)
	}
}

func (p *fcProp) fail(cell int, u Unit, d uint8) {
	if !p.bad {
		p.bad, p.badCell, p.badUnit, p.badDigit = true, cell, u, d
	}
}

// fcFirst returns the lowest cell of a set that is not empty.
func fcFirst(s CellSet) uint8 {
	if s[0] != 0 {
		return uint8(bits.TrailingZeros64(s[0]))
	}
	return 64 + uint8(bits.TrailingZeros64(s[1]))
}

// locked applies locked candidates to the houses where a digit has lost a
// place since the last time, and reports whether it removed anything.
func (p *fcProp) locked() bool {
	changed := false
	for d := uint8(1); d <= 9; d++ {
		m := p.dirty[d]
		p.dirty[d] = 0
		for ; m != 0; m &= m - 1 {
			u := Unit(bits.TrailingZeros64(m))
			if n := p.count[u][d]; n < 2 || n > 3 || p.placed[u].Has(d) {
				continue
			}
			// The house holding all of u's places for d, if any: their
			// line for a box or window (pointing), their box or window
			// for a line (claiming), a window for a box and a box for a
			// window.
			in := p.where[d].And(p.shape.sets[u])
			to, found := Unit(0), false
			for _, v := range p.shape.unitsOf[fcFirst(in)] {
				if v != u && in.AndNot(p.shape.sets[v]).Empty() {
					to, found = v, true
					break
				}
			}
			if !found {
				continue
			}
			rest := p.where[d].And(p.shape.sets[to]).AndNot(p.shape.sets[u])
			for w := 0; w < 2; w++ {
				for x := rest[w]; x != 0; x &= x - 1 {
					p.eliminate(fcEvent{cell: uint8(w*64 + bits.TrailingZeros64(x)), digit: d, why: fcLocked, unit: u, to: to})
					changed = true
					if p.bad {
						return false
					}
				}
			}
		}
	}
	return changed
}
