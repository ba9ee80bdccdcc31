package variant

import "math/bits"

// allDigits is the candidate mask of a cell that may hold any digit; bit
// d-1 stands for digit d.
const allDigits = 0x1FF

// combos lists, for each count n of different digits and each total s, the
// digit masks of n digits adding up to s: combos[comboStart[n*46+s]:
// comboStart[n*46+s+1]]. 502 masks in all (every mask but the empty one
// and the nine... fit once), in one slice so that a cage's scan reads
// neighbouring memory.
var (
	combos     []uint16
	comboStart [10*46 + 1]uint16
)

// houseCells are the cells of the 27 houses: rows 0-8, columns 9-17,
// boxes 18-26. cellHouses has, for each cell, the bits of its three houses.
var (
	houseCells [27][9]uint8
	cellHouses [81]uint32
	housePeers [81]cellSet
	houseSegs  [27][6]segment
)

// segment is three cells that a house shares with a crossing house: at has
// the bits of their places in the house's houseCells, rest the crossing
// house's other six cells. Rows and columns have three segments, boxes six
// (the rest of a box's segments have at == 0).
type segment struct {
	at   uint16
	rest [6]uint8
}

func init() {
	for key := 0; key < 10*46; key++ {
		comboStart[key] = uint16(len(combos))
		n, s := key/46, key%46
		for m := uint16(0); m <= allDigits; m++ {
			if bits.OnesCount16(m) == n && maskSum(m) == s {
				combos = append(combos, m)
			}
		}
	}
	comboStart[10*46] = uint16(len(combos))
	for i := 0; i < 81; i++ {
		r, c := i/9, i%9
		b := r/3*3 + c/3
		houseCells[r][c] = uint8(i)
		houseCells[9+c][r] = uint8(i)
		houseCells[18+b][r%3*3+c%3] = uint8(i)
		cellHouses[i] = 1<<r | 1<<(9+c) | 1<<(18+b)
	}
	for i := 0; i < 81; i++ {
		for j := 0; j < 81; j++ {
			if i != j && cellHouses[i]&cellHouses[j] != 0 {
				housePeers[i].add(j)
			}
		}
	}
	for h := 0; h < 27; h++ {
		k := 0
		for x := 0; x < 27; x++ {
			if x == h {
				continue
			}
			var at uint16
			for j, c := range houseCells[h] {
				if cellHouses[c]&(1<<x) != 0 {
					at |= 1 << j
				}
			}
			if bits.OnesCount16(at) != 3 {
				continue
			}
			seg := &houseSegs[h][k]
			seg.at = at
			n := 0
			for _, c := range houseCells[x] {
				if cellHouses[c]&(1<<h) == 0 {
					seg.rest[n] = c
					n++
				}
			}
			k++
		}
	}
}

// combosOf returns the digit masks of n different digits that add up to s.
func combosOf(n, s int) []uint16 {
	if n < 0 || n > 9 || s < 0 || s > 45 {
		return nil
	}
	k := n*46 + s
	return combos[comboStart[k]:comboStart[k+1]]
}

// maskSum is the total of the digits in m.
func maskSum(m uint16) int {
	s := 0
	for m != 0 {
		s += bits.TrailingZeros16(m) + 1
		m &= m - 1
	}
	return s
}

// digitOf is the digit of a one-bit mask.
func digitOf(m uint16) int { return bits.TrailingZeros16(m) + 1 }

// cellSet is a set of cells, one bit each.
type cellSet [2]uint64

func (s *cellSet) add(c int)            { s[c>>6] |= 1 << (c & 63) }
func (s *cellSet) has(c int) bool       { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellSet) and(t cellSet) cellSet { return cellSet{s[0] & t[0], s[1] & t[1]} }
