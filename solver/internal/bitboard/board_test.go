package bitboard_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/internal/bitboard"
)

// loadNaive is Load written cell by cell: the candidates the givens of g
// leave, and false when a value is above 9 or two givens of a digit see
// each other.
func loadNaive(g *[81]uint8) (cand [27]uint32, unsolved [3]uint32, ok bool) {
	sees := func(a, b int) bool {
		return a != b && (a/9 == b/9 || a%9 == b%9 || a/27 == b/27 && a%9/3 == b%9/3)
	}
	for a, v := range g {
		if v > 9 {
			return cand, unsolved, false
		}
		for b, w := range g {
			if v != 0 && v == w && sees(a, b) {
				return cand, unsolved, false
			}
		}
	}
	for c, v := range g {
		bit := uint32(1) << (c % 27)
		if v != 0 {
			cand[int(v-1)*3+c/27] |= bit
			continue
		}
		unsolved[c/27] |= bit
		for d := 1; d <= 9; d++ {
			free := true
			for p, w := range g {
				if int(w) == d && sees(c, p) {
					free = false
				}
			}
			if free {
				cand[(d-1)*3+c/27] |= bit
			}
		}
	}
	return cand, unsolved, true
}

// TestLoad compares Load with loadNaive on grids that probe each of its
// branches (a value above 9 in every position of the eight-cell words and
// in the last cell, clashes in a row, a column and a box) and on random
// grids, conflicting or not.
func TestLoad(t *testing.T) {
	var cases []struct {
		name string
		g    [81]uint8
	}
	add := func(name string, set map[int]uint8) {
		var g [81]uint8
		for c, v := range set {
			g[c] = v
		}
		cases = append(cases, struct {
			name string
			g    [81]uint8
		}{name, g})
	}
	add("empty", nil)
	add("last cell", map[int]uint8{80: 9})
	add("first and last", map[int]uint8{0: 1, 80: 1})
	for _, c := range []int{0, 7, 8, 63, 64, 79, 80} {
		add("10 at a cell", map[int]uint8{c: 10, 40: 5})
		add("255 at a cell", map[int]uint8{c: 255})
		add("128 at a cell", map[int]uint8{c: 128})
	}
	add("row clash", map[int]uint8{9: 4, 17: 4})
	add("column clash", map[int]uint8{2: 7, 74: 7})
	add("box clash", map[int]uint8{30: 3, 50: 3})
	add("bands apart", map[int]uint8{0: 2, 31: 2, 62: 2})
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 300; i++ {
		set := map[int]uint8{}
		for n := rng.IntN(30); n > 0; n-- {
			set[rng.IntN(81)] = uint8(1 + rng.IntN(9))
		}
		add("random", set)
	}
	conflicts, loads := 0, 0
	for i, tc := range cases {
		var s bitboard.Board
		got := s.Load(&tc.g)
		cand, unsolved, want := loadNaive(&tc.g)
		if got != want {
			t.Fatalf("case %d (%s): Load = %v, want %v", i, tc.name, got, want)
		}
		if !want {
			conflicts++
			continue
		}
		loads++
		if s.Cand != cand || s.Unsolved != unsolved {
			t.Fatalf("case %d (%s): Load left\n%v %v\nwant\n%v %v", i, tc.name, s.Cand, s.Unsolved, cand, unsolved)
		}
	}
	if conflicts == 0 || loads == 0 {
		t.Fatalf("%d conflicting grids and %d loaded: the cases miss a side", conflicts, loads)
	}
}
