package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// eachSueDeCoq visits every Sue de Coq. Two or three open cells I where a
// line and a box cross hold at least two candidates more than cells
// (the set C). Take cells N from the rest of the line and cells M from
// the rest of the box, such that N draws k of C's digits plus digits of
// its own, M draws the other C digits still needed plus digits of its
// own, M uses none of the C digits N draws, and the cells of I, N and M
// are exactly as many as the digits they can hold, counting once each C
// digit and each digit of N's or M's own (twice when both have it). Then
// every such digit appears exactly once in its part, so the rest of the
// line loses C's digits outside M and N's digits, and the rest of the box
// loses C's digits outside N and M's digits. This is HoDoKu's form, which
// lets N and M share digits that I lacks, and lets N or M use the third
// cell of the crossing.
func eachSueDeCoq(b *Board, visit func(*Step) bool) {
	where := b.cellsByDigit()
	var open CellSet
	for _, w := range where {
		open = open.Or(w)
	}
	sdc := sdcSearch{b: b, where: &where, open: open}
	for line := Unit(0); line < 18; line++ {
		for _, box := range boxes {
			cross := b.UnitSet(line).And(b.UnitSet(box)).And(open)
			if cross.Count() < 2 {
				continue
			}
			var cells [3]solver.Cell
			n := 0
			for t := cross; !t.Empty(); n++ {
				cells[n] = popLowCell(&t)
			}
			sdc.line, sdc.box = line, box
			for mask := 3; mask < 1<<n; mask++ {
				if bits.OnesCount(uint(mask)) < 2 {
					continue
				}
				sdc.in = sdcCells(cells[:n], mask)
				if !sdc.run(visit) {
					return
				}
			}
		}
	}
}

// sdcSearch is the search from one set of crossing cells.
type sdcSearch struct {
	b         *Board
	where     *[10]CellSet // the cells with candidate d
	line, box Unit
	open, in  CellSet
	lineRest  sdcPart // the line's open cells outside in
	boxRest   sdcPart // the box's open cells outside in
	parts     sdcBoxParts
}

// maxSdcPart bounds the cells a part may choose from: those of a house
// but the two crossing cells or more.
const maxSdcPart = 7

// sdcPart lists the open cells of a house outside the crossing cells and
// the union of candidates of every subset of them, by bit mask.
type sdcPart struct {
	cells  [maxSdcPart]solver.Cell
	n      int
	unions [1 << maxSdcPart]Digits
}

// load lists the cells of s, at most maxSdcPart, and their unions.
func (p *sdcPart) load(b *Board, s CellSet) {
	n := 0
	for t := s; !t.Empty(); n++ {
		p.cells[n] = popLowCell(&t)
	}
	p.n = n
	unions := p.unions[:1<<n]
	for m := 1; m < len(unions); m++ {
		low := bits.TrailingZeros(uint(m))
		unions[m] = unions[m&(m-1)] | b.Cands[p.cells[low]]&AllDigits
	}
}

// drawn returns how many of the digits of cI the part of the cells in
// mask draws on beyond its own, or 0 when it draws on none of them.
func (p *sdcPart) drawn(mask int, cI Digits) int {
	u := p.unions[mask]
	if u&cI == 0 {
		return 0
	}
	return bits.OnesCount(uint(mask)) - (u &^ cI).Count()
}

// size returns the number of subsets, the empty one included.
func (p *sdcPart) size() int { return 1 << p.n }

// sdcBoxParts lists the box parts that draw on the digits of C, grouped
// by how many of them each needs beyond its own digits, in increasing
// order of mask within a group.
type sdcBoxParts struct {
	start [maxSdcPart + 2]int     // the parts needing k are those from start[k] to start[k+1]
	mask  [1 << maxSdcPart]uint8  // each part's cells, as a mask of the box part's cells
	uses  [1 << maxSdcPart]Digits // each part's digits of C
}

// load lists the parts of box that need k digits of cI for each k in
// wants (a bit per k).
func (p *sdcBoxParts) load(box *sdcPart, cI Digits, wants uint16) {
	var need [1 << maxSdcPart]uint8
	p.start = [maxSdcPart + 2]int{}
	for mm := 1; mm < box.size(); mm++ {
		if k := box.drawn(mm, cI); k > 0 && wants&(1<<k) != 0 {
			need[mm] = uint8(k)
			p.start[k+1]++
		}
	}
	for k := 1; k < len(p.start); k++ {
		p.start[k] += p.start[k-1]
	}
	next := p.start
	for mm := 1; mm < box.size(); mm++ {
		if k := need[mm]; k > 0 {
			p.mask[next[k]] = uint8(mm)
			p.uses[next[k]] = box.unions[mm] & cI
			next[k]++
		}
	}
}

// sdcCells returns the cells of list picked by mask.
func sdcCells(list []solver.Cell, mask int) CellSet {
	var s CellSet
	for ; mask != 0; mask &= mask - 1 {
		s.Add(list[bits.TrailingZeros(uint(mask))])
	}
	return s
}

// run tries every line part N and box part M for the crossing cells in,
// and reports false when visit asks to stop.
func (s *sdcSearch) run(visit func(*Step) bool) bool {
	b := s.b
	var cI Digits
	for t := s.in; !t.Empty(); {
		cI |= b.Cands[popLowCell(&t)] & AllDigits
	}
	nPlus := cI.Count() - s.in.Count()
	if nPlus < 2 {
		return true
	}
	lineOpen := b.UnitSet(s.line).And(s.open)
	boxOpen := b.UnitSet(s.box).And(s.open)
	line, box := &s.lineRest, &s.boxRest
	line.load(b, lineOpen.AndNot(s.in))
	// The line parts that draw on C, each leaving nPlus-k of C's digits
	// for a box part; wants has a bit for each number so left.
	var wants uint16
	for nm := 1; nm < line.size(); nm++ {
		if k := line.drawn(nm, cI); k > 0 && k < nPlus && nPlus-k <= maxSdcPart {
			wants |= 1 << (nPlus - k)
		}
	}
	if wants == 0 {
		return true
	}
	box.load(b, boxOpen.AndNot(s.in))
	s.parts.load(box, cI, wants)
	for nm := 1; nm < line.size(); nm++ {
		k := line.drawn(nm, cI)
		if k <= 0 || k >= nPlus || nPlus-k > maxSdcPart {
			continue
		}
		cN := line.unions[nm]
		taken := cN & cI
		var nCells CellSet
		parts := &s.parts
		for i := parts.start[nPlus-k]; i < parts.start[nPlus-k+1]; i++ {
			if parts.uses[i]&taken != 0 {
				continue
			}
			mm := int(parts.mask[i])
			cM := box.unions[mm]
			if nCells.Empty() {
				nCells = sdcCells(line.cells[:line.n], nm)
			}
			mCells := sdcCells(box.cells[:box.n], mm)
			if !mCells.And(nCells).Empty() {
				continue
			}
			var e elimSet
			both := cM & cN
			boxLoses := (cI|cM)&^cN | both
			lineLoses := (cI|cN)&^cM | both
			boxRest := boxOpen.AndNot(s.in).AndNot(mCells)
			lineRest := lineOpen.AndNot(s.in).AndNot(nCells)
			for d := 1; d <= 9; d++ {
				if boxLoses.Has(uint8(d)) {
					e.add(d, boxRest.And(s.where[d]))
				}
				if lineLoses.Has(uint8(d)) {
					e.add(d, lineRest.And(s.where[d]))
				}
			}
			if e.empty() {
				continue
			}
			step := &Step{
				Technique:    SueDeCoq,
				Pattern:      candidatesIn(b, append(append(s.in.Cells(), nCells.Cells()...), mCells.Cells()...), AllDigits),
				Units:        []Unit{s.line, s.box},
				Digits:       cI,
				Eliminations: e.list(),
			}
			if !visit(step) {
				return false
			}
		}
	}
	return true
}
