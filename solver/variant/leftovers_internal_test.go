package variant

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestLeftoversHold checks that every leftover pair of a few jigsaw
// layouts holds in their fillings: the two sets' digits are the same.
// The layouts are from Interactive Sudoku Solver's VALID_JIGSAW_LAYOUTS
// (data/jigsaw_layouts.js), one that spreads over seven rows among them.
func TestLeftoversHold(t *testing.T) {
	layouts := []string{
		"111222233111222233114452333144455633444555666774556669777856699778888999778888999",
		"111111222131133222333332242555366644555666444556667444858877777888779979888999999",
		"111112222133322224111324444333355544366555447665557777666687999688887779888899999",
	}
	for _, s := range layouts {
		r, err := geometry.ParseRegions(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []geometry.Flags{{}, {Diagonals: true}} {
			h := housesFor(f, r)
			if h.nleft == 0 {
				t.Fatalf("%s: no leftover pairs", s)
			}
			p := Puzzle{Rules: geometry.Rules{Flags: f, Regions: r}}
			for i := range 9 {
				p.Givens[i] = uint8(i + 1) // a filling of each relabelling
			}
			grid, ok := Solve(p)
			if !ok {
				continue // jigsaw-x of this layout may have none
			}
			for i := 0; i < h.nleft; i++ {
				l := &h.left[i]
				var da, db uint16
				for _, c := range l.a[:l.na] {
					da |= 1 << grid[c]
				}
				for _, c := range l.b[:l.nb] {
					db |= 1 << grid[c]
				}
				if da != db {
					t.Errorf("%s %+v: pair %v / %v holds %09b and %09b", s, f, l.a[:l.na], l.b[:l.nb], da>>1, db>>1)
				}
			}
		}
	}
	if n := housesFor(geometry.Flags{}, nil).nleft; n != 0 {
		t.Errorf("the boxes have %d leftover pairs, want none", n)
	}
}
