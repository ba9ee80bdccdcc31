package game_test

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestDigits(t *testing.T) {
	tests := []struct {
		name   string
		set    game.Digits
		list   []uint8
		first  uint8
		str    string
		has    []uint8 // digits in the set
		hasnt  []uint8 // digits not in it
		logicd logic.Digits
	}{
		{"empty", 0, []uint8{}, 0, "", nil, []uint8{0, 1, 9, 16}, 0},
		{"one of nine", game.DigitSet(4), []uint8{4}, 4, "4", []uint8{4}, []uint8{3, 5, 16}, logic.DigitSet(4)},
		{"nine's all", game.NineDigits, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}, 1, "1/2/3/4/5/6/7/8/9",
			[]uint8{1, 9}, []uint8{0, 10, 16}, logic.AllDigits},
		{"sixteen alone", game.DigitSet(16), []uint8{16}, 16, "16", []uint8{16}, []uint8{1, 9, 15}, 0},
		{"ten to sixteen", game.DigitSet(16, 10, 12), []uint8{10, 12, 16}, 10, "10/12/16",
			[]uint8{10, 12, 16}, []uint8{9, 11, 15}, logic.DigitSet(10, 12)},
		{"nine and sixteen", game.DigitSet(9).With(16), []uint8{9, 16}, 9, "9/16",
			[]uint8{9, 16}, []uint8{8, 10}, logic.DigitSet(9)},
		{"all sixteen", game.DigitSet(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16),
			[]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, 1,
			"1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16", []uint8{1, 16}, []uint8{0, 17}, 0xfffe},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.set
			if got := s.List(); !slices.Equal(got, tt.list) {
				t.Errorf("List() = %v, want %v", got, tt.list)
			}
			if got := s.Count(); got != len(tt.list) {
				t.Errorf("Count() = %d, want %d", got, len(tt.list))
			}
			if got := s.First(); got != tt.first {
				t.Errorf("First() = %d, want %d", got, tt.first)
			}
			if got := s.String(); got != tt.str {
				t.Errorf("String() = %q, want %q", got, tt.str)
			}
			for _, d := range tt.has {
				if !s.Has(d) {
					t.Errorf("Has(%d) = false", d)
				}
				if w := s.Without(d); w.Has(d) || w.Count() != s.Count()-1 || w.With(d) != s {
					t.Errorf("Without(%d) = %v", d, w)
				}
			}
			for _, d := range tt.hasnt {
				if s.Has(d) {
					t.Errorf("Has(%d) = true", d)
				}
			}
			if got := s.Logic(); got != tt.logicd {
				t.Errorf("Logic() = %v, want %v", got, tt.logicd)
			}
			if s&^game.DigitSet(16) == s {
				// Without digit 16 the set crosses to logic and back unchanged.
				if back := game.FromLogic(s.Logic()); back != s {
					t.Errorf("FromLogic(Logic()) = %v, want %v", back, s)
				}
			}
		})
	}
}

// TestDigitsLayout: a set of 1-9 has logic.Digits' bits, so notes saved
// and worked out by the solver's logic mean the same digits.
func TestDigitsLayout(t *testing.T) {
	for d := uint8(1); d <= 9; d++ {
		if got, want := uint32(game.DigitSet(d)), uint32(logic.DigitSet(d)); got != want {
			t.Errorf("digit %d: bits %#x, logic has %#x", d, got, want)
		}
	}
	if uint32(game.NineDigits) != uint32(logic.AllDigits) {
		t.Errorf("NineDigits %#x, logic.AllDigits %#x", game.NineDigits, logic.AllDigits)
	}
}

// TestDigitsTo checks the digits of a grid of each side played, and the
// ends.
func TestDigitsTo(t *testing.T) {
	tests := []struct {
		n    int
		want []uint8
	}{
		{0, nil},
		{4, []uint8{1, 2, 3, 4}},
		{6, []uint8{1, 2, 3, 4, 5, 6}},
		{9, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{12, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
		{16, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}},
		{17, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}},
		{-1, nil},
	}
	for _, tt := range tests {
		if got := game.DigitsTo(tt.n).List(); !slices.Equal(got, tt.want) {
			t.Errorf("DigitsTo(%d) = %v, want %v", tt.n, got, tt.want)
		}
	}
	if game.DigitsTo(9) != game.NineDigits {
		t.Errorf("DigitsTo(9) = %v, want NineDigits %v", game.DigitsTo(9), game.NineDigits)
	}
}
