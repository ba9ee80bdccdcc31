package bitboard

import "math/bits"

// The triad rule looks at the 27 minirows (three cells of one row inside
// one box) and the 27 minicolumns, the triads, several digits at once,
// where Propagate looks at one digit at a time. A triad's three cells hold
// three different digits, so:
//
//   - a triad that only three digits can reach holds those three: each
//     leaves the rest of the triad's row (or column) and box;
//   - a triad that three digits must take (each is confined to it in its
//     row, or column, and its box) holds only those: every other digit
//     leaves its cells;
//   - a triad that fewer than three digits can reach, or that more than
//     three must take, is a contradiction.
//
// This is the constraint tdoku's solver propagates between its bands and
// boxes. With the guesses of Guess, which it feeds, it cuts the search
// tree of the hardest sets by a fifth.

// Triad masks pack the 27 minirows and the 27 minicolumns of the grid in
// one 64-bit word, so that counting them over the digits is a few bitwise
// operations:
//
//   - minirows, bits 0-26: bit 3*g+b for minirow g (r*3+k: row r, box k)
//     of band b, that is the bit of the minirow's first cell in its band
//     word, shifted by b;
//   - minicolumns, bits 32-58: bit 32+b*9+c for column c in band b.
const (
	firstOfMinirow = 0x1249249 // bit 3*g: the first cell of every minirow
	allTriads      = 1<<27 - 1 | (1<<27-1)<<32
	// The minirow bits of the first, second and third box of every row,
	// all bands; groupLeft is also the first box of a band word.
	groupLeft  = 0x1c0e07
	groupMid   = groupLeft << 3
	groupRight = groupLeft << 6
)

// Reach holds, per digit, the triads it can reach (a triad mask), and how
// many digits reach each triad, as Triads leaves them for Guess.
type Reach struct {
	digit [9]uint64
	// count is bit-sliced: bit i of count[p] is bit p of the number of
	// digits that reach triad i (nine at most).
	count [4]uint64
}

var (
	// minirowCells maps a band's minirow mask (bit r*3+k) to the cells of
	// those minirows.
	minirowCells [512]uint32
	// rowBoxRest maps a band's minirow mask to the cells that share a row
	// or a box with one of those minirows, outside it: where a digit
	// confined to each minirow of the mask can no longer go.
	rowBoxRest [512]uint32
	// boxColumnRest maps a band's column mask to the cells of the band
	// that share a box with one of the columns, outside the column.
	boxColumnRest [512]uint32
)

func init() {
	for m := 0; m < 512; m++ {
		for i := 0; i < 9; i++ {
			if m>>i&1 == 0 {
				continue
			}
			r, k := i/3, i%3
			cells := uint32(7) << (r*9 + k*3)
			row := uint32(511) << (r * 9)
			minirowCells[m] |= cells
			rowBoxRest[m] |= (row | groupLeft<<(k*3)) &^ cells
			column := uint32(1|1<<9|1<<18) << i
			boxColumnRest[m] |= groupLeft << (i / 3 * 3) &^ column
		}
	}
}

// minirowIndex returns the minirows of band b in the low half of a triad
// mask as the index of the band tables, bit r*3+k.
func minirowIndex(m uint32, b int) uint32 {
	v := m >> uint(b) & firstOfMinirow
	w := v | v>>2 | v>>4 // row r's three minirows at bits 9r, 9r+1, 9r+2
	return w&7 | w>>6&0x38 | w>>12&0x1c0
}

// stackIndex returns stack t of the high half of a triad mask (bit b*9+c)
// as a 3x3 mask, bit b*3+j for column j of the stack in band b.
func stackIndex(z uint32, t int) uint32 {
	w := z >> uint(3*t) & groupLeft
	return w&7 | w>>6&0x38 | w>>12&0x1c0
}

// triads applies the triad rule once to a position at the fixed point of
// Propagate, marking the digits it changes dirty, and leaves in r what
// each digit can reach before the change. changed reports whether it
// removed a candidate; ok is false on a contradiction.
func (s *Board) triads(reach *Reach) (changed, ok bool) {
	var must [9]uint64
	r := &reach.digit
	// Two digits at a time, d in the low half of each word and d+1 in the
	// high half: every shift below either stays inside its half or lands
	// on bits the masks drop, so one pass of 64-bit operations does the
	// work of two. The ninth digit goes alone, its partner empty.
	for d := 0; d < 9; d += 2 {
		x0, x1, x2 := uint64(s.Cand[d*3]), uint64(s.Cand[d*3+1]), uint64(s.Cand[d*3+2])
		if d < 8 {
			x0 |= uint64(s.Cand[d*3+3]) << 32
			x1 |= uint64(s.Cand[d*3+4]) << 32
			x2 |= uint64(s.Cand[d*3+5]) << 32
		}
		const (
			first = firstOfMinirow | firstOfMinirow<<32
			nine  = 511 | 511<<32
			left  = groupLeft | groupLeft<<32
			mid   = left << 3
			right = left << 6
			low   = 1<<32 - 1
		)
		y := (x0|x0>>1|x0>>2)&first |
			(x1|x1>>1|x1>>2)&first<<1 |
			(x2|x2>>1|x2>>2)&first<<2
		k0 := (x0 | x0>>9 | x0>>18) & nine
		k1 := (x1 | x1>>9 | x1>>18) & nine
		k2 := (x2 | x2>>9 | x2>>18) & nine
		// At the fixed point of Propagate, a minirow alone in its row is
		// alone in its box, and a minicolumn alone in its column is alone
		// in its box: the digit must take it.
		others := (y>>3|y>>6)&left | (y<<3|y>>3)&mid | (y<<3|y<<6)&right
		k := k0 | k1<<9 | k2<<18
		y1 := y &^ others
		k1 = k0&^(k1|k2) | (k1&^(k0|k2))<<9 | (k2&^(k0|k1))<<18
		r[d] = y&low | k<<32
		must[d] = y1&low | k1<<32
		if d < 8 {
			r[d+1] = y>>32 | k&^low
			must[d+1] = y1>>32 | k1&^low
		}
	}
	// Counts over the digits, bit-sliced: the reach exactly, for Guess,
	// the musts saturating at four.
	var p0, p1, p2, p3 uint64
	for _, c := range r {
		carry := p0 & c
		p0 ^= c
		carry, p1 = p1&carry, p1^carry
		p3 |= p2 & carry
		p2 ^= carry
	}
	reach.count = [4]uint64{p0, p1, p2, p3}
	a3, a4 := p0&p1|p2|p3, p2|p3 // three digits or more, four or more
	var m1, m2, m3, m4 uint64
	for _, m := range &must {
		m4 |= m3 & m
		m3 |= m2 & m
		m2 |= m1 & m
		m1 |= m
	}
	if a3 != allTriads || m4 != 0 {
		return false, false
	}
	canThree, mustThree := a3&^a4, m3&^m4
	// Where three digits reach and three must take the triad, they are the
	// same three, which hold it already: the rule removes nothing there.
	if canThree&^mustThree|mustThree&a4 == 0 {
		return false, true
	}
	for d := 0; d < 9; d++ {
		// A digit not yet confined to a triad only three digits reach
		// leaves the rest of its row, or column, and box; a digit free to
		// reach a triad three others must take leaves its cells. Either
		// removes a candidate.
		lock := r[d] & canThree &^ must[d]
		out := r[d] & mustThree &^ must[d]
		if lock|out == 0 {
			continue
		}
		lc, oc := uint32(lock>>32), uint32(out>>32)
		cols := (lc | lc>>9 | lc>>18) & 511 // locked columns leave the other bands
		for b := 0; b < 3; b++ {
			sh := uint(b * 9)
			own := lc >> sh & 511
			s.Cand[d*3+b] &^= rowBoxRest[minirowIndex(uint32(lock), b)] |
				boxColumnRest[own] | columnCells[cols&^own] |
				minirowCells[minirowIndex(uint32(out), b)] | columnCells[oc>>sh&511]
		}
		changed = true
		s.dirty |= 1 << d
	}
	return changed, true
}

// Triads applies the triad rule to a position at the fixed point of
// Propagate, and Propagate again after each change, until neither changes
// anything: the propagation of the backtracking search on hard positions,
// which prunes more than Propagate's singles and locked candidates (the
// logic package's forcing chains need exactly those, and keep to
// Propagate). It fills r for Guess and returns false on a contradiction.
func (s *Board) Triads(r *Reach) bool {
	for {
		changed, ok := s.triads(r)
		if !ok {
			return false
		}
		if !changed {
			return true
		}
		if !s.Propagate() {
			return false
		}
	}
}

// Open returns the number of cells not yet placed.
func (s *Board) Open() int {
	return bits.OnesCount32(s.Unsolved[0]) + bits.OnesCount32(s.Unsolved[1]) +
		bits.OnesCount32(s.Unsolved[2])
}
