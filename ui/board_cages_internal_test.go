package ui

import (
	"fmt"
	"testing"
)

// TestCageOutline checks the outline of cages of several shapes: the
// stretches join into closed lines (every end meets exactly one other),
// each runs inset inside its cage's cells, none runs between two cells of
// one cage, and a concave corner meets where the two insets cross.
func TestCageOutline(t *testing.T) {
	const cell, d = 10.0, 2.0
	tests := []struct {
		name    string
		cells   []int // one cage
		corners []string
		stretch int // how many stretches
	}{
		{"one cell", []int{0}, []string{"2,2", "8,2", "2,8", "8,8"}, 4},
		{"a row of two", []int{0, 1}, []string{"2,2", "18,2", "2,8", "18,8"}, 6},
		// r1c1 r1c2 r2c2: the concave corner is where r1c1's bottom and
		// r2c2's left cross, at (12, 8), in r1c2.
		{"an L", []int{0, 1, 10}, []string{"2,2", "18,2", "18,18", "12,18", "12,8", "2,8"}, 8},
		{"a square of four", []int{0, 1, 9, 10}, []string{"2,2", "18,2", "2,18", "18,18"}, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var in [81]int16
			for _, c := range tt.cells {
				in[c] = 1
			}
			segs := cageOutline(&in, cell, d)
			if len(segs) != tt.stretch {
				t.Errorf("%d stretches, want %d: %v", len(segs), tt.stretch, segs)
			}
			ends := map[string]int{}
			for _, s := range segs {
				if s.x0 != s.x1 && s.y0 != s.y1 {
					t.Errorf("%v is not straight", s)
				}
				ends[fmt.Sprintf("%g,%g", s.x0, s.y0)]++
				ends[fmt.Sprintf("%g,%g", s.x1, s.y1)]++
				// Between two cells of the cage: on a line x or y = k*cell
				// inside the cage. An inset line never is.
				if s.x0 == s.x1 && int(s.x0)%int(cell) == 0 || s.y0 == s.y1 && int(s.y0)%int(cell) == 0 {
					t.Errorf("%v runs on a cell border", s)
				}
			}
			// A corner is an end that turns; a stretch that goes on in the
			// next cell ends where the next begins, so every point meets
			// an even number of ends: 2 at a corner or a join.
			for p, n := range ends {
				if n != 2 {
					t.Errorf("%s is the end of %d stretches: the line is not closed", p, n)
				}
			}
			for _, c := range tt.corners {
				if ends[c] != 2 {
					t.Errorf("no corner at %s: %v", c, ends)
				}
			}
		})
	}
}
