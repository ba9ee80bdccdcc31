package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// The Killer techniques read a board's cages (Board.Cages) through the
// tables and helpers of this file: the digit sets a cage of each size and
// sum can hold, the sums of digit sets, and fillCage, which works out
// which digits each cell of a cage can still take and which digit sets
// the cage can still be filled with.

// killerOnly holds the techniques that read cages: on a board without
// them appliesTo leaves them out, so that they cost classic boards
// nothing.
var killerOnly = func() (set [numTechniques]bool) {
	for _, t := range []Technique{CageCombination, CageLocked, Rule45, CageHouse, Rule45Union, CageSubset, HouseCombination, CageContradiction, KillerChain, CageBlocker, LongCageBlocker} {
		set[t] = true
	}
	return set
}()

// digitSum holds the sum of the digits of each digit set (indexed by the
// Digits value, bits 1 to 9).
var digitSum [1 << 10]uint8

// combosOf holds, for each size n and sum s, the digit sets of n different
// digits that add up to s, in increasing order of their Digits value.
var combosOf [10][46][]Digits

func init() {
	for m := Digits(0); m < 1<<10; m += 2 {
		s := 0
		for d := uint8(1); d <= 9; d++ {
			if m.Has(d) {
				s += int(d)
			}
		}
		digitSum[m] = uint8(s)
		n := m.Count()
		combosOf[n][s] = append(combosOf[n][s], m)
	}
}

// maskSet is a set of digit sets: bit m stands for the Digits value m.
type maskSet [16]uint64

func (s *maskSet) add(m Digits)      { s[m>>6] |= 1 << (m & 63) }
func (s *maskSet) has(m Digits) bool { return s[m>>6]>>(m&63)&1 != 0 }

// list returns the digit sets of s in the order players write them:
// {1,9} before {2,8} (see comboLess).
func (s *maskSet) list() []Digits {
	var out []Digits
	for w, x := range s {
		for ; x != 0; x &= x - 1 {
			out = appendSet(out, Digits(w<<6+bits.TrailingZeros64(x)))
		}
	}
	return out
}

// comboLess orders digit sets by their digits from the smallest: the set
// that holds the smallest digit the other lacks comes first.
func comboLess(a, b Digits) bool {
	x := a ^ b
	return a&x&-x != 0
}

// cageFill is what fillCage finds for a group of up to nine cells that
// hold different digits: for each cell the digits it can take in some
// filling, and the union and intersection of the digit sets the fillings
// use.
type cageFill struct {
	allowed  [9]Digits
	finals   maskSet // the digit sets of the fillings
	union    Digits  // digits some filling uses
	required Digits  // digits every filling uses
	ok       bool    // some filling exists
}

// fillCage works out the fillings of n cells with candidates cands (a
// placed cell's candidate is its digit), all different, that add up to
// sum (any sum when sum is 0). It walks the digit sets the first i cells
// can use, forward from none, then back from the sets of the right sum,
// so that a cell keeps a digit only where the other cells can complete
// a filling with it.
func fillCage(cands *[9]Digits, n, sum int) (f cageFill) {
	var lv [10]maskSet
	lv[0].add(0)
	for i := 0; i < n; i++ {
		next := &lv[i+1]
		// After this cell, r cells are left: they add at least lo and at
		// most hi, so a partial sum outside [sum-hi, sum-lo] is dropped.
		r := n - i - 1
		lo, hi := r*(r+1)/2, r*(19-r)/2
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				u := Digits(w<<6 + bits.TrailingZeros64(x))
				for ds := cands[i] &^ u; ds != 0; ds &= ds - 1 {
					v := u | ds&-ds
					if sum > 0 {
						if t := int(digitSum[v]); t+lo > sum || t+hi < sum {
							continue
						}
					}
					next.add(v)
				}
			}
		}
	}
	var back maskSet
	f.required = AllDigits
	for w, x := range lv[n] {
		for ; x != 0; x &= x - 1 {
			u := Digits(w<<6 + bits.TrailingZeros64(x))
			if sum == 0 || int(digitSum[u]) == sum {
				back.add(u)
				f.finals.add(u)
				f.union |= u
				f.required &= u
				f.ok = true
			}
		}
	}
	if !f.ok {
		f.required = 0
		return f
	}
	for i := n - 1; i >= 0; i-- {
		var prev maskSet
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				u := Digits(w<<6 + bits.TrailingZeros64(x))
				for ds := cands[i] &^ u; ds != 0; ds &= ds - 1 {
					if bit := ds & -ds; back.has(u | bit) {
						f.allowed[i] |= bit
						prev.add(u)
					}
				}
			}
		}
		back = prev
	}
	return f
}

// cellCands returns the candidates of cell c, or its digit as the only
// one when it is placed.
func cellCands(b *Board, c solver.Cell) Digits {
	if d := b.Cells[c]; d != 0 {
		return 1 << d
	}
	return b.Cands[c]
}

// fillOf runs fillCage on the cells of a cage or virtual cage.
func fillOf(b *Board, cells []solver.Cell, sum int) cageFill {
	var cands [9]Digits
	for i, c := range cells {
		cands[i] = cellCands(b, c)
	}
	return fillCageMemo(&cands, len(cells), sum)
}

// cageElims lists the candidates of the empty cells among cells that f
// does not allow.
func cageElims(b *Board, cells []solver.Cell, f *cageFill) []Candidate {
	var out []Candidate
	for i, c := range cells {
		if b.Cells[c] != 0 {
			continue
		}
		for ds := b.Cands[c] &^ f.allowed[i]; ds != 0; ds &= ds - 1 {
			out = append(out, Candidate{c, uint8(bits.TrailingZeros16(uint16(ds)))})
		}
	}
	return out
}

// cagePattern lists the candidates of cells, and the digits of those
// placed, for a step's Pattern.
func cagePattern(b *Board, cells []solver.Cell) []Candidate {
	var out []Candidate
	for _, c := range cells {
		for _, d := range cellCands(b, c).List() {
			out = append(out, Candidate{c, d})
		}
	}
	return out
}

// cageSets returns the cells of each of b's cages as a CellSet, in an
// array so that the finders need not allocate; cages beyond 81 (which a
// valid puzzle cannot have) are left out.
func cageSets(b *Board) (sets [81]CellSet, n int) {
	n = min(len(b.Cages), 81)
	for k := 0; k < n; k++ {
		for _, c := range b.Cages[k].Cells {
			sets[k].Add(c)
		}
	}
	return sets, n
}

// usable reports whether cage k of b can be read: it has a sum and at
// most nine cells, all on the grid.
func usable(b *Board, k int) bool {
	cg := &b.Cages[k]
	if cg.Sum <= 0 || cg.Sum > 45 || len(cg.Cells) == 0 || len(cg.Cells) > 9 {
		return false
	}
	for _, c := range cg.Cells {
		if c >= 81 {
			return false
		}
	}
	return true
}

// readable reports whether the cells of cage k of b can be filled at all
// as fillCage reads them (any sum when it has none).
func readable(b *Board, k int) bool {
	cg := &b.Cages[k]
	if len(cg.Cells) == 0 || len(cg.Cells) > 9 || cg.Sum < 0 || cg.Sum > 45 {
		return false
	}
	for _, c := range cg.Cells {
		if c >= 81 {
			return false
		}
	}
	return true
}

// empties reports whether any of cells is empty on b.
func empties(b *Board, cells []solver.Cell) bool {
	for _, c := range cells {
		if b.Cells[c] == 0 {
			return true
		}
	}
	return false
}

// openCages calls visit with each cage of b that still has an empty cell
// and a filling, its index and its fillings, until visit returns false:
// the cages the Killer finders read.
func openCages(b *Board, visit func(k int, cg *variant.Cage, f *cageFill) bool) {
	for k := range b.Cages {
		if !readable(b, k) || !empties(b, b.Cages[k].Cells) {
			continue
		}
		cg := &b.Cages[k]
		f := fillOf(b, cg.Cells, cg.Sum)
		if !f.ok {
			continue // a broken board: no filling at all
		}
		if !visit(k, cg, &f) {
			return
		}
	}
}

// findCageCombination visits, cage by cage, the digits that no filling of
// the cage can put in their cell: a digit of a set that cannot reach the
// cage's sum, or one the other cells' candidates leave no room for.
func findCageCombination(b *Board, visit func(*Step) bool) {
	openCages(b, func(k int, cg *variant.Cage, f *cageFill) bool {
		elims := cageElims(b, cg.Cells, f)
		if len(elims) == 0 {
			return true
		}
		return visit(&Step{
			Technique:    CageCombination,
			Pattern:      cagePattern(b, cg.Cells),
			Digits:       f.union,
			Eliminations: elims,
			Cages:        []int{k},
			Sum:          cg.Sum,
			Combos:       f.finals.list(),
		})
	})
}

// findCageLocked visits the digits every filling of a cage uses whose
// candidates within the cage lie in one house (or two: a row or column
// and a box): the digit is in those cells, so the rest of the house loses
// it. A cage wholly inside a house is the plainest case: every digit all
// its fillings use leaves the rest of the house.
func findCageLocked(b *Board, visit func(*Step) bool) {
	openCages(b, func(k int, cg *variant.Cage, f *cageFill) bool {
		var cage CellSet
		var placed Digits
		for _, c := range cg.Cells {
			cage.Add(c)
			placed |= 1 << b.Cells[c]
		}
		for ds := f.required &^ placed; ds != 0; ds &= ds - 1 {
			d := uint8(bits.TrailingZeros16(uint16(ds)))
			var where CellSet
			var first solver.Cell = 81
			for _, c := range cg.Cells {
				if b.Cands[c].Has(d) {
					where.Add(c)
					if first == 81 {
						first = c
					}
				}
			}
			if first == 81 {
				continue
			}
			var units []Unit
			var elims []Candidate
			for _, u := range b.baseUnits(first) {
				set := b.UnitSet(u)
				if !where.AndNot(set).Empty() {
					continue
				}
				if e := eliminations(b, set.AndNot(cage), d); len(e) > 0 {
					units = append(units, u)
					elims = appendNew(elims, e)
				}
			}
			variant := "confined"
			switch {
			case len(units) > 0 && cage.AndNot(b.UnitSet(units[0])).Empty():
				variant = "inside"
			case len(units) == 0:
				// In no one house: the cells that see every place of d
				// in the cage lose it.
				seen := b.basePeers(first)
				for _, c := range where.Cells() {
					seen = seen.And(b.basePeers(c))
				}
				elims = eliminations(b, seen.AndNot(cage), d)
				variant = "seen"
			}
			if len(elims) == 0 {
				continue
			}
			s := &Step{
				Technique:    CageLocked,
				Pattern:      candidatesIn(b, where.Cells(), 1<<d),
				Units:        units,
				Digits:       1 << d,
				Eliminations: elims,
				Variant:      variant,
				Cages:        []int{k},
				Sum:          cg.Sum,
				Combos:       f.finals.list(),
			}
			if !visit(s) {
				return false
			}
		}
		return true
	})
}

// appendNew appends to list the candidates of more it does not hold yet.
func appendNew(list, more []Candidate) []Candidate {
	for _, m := range more {
		seen := false
		for _, l := range list {
			if l == m {
				seen = true
				break
			}
		}
		if !seen {
			list = append(list, m)
		}
	}
	return list
}

// Killer reports whether the technique reads Killer cages, and so applies
// only on a board that has them.
func (t Technique) Killer() bool { return t < numTechniques && killerOnly[t] }
