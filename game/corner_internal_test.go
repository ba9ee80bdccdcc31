package game

import (
	"slices"
	"testing"
)

// TestCornerHoldsEightOfSixteen: eight corner marks of any digits 1-16
// keep their order through with and without.
func TestCornerHoldsEightOfSixteen(t *testing.T) {
	tests := []struct {
		name    string
		typed   []uint8 // added in order
		without uint8   // then taken away (0: none)
		want    []uint8
	}{
		{"none", nil, 0, nil},
		{"sixteen alone", []uint8{16}, 0, []uint8{16}},
		{"eight up to sixteen", []uint8{16, 1, 15, 9, 10, 2, 14, 8}, 0, []uint8{16, 1, 15, 9, 10, 2, 14, 8}},
		{"a ninth is refused", []uint8{16, 1, 15, 9, 10, 2, 14, 8, 3}, 0, []uint8{16, 1, 15, 9, 10, 2, 14, 8}},
		{"a repeat is refused", []uint8{12, 16, 12, 16}, 0, []uint8{12, 16}},
		{"out of range refused", []uint8{0, 17, 31, 5}, 0, []uint8{5}},
		{"sixteen taken from the middle", []uint8{3, 16, 11, 13, 4, 6, 7, 9}, 16, []uint8{3, 11, 13, 4, 6, 7, 9}},
		{"the last taken from eight", []uint8{3, 16, 11, 13, 4, 6, 7, 15}, 15, []uint8{3, 16, 11, 13, 4, 6, 7}},
		{"a digit not held", []uint8{16, 15}, 14, []uint8{16, 15}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c Corner
			for _, d := range tt.typed {
				c = c.with(d)
			}
			if tt.without != 0 {
				c = c.without(tt.without)
			}
			if got := c.Digits(); !slices.Equal(got, tt.want) {
				t.Fatalf("Digits() = %v, want %v", got, tt.want)
			}
			if c.Len() != len(tt.want) {
				t.Errorf("Len() = %d, want %d", c.Len(), len(tt.want))
			}
			for d := uint8(1); d <= MaxDigit; d++ {
				if c.Has(d) != slices.Contains(tt.want, d) {
					t.Errorf("Has(%d) = %v", d, c.Has(d))
				}
			}
		})
	}
}
