package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() {
	register(NakedPair, nakedSubset(NakedPair, 2))
	register(NakedTriple, nakedSubset(NakedTriple, 3))
	register(NakedQuad, nakedSubset(NakedQuad, 4))
	register(HiddenPair, hiddenSubset(HiddenPair, 2))
	register(HiddenTriple, hiddenSubset(HiddenTriple, 3))
	register(HiddenQuad, hiddenSubset(HiddenQuad, 4))
}

// nakedSubset finds n cells of a house whose candidates together are n
// digits: those digits go in those cells, so the rest of the house loses
// them.
func nakedSubset(t Technique, n int) finder {
	return func(b *Board) *Step {
		for u := Unit(0); u < 27; u++ {
			var open []solver.Cell
			for _, c := range unitCells[u] {
				if k := b.Cands[c].Count(); k >= 2 && k <= n {
					open = append(open, c)
				}
			}
			var found *Step
			combinations(len(open), n, func(idx []int) bool {
				var ds Digits
				var set CellSet
				cells := make([]solver.Cell, n)
				for i, k := range idx {
					cells[i] = open[k]
					ds |= b.Cands[open[k]]
					set.Add(open[k])
				}
				if ds.Count() != n {
					return true
				}
				var elim []Candidate
				for _, c := range unitCells[u] {
					if !set.Has(c) {
						elim = append(elim, candidatesIn(b, []solver.Cell{c}, ds)...)
					}
				}
				if len(elim) == 0 {
					return true
				}
				found = &Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{u}, Digits: ds, Eliminations: elim}
				return false
			})
			if found != nil {
				return found
			}
		}
		return nil
	}
}

// hiddenSubset finds n digits of a house that together have n places: the
// places hold those digits, so they lose every other candidate.
func hiddenSubset(t Technique, n int) finder {
	return func(b *Board) *Step {
		for u := Unit(0); u < 27; u++ {
			var digits []uint8
			var where [10]CellSet
			for d := uint8(1); d <= 9; d++ {
				where[d] = b.Where(u, d)
				if k := where[d].Count(); k >= 2 && k <= n {
					digits = append(digits, d)
				}
			}
			var found *Step
			combinations(len(digits), n, func(idx []int) bool {
				var ds Digits
				var set CellSet
				for _, k := range idx {
					d := digits[k]
					ds |= 1 << d
					set = set.Or(where[d])
				}
				if set.Count() != n {
					return true
				}
				cells := set.Cells()
				elim := candidatesIn(b, cells, AllDigits&^ds)
				if len(elim) == 0 {
					return true
				}
				found = &Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{u}, Digits: ds, Eliminations: elim}
				return false
			})
			if found != nil {
				return found
			}
		}
		return nil
	}
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
