package bitboard

import "math/bits"

// Bit layout of the bitboards: a band is three rows; within a band, the cell
// in row r (0-2) and column c (0-8) is bit r*9+c of a 27-bit word. A band's
// nine minirows (three cells of one row inside one box) are numbered r*3+k,
// where k is the box within the band; a stack's nine minicolumns are
// numbered b*3+j, where b is the band and j the column within the box.

const bandMask = 1<<27 - 1

// Rules is what propagation enforces on each digit beyond singles, seen as
// a 3x3 mask twice: in a band, which of its rows have the digit in which of
// its boxes (bit r*3+k); in a stack, which of its boxes have the digit in
// which of its columns (bit b*3+j). A rule set maps each mask to the part
// of it that stays, and leaves nothing where the digit has no place.
type Rules struct {
	// band maps a band's minirow mask to the cells of the minirows kept.
	band [512]uint32
	// stack[k] maps the minicolumn mask of stack k to the columns kept,
	// as bit b*9+c for band b and column c.
	stack [3][512]uint32
}

var (
	// Placement keeps what some placement of the digit uses, one cell in
	// every row and box of the band (or column and box of the stack): the
	// solver's rule, which finds every single and locked candidate and
	// more besides.
	Placement = newRules(placements)
	// Locked is the rule of a player's basic techniques: hidden singles
	// and locked candidates (pointing and claiming), to a fixed point, and
	// nothing more.
	Locked = newRules(locked)
)

var (
	// minirowsOfRow maps the nine bits of one row to the three boxes in
	// which the row has a bit.
	minirowsOfRow [512]uint8
	// columnCells maps a mask of the nine columns to their cells in a band.
	columnCells [512]uint32
	// rowShift maps a bit of a band to the shift of its row, 0, 9 or 18.
	rowShift = [32]uint{0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 18, 18, 18, 18, 18, 18, 18, 18, 18}
	// peers holds, per cell, the other cells of its row, column and box,
	// band by band.
	peers [81][3]uint32
)

func init() {
	for m := 0; m < 512; m++ {
		for k := 0; k < 3; k++ {
			if m>>(3*k)&7 != 0 {
				minirowsOfRow[m] |= 1 << k
			}
		}
		for i := 0; i < 9; i++ {
			if m>>i&1 != 0 {
				columnCells[m] |= 1<<i | 1<<(i+9) | 1<<(i+18)
			}
		}
	}
	for a := 0; a < 81; a++ {
		for b := 0; b < 81; b++ {
			if a != b && (a/9 == b/9 || a%9 == b%9 || a/27 == b/27 && a%9/3 == b%9/3) {
				peers[a][b/27] |= 1 << (b % 27)
			}
		}
	}
}

// newRules builds the tables of the rule that keeps keep(m) of a 3x3 mask
// m; keep returns 0 where the digit has no place.
func newRules(keep func(m int) int) *Rules {
	r := new(Rules)
	for m := 0; m < 512; m++ {
		p := keep(m)
		for i := 0; i < 9; i++ {
			if p>>i&1 != 0 {
				hi, lo := i/3, i%3 // row and box, or band and column
				r.band[m] |= 7 << (hi*9 + lo*3)
				for k := 0; k < 3; k++ {
					r.stack[k][m] |= 1 << (hi*9 + k*3 + lo)
				}
			}
		}
	}
	return r
}

// placements keeps the union of the six permutation matrices inside m:
// the placements that give each row one column and each column one row.
func placements(m int) int {
	keep := 0
	for _, p := range [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		pm := 1<<p[0] | 1<<(3+p[1]) | 1<<(6+p[2])
		if m&pm == pm {
			keep |= pm
		}
	}
	return keep
}

// locked applies, to a fixed point, the two locked candidate rules on m:
// a row with one column takes that column from the other rows (in a band,
// claiming: a row whose places lie in one box leaves the rest of the box;
// in a stack, a column whose places lie in one box), and a column with one
// row takes that row from the other columns (pointing). It returns 0 when
// a row or a column is left empty.
func locked(m int) int {
	const col = 1 | 1<<3 | 1<<6 // column 0 of the mask
	for {
		before := m
		for r := 0; r < 3; r++ {
			row := m >> (3 * r) & 7
			if row == 0 {
				return 0
			}
			if row&(row-1) == 0 {
				k := bits.TrailingZeros(uint(row))
				m &^= col << k &^ (1 << (3*r + k))
			}
		}
		for k := 0; k < 3; k++ {
			c := m >> k & col
			if c == 0 {
				return 0
			}
			if c&(c-1) == 0 {
				r := bits.TrailingZeros(uint(c)) / 3
				m &^= 7 << (3 * r) &^ (1 << (3*r + k))
			}
		}
		if m == before {
			return m
		}
	}
}
