package bitboard

import "math/bits"

// A Guess is a binary choice about one digit (0-8): Assume takes one side,
// Deny the other, and every solution lies on exactly one of them.
type Guess struct {
	Digit int
	// take holds, band by band, the cells the digit leaves when the guess
	// is assumed; deny those it leaves when the guess is denied.
	take, deny [3]uint32
}

// placements maps a 3x3 mask to the number of permutation matrices inside
// it: the placements of a digit in a band (or a stack) the mask allows.
var placements [512]uint8

// permutationMasks are the six placements of a digit in a band, as 3x3
// masks (bit r*3+k: row r in box k), in order.
var permutationMasks = [6]uint32{
	1 | 1<<4 | 1<<8, 1 | 1<<5 | 1<<7, 2 | 1<<3 | 1<<8,
	2 | 1<<5 | 1<<6, 4 | 1<<3 | 1<<7, 4 | 1<<4 | 1<<6,
}

// splitTriad maps a 3x3 mask to the triad Guess splits on: the first bit
// (r*3+k, or b*3+j) of the mask's first placement that not every placement
// inside the mask takes; 0 when the mask holds fewer than two placements.
var splitTriad [512]uint8

func init() {
	for _, p := range permutationMasks {
		for m := uint32(0); m < 512; m++ {
			if m&p == p {
				placements[m]++
			}
		}
	}
	for m := uint32(0); m < 512; m++ {
		var first, common uint32 = 0, 511
		for _, p := range permutationMasks {
			if m&p != p {
				continue
			}
			if first == 0 {
				first = p
			} else {
				common &= p
			}
		}
		splitTriad[m] = uint8(bits.TrailingZeros32(first&^common) & 15)
	}
}

// Guess picks the guess of a position Triads left unsolved, with
// the Reach it filled, much as tdoku does. It takes the band or stack whose
// digits reach the fewest triads, but for those already fixed in it (three
// triads each, everywhere), then that unit's first digit with the fewest
// placements left there (two, nearly always). The guess is whether the
// digit takes a triad of its first placement that some other placement
// leaves: with two placements, which of the two. Branching on the
// placement of a digit in a band decides more than a digit in a cell, and
// takes a fifth fewer guesses on the hardest sets.
func (s *Board) Guess(r *Reach) (g Guess) {
	p0, p1, p2, p3 := r.count[0], r.count[1], r.count[2], r.count[3]
	// The digits reaching the triads of a unit, summed: bands (minirows)
	// first, then stacks (minicolumns), written out: a loop over the six
	// masks kept them in memory.
	total := func(m uint64) int {
		return bits.OnesCount64(p0&m) + 2*bits.OnesCount64(p1&m) +
			4*bits.OnesCount64(p2&m) + 8*bits.OnesCount64(p3&m)
	}
	totals := [6]int{
		total(firstOfMinirow), total(firstOfMinirow << 1), total(firstOfMinirow << 2),
		total(groupLeft << 32), total(groupMid << 32), total(groupRight << 32),
	}
	const fixed = 27 // every digit in three triads of the unit
	unit, best := -1, 1000
	for u, t := range totals {
		if t > fixed && t < best {
			unit, best = u, t
		}
	}
	if unit < 0 {
		// Every band and stack is fixed, so propagation has placed every
		// digit: this does not happen, but a cell guess keeps the search
		// complete if it ever did.
		d, b, bit := s.Branch()
		g.Digit = d
		g.take[b] = uint32(511) << (rowShift[bits.TrailingZeros32(bit)&31] & 31) &^ bit
		g.deny[b] = bit
		return g
	}
	var m uint32
	fewest := uint8(7)
	if unit < 3 {
		for d, c := range &r.digit {
			md := minirowIndex(uint32(c), unit)
			if n := placements[md&511]; n >= 2 && n < fewest {
				fewest, g.Digit, m = n, d, md
				if n == 2 {
					break
				}
			}
		}
	} else {
		for d, c := range &r.digit {
			md := stackIndex(uint32(c>>32), unit-3)
			if n := placements[md&511]; n >= 2 && n < fewest {
				fewest, g.Digit, m = n, d, md
				if n == 2 {
					break
				}
			}
		}
	}
	i := int(splitTriad[m&511]) // triad i: bit r*3+k, or b*3+j
	if unit < 3 {
		g.take[unit] = rowBoxRest[1<<i]
		g.deny[unit] = minirowCells[1<<i]
		return g
	}
	c := uint((unit-3)*3 + i%3) // band i/3, column c
	column := uint32(1|1<<9|1<<18) << c
	g.take = [3]uint32{column, column, column}
	g.take[i/3] = boxColumnRest[1<<c]
	g.deny[i/3] = column
	return g
}

// Assume takes the guess's side: the digit is in the triad.
func (s *Board) Assume(g *Guess) { s.remove(g.Digit, &g.take) }

// Deny takes the other side: the digit is not in the triad.
func (s *Board) Deny(g *Guess) { s.remove(g.Digit, &g.deny) }

// remove clears cells, band by band, from digit d.
func (s *Board) remove(d int, cells *[3]uint32) {
	x := (*[3]uint32)(s.Cand[d*3 : d*3+3])
	x[0] &^= cells[0]
	x[1] &^= cells[1]
	x[2] &^= cells[2]
	s.dirty |= 1 << d
}
