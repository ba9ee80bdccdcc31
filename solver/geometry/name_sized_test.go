package geometry_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestSizedVariantNames checks that the names of variants of every size
// read back as the same variant, and that ParseVariant, the 9x9 readers',
// knows no sizes.
func TestSizedVariantNames(t *testing.T) {
	tests := []struct {
		name string
		v    geometry.Variant
	}{
		{"6x6", geometry.Variant{Size: 6}},
		{"4x4", geometry.Variant{Size: 4}},
		{"16x16-jigsaw-x", geometry.Variant{Size: 16, Jigsaw: true, Flags: geometry.Flags{Diagonals: true}}},
		{"12x12-antiking", geometry.Variant{Size: 12, Flags: geometry.Flags{AntiKing: true}}},
		{"x", geometry.Variant{Flags: geometry.Flags{Diagonals: true}}},
		{"classic", geometry.Variant{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.v.Name(); got != tt.name {
				t.Errorf("Name = %q", got)
			}
			got, err := geometry.ParseSizedVariant(tt.name)
			if err != nil || got != tt.v {
				t.Errorf("ParseSizedVariant = %+v, %v", got, err)
			}
			if _, err := geometry.ParseVariant(tt.name); (err == nil) != (tt.v.Size == 0) {
				t.Errorf("ParseVariant: %v", err)
			}
		})
	}
	for _, bad := range []string{"5x5", "6x4-x", "9x9-y", "16x16-unknown", "0x0"} {
		if v, err := geometry.ParseSizedVariant(bad); err == nil {
			t.Errorf("ParseSizedVariant(%q) = %+v, want an error", bad, v)
		}
	}
	if v, err := geometry.ParseSizedVariant("9x9-x"); err != nil || v != (geometry.Variant{Flags: geometry.Flags{Diagonals: true}}) {
		t.Errorf("9x9-x = %+v, %v", v, err)
	}
	if q := (geometry.Variant{Size: 6}).Qualify("hard", "-"); q != "6x6-hard" {
		t.Errorf("Qualify = %q", q)
	}
}
