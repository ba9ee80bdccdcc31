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
