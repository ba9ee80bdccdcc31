package variant

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// maxDerived bounds the size of a derived group whose digits may repeat:
// a longer sum says little that the cages do not.
const maxDerived = 6

// maxLooseDerived bounds such a group when some of its cells are in no cage
// with a sum: there it is the only sum those cells have, and even a long one
// helps (as in Interactive Sudoku Solver's optimizer, which allows a house's
// worth of cells then). Puzzles with many cells outside cages, like the
// forum's "human-solvable zero" Killers, need it.
const maxLooseDerived = 9

// addDerived adds the groups that the rule of 45 gives. A region made of k
// whole houses (one row, column or box, a run of neighbouring rows or
// columns, the whole grid) holds digits adding up to 45k. With the sums of
// the cages that lie wholly inside it taken off, the rest of the region's
// cells (the innies) make the rest; and when cages with sums cover the
// region, the cells of those cages that stick out (the outies) add up to
// the cages' total less 45k. Interactive Sudoku Solver's optimizer adds
// these sums to its cages; here they are groups like any other. It
// returns false when a region proves the puzzle impossible.
func (e *engine) addDerived(p *Puzzle, inCage *[81]int16) bool {
	var region cellSet
	add := func(houses ...int) bool {
		region = cellSet{}
		for _, h := range houses {
			for _, c := range e.houses.cells[h] {
				region.add(int(c))
			}
		}
		return e.deriveRegion(p, inCage, region, 45*len(houses))
	}
	// Single houses first, then runs of two rows or columns, and so on:
	// when the table fills, the groups of the smallest regions are in.
	var runBuf [9]int
	for b := 18; b < e.houses.n; b++ { // the boxes, then any diagonals and windows
		if !add(b) {
			return false
		}
	}
	for size := 1; size <= 9; size++ {
		for _, base := range []int{0, 9} { // rows, then columns
			for i := 0; i+size <= 9; i++ {
				run := runBuf[:0]
				for j := i; j < i+size; j++ {
					run = append(run, base+j)
				}
				if !add(run...) {
					return false
				}
			}
		}
	}
	return true
}

// deriveRegion adds the innie and outie groups of one region whose digits
// total 45 per house. Cages wholly inside the region take their sums off
// the total. Of each cage that sticks out, either its cells inside are
// innies, or its sum is taken off too and its cells outside are outies,
// counted down. Groups come of it: all such cages' inside cells as
// innies; when cages with sums cover the region, all their outside cells
// as outies; mixed, each cage on the side with fewer cells; and, per cage
// that sticks out by one cell (or in by one, for the outies), the innies
// (or outies) with that one cage on the other side, as Interactive Sudoku
// Solver's hidden cages do for a house.
func (e *engine) deriveRegion(p *Puzzle, inCage *[81]int16, region cellSet, total int) bool {
	var innieBuf, outieBuf, mixBuf, mixNegBuf [81]solver.Cell
	innies, outies := innieBuf[:0], outieBuf[:0]
	loose := false // some cell of the region is in no cage with a sum
	mix, mixNeg := mixBuf[:0], mixNegBuf[:0]
	inSum, outSum, mixSum := total, -total, total
	covered := true
	var seen cellSet     // the cages met, by index
	var across [81]int16 // the cages with sums that stick out
	nAcross := 0
	for w := 0; w < 2; w++ {
		for rm := region[w]; rm != 0; rm &= rm - 1 {
			c := w*64 + bits.TrailingZeros64(rm)
			k := inCage[c]
			if k < 0 || p.Cages[k].Sum == 0 {
				covered = false
				loose = true
				innies = append(innies, solver.Cell(c))
				mix = append(mix, solver.Cell(c))
				continue
			}
			if seen.has(int(k)) {
				continue
			}
			seen.add(int(k))
			cg := &p.Cages[k]
			inside := e.cageSet[k].and(region)
			in := bits.OnesCount64(inside[0]) + bits.OnesCount64(inside[1])
			out := len(cg.Cells) - in
			outSum += cg.Sum
			if out == 0 {
				inSum -= cg.Sum
				mixSum -= cg.Sum
				continue
			}
			across[nAcross] = k
			nAcross++
			for _, x := range cg.Cells {
				if region.has(int(x)) {
					innies = append(innies, x)
					if in <= out {
						mix = append(mix, x)
					}
				} else {
					outies = append(outies, x)
					if in > out {
						mixNeg = append(mixNeg, x)
					}
				}
			}
			if in > out {
				mixSum -= cg.Sum
			}
		}
	}
	limit := maxDerived
	if loose {
		limit = maxLooseDerived
	}
	if !e.derive(innies, inSum, limit) {
		return false
	}
	if covered && !e.derive(outies, outSum, maxDerived) {
		return false
	}
	// A mixed group of loose cells may be long if one side is short: a
	// sum with up to two cells counting down still bounds the rest well.
	if n, short := len(mix)+len(mixNeg), min(len(mix), len(mixNeg)); short > 0 &&
		(n <= maxDerived || loose && n <= maxLooseDerived && short <= 2) {
		e.addSigned(append(mix, mixNeg...), len(mixNeg), mixSum, false)
	}
	// One cage on the other side at a time: the innies but this cage's,
	// less its cells outside; and, covered, the outies but this cage's,
	// less its cells inside.
	for _, k := range across[:nAcross] {
		cg := &p.Cages[k]
		e.deriveSwap(innies, cg, e.cageSet[k], region, true, inSum-cg.Sum)
		if covered {
			e.deriveSwap(outies, cg, e.cageSet[k], region, false, outSum-cg.Sum)
		}
	}
	return true
}

// deriveSwap adds the group of the cells of side (the innies when inside,
// else the outies) that are not cage cg's (whose cells are mine), counting
// up, and of cg's cells on the other side, counting down, whose total is
// sum; if it is small enough to help.
func (e *engine) deriveSwap(side []solver.Cell, cg *Cage, mine, region cellSet, inside bool, sum int) {
	if len(side)-len(cg.Cells) > maxDerived {
		return
	}
	// Only a cage with one cell on the other side: more cells there say
	// less and fill the table of groups (everyday Killers fill it).
	o := mine.and(region)
	in := bits.OnesCount64(o[0]) + bits.OnesCount64(o[1])
	if other := len(cg.Cells) - in; inside && other != 1 || !inside && in != 1 {
		return
	}
	var buf [maxDerived]solver.Cell
	cells := buf[:0]
	for _, x := range side {
		if !mine.has(int(x)) {
			if len(cells) == maxDerived {
				return
			}
			cells = append(cells, x)
		}
	}
	if len(cells) == 0 {
		return
	}
	up := len(cells)
	for _, x := range cg.Cells {
		if region.has(int(x)) != inside {
			if len(cells) == maxDerived {
				return
			}
			cells = append(cells, x)
		}
	}
	e.addSigned(cells, len(cells)-up, sum, false)
}

// derive adds the group of cells adding up to sum, if its digits differ or
// it has at most limit cells, and returns false when no digits can make
// the sum.
func (e *engine) derive(cells []solver.Cell, sum, limit int) bool {
	n := len(cells)
	if n == 0 {
		return sum == 0
	}
	distinct := n <= 9
	for i := 0; i < n && distinct; i++ {
		for _, b := range cells[i+1:] {
			if !e.peerSet[cells[i]].has(int(b)) {
				distinct = false
				break
			}
		}
	}
	switch {
	case distinct && (sum < minSum(n) || sum > maxSum(n)):
		return false
	case sum < n || sum > 9*n:
		return false
	case distinct && n < 9, !distinct && n <= limit:
		e.addGroup(cells, sum, distinct)
	}
	return true
}
