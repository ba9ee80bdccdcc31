package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// firstNakedSubset and eachNakedSubsetOf are the ladder's finders of
// the naked subsets of n cells, t naming them; the first calls the search
// directly so that its visit closure stays on the stack.
func firstNakedSubset(t Technique, n int) finder {
	return func(b *Board) *Step {
		var first *Step
		eachNakedSubset(b, t, n, func(s *Step) bool { first = s; return false })
		return first
	}
}

func eachNakedSubsetOf(t Technique, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) { eachNakedSubset(b, t, n, visit) }
}

// firstHiddenSubset and eachHiddenSubsetOf are the same for hidden
// subsets.
func firstHiddenSubset(t Technique, n int) finder {
	return func(b *Board) *Step {
		var first *Step
		eachHiddenSubset(b, t, n, func(s *Step) bool { first = s; return false })
		return first
	}
}

func eachHiddenSubsetOf(t Technique, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) { eachHiddenSubset(b, t, n, visit) }
}

// eachNakedSubset finds n cells of a house whose candidates together are n
// digits: those digits go in those cells, so the rest of the house loses
// them.
func eachNakedSubset(b *Board, t Technique, n int, visit func(*Step) bool) {
	for _, u := range b.Units() {
		var open [9]solver.Cell
		var cands [9]uint16
		k := 0
		for _, c := range b.UnitCells(u) {
			if m := b.Cands[c].Count(); m >= 2 && m <= n {
				open[k], cands[k] = c, uint16(b.Cands[c])
				k++
			}
		}
		more := lockedSubsets(cands[:k], n, func(chosen, union uint16) bool {
			ds := Digits(union)
			cells := make([]solver.Cell, 0, n)
			var set CellSet
			for x := chosen; x != 0; x &= x - 1 {
				c := open[bits.TrailingZeros16(x)]
				cells = append(cells, c)
				set.Add(c)
			}
			var elim []Candidate
			for _, c := range b.UnitCells(u) {
				if !set.Has(c) {
					elim = append(elim, candidatesIn(b, []solver.Cell{c}, ds)...)
				}
			}
			if len(elim) == 0 {
				return true
			}
			return visit(&Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{u}, Digits: ds, Eliminations: elim})
		})
		if !more {
			return
		}
	}
}

// eachHiddenSubset finds n digits of a house that together have n places: the
// places hold those digits, so they lose every other candidate.
func eachHiddenSubset(b *Board, t Technique, n int, visit func(*Step) bool) {
	for _, u := range b.Units() {
		// places[d] has bit i when the house's cell i has candidate d.
		var places [10]uint16
		for i, c := range b.UnitCells(u) {
			for ds := b.Cands[c] & AllDigits; ds != 0; ds &= ds - 1 {
				places[bits.TrailingZeros16(uint16(ds))] |= 1 << i
			}
		}
		var digits [9]uint8
		var where [9]uint16
		k := 0
		for d := uint8(1); d <= 9; d++ {
			if m := bits.OnesCount16(places[d]); m >= 2 && m <= n {
				digits[k], where[k] = d, places[d]
				k++
			}
		}
		more := lockedSubsets(where[:k], n, func(chosen, union uint16) bool {
			var ds Digits
			for x := chosen; x != 0; x &= x - 1 {
				ds |= 1 << digits[bits.TrailingZeros16(x)]
			}
			var set CellSet
			for x := union; x != 0; x &= x - 1 {
				set.Add(b.UnitCells(u)[bits.TrailingZeros16(x)])
			}
			if !anyCandidate(b, set, AllDigits&^ds) {
				return true
			}
			cells := set.Cells()
			elim := candidatesIn(b, cells, AllDigits&^ds)
			return visit(&Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{u}, Digits: ds, Eliminations: elim})
		})
		if !more {
			return
		}
	}
}

// anyCandidate reports whether a cell of s has a candidate in ds: whether
// candidatesIn would list any.
func anyCandidate(b *Board, s CellSet, ds Digits) bool {
	for t := s; !t.Empty(); {
		if b.Cands[popLowCell(&t)]&ds != 0 {
			return true
		}
	}
	return false
}

// lockedSubsets calls visit with every k of the masks whose union has
// exactly k bits, as the set of their indices (bit i for masks[i]), in
// the order combinations would list them, until visit returns false; it
// reports whether visit never did. Unions only grow, so no choice is
// pursued once its union has more than k bits.
func lockedSubsets(masks []uint16, k int, visit func(chosen, union uint16) bool) bool {
	return growSubset(masks, k, 0, 0, 0, visit)
}

// growSubset extends the choice chosen, whose union is union, with masks
// from index from on, for lockedSubsets.
func growSubset(masks []uint16, k, from int, chosen, union uint16, visit func(chosen, union uint16) bool) bool {
	left := k - bits.OnesCount16(chosen)
	if left == 0 {
		return bits.OnesCount16(union) != k || visit(chosen, union)
	}
	for i := from; i <= len(masks)-left; i++ {
		u := union | masks[i]
		if bits.OnesCount16(u) > k {
			continue
		}
		if !growSubset(masks, k, i+1, chosen|1<<i, u, visit) {
			return false
		}
	}
	return true
}

// combinations calls visit with every k-subset of 0..n-1, as increasing
// indices, until visit returns false.
func combinations(n, k int, visit func([]int) bool) {
	if k > n || k <= 0 {
		return
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		if !visit(idx) {
			return
		}
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}
