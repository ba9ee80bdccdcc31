package logic

import "github.com/sudokudesktop/sudoku/solver"

// findBUGPlus1 finds a bivalue universal grave plus one: every empty cell
// has two candidates but one, which has three, and taking one digit x out
// of that cell would leave every digit exactly twice in every house where
// it is open. That position, a BUG, has no solution or at least two, so
// in a puzzle with one solution the cell must be x: the digit that
// appears three times in its row, column and box. Like the unique
// rectangles it stands on the solution being unique.
func findBUGPlus1(b *Board) *Step {
	triple := solver.Cell(-1)
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] != 0 {
			continue
		}
		switch b.Cands[c].Count() {
		case 2:
		case 3:
			if triple >= 0 {
				return nil // two cells with three candidates: BUG+2 or more
			}
			triple = c
		default:
			return nil
		}
	}
	if triple < 0 {
		return nil
	}
	// count[u][d] is how many cells of u have d, with the triple cell
	// counted as it stands.
	var count [numUnits][10]uint8
	for c := solver.Cell(0); c < 81; c++ {
		for x := b.Cands[c]; x != 0; x &= x - 1 {
			d := x.First()
			for _, u := range UnitsOf(c) {
				count[u][d]++
			}
		}
	}
	tri := b.Cands[triple]
	units := UnitsOf(triple)
	for _, x := range tri.List() {
		if bugWithout(b, &count, units, x) {
			return &Step{
				Technique:  BUGPlus1,
				Pattern:    candidatesIn(b, []solver.Cell{triple}, AllDigits),
				Units:      units[:],
				Digits:     tri,
				Placements: []Candidate{{triple, x}},
			}
		}
	}
	return nil
}

// bugWithout reports whether the board would be a BUG with x taken out of
// the triple cell, whose houses are units:
// every digit open in a house twice or, when it is placed there, not at
// all.
func bugWithout(b *Board, count *[numUnits][10]uint8, units [3]Unit, x uint8) bool {
	for _, u := range b.Units() {
		for d := uint8(1); d <= 9; d++ {
			n := count[u][d]
			if d == x && (u == units[0] || u == units[1] || u == units[2]) {
				n-- // tri has x, and u is one of its houses
			}
			if n == 2 || n == 0 && b.Has(u, d) {
				continue
			}
			return false
		}
	}
	return true
}
