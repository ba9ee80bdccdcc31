package logic

import (
	"math/bits"
	"sort"

	"github.com/sudokudesktop/sudoku/solver"
)

// Franken and mutant fish generalise the fish of fish.go to any houses.
// A fish of size n on digit d takes n base houses and n cover houses, none
// of them both. When the candidates d of the base houses lie in the cover
// houses, the n digits d the base houses hold fill the cover houses, so
// the rest of the cover houses loses d; so does a base candidate in two
// cover houses (cannibalism), as it would fill two cover houses at once.
// Base candidates outside the cover houses are fins, and so are those in
// two base houses (endo fins): either a fin holds d or the fish stands, so
// only cells that see every fin lose d.
//
// HoDoKu's names sort the fish by their houses: a fish of rows and
// columns is basic (fish.go); a Franken fish has rows and boxes as base
// and columns and boxes as cover (or columns and rows swapped) with a box
// among them; every other one is a mutant fish.
//
// Units are numbered as Unit: rows 0-8, columns 9-17, boxes 18-26. Sets
// of units are 27-bit masks.

// The kinds of fish, by their houses.
const (
	fishBasic = iota
	fishFranken
	fishMutant
)

// Limits of the search: fins (endo fins among them) and endo fins per
// fish. HoDoKu allows five fins and two endo fins; every case of its
// library needs two fins at most, and each further fin multiplies the
// search.
const (
	complexMaxFins    = 2
	complexMaxEndoFin = 2
)

// Masks of the units of each kind.
const (
	rowUnits uint32 = 0x1ff
	colUnits uint32 = 0x1ff << 9
	boxUnits uint32 = 0x1ff << 18
)

// fishKindOf sorts a fish by its base and cover houses.
func fishKindOf(base, cover uint32) int {
	kinds := func(m uint32) (k uint32) {
		if m&rowUnits != 0 {
			k |= 1
		}
		if m&colUnits != 0 {
			k |= 2
		}
		if m&boxUnits != 0 {
			k |= 4
		}
		return k
	}
	bk, ck := kinds(base), kinds(cover)
	switch {
	case bk == 1 && ck == 2 || bk == 2 && ck == 1:
		return fishBasic
	case (bk == 1 || bk == 5) && (ck == 2 || ck == 6), (bk == 2 || bk == 6) && (ck == 1 || ck == 5):
		return fishFranken
	}
	return fishMutant
}

// complexSearch is the search for Franken or mutant fish of one size on
// one digit.
type complexSearch struct {
	b     *Board
	t     Technique
	kind  int
	n     int
	d     uint8
	cands CellSet               // where d is a candidate
	unit  [classicUnits]CellSet // the candidates d of each row, column and box
	// The units that may be base or cover units.
	basePool  []Unit
	coverPool uint32
	// The base units chosen, their candidates and endo fins, and the
	// units of the cover pool that hold base candidates.
	touch   uint32
	base    uint32
	baseSet CellSet
	endo    CellSet
	// The finned fish found for the current base units, for Siamese
	// fish.
	found []*complexFound
	visit func(*Step) bool
	stop  bool
}

// complexFound is one fish found: its cover units, fins and step.
type complexFound struct {
	cover uint32
	fins  CellSet
	step  *Step
}

// complexFish finds Franken or mutant fish of size n: each instance, then
// each Siamese pair of finned ones with the same base units.
func complexFish(t Technique, kind, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) {
		cs := complexSearch{b: b, t: t, kind: kind, n: n, visit: visit}
		var all [10]CellSet
		for c := solver.Cell(0); c < 81; c++ {
			for x := uint16(b.Cands[c] & AllDigits); x != 0; x &= x - 1 {
				all[bits.TrailingZeros16(x)].Add(c)
			}
		}
		var pool [classicUnits]Unit
		for d := uint8(1); d <= 9 && !cs.stop; d++ {
			cs.d, cs.cands = d, all[d]
			if cs.cands.Count() < 2*n {
				continue // n base units need two candidates each, at least, to make a fish that eliminates
			}
			for u := range cs.unit {
				cs.unit[u] = b.UnitSet(cs.real(Unit(u))).And(cs.cands)
			}
			orientations := 2
			if kind == fishMutant {
				orientations = 1
			}
			for o := 0; o < orientations && !cs.stop; o++ {
				baseMask, coverMask := rowUnits|boxUnits, colUnits|boxUnits
				switch {
				case kind == fishMutant:
					baseMask, coverMask = rowUnits|colUnits|boxUnits, rowUnits|colUnits|boxUnits
				case o == 1:
					baseMask, coverMask = coverMask, baseMask
				}
				cs.basePool = pool[:0]
				cs.coverPool = 0
				for u := Unit(0); u < classicUnits; u++ {
					if cs.unit[u].Empty() {
						continue
					}
					if baseMask>>u&1 != 0 {
						cs.basePool = append(cs.basePool, u)
					}
					if coverMask>>u&1 != 0 {
						cs.coverPool |= 1 << u
					}
				}
				cs.grow(0, 0, 0, CellSet{}, CellSet{}, 0, 0)
			}
		}
	}
}

// grow adds base units from cs.basePool[start:] to the depth units of
// base, whose candidates are set and endo fins endo. indep counts base
// candidates no two of which share a unit that may cover them, and used
// holds the units that may cover those: each needs a cover unit of its
// own or is a fin, which bounds the search.
func (cs *complexSearch) grow(start, depth int, base uint32, set, endo CellSet, indep int, used uint32) {
	if depth == cs.n {
		cs.base, cs.baseSet, cs.endo = base, set, endo
		cs.found = cs.found[:0]
		all := CellSet{^uint64(0), ^uint64(0)}
		for x := endo; !x.Empty(); {
			c := x.first()
			x.Remove(c)
			all = all.And(cs.b.basePeers(c))
		}
		if !endo.Empty() && all.And(cs.cands).Empty() {
			return
		}
		cs.touch = 0
		for x := cs.coverPool &^ base; x != 0; x &= x - 1 {
			if u := bits.TrailingZeros32(x); !cs.unit[u].And(set).Empty() {
				cs.touch |= 1 << u
			}
		}
		cs.cover(0, 0, 0, CellSet{}, CellSet{}, endo, all)
		cs.siamese()
		return
	}
	for p := start; p <= len(cs.basePool)-(cs.n-depth) && !cs.stop; p++ {
		u := cs.basePool[p]
		us := cs.unit[u]
		e := endo
		over := set.And(us)
		if !over.Empty() {
			e = e.Or(over)
			if e.Count() > complexMaxEndoFin || e.Count() > complexMaxFins {
				continue
			}
		}
		nb := base | 1<<u
		in, usedU := indep, used
		limit := cs.n + complexMaxFins - e.Count()
		for x := us.AndNot(over); !x.Empty() && in <= limit; {
			c := x.first()
			x.Remove(c)
			cu := cs.unitsOf(c)
			opts := (uint32(1)<<cu[0] | uint32(1)<<cu[1] | uint32(1)<<cu[2]) & cs.coverPool &^ nb
			if opts&usedU == 0 {
				in++
				usedU |= opts
			}
		}
		if in > limit {
			continue
		}
		cs.grow(p+1, depth+1, nb, set.Or(us), e, in, usedU)
	}
}

// cover chooses cover units for the base candidates not yet covered or
// fins, the first of them first: either one of its units covers it, or it
// is a fin. k cover units are chosen in cover, whose candidates are
// covered (cannibal those in two of them); units in excl may no longer be
// chosen; finPeers are the cells that see every fin.
func (cs *complexSearch) cover(k int, cover, excl uint32, covered, cannibal, fins, finPeers CellSet) {
	if cs.stop {
		return
	}
	rest := cs.baseSet.AndNot(covered).AndNot(fins)
	if rest.Empty() {
		if k == cs.n {
			cs.report(cover, covered, cannibal, fins, finPeers)
		} else if !fins.Empty() {
			cs.pad(k, cover, excl, covered, cannibal, fins, finPeers)
		}
		return
	}
	if k == cs.n {
		// What the cover units leave are fins.
		if fins.Count()+rest.Count() > complexMaxFins {
			return
		}
		for _, c := range rest.Cells() {
			finPeers = finPeers.And(cs.b.basePeers(c))
		}
		cs.report(cover, covered, cannibal, fins.Or(rest), finPeers)
		return
	}
	// The units left must cover all of rest but the fins still allowed.
	if need := rest.Count() - (complexMaxFins - fins.Count()); need > 0 && !cs.canCover(cs.n-k, need, cover|excl, rest) {
		return
	}
	var x solver.Cell
	if rest[0] != 0 {
		x = trailing(rest[0])
	} else {
		x = 64 + trailing(rest[1])
	}
	for _, u := range cs.unitsOf(x) {
		bit := uint32(1) << u
		if cs.coverPool&bit == 0 || cs.base&bit != 0 || excl&bit != 0 {
			continue
		}
		us := cs.unit[u]
		cs.cover(k+1, cover|bit, excl, covered.Or(us), cannibal.Or(covered.And(us)), fins, finPeers)
		excl |= bit
	}
	if fins.Count() < complexMaxFins {
		fp := finPeers.And(cs.b.basePeers(x))
		if !fp.And(cs.cands).Empty() {
			for _, u := range cs.unitsOf(x) {
				excl |= 1 << u
			}
			f := fins
			f.Add(x)
			cs.cover(k, cover, excl, covered, cannibal, f, fp)
		}
	}
}

// pad completes a finned fish whose k cover units already hold every base
// candidate but the fins with further units that hold base candidates,
// each completion being a fish of its own.
func (cs *complexSearch) pad(k int, cover, excl uint32, covered, cannibal, fins, finPeers CellSet) {
	if k == cs.n {
		cs.report(cover, covered, cannibal, fins, finPeers)
		return
	}
	for x := cs.touch &^ cover &^ excl; x != 0 && !cs.stop; x &= x - 1 {
		u := bits.TrailingZeros32(x)
		us := cs.unit[u]
		excl |= 1 << u // later units only: each set of units once
		cs.pad(k+1, cover|1<<u, excl, covered.Or(us), cannibal.Or(covered.And(us)), fins, finPeers)
	}
}

// canCover reports whether m units of the cover pool outside used may
// together hold need cells of rest: whether the m largest shares of rest
// add up to need.
func (cs *complexSearch) canCover(m, need int, used uint32, rest CellSet) bool {
	var top [4]int // the largest shares, largest first; m <= 4
	for x := cs.touch &^ used; x != 0; x &= x - 1 {
		c := cs.unit[bits.TrailingZeros32(x)].And(rest).Count()
		for i := 0; i < m; i++ {
			if c > top[i] {
				c, top[i] = top[i], c
			}
		}
	}
	sum := 0
	for i := 0; i < m; i++ {
		sum += top[i]
	}
	return sum >= need
}

// report checks the fish of the current base units and the given cover
// units, and visits its step if it is of the kind searched and eliminates
// anything.
func (cs *complexSearch) report(cover uint32, covered, cannibal, fins, finPeers CellSet) {
	elim := covered.AndNot(cs.baseSet).Or(cannibal)
	if !fins.Empty() {
		elim = elim.And(finPeers)
	}
	elim = elim.And(cs.cands)
	if elim.Empty() || fishKindOf(cs.base, cover) != cs.kind {
		return
	}
	s := cs.step(cover, elim, fins)
	if !fins.Empty() {
		cs.found = append(cs.found, &complexFound{cover, fins, s})
	}
	if !cs.visit(s) {
		cs.stop = true
	}
}

// step builds the step of the fish with the current base units and the
// given cover units.
func (cs *complexSearch) step(cover uint32, elim, fins CellSet) *Step {
	s := &Step{
		Technique:    cs.t,
		Digits:       DigitSet(cs.d),
		Pattern:      make([]Candidate, 0, cs.baseSet.Count()),
		Units:        make([]Unit, 0, 2*cs.n),
		Eliminations: eliminations(cs.b, elim, cs.d),
	}
	for _, c := range cs.baseSet.Cells() {
		s.Pattern = append(s.Pattern, Candidate{c, cs.d})
	}
	s.Units = cs.appendUnits(s.Units, cs.base)
	s.Units = cs.appendUnits(s.Units, cover)
	if !fins.Empty() {
		s.Variant = "finned"
		s.Difficulty = cs.t.Weight() + 0.2
	}
	return s
}

// first returns the lowest cell of a set that is not empty.
func (s CellSet) first() solver.Cell {
	if s[0] != 0 {
		return trailing(s[0])
	}
	return 64 + trailing(s[1])
}

// appendUnits appends the units of mask to us: rows, columns, then boxes
// (on a jigsaw board, regions).
func (cs *complexSearch) appendUnits(us []Unit, mask uint32) []Unit {
	for x := mask; x != 0; x &= x - 1 {
		us = append(us, cs.real(Unit(bits.TrailingZeros32(x))))
	}
	return us
}

// real returns the board's unit of search index u (0-26): a row or a
// column as it is, index 18+i the board's block i, box i or, on a jigsaw
// board, region i.
func (cs *complexSearch) real(u Unit) Unit {
	if u < 18 {
		return u
	}
	return cs.b.blocks()[u-18]
}

// unitsOf returns the search indices (0-26) of c's row, column and block.
func (cs *complexSearch) unitsOf(c solver.Cell) [3]Unit {
	return [3]Unit{Unit(c.Row()), Unit(9 + c.Col()), Unit(18 + cs.b.blockOf(c))}
}

// siamese visits, for every two finned fish found for the current base
// units that eliminate differently, the Siamese fish that makes both
// their eliminations, as HoDoKu reports them.
func (cs *complexSearch) siamese() {
	for i := 0; i < len(cs.found) && !cs.stop; i++ {
		for j := i + 1; j < len(cs.found) && !cs.stop; j++ {
			a, b := cs.found[i].step, cs.found[j].step
			if a.Eliminations[0] == b.Eliminations[0] {
				continue
			}
			if !cs.visit(siameseStep(a, b, cs.n)) {
				cs.stop = true
			}
		}
	}
}

// siameseStep joins two fish of size n with the same base units: the
// base units, then the cover units of either, and the eliminations of
// both.
func siameseStep(a, b *Step, n int) *Step {
	s := *a
	s.Variant = "siamese"
	s.Units = append([]Unit(nil), a.Units...)
	for _, u := range b.Units[n:] {
		if !containsUnit(s.Units[n:], u) {
			s.Units = append(s.Units, u)
		}
	}
	s.Pattern = append([]Candidate(nil), a.Pattern...)
	s.Eliminations = append([]Candidate(nil), a.Eliminations...)
	for _, e := range b.Eliminations {
		dup := false
		for _, f := range s.Eliminations {
			dup = dup || e == f
		}
		if !dup {
			s.Eliminations = append(s.Eliminations, e)
		}
	}
	sort.Slice(s.Eliminations, func(i, j int) bool { return s.Eliminations[i].Cell < s.Eliminations[j].Cell })
	return &s
}

// containsUnit reports whether us holds u.
func containsUnit(us []Unit, u Unit) bool {
	for _, v := range us {
		if v == u {
			return true
		}
	}
	return false
}
