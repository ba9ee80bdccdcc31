package solver

import "math/bits"

// bitboard is one node of the backtracking search: for every digit, the
// cells where it may still go (cand[d*3+b], band b), and the cells not yet
// placed. seen holds cand as it was when each digit was last filtered, so
// that a pass skips the digits nothing has touched.
type bitboard struct {
	cand     [27]uint32
	seen     [27]uint32
	unsolved [3]uint32
}

// load sets up the board for the givens of g. It returns false when two
// givens conflict.
func (s *bitboard) load(g *Grid) bool {
	for i := range s.cand {
		s.cand[i] = bandMask
		s.seen[i] = 0
	}
	s.unsolved = [3]uint32{bandMask, bandMask, bandMask}
	for cell, v := range g {
		if v == 0 {
			continue
		}
		if v > 9 {
			return false
		}
		d, b, bit := int(v-1), cell/27, uint32(1)<<(cell%27)
		dc := (*[3]uint32)(s.cand[d*3 : d*3+3])
		if dc[b]&bit == 0 {
			return false
		}
		p := &peers[cell]
		dc[0] &^= p[0]
		dc[1] &^= p[1]
		dc[2] &^= p[2]
		for e := 0; e < 9; e++ {
			s.cand[e*3+b] &^= bit
		}
		dc[b] |= bit
		s.unsolved[b] &^= bit
	}
	return true
}

// solved reports whether every cell is placed.
func (s *bitboard) solved() bool {
	return s.unsolved[0]|s.unsolved[1]|s.unsolved[2] == 0
}

// grid writes the placed digits into g.
func (s *bitboard) grid(g *Grid) {
	for d := 0; d < 9; d++ {
		for b := 0; b < 3; b++ {
			for x := s.cand[d*3+b]; x != 0; x &= x - 1 {
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
	return x & minirowCells[permutations[m&511]&511]
}

// filterDigit brings the three bands of one digit to a fixed point of the
// band rule (one per row and box) and the stack rule (one per column and
// box). It returns false on a contradiction.
func filterDigit(x *[3]uint32) bool {
	x0, x1, x2 := x[0], x[1], x[2]
	for {
		y0, y1, y2 := filterBand(x0), filterBand(x1), filterBand(x2)
		c0 := (y0 | y0>>9 | y0>>18) & 511
		c1 := (y1 | y1>>9 | y1>>18) & 511
		c2 := (y2 | y2>>9 | y2>>18) & 511
		var k0, k1, k2 uint32 // columns each band may keep
		for k := uint(0); k < 9; k += 3 {
			m := c0>>k&7 | (c1>>k&7)<<3 | (c2>>k&7)<<6
			a := uint32(permutations[m&511])
			if a == 0 {
				return false
			}
			k0 |= (a & 7) << k
			k1 |= (a >> 3 & 7) << k
			k2 |= (a >> 6) << k
		}
		y0 &= columnCells[k0&511]
		y1 &= columnCells[k1&511]
		y2 &= columnCells[k2&511]
		if y0 == x0 && y1 == x1 && y2 == x2 {
			return true
		}
		x0, x1, x2 = y0, y1, y2
		x[0], x[1], x[2] = x0, x1, x2
	}
}

// propagate applies the band and stack rules to every digit that changed and
// places each row that is down to one cell, then looks for naked singles,
// until nothing changes. It returns false on a contradiction.
func (s *bitboard) propagate() bool {
	for {
		changed := false
		for d := 0; d < 9; d++ {
			x := (*[3]uint32)(s.cand[d*3 : d*3+3])
			seen := (*[3]uint32)(s.seen[d*3 : d*3+3])
			if *x == *seen {
				continue
			}
			changed = true
			if !filterDigit(x) {
				return false
			}
			v := *x
			for b := 0; b < 3; b++ {
				u := s.unsolved[b]
				for r := uint(0); r < 27; r += 9 {
					row := v[b] >> r & 511
					bit := row << r
					if row&(row-1) != 0 || u&bit == 0 {
						continue
					}
					u &^= bit
					for e := 0; e < 27; e += 3 {
						s.cand[e+b] &^= bit
					}
				}
				s.unsolved[b] = u
			}
			*x = v
			*seen = v
		}
		if changed {
			continue
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

// nakedSingles places, in every band, the unplaced cells left with a single
// digit by keeping that digit only there in its row; propagate does the
// rest. ok is false when an unplaced cell has no digit left.
func (s *bitboard) nakedSingles() (found, ok bool) {
	for b := 0; b < 3; b++ {
		u := s.unsolved[b]
		if u == 0 {
			continue
		}
		var ones, twos uint32
		for e := b; e < 27; e += 3 {
			twos |= ones & s.cand[e]
			ones |= s.cand[e]
		}
		if u&^ones != 0 {
			return false, false
		}
		single := u & ones &^ twos
		if single == 0 {
			continue
		}
		found = true
		for e := b; e < 27; e += 3 {
			for hits := s.cand[e] & single; hits != 0; hits &= hits - 1 {
				bit := hits & -hits
				row := uint32(511) << (uint(bits.TrailingZeros32(bit)) / 9 * 9)
				s.cand[e] &^= row &^ bit
			}
		}
	}
	return found, true
}

// branch picks the guess: an unplaced cell with the fewest candidates and
// its lowest digit. It returns the digit, the band and the cell's bit.
func (s *bitboard) branch() (d, b int, bit uint32) {
	best := 10
	for bb := 0; bb < 3; bb++ {
		u := s.unsolved[bb]
		if u == 0 {
			continue
		}
		var ones, twos, threes uint32
		for e := bb; e < 27; e += 3 {
			x := s.cand[e]
			threes |= twos & x
			twos |= ones & x
			ones |= x
		}
		if two := u & twos &^ threes; two != 0 {
			b, bit, best = bb, two&-two, 2
			break
		}
		for x := u; x != 0 && best > 3; x &= x - 1 {
			c := x & -x
			n := 0
			for e := bb; e < 27; e += 3 {
				if s.cand[e]&c != 0 {
					n++
				}
			}
			if n < best {
				b, bit, best = bb, c, n
			}
		}
	}
	for d = 0; s.cand[d*3+b]&bit == 0; d++ {
	}
	return d, b, bit
}

// place keeps digit d in its row of band b only at bit.
func (s *bitboard) place(d, b int, bit uint32) {
	row := uint32(511) << (uint(bits.TrailingZeros32(bit)) / 9 * 9)
	s.cand[d*3+b] &^= row &^ bit
}
