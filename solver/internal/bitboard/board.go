// Package bitboard is the position both of the module's fast engines
// propagate: the backtracking solver, and the forcing chain search of the
// logic package. For every digit it keeps a bitboard of the cells where the
// digit may still go, one 27-bit word per band of three rows, placed cells
// included (a placed digit is then the only one of its row).
//
// Propagation brings a position to the fixed point of naked singles,
// hidden singles and locked candidates (pointing and claiming), the
// deductions a player makes without pencil marks. Digit by digit, two table
// look-ups do the work of the last two: one per band, over the 3x3 mask of
// which of its rows hold the digit in which of its boxes, keeps what some
// placement of the digit (one row per box, one box per row) uses; one per
// stack does the same for its columns. On a 3x3 mask that is exactly what
// pointing and claiming leave, applied until nothing changes
// (TestPlacementsAreLockedCandidates); at that fixed point every hidden
// single shows as a row with one cell.
//
// The backtracking search goes further on open positions: Triads applies
// the triad rule (triads.go) and Guess picks a guess on a digit's
// placement in a band or stack (guess.go). Propagate stays the fixed point
// the logic package's forcing chains replay deduction by deduction.
package bitboard

import (
	"encoding/binary"
	"math/bits"
)

// Board is a position: for every digit, the cells where it may still go
// (Cand[d*3+b] for digit d+1 in band b), and the cells not yet placed.
// dirty marks the digits that lost a candidate since they were last
// filtered, and seen holds Cand as it was then, so that propagation looks
// only at what changed. The zero value has no candidates: Load one.
type Board struct {
	Cand     [27]uint32
	seen     [27]uint32
	Unsolved [3]uint32
	dirty    uint32
}

// Load sets up the board for the givens of g, 0 for a blank cell and 1-9
// for a digit. It returns false when two givens conflict.
//
// It visits only the givens: a mask of the nonzero cells, eight at a time,
// finds them without a branch per cell (a test per cell, taken or not at
// random, cost more than the rest of Load on the easy sets).
func (s *Board) Load(g *[81]uint8) bool {
	// own[v][b] holds the givens of digit v (1-9) in band b, seen[v][b]
	// their peers: slot 0 is not used, and the slots above 9 are there so
	// that v&15 needs no bounds check.
	var own, seen [16][3]uint32
	var lo, hi uint64 // the nonzero cells: 0-63, and 64-80 from bit 0
	var big uint64    // the high bit of every byte above 9
	for w := 0; w < 10; w++ {
		x := binary.LittleEndian.Uint64(g[w*8:])
		const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
		big |= (x&low7 + 0x7676767676767676 | x) & high
		m := ((x&low7 + low7 | x) & high >> 7 * 0x0102040810204080) >> 56
		if w < 8 {
			lo |= m << (w * 8)
		} else {
			hi |= m << ((w - 8) * 8)
		}
	}
	if v := g[80]; v != 0 {
		hi |= 1 << 16
		if v > 9 {
			return false
		}
	}
	if big != 0 {
		return false
	}
	given := [3]uint32{uint32(lo) & bandMask, uint32(lo>>27) & bandMask, uint32(lo>>54|hi<<10) & bandMask}
	for b := 0; b < 3; b++ {
		pb := &bandPeers[b]
		for x := given[b]; x != 0; x &= x - 1 {
			i := bits.TrailingZeros32(x) & 31
			v := g[b*27+i] & 15
			p := &pb[i]
			own[v][b] |= 1 << i
			n := &seen[v]
			n[0] |= p[0]
			n[1] |= p[1]
			n[2] |= p[2]
		}
	}
	var clash uint32
	for d := 0; d < 9; d++ {
		o, n := &own[d+1], &seen[d+1]
		clash |= o[0]&n[0] | o[1]&n[1] | o[2]&n[2] // a given sees another of its digit
		s.Cand[d*3] = bandMask&^n[0]&^given[0] | o[0]
		s.Cand[d*3+1] = bandMask&^n[1]&^given[1] | o[1]
		s.Cand[d*3+2] = bandMask&^n[2]&^given[2] | o[2]
	}
	if clash != 0 {
		return false
	}
	s.seen = [27]uint32{}
	s.Unsolved = [3]uint32{bandMask &^ given[0], bandMask &^ given[1], bandMask &^ given[2]}
	s.dirty = 511
	return true
}

// Solved reports whether every cell is placed.
func (s *Board) Solved() bool {
	return s.Unsolved[0]|s.Unsolved[1]|s.Unsolved[2] == 0
}

// Grid writes the placed digits into g.
func (s *Board) Grid(g *[81]uint8) {
	for d := 0; d < 9; d++ {
		for b := 0; b < 3; b++ {
			for x := s.Cand[d*3+b]; x != 0; x &= x - 1 {
				g[b*27+bits.TrailingZeros32(x)] = uint8(d + 1)
			}
		}
	}
}

// filterBand keeps the cells of x (one digit, one band) that lie in a
// minirow of some placement with one box per row and one row per box.
func filterBand(x uint32) uint32 {
	m := uint32(minirowsOfRow[x&511]) |
		uint32(minirowsOfRow[x>>9&511])<<3 |
		uint32(minirowsOfRow[x>>18&511])<<6
	return x & bandKeep[m&511]
}

// filterDigit brings the three bands of one digit, y0-y2, to a fixed point
// of the band rule (one per row and box) and the stack rule (one per column
// and box), and returns them. s0-s2 are the bands as last filtered: a band
// equal to its s is at the fixed point already. Both rules are idempotent,
// so each runs only on what the other changed. ok is false on a
// contradiction. Bands in and out by value: in registers, not memory.
func filterDigit(y0, y1, y2, s0, s1, s2 uint32) (z0, z1, z2 uint32, ok bool) {
	if y0 != s0 {
		y0 = filterBand(y0)
	}
	if y1 != s1 {
		y1 = filterBand(y1)
	}
	if y2 != s2 {
		y2 = filterBand(y2)
	}
	// The columns the digit holds in each band: the stack rule reads
	// nothing else. When no band lost a column since the digit was last
	// filtered, the rule keeps what it kept then, which is all of it,
	// and the table look-ups it would wait on are skipped. A band without
	// a column is a contradiction the rule would have found (s0-s2 are
	// all 0 before the first filtering).
	c0 := (y0 | y0>>9 | y0>>18) & 511
	c1 := (y1 | y1>>9 | y1>>18) & 511
	c2 := (y2 | y2>>9 | y2>>18) & 511
	if c0 == (s0|s0>>9|s0>>18)&511 && c1 == (s1|s1>>9|s1>>18)&511 && c2 == (s2|s2>>9|s2>>18)&511 {
		if c0 == 0 || c1 == 0 || c2 == 0 {
			return 0, 0, 0, false
		}
		return y0, y1, y2, true
	}
	for {
		// The stack rule: in each stack, the digit takes one column of
		// the box in every band and one band in every column. Inline: as
		// a function, its call cost 5% of the search's instructions.
		// Stack by stack: bit b*3+j of the index is column j of the
		// stack in band b.
		a0 := stackKeep[0][(c0&7|(c1&7)<<3|(c2&7)<<6)&511]
		a1 := stackKeep[1][(c0>>3&7|(c1>>3&7)<<3|(c2>>3&7)<<6)&511]
		a2 := stackKeep[2][(c0>>6&7|(c1>>6&7)<<3|(c2>>6&7)<<6)&511]
		if a0 == 0 || a1 == 0 || a2 == 0 {
			return 0, 0, 0, false
		}
		k := a0 | a1 | a2 // bit b*9+c: band b may keep column c
		z0, z1, z2 = y0&columnCells[k&511], y1&columnCells[k>>9&511], y2&columnCells[k>>18&511]
		if z0 == y0 && z1 == y1 && z2 == y2 {
			return z0, z1, z2, true
		}
		w0, w1, w2 := z0, z1, z2
		if z0 != y0 {
			w0 = filterBand(z0)
		}
		if z1 != y1 {
			w1 = filterBand(z1)
		}
		if z2 != y2 {
			w2 = filterBand(z2)
		}
		if w0 == z0 && w1 == z1 && w2 == z2 {
			return z0, z1, z2, true
		}
		y0, y1, y2 = w0, w1, w2
		c0 = (y0 | y0>>9 | y0>>18) & 511
		c1 = (y1 | y1>>9 | y1>>18) & 511
		c2 = (y2 | y2>>9 | y2>>18) & 511
	}
}

// Propagate applies the band and stack rules to every digit that changed and
// places each row that is down to one cell, then looks for naked singles,
// until nothing changes. It returns false on a contradiction.
func (s *Board) Propagate() bool {
	for {
		// Passes in digit order: a digit dirtied again by a later one
		// waits for the next pass, which filters fewer times than
		// always taking the lowest dirty digit. Every digit of a pass is
		// dirty until its turn: only its own filtering cleans it.
		for pass := s.dirty; pass != 0; pass = s.dirty {
			for ; pass != 0; pass &= pass - 1 {
				d := bits.TrailingZeros32(pass) & 15
				x := (*[3]uint32)(s.Cand[d*3 : d*3+3])
				seen := (*[3]uint32)(s.seen[d*3 : d*3+3])
				old0, old1, old2 := seen[0], seen[1], seen[2]
				v0, v1, v2, ok := filterDigit(x[0], x[1], x[2], old0, old1, old2)
				if !ok {
					return false
				}
				dirty := s.dirty
				// A band the digit had when last filtered holds no new
				// single: every single was placed then. Unrolled: a
				// loop's counter and indexing cost more than the tests.
				if v0 != old0 {
					if w := singles(v0) & s.Unsolved[0]; w != 0 {
						s.Unsolved[0] &^= w
						dirty |= clearCells((*[25]uint32)(s.Cand[0:25]), w)
					}
				}
				if v1 != old1 {
					if w := singles(v1) & s.Unsolved[1]; w != 0 {
						s.Unsolved[1] &^= w
						dirty |= clearCells((*[25]uint32)(s.Cand[1:26]), w)
					}
				}
				if v2 != old2 {
					if w := singles(v2) & s.Unsolved[2]; w != 0 {
						s.Unsolved[2] &^= w
						dirty |= clearCells((*[25]uint32)(s.Cand[2:27]), w)
					}
				}
				x[0], x[1], x[2] = v0, v1, v2
				seen[0], seen[1], seen[2] = v0, v1, v2
				s.dirty = dirty &^ (1 << d)
			}
		}
		found, ok := s.nakedSingles()
		if !ok {
			return false
		}
		if !found {
			return true
		}
	}
}

// singles returns the cells of x (one digit, one band) whose row holds
// only that cell: three look-ups, one per row.
func singles(x uint32) uint32 {
	return uint32(singleOfRow[x&511]) | uint32(singleOfRow[x>>9&511])<<9 |
		uint32(singleOfRow[x>>18&511])<<18
}

// clearCells removes the cells of w, in one band, from every digit and
// returns the digits that had one of them; c is the digits' words from the
// band's first, c[d*3] for digit d, so that the caller's constant band
// needs no bounds check. It is unrolled and branch-free: a loop's variable
// shifts and tests cost more than the work, and one call for all the
// singles a digit places in a band costs less than one per cell (5% fewer
// instructions on the hardest sets).
func clearCells(c *[25]uint32, w uint32) (had uint32) {
	// x+ones carries into bit 32 exactly when x, below 2^32, is not 0.
	const ones = 1<<32 - 1
	x0, x1, x2 := uint64(c[0]&w), uint64(c[3]&w), uint64(c[6]&w)
	x3, x4, x5 := uint64(c[9]&w), uint64(c[12]&w), uint64(c[15]&w)
	x6, x7, x8 := uint64(c[18]&w), uint64(c[21]&w), uint64(c[24]&w)
	c[0], c[3], c[6] = c[0]&^w, c[3]&^w, c[6]&^w
	c[9], c[12], c[15] = c[9]&^w, c[12]&^w, c[15]&^w
	c[18], c[21], c[24] = c[18]&^w, c[21]&^w, c[24]&^w
	t := (x0+ones)>>32 | (x1+ones)>>31&2 | (x2+ones)>>30&4 |
		(x3+ones)>>29&8 | (x4+ones)>>28&16 | (x5+ones)>>27&32 |
		(x6+ones)>>26&64 | (x7+ones)>>25&128 | (x8+ones)>>24&256
	return uint32(t)
}

// nakedSingles places, in every band, the unplaced cells left with a single
// digit by keeping that digit only there in its row; propagate does the
// rest. ok is false when an unplaced cell has no digit left. Bands 0 and 1
// are counted together in the halves of 64-bit words.
func (s *Board) nakedSingles() (found, ok bool) {
	var ones, twos uint64 // bands 0 and 1
	var ones2, twos2 uint32
	// Three digits a turn: a loop of nine spent a third of its
	// instructions on the loop.
	for d := 0; d < 27; d += 9 {
		c := (*[9]uint32)(s.Cand[d : d+9])
		x := uint64(c[0]) | uint64(c[1])<<32
		y := c[2]
		twos |= ones & x
		ones |= x
		twos2 |= ones2 & y
		ones2 |= y
		x = uint64(c[3]) | uint64(c[4])<<32
		y = c[5]
		twos |= ones & x
		ones |= x
		twos2 |= ones2 & y
		ones2 |= y
		x = uint64(c[6]) | uint64(c[7])<<32
		y = c[8]
		twos |= ones & x
		ones |= x
		twos2 |= ones2 & y
		ones2 |= y
	}
	u := uint64(s.Unsolved[0]) | uint64(s.Unsolved[1])<<32
	if u&^ones != 0 || s.Unsolved[2]&^ones2 != 0 {
		return false, false
	}
	single := [3]uint32{uint32(u & ones &^ twos), uint32((u & ones &^ twos) >> 32),
		s.Unsolved[2] & ones2 &^ twos2}
	if single[0]|single[1]|single[2] == 0 {
		return false, true
	}
	for b, w := range single {
		if w == 0 {
			continue
		}
		for e := b; e < 27; e += 3 {
			x := s.Cand[e]
			hits := x & w
			if hits == 0 {
				continue
			}
			if singles(hits) != hits {
				return false, false // the digit is the only one of two cells of a row
			}
			// The rows of hits, without hits: a digit's other cells there.
			rows := (hits&511+511)>>9*511 | (hits>>9&511+511)>>9*511<<9 |
				(hits>>18&511+511)>>9*511<<18
			if y := x &^ (rows &^ hits); y != x {
				s.Cand[e] = y
				s.dirty |= 1 << (e / 3)
			}
		}
	}
	return true, true
}

// Branch picks the guess: among the unplaced cells with the fewest
// candidates (two, nearly always), the one that sees the most unplaced
// cells, so that either answer prunes widely; this halves the guesses on
// the hardest sets against taking the first bivalue cell. It returns the
// cell's lowest digit, its band and its bit.
func (s *Board) Branch() (d, b int, bit uint32) {
	// Unplaced cells with exactly two candidates, bands 0 and 1 counted
	// together in the halves of 64-bit words.
	var ones, twos, threes uint64
	var ones2, twos2, threes2 uint32
	for d := 0; d < 27; d += 9 { // three digits a turn, as nakedSingles
		c := (*[9]uint32)(s.Cand[d : d+9])
		x := uint64(c[0]) | uint64(c[1])<<32
		threes |= twos & x
		twos |= ones & x
		ones |= x
		y := c[2]
		threes2 |= twos2 & y
		twos2 |= ones2 & y
		ones2 |= y
		x = uint64(c[3]) | uint64(c[4])<<32
		threes |= twos & x
		twos |= ones & x
		ones |= x
		y = c[5]
		threes2 |= twos2 & y
		twos2 |= ones2 & y
		ones2 |= y
		x = uint64(c[6]) | uint64(c[7])<<32
		threes |= twos & x
		twos |= ones & x
		ones |= x
		y = c[8]
		threes2 |= twos2 & y
		twos2 |= ones2 & y
		ones2 |= y
	}
	u01 := uint64(s.Unsolved[0]) | uint64(s.Unsolved[1])<<32
	u2 := s.Unsolved[2]
	pairs01, pairs2 := u01&twos&^threes, u2&twos2&^threes2
	if pairs01|uint64(pairs2) == 0 {
		b, bit = s.branchAny(u01, u2) // rare
	} else {
		// The best cell as a key, its score above its place in the order
		// of the scan (bit i of pairs01, then 64 + bit i of pairs2)
		// counted down, so that the largest key is the first cell with
		// the highest score: max takes no branch, and a branch on the
		// score was mispredicted at random.
		best := 0
		for x := pairs01; x != 0; x &= x - 1 {
			i := bits.TrailingZeros64(x) & 63
			p := &peers01[i]
			score := bits.OnesCount64(p.w01&u01) + bits.OnesCount32(p.w2&u2)
			best = max(best, score<<7|int(p.rank))
		}
		for x := pairs2; x != 0; x &= x - 1 {
			i := bits.TrailingZeros32(x) & 31
			p := &peers2[i]
			score := bits.OnesCount64(p.w01&u01) + bits.OnesCount32(p.w2&u2)
			best = max(best, score<<7|int(p.rank))
		}
		at := 127 - best&127 // bit at of bands 0 and 1, or bit at-64 of band 2
		b, bit = at>>5, 1<<(at&31)
		if at >= 64 {
			b = 2
		}
	}
	for d = 0; s.Cand[d*3+b]&bit == 0; d++ {
	}
	return d, b, bit
}

// branchAny is Branch's choice when no unplaced cell has two candidates:
// among those with the fewest, the one that sees the most unplaced cells.
// u01 and u2 are the unplaced cells, bands 0 and 1 in one word.
func (s *Board) branchAny(u01 uint64, u2 uint32) (b int, bit uint32) {
	bestCount, bestScore := 10, -1
	for bb, u := range [3]uint32{uint32(u01), uint32(u01 >> 32), u2} {
		for x := u; x != 0; x &= x - 1 {
			i := bits.TrailingZeros32(x) & 31
			n := 0
			for e := bb; e < 27; e += 3 {
				n += int(s.Cand[e] >> i & 1)
			}
			if n > bestCount {
				continue
			}
			if score := openPeers(bb*27+i, u01, u2); n < bestCount || score > bestScore {
				b, bit, bestCount, bestScore = bb, 1<<i, n, score
			}
		}
	}
	return b, bit
}

// openPeers counts the unplaced peers of cell, given the unplaced cells
// (u01: bands 0 and 1 in one word, u2: band 2).
func openPeers(cell int, u01 uint64, u2 uint32) int {
	p := &peers[cell]
	return bits.OnesCount64((uint64(p[0])|uint64(p[1])<<32)&u01) + bits.OnesCount32(p[2]&u2)
}

// Place keeps digit d (0-8) in its row of band b only at bit.
func (s *Board) Place(d, b int, bit uint32) {
	row := uint32(511) << (rowShift[bits.TrailingZeros32(bit)&31] & 31)
	s.Cand[d*3+b] &^= row &^ bit
	s.dirty |= 1 << d
}

// Exclude removes digit d (0-8) from the cell at bit of band b.
func (s *Board) Exclude(d, b int, bit uint32) {
	s.Cand[d*3+b] &^= bit
	s.dirty |= 1 << d
}

// Clear leaves the board without candidates, every cell unplaced and every
// digit to be filtered: Add the candidates, then Propagate.
func (s *Board) Clear() {
	*s = Board{Unsolved: [3]uint32{bandMask, bandMask, bandMask}, dirty: 511}
}

// Add makes digit d (0-8) a candidate of cell (0-80).
func (s *Board) Add(d, cell int) {
	s.Cand[d*3+cell/27] |= 1 << (cell % 27)
}
