package variant

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// Combo is one set of digits a cage may hold: Digits has bit d-1 for
// digit d, as every mask of this package. Possible reports whether the
// cage's cells can hold those digits, one each, with each cell taking only
// a digit it can still take.
type Combo struct {
	Digits   uint16
	Possible bool
}

// CageCombos works out what a cage of len(cands) cells adding up to sum
// may hold: every set of that many different digits with that total, in
// the order a player reads them (1 7 9 before 2 6 9), each marked Possible
// when the cells can hold it, cell i taking only the digits of cands[i]
// (bit d-1 for digit d; a placed digit is a one-bit mask); and, for each
// cell, the digits it can hold in some possible way of filling the cage.
// A cage without a sum (sum 0) lists no combinations, and its cells keep
// their candidates. A cage of no cells or more than nine, or a sum outside
// 0-45, has no combination: every cell's allowed digits are empty.
func CageCombos(sum int, cands []uint16) (combos []Combo, allowed []uint16) {
	n := len(cands)
	allowed = make([]uint16, n)
	if sum == 0 && n >= 1 && n <= 9 {
		copy(allowed, cands)
		return nil, allowed
	}
	masks := combosOf(n, sum)
	if n == 0 || len(masks) == 0 {
		return nil, allowed
	}
	combos = make([]Combo, len(masks))
	for i, m := range masks {
		combos[i].Digits = m
		combos[i].Possible = fill(m, cands, allowed)
	}
	slices.SortFunc(combos, func(a, b Combo) int { return readOrder(a.Digits, b.Digits) })
	return combos, allowed
}

// readOrder compares two sets of as many digits by their digits in
// increasing order, as a player reads them.
func readOrder(a, b uint16) int {
	for a != 0 && b != 0 {
		da, db := bits.TrailingZeros16(a), bits.TrailingZeros16(b)
		if da != db {
			return da - db
		}
		a &= a - 1
		b &= b - 1
	}
	return 0
}

// fill reports whether the cells, cell i taking only digits of cands[i],
// can hold the digits of m, one each (len(cands) is the size of m), and
// adds to allowed[i] every digit cell i holds in some such filling. It
// walks the sets of digits the first cells can use (subsets of m) forward
// and the sets the last cells can use backward; a digit fits cell i when
// some forward set before i and backward set after i complete each other.
func fill(m uint16, cands []uint16, allowed []uint16) bool {
	n := len(cands)
	// reach[i] marks the subsets of m that cells 0..i-1 can hold; back[i]
	// those that cells i..n-1 can hold. Sets are masks below 512.
	var reach, back [10][512]bool
	reach[0][0] = true
	for i := 0; i < n; i++ {
		ds := cands[i] & m
		for s := uint16(0); s < 512; s++ {
			if !reach[i][s] {
				continue
			}
			for free := ds &^ s; free != 0; free &= free - 1 {
				reach[i+1][s|free&-free] = true
			}
		}
	}
	if !reach[n][m] {
		return false
	}
	back[n][0] = true
	for i := n - 1; i >= 0; i-- {
		ds := cands[i] & m
		for s := uint16(0); s < 512; s++ {
			if !back[i+1][s] {
				continue
			}
			for free := ds &^ s; free != 0; free &= free - 1 {
				back[i][s|free&-free] = true
			}
		}
	}
	for i := 0; i < n; i++ {
		for ds := cands[i] & m &^ allowed[i]; ds != 0; ds &= ds - 1 {
			d := ds & -ds
			rest := m &^ d
			// Some set before i, without d, whose complement in rest the
			// cells after i can hold.
			for s := rest; ; s = (s - 1) & rest {
				if reach[i][s] && back[i+1][rest&^s] {
					allowed[i] |= d
					break
				}
				if s == 0 {
					break
				}
			}
		}
	}
	return true
}

// CageTakes reports whether cage cg can hold d in c: some set of
// different digits adding up to its sum holds d in c and the digits board
// shows in its other cells. A cage without a sum takes anything. Why-not
// answers and the hint on a wrong digit ask it.
func CageTakes(cg Cage, board *solver.Grid, c solver.Cell, d uint8) bool {
	if cg.Sum == 0 {
		return true
	}
	masks := make([]uint16, len(cg.Cells))
	for k, p := range cg.Cells {
		switch {
		case p == c:
			masks[k] = 1 << (d - 1)
		case board[p] != 0:
			masks[k] = 1 << (board[p] - 1)
		default:
			masks[k] = 0x1ff
		}
	}
	combos, _ := CageCombos(cg.Sum, masks)
	for _, cb := range combos {
		if cb.Possible {
			return true
		}
	}
	return false
}
