package game_test

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

func TestCellSet(t *testing.T) {
	tests := []struct {
		name   string
		add    []solver.Cell
		remove []solver.Cell
		want   []solver.Cell
		hasnt  []solver.Cell
	}{
		{"empty", nil, nil, []solver.Cell{}, []solver.Cell{0, 80, 255}},
		{"a 9x9 grid's corners", []solver.Cell{80, 0, 8, 72}, nil, []solver.Cell{0, 8, 72, 80}, []solver.Cell{1, 81}},
		{"past 128 to the last of 16x16", []solver.Cell{255, 127, 128, 191, 192, 63, 64},
			nil, []solver.Cell{63, 64, 127, 128, 191, 192, 255}, []solver.Cell{0, 65, 254}},
		{"out of range left out", []solver.Cell{-1, 256, 300, 5}, []solver.Cell{-1, 256}, []solver.Cell{5}, []solver.Cell{-1, 256}},
		{"added twice, removed once", []solver.Cell{200, 200, 3}, []solver.Cell{200}, []solver.Cell{3}, []solver.Cell{200}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := game.CellsOf(tt.add...)
			for _, c := range tt.remove {
				s.Remove(c)
			}
			if got := s.Cells(); !slices.Equal(got, tt.want) {
				t.Errorf("Cells() = %v, want %v", got, tt.want)
			}
			if s.Count() != len(tt.want) || s.Empty() != (len(tt.want) == 0) {
				t.Errorf("Count() = %d, Empty() = %v, want %d cells", s.Count(), s.Empty(), len(tt.want))
			}
			for _, c := range tt.want {
				if !s.Has(c) {
					t.Errorf("Has(%d) = false", c)
				}
			}
			for _, c := range tt.hasnt {
				if s.Has(c) {
					t.Errorf("Has(%d) = true", c)
				}
			}
		})
	}
}
