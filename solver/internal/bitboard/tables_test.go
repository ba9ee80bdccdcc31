package bitboard

import (
	"math/bits"
	"testing"
)

// TestPlacementsAreLockedCandidates checks, on every 3x3 mask of a band
// (which rows hold a digit in which boxes) or a stack (which boxes hold it
// in which columns), that the placement rule the tables apply keeps what
// pointing and claiming leave once nothing changes, nothing more and
// nothing less, and that both find no place alike.
func TestPlacementsAreLockedCandidates(t *testing.T) {
	for m := 0; m < 512; m++ {
		want := locked(m)
		got := 0
		for i := 0; i < 9; i++ {
			if bandKeep[m]>>(i/3*9+i%3*3)&1 != 0 {
				got |= 1 << i
			}
		}
		if got != want {
			t.Errorf("mask %03o: the tables keep %03o, locked candidates %03o", m, got, want)
		}
	}
}

// locked applies the two locked candidate rules to a 3x3 mask m (bit
// r*3+k: row r has the digit in column k) until nothing changes: a row
// with one column takes that column from the other rows (claiming, in a
// band), and a column with one row takes that row from the other columns
// (pointing). It returns 0 when a row or a column is left empty.
func locked(m int) int {
	const column = 1 | 1<<3 | 1<<6
	for {
		before := m
		for r := 0; r < 3; r++ {
			row := m >> (3 * r) & 7
			if row == 0 {
				return 0
			}
			if row&(row-1) == 0 {
				k := bits.TrailingZeros(uint(row))
				m &^= column << k &^ (1 << (3*r + k))
			}
		}
		for k := 0; k < 3; k++ {
			c := m >> k & column
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

// TestLockedByHand checks the reference rule on masks worked by hand
// (octal: one digit a row, row 0 last).
func TestLockedByHand(t *testing.T) {
	tests := []struct {
		name    string
		m, want int
	}{
		{"every place open", 0o777, 0o777},
		{"a row without a place", 0o770, 0},
		{"claiming: row 0 only in column 0", 0o771, 0o661},
		{"pointing: column 0 only in row 2", 0o766, 0o166},
		{"rows 0 and 1 both only in column 0", 0o711, 0},
		{"a cycle of pairs", 0o356, 0o356},
	}
	for _, tt := range tests {
		if got := locked(tt.m); got != tt.want {
			t.Errorf("%s: locked(%03o) = %03o, want %03o", tt.name, tt.m, got, tt.want)
		}
	}
}
