package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() {
	register(LockedPair, lockedSubset(LockedPair, 2))
	register(LockedTriple, lockedSubset(LockedTriple, 3))
}

// lockedSubset finds n cells where a row or column crosses a box whose
// candidates together are n digits: those digits go in those cells, so the
// rest of the line and the rest of the box both lose them. A naked subset
// in one of the two houses is half of it.
func lockedSubset(t Technique, n int) finder {
	return func(b *Board) *Step {
		for line := Unit(0); line < 18; line++ { // rows, then columns
			cells := unitCells[line]
			for seg := 0; seg < 9; seg += 3 { // the three cells the line shares with one box
				var open [3]solver.Cell
				k := 0
				for _, c := range cells[seg : seg+3] {
					if m := b.Cands[c].Count(); m >= 2 && m <= n {
						open[k] = c
						k++
					}
				}
				if k < n {
					continue
				}
				if s := lockedIn(b, t, n, line, open[:k]); s != nil {
					return s
				}
			}
		}
		return nil
	}
}

// lockedIn tries every n of the open cells of a line and box crossing.
func lockedIn(b *Board, t Technique, n int, line Unit, open []solver.Cell) *Step {
	box := Unit(18 + open[0].Box())
	for skip := 0; skip < len(open); skip++ { // n of the at most three cells
		if len(open) == n && skip > 0 {
			break
		}
		var ds Digits
		var set CellSet
		for i, c := range open {
			if len(open) > n && i == skip {
				continue
			}
			ds |= b.Cands[c]
			set.Add(c)
		}
		if ds.Count() != n || !lockedGain(b, ds, set, line, box) {
			continue
		}
		var elim []Candidate
		for _, u := range [2]Unit{line, box} {
			for _, c := range unitCells[u] {
				if !set.Has(c) && !(u == box && unitSets[line].Has(c)) {
					elim = append(elim, candidatesIn(b, []solver.Cell{c}, ds)...)
				}
			}
		}
		return &Step{Technique: t, Pattern: candidatesIn(b, set.Cells(), ds), Units: []Unit{line, box}, Digits: ds, Eliminations: elim}
	}
	return nil
}

// lockedGain reports whether a cell of the line or the box outside set
// still has one of ds.
func lockedGain(b *Board, ds Digits, set CellSet, line, box Unit) bool {
	for _, u := range [2]Unit{line, box} {
		for _, c := range unitCells[u] {
			if !set.Has(c) && b.Cands[c]&ds != 0 {
				return true
			}
		}
	}
	return false
}
