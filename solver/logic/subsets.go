package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() {
	for n, t := range map[int][2]Technique{2: {NakedPair, HiddenPair}, 3: {NakedTriple, HiddenTriple}, 4: {NakedQuad, HiddenQuad}} {
		naked, hidden := t[0], t[1]
		registerBoth(naked, func(b *Board) *Step {
			var first *Step
			eachNakedSubset(b, naked, n, func(s *Step) bool { first = s; return false })
			return first
		}, func(b *Board, visit func(*Step) bool) { eachNakedSubset(b, naked, n, visit) })
		registerBoth(hidden, func(b *Board) *Step {
			var first *Step
			eachHiddenSubset(b, hidden, n, func(s *Step) bool { first = s; return false })
			return first
		}, func(b *Board, visit func(*Step) bool) { eachHiddenSubset(b, hidden, n, visit) })
	}
}

// eachNakedSubset finds n cells of a house whose candidates together are n
// digits: those digits go in those cells, so the rest of the house loses
// them.
func eachNakedSubset(b *Board, t Technique, n int, visit func(*Step) bool) {
	for u := Unit(0); u < 27; u++ {
		var open []solver.Cell
		for _, c := range unitCells[u] {
			if k := b.Cands[c].Count(); k >= 2 && k <= n {
				open = append(open, c)
			}
		}
		stop := false
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
			stop = !visit(&Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{u}, Digits: ds, Eliminations: elim})
			return !stop
		})
		if stop {
			return
		}
	}
}

// eachHiddenSubset finds n digits of a house that together have n places: the
// places hold those digits, so they lose every other candidate.
func eachHiddenSubset(b *Board, t Technique, n int, visit func(*Step) bool) {
	for u := Unit(0); u < 27; u++ {
		var digits []uint8
		var where [10]CellSet
		for d := uint8(1); d <= 9; d++ {
			where[d] = b.Where(u, d)
			if k := where[d].Count(); k >= 2 && k <= n {
				digits = append(digits, d)
			}
		}
		stop := false
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
			stop = !visit(&Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{u}, Digits: ds, Eliminations: elim})
			return !stop
		})
		if stop {
			return
		}
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
