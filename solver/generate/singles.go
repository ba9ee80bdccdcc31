package generate

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// The houses and peers of every cell, for the singles check.
var (
	houses    [27][9]uint8
	peerCells [81][20]uint8
)

func init() {
	for c := solver.Cell(0); c < 81; c++ {
		houses[c.Row()][c.Col()] = uint8(c)
		houses[9+c.Col()][c.Row()] = uint8(c)
		houses[18+c.Box()][c.Row()%3*3+c.Col()%3] = uint8(c)
		n := 0
		for p := solver.Cell(0); p < 81; p++ {
			if p != c && (p.Row() == c.Row() || p.Col() == c.Col() || p.Box() == c.Box()) {
				peerCells[c][n] = uint8(p)
				n++
			}
		}
	}
}

// solvesWithSingles reports whether naked and hidden singles alone fill in
// the puzzle g, which the generator uses to keep easy puzzles easy. It is a
// dedicated bitmask loop because it runs once per given removed.
func solvesWithSingles(g *solver.Grid) bool {
	var cand [81]uint16
	var cells solver.Grid
	left := 81
	place := func(c int, d uint8) {
		cells[c] = d
		cand[c] = 0
		left--
		for _, p := range peerCells[c] {
			cand[p] &^= 1 << d
		}
	}
	for c := range cand {
		cand[c] = 0x3fe
	}
	for c, d := range g {
		if d != 0 {
			place(c, d)
		}
	}
	for progress := true; progress && left > 0; {
		progress = false
		for c := range cand {
			if cells[c] == 0 && cand[c]&(cand[c]-1) == 0 {
				if cand[c] == 0 {
					return false
				}
				place(c, uint8(bits.TrailingZeros16(cand[c])))
				progress = true
			}
		}
		for _, h := range &houses {
			var once, twice uint16
			for _, c := range h {
				twice |= once & cand[c]
				once |= cand[c]
			}
			for only := once &^ twice; only != 0; only &= only - 1 {
				d := uint8(bits.TrailingZeros16(only))
				for _, c := range h {
					if cand[c]>>d&1 != 0 {
						place(int(c), d)
						progress = true
						break
					}
				}
			}
		}
	}
	return left == 0
}
