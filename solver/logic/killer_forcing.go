package logic

import (
	"math/bits"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// Cage contradictions: the Killer's forcing chain. Suppose a candidate is
// the cell's digit, and follow what the singles and the cages'
// combinations then force (a cage's sure digit leaving the cells that see
// all its places), one placement after the other: when a cell is
// left without a candidate, a house without a place for a digit, or a
// cage without a filling, the candidate was wrong. The classic forcing
// chains know no cages, so on a Killer board they rarely reach a
// contradiction; this does, and tells it in the placements it follows.

// kfMaxSteps bounds the placements one supposition follows.
const kfMaxSteps = 60

// kfResult is what following a supposition found.
type kfResult struct {
	placed []Candidate // the placements, in order
	// The contradiction: a cell without candidates (unit 255), a digit
	// without a place in a house, or a cage without a filling (cage >= 0).
	cell  solver.Cell
	unit  Unit
	digit uint8
	cage  int
	found bool
}

// suppose follows candidate (c, d) on a copy of b.
func suppose(b *Board, c solver.Cell, d uint8) kfResult {
	w := *b
	w.Place(c, d)
	r := kfResult{cage: -1, unit: 255}
	var seen [81][9]Digits // the candidates each cage was last read with
	for len(r.placed) < kfMaxSteps {
		progress := false
		// Naked singles and empty cells.
		for x := solver.Cell(0); x < 81; x++ {
			if w.Cells[x] != 0 {
				continue
			}
			switch w.Cands[x].Count() {
			case 0:
				r.cell, r.found = x, true
				return r
			case 1:
				e := w.Cands[x].First()
				w.Place(x, e)
				r.placed = append(r.placed, Candidate{x, e})
				progress = true
			}
		}
		// Hidden singles, and digits with no place.
		for _, u := range w.Units() {
			var once, twice, placed Digits
			for _, x := range b.UnitCells(u) {
				placed |= 1 << w.Cells[x]
				twice |= once & w.Cands[x]
				once |= w.Cands[x]
			}
			if missing := AllDigits &^ placed &^ once; missing != 0 {
				r.unit, r.digit, r.found = u, missing.First(), true
				return r
			}
			for ds := once &^ twice &^ placed; ds != 0; ds &= ds - 1 {
				e := uint8(bits.TrailingZeros16(uint16(ds)))
				for _, x := range b.UnitCells(u) {
					if w.Cands[x].Has(e) {
						w.Place(x, e)
						r.placed = append(r.placed, Candidate{x, e})
						progress = true
						break
					}
				}
			}
		}
		// Cages, those whose candidates changed since they were read.
		for k := range w.Cages {
			if !readable(&w, k) || !empties(&w, w.Cages[k].Cells) {
				continue
			}
			cg := &w.Cages[k]
			if k < len(seen) {
				same := true
				for i, x := range cg.Cells {
					if cellCands(&w, x) != seen[k][i] {
						same = false
						seen[k][i] = cellCands(&w, x)
					}
				}
				if same {
					continue
				}
			}
			f := fillOf(&w, cg.Cells, cg.Sum)
			if !f.ok {
				r.cage, r.found = k, true
				return r
			}
			for i, x := range cg.Cells {
				if w.Cells[x] == 0 && w.Cands[x]&^f.allowed[i] != 0 {
					w.Cands[x] &= f.allowed[i]
					progress = true
				}
			}
			// A digit every filling uses leaves the cells that see all
			// its places in the cage.
			for ds := f.required; ds != 0; ds &= ds - 1 {
				strikeSeenByAll(&w, cg.Cells, uint8(bits.TrailingZeros16(uint16(ds))), func(solver.Cell) { progress = true })
			}
		}
		if !progress {
			break
		}
	}
	return r
}

// findCageContradiction returns the supposition that fails with the
// fewest placements, trying the cells with two candidates first, then
// three, and so on, and stopping at the first count that gives one.
func findCageContradiction(b *Board) *Step {
	for n := 2; n <= 9; n++ {
		var best *kfResult
		var bc solver.Cell
		var bd uint8
		for c := solver.Cell(0); c < 81; c++ {
			if b.Cells[c] != 0 || b.Cands[c].Count() != n {
				continue
			}
			for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
				d := uint8(bits.TrailingZeros16(uint16(ds)))
				r := suppose(b, c, d)
				if r.found && (best == nil || len(r.placed) < len(best.placed)) {
					rr := r
					best, bc, bd = &rr, c, d
				}
			}
		}
		if best != nil {
			return contradictionStep(b, bc, bd, best)
		}
	}
	return nil
}

// contradictionStep builds the step of a failed supposition.
func contradictionStep(b *Board, c solver.Cell, d uint8, r *kfResult) *Step {
	s := &Step{
		Technique:    CageContradiction,
		Pattern:      append([]Candidate{{c, d}}, r.placed...),
		Digits:       1 << d,
		Eliminations: []Candidate{{c, d}},
		Difficulty:   CageContradiction.Weight() + lengthBonus(len(r.placed)+1),
	}
	switch {
	case r.cage >= 0:
		s.Cages, s.Variant = []int{r.cage}, "cage"
		s.Sum = b.Cages[r.cage].Sum
	case r.unit != 255:
		s.Units, s.Variant = []Unit{r.unit}, "house"
		s.Digits = 1 << r.digit // the digit left without a place
	default:
		s.Variant = "cell"
		s.Sets = [][]solver.Cell{{r.cell}} // the cell left without a candidate
	}
	return s
}

// placedWords lists a contradiction's placements, as "r1c2=5, r3c4=1".
func placedWords(ps []Candidate, list string) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return strings.Join(out, list)
}

// strikeSeenByAll removes digit d, which a cage's every filling uses, from
// the cells outside the cage's cells that see all of d's places in it
// (none when d is placed in the cage already), calling struck with each
// cell it removes d from.
func strikeSeenByAll(w *Board, cells []solver.Cell, d uint8, struck func(solver.Cell)) {
	seen := AllCells
	for _, x := range cells {
		if w.Cells[x] == d {
			return
		}
		if w.Cands[x].Has(d) {
			seen = seen.And(w.Peers(x))
		}
	}
	for _, x := range cells {
		seen.Remove(x)
	}
	for v := 0; v < 2; v++ {
		for m := seen[v]; m != 0; m &= m - 1 {
			if x := solver.Cell(v*64) + trailing(m); w.Cands[x].Has(d) {
				w.Cands[x] &^= 1 << d
				struck(x)
			}
		}
	}
}
