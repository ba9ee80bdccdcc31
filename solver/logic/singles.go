package logic

import "github.com/sudokudesktop/sudoku/solver"

// findFullHouse finds a house with one empty cell: it takes the one digit
// the house lacks.
func findFullHouse(b *Board, visit func(*Step) bool) {
	for _, u := range b.shp().singleOrder {
		empty, n := solver.Cell(0), 0
		present := Digits(0)
		for _, c := range b.UnitCells(u) {
			if b.Cells[c] == 0 {
				empty, n = c, n+1
			} else {
				present |= 1 << b.Cells[c]
			}
		}
		missing := AllDigits &^ present
		if n != 1 || missing.Count() != 1 {
			continue
		}
		d := missing.First()
		if !visit(&Step{
			Technique:  FullHouse,
			Pattern:    []Candidate{{empty, d}},
			Units:      []Unit{u},
			Digits:     missing,
			Placements: []Candidate{{empty, d}},
		}) {
			return
		}
	}
}

// findHiddenSingle finds a digit with one place left in a house.
func findHiddenSingle(b *Board, visit func(*Step) bool) {
	for _, u := range b.shp().singleOrder {
		// The digits with a place in the house, with two or more, and
		// placed in it.
		var once, twice, placed Digits
		for _, c := range b.UnitCells(u) {
			m := b.Cands[c]
			twice |= once & m
			once |= m
			placed |= 1 << b.Cells[c]
		}
		for ds := once &^ twice &^ placed & AllDigits; ds != 0; ds &= ds - 1 {
			d := ds.First()
			var c solver.Cell
			for _, c = range b.UnitCells(u) {
				if b.Cands[c].Has(d) {
					break
				}
			}
			if !visit(&Step{
				Technique:  HiddenSingle,
				Pattern:    []Candidate{{c, d}},
				Units:      []Unit{u},
				Digits:     DigitSet(d),
				Placements: []Candidate{{c, d}},
				Witnesses:  hiddenSingleWitnesses(b, u, c, d),
				geo:        b.Geometry(),
			}) {
				return
			}
		}
	}
}

// findNakedSingle finds a cell with one candidate left.
func findNakedSingle(b *Board, visit func(*Step) bool) {
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] != 0 || b.Cands[c].Count() != 1 {
			continue
		}
		d := b.Cands[c].First()
		if !visit(&Step{
			Technique:  NakedSingle,
			Pattern:    []Candidate{{c, d}},
			Digits:     b.Cands[c],
			Placements: []Candidate{{c, d}},
			Witnesses:  nakedSingleWitnesses(b, c, d),
			geo:        b.Geometry(),
		}) {
			return
		}
	}
}
