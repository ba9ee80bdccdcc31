package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() {
	registerEach(LockedPair, lockedSubset(LockedPair, 2))
	registerEach(LockedTriple, lockedSubset(LockedTriple, 3))
}

// lockedSubset finds a locked pair or triple: n cells where a box and a
// line cross whose candidates together are n digits. The cells are a naked
// subset of both houses at once, so the rest of the box and the rest of
// the line lose those digits.
func lockedSubset(t Technique, n int) eachFinder {
	return func(b *Board, visit func(*Step) bool) {
		for i := 0; i < 9; i++ {
			box := Box(i)
			for _, line := range boxLines(i) {
				var open []solver.Cell
				for _, c := range unitCells[line] {
					if c.Box() == i && b.Cands[c].Count() >= 2 && b.Cands[c].Count() <= n {
						open = append(open, c)
					}
				}
				stop := false
				combinations(len(open), n, func(idx []int) bool {
					var ds Digits
					var set CellSet
					for _, k := range idx {
						ds |= b.Cands[open[k]]
						set.Add(open[k])
					}
					if ds.Count() != n {
						return true
					}
					rest := box.Set().Or(line.Set()).AndNot(set)
					elim := candidatesIn(b, rest.Cells(), ds)
					if len(elim) == 0 {
						return true
					}
					cells := set.Cells()
					stop = !visit(&Step{Technique: t, Pattern: candidatesIn(b, cells, ds), Units: []Unit{box, line}, Digits: ds, Eliminations: elim})
					return !stop
				})
				if stop {
					return
				}
			}
		}
	}
}

// boxLines returns the three rows and three columns that cross box i.
func boxLines(i int) [6]Unit {
	r, c := i/3*3, i%3*3
	return [6]Unit{Row(r), Row(r + 1), Row(r + 2), Col(c), Col(c + 1), Col(c + 2)}
}
