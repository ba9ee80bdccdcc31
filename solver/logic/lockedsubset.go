package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// lockedSubset finds a locked pair or triple: n cells where a box (on a
// jigsaw board, a region) and a line cross whose candidates together are n
// digits. The cells are a naked subset of both houses at once, so the rest
// of the box and the rest of the line lose those digits.
func lockedSubset(t Technique, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) { eachLockedSubset(b, t, n, visit) }
}

// eachLockedSubset visits every locked subset of n cells, of technique t.
func eachLockedSubset(b *Board, t Technique, n int, visit func(*Step) bool) {
	for _, box := range b.blocks() {
		for _, line := range crossingLines(b, box) {
			var open [9]solver.Cell
			var cands [9]uint16
			k := 0
			in := b.UnitSet(box)
			for _, c := range b.UnitCells(line) {
				if in.Has(c) && b.Cands[c].Count() >= 2 && b.Cands[c].Count() <= n {
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

// crossingLines returns the rows, then the columns, that share two cells
// or more with block u of b: a box's three rows and three columns.
func crossingLines(b *Board, u Unit) []Unit {
	var out []Unit
	in := b.UnitSet(u)
	for i := 0; i < 18; i++ {
		if n := in.And(Unit(i).Set()).Count(); n >= 2 && n < 9 {
			out = append(out, Unit(i))
		}
	}
	return out
}
