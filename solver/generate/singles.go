package generate

import (
	"math/bits"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// singles holds the houses and peers of every cell under a set of rules,
// read from the rules' geometry, for the singles check.
type singles struct {
	houses [][9]uint8
	peers  [81][]uint8
}

// newSingles reads the houses and peers of the geometry.
func newSingles(geo *geometry.Geometry) *singles {
	s := new(singles)
	for _, h := range geo.Houses() {
		var cells [9]uint8
		for i, c := range h.Cells {
			cells[i] = uint8(c)
		}
		s.houses = append(s.houses, cells)
	}
	for c := solver.Cell(0); c < 81; c++ {
		for p := range geo.Peers(c).All() {
			s.peers[c] = append(s.peers[c], uint8(p))
		}
	}
	return s
}

var (
	classicSingles = newSingles(geometry.Classic())
	flagSingles    sync.Map // geometry.Flags -> *singles
)

// singlesFor returns the singles tables of the rules f, built once.
func singlesFor(f geometry.Flags) *singles {
	if f == (geometry.Flags{}) {
		return classicSingles
	}
	if s, ok := flagSingles.Load(f); ok {
		return s.(*singles)
	}
	s, _ := flagSingles.LoadOrStore(f, newSingles(geometry.Shared(f)))
	return s.(*singles)
}

// singlesOf returns the singles tables of the rules' flags and regions:
// those of singlesFor for the boxes, new ones for a jigsaw layout.
func singlesOf(r geometry.Rules) *singles {
	if r.Regions == nil {
		return singlesFor(r.Flags)
	}
	return newSingles(geometry.Layout(r.Flags, r.Regions))
}

// solvesWithSingles reports whether naked and hidden singles alone fill in
// the classic puzzle g, which the generator uses to keep easy puzzles
// easy.
func solvesWithSingles(g *solver.Grid) bool { return classicSingles.solve(g) }

// solves is solve for a puzzle of the rules, as digRules checks them.
func (s *singles) solves(p *variant.Puzzle) bool { return s.solve(&p.Givens) }

// solve reports whether naked and hidden singles alone fill in the puzzle
// g under the tables' rules: a naked single sees its peers (a knight's or
// king's move away too, under those rules), a hidden single is the one
// place for a digit in a house (a diagonal or window too). It is a
// dedicated bitmask loop because it runs once per given removed.
func (s *singles) solve(g *solver.Grid) bool {
	var cand [81]uint16
	var cells solver.Grid
	left := 81
	place := func(c int, d uint8) {
		cells[c] = d
		cand[c] = 0
		left--
		for _, p := range s.peers[c] {
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
		for _, h := range s.houses {
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
