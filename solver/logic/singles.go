package logic

import "github.com/sudokudesktop/sudoku/solver"

func init() {
	register(FullHouse, findFullHouse)
	register(HiddenSingle, findHiddenSingle)
	register(NakedSingle, findNakedSingle)
}

// singleOrder is the order people scan houses for singles: boxes, then
// rows, then columns.
var singleOrder = func() []Unit {
	var us []Unit
	for i := 0; i < 9; i++ {
		us = append(us, Box(i))
	}
	for i := 0; i < 18; i++ {
		us = append(us, Unit(i))
	}
	return us
}()

// findFullHouse finds a house with one empty cell: it takes the one digit
// the house lacks.
func findFullHouse(b *Board) *Step {
	for _, u := range singleOrder {
		empty, n := solver.Cell(0), 0
		present := Digits(0)
		for _, c := range unitCells[u] {
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
		return &Step{
			Technique:  FullHouse,
			Pattern:    []Candidate{{empty, d}},
			Units:      []Unit{u},
			Digits:     missing,
			Placements: []Candidate{{empty, d}},
		}
	}
	return nil
}

// findHiddenSingle finds a digit with one place left in a house.
func findHiddenSingle(b *Board) *Step {
	for _, u := range singleOrder {
		for d := uint8(1); d <= 9; d++ {
			where := b.Where(u, d)
			if where.Count() != 1 || b.Has(u, d) {
				continue
			}
			c := where.Cells()[0]
			return &Step{
				Technique:  HiddenSingle,
				Pattern:    []Candidate{{c, d}},
				Units:      []Unit{u},
				Digits:     DigitSet(d),
				Placements: []Candidate{{c, d}},
			}
		}
	}
	return nil
}

// findNakedSingle finds a cell with one candidate left.
func findNakedSingle(b *Board) *Step {
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] != 0 || b.Cands[c].Count() != 1 {
			continue
		}
		d := b.Cands[c].First()
		return &Step{
			Technique:  NakedSingle,
			Pattern:    []Candidate{{c, d}},
			Digits:     b.Cands[c],
			Placements: []Candidate{{c, d}},
		}
	}
	return nil
}
