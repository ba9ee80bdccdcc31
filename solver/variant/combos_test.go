package variant_test

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// digits writes a mask (bit d-1 for digit d) as its digits, "179".
func digits(m uint16) string {
	var b strings.Builder
	for d := 1; d <= 9; d++ {
		if m>>(d-1)&1 != 0 {
			b.WriteByte(byte('0' + d))
		}
	}
	return b.String()
}

// mask reads digits as a mask.
func mask(s string) uint16 {
	var m uint16
	for _, r := range s {
		m |= 1 << (r - '1')
	}
	return m
}

func TestCageCombos(t *testing.T) {
	all := uint16(0x1ff)
	tests := []struct {
		name    string
		sum     int
		cands   []string // "" stands for every digit
		combos  string   // "179 269 -359": '-' marks an impossible one
		allowed string   // each cell's allowed digits, space-separated
	}{
		{"17 in 3, open", 17, []string{"", "", ""}, "179 269 278 359 368 458 467", "123456789 123456789 123456789"},
		{"17 in 3, a 9 placed", 17, []string{"9", "", ""}, "179 269 -278 359 -368 -458 -467", "9 123567 123567"},
		{"17 in 3, notes", 17, []string{"45", "45", "78"}, "-179 -269 -278 -359 -368 458 -467", "45 45 8"},
		{"3 in 2", 3, []string{"", ""}, "12", "12 12"},
		{"16 in 2, the first cell has no 9", 16, []string{"12345678", ""}, "79", "7 9"},
		{"16 in 2, neither cell has 7", 16, []string{"89", "89"}, "-79", " "},
		{"45 in 9", 45, []string{"", "", "", "", "", "", "", "", ""}, "123456789", strings.Repeat("123456789 ", 8) + "123456789"},
		{"no sum", 0, []string{"12", "3"}, "", "12 3"},
		{"sum too big", 25, []string{"", ""}, "", " "},
		{"cells that cannot differ", 10, []string{"19", "19", "19"}, "-127 -136 -145 -235", "  "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cands := make([]uint16, len(tt.cands))
			for i, c := range tt.cands {
				cands[i] = all
				if c != "" {
					cands[i] = mask(c)
				}
			}
			combos, allowed := variant.CageCombos(tt.sum, cands)
			var got []string
			for _, c := range combos {
				s := digits(c.Digits)
				if !c.Possible {
					s = "-" + s
				}
				got = append(got, s)
			}
			if g := strings.Join(got, " "); g != tt.combos {
				t.Errorf("combos = %q, want %q", g, tt.combos)
			}
			var al []string
			for _, a := range allowed {
				al = append(al, digits(a))
			}
			if g := strings.Join(al, " "); strings.TrimSpace(g) != strings.TrimSpace(tt.allowed) {
				t.Errorf("allowed = %q, want %q", g, tt.allowed)
			}
		})
	}
}

// TestCageCombosBruteForce checks CageCombos against trying every way to
// fill small cages with random candidates.
func TestCageCombosBruteForce(t *testing.T) {
	r := newRand(7)
	for range 3000 {
		n := 1 + r.IntN(5)
		sum := minSumOf(n) + r.IntN(maxSumOf(n)-minSumOf(n)+1)
		cands := make([]uint16, n)
		for i := range cands {
			cands[i] = uint16(r.IntN(512))
			if r.IntN(3) == 0 {
				cands[i] = 0x1ff
			}
		}
		combos, allowed := variant.CageCombos(sum, cands)
		want := make([]uint16, n)
		possible := map[uint16]bool{}
		var try func(i int, used uint16, total int)
		try = func(i int, used uint16, total int) {
			if i == n {
				if total == sum {
					possible[used] = true
				}
				return
			}
			for d := 1; d <= 9; d++ {
				bit := uint16(1) << (d - 1)
				if cands[i]&bit != 0 && used&bit == 0 {
					try(i+1, used|bit, total+d)
				}
			}
		}
		try(0, 0, 0)
		// The allowed digits, by brute force: cell i may take d when some
		// full filling gives it d.
		var mark func(i int, used uint16, total int, path []uint16)
		mark = func(i int, used uint16, total int, path []uint16) {
			if i == n {
				if total == sum {
					for j, b := range path {
						want[j] |= b
					}
				}
				return
			}
			for d := 1; d <= 9; d++ {
				bit := uint16(1) << (d - 1)
				if cands[i]&bit != 0 && used&bit == 0 {
					mark(i+1, used|bit, total+d, append(path, bit))
				}
			}
		}
		mark(0, 0, 0, nil)
		for _, c := range combos {
			if bits.OnesCount16(c.Digits) != n {
				t.Fatalf("combo %s has not %d digits", digits(c.Digits), n)
			}
			if c.Possible != possible[c.Digits] {
				t.Fatalf("sum %d cands %v: %s possible = %v, brute force says %v", sum, cands, digits(c.Digits), c.Possible, possible[c.Digits])
			}
		}
		if len(possible) > 0 && len(combos) == 0 {
			t.Fatalf("sum %d cands %v: no combos, brute force found %d", sum, cands, len(possible))
		}
		if !slices.Equal(allowed, want) {
			t.Fatalf("sum %d cands %v: allowed %v, brute force %v", sum, cands, allowed, want)
		}
	}
}

func minSumOf(n int) int { return n * (n + 1) / 2 }
func maxSumOf(n int) int { return n * (19 - n) / 2 }

func TestCageTakes(t *testing.T) {
	cg := variant.Cage{Cells: []solver.Cell{0, 1, 2}, Sum: 6} // only {1,2,3}
	var board solver.Grid
	board[1] = 2
	for _, tc := range []struct {
		cage variant.Cage
		d    uint8
		want bool
	}{
		{cg, 1, true},
		{cg, 3, true},
		{cg, 2, false}, // 2 is in r1c2 already
		{cg, 4, false}, // no set of three different digits with 4 and 2 adds to 6
		{variant.Cage{Cells: cg.Cells}, 9, true},
	} {
		if got := variant.CageTakes(tc.cage, &board, 0, tc.d); got != tc.want {
			t.Errorf("cage sum %d takes %d in r1c1 beside a 2: %v, want %v", tc.cage.Sum, tc.d, got, tc.want)
		}
	}
}
