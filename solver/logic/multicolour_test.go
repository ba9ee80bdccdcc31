package logic

import "testing"

// TestMultiColouring checks both types on a board of digit 5 with two
// clusters: r1c1-r1c5-r9c5 (row 1, column 5) and r2c2-r9c2 (column 2).
// r1c1 and r9c5 share a colour that sees both colours of the other
// cluster (r2c2 in box 1, r9c2 in row 9).
func TestMultiColouring(t *testing.T) {
	const restrict, keep = "r1 c5 c2", "r1c1 r1c5 r9c5 r2c2 r9c2"
	tests := []struct {
		name     string
		tech     Technique
		restrict string
		want     string // "" when it must not apply
	}{
		{"type 2", MultiColouring2, restrict, "r1c1=5 r9c5=5"},
		// r1c1 sees r2c2: r1c5 or r9c2 holds 5, and r9c5 sees both; r9c5
		// sees r9c2: r1c5 or r2c2 does, and r1c1, r2c4 and r2c6 see both.
		{"type 1", MultiColouring1, restrict, "r1c1=5 r2c4=5 r2c6=5 r9c5=5"},
		{"type 2, one cluster", MultiColouring2, "r1 c5", ""},
		{"type 1, one cluster", MultiColouring1, "r1 c5", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := findOnFives(t, tt.tech, tt.restrict, keep, tt.want)
			if s != nil {
				fishCheckDescribe(t, s)
			}
		})
	}
}
