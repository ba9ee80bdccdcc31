package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// lockedSubset finds a locked pair or triple: n cells where a box and a
// line cross whose candidates together are n digits. The cells are a naked
// subset of both houses at once, so the rest of the box and the rest of
// the line lose those digits.
func lockedSubset(t Technique, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) { eachLockedSubset(b, t, n, visit) }
}

// eachLockedSubset visits every locked subset of n cells, of technique t.
func eachLockedSubset(b *Board, t Technique, n int, visit func(*Step) bool) {
	for i := 0; i < 9; i++ {
		box := Box(i)
		for _, line := range boxLines(i) {
			var open [3]solver.Cell
			var cands [3]uint16
			k := 0
			for _, c := range b.UnitCells(line) {
				if boxIndex(c) == i && b.Cands[c].Count() >= 2 && b.Cands[c].Count() <= n {
					open[k], cands[k] = c, uint16(b.Cands[c])
					k++
				}
			}
			more := lockedSubsets(cands[:k], n, func(chosen, union uint16) bool {
				ds := Digits(union)
				var set CellSet
				for x := chosen; x != 0; x &= x - 1 {
					set.Add(open[bits.TrailingZeros16(x)])
				}
				rest := b.UnitSet(box).Or(b.UnitSet(line)).AndNot(set)
				if !anyCandidate(b, rest, ds) {
					return true
				}
				elim := candidatesIn(b, rest.Cells(), ds)
				cells := set.Cells()
				return visit(&Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{box, line}, Digits: ds, Eliminations: elim})
			})
			if !more {
				return
			}
		}
	}
}

// boxLines returns the three rows and three columns that cross box i.
func boxLines(i int) [6]Unit {
	r, c := boxOrigin(Box(i))
	return [6]Unit{Row(r), Row(r + 1), Row(r + 2), Col(c), Col(c + 1), Col(c + 2)}
}
