package variant

import (
	"math/bits"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestHouseTablesFit builds the tables of every combination of the rules
// and checks that they fit the engine's fixed arrays with room for a
// nine-cell cage's eight mates, and that classic Sudoku keeps the 27
// houses with the segments it always had (three per line, six per box).
func TestHouseTablesFit(t *testing.T) {
	for b := 0; b < 16; b++ {
		f := geometry.Flags{Diagonals: b&1 != 0, Windows: b&2 != 0, AntiKnight: b&4 != 0, AntiKing: b&8 != 0}
		h := housesFor(f, nil)
		most := 0
		for c := range h.peers {
			most = max(most, bits.OnesCount64(h.peers[c][0])+bits.OnesCount64(h.peers[c][1]))
		}
		if most+8 > maxPeers {
			t.Errorf("%v: a cell has %d peers; with a cage's 8 that passes %d", f, most, maxPeers)
		}
		if h.n > maxHouses || h.n > 64 {
			t.Errorf("%v: %d houses", f, h.n)
		}
	}
	c := housesFor(geometry.Flags{}, nil)
	if c.n != 27 {
		t.Fatalf("classic: %d houses, want 27", c.n)
	}
	for h := 0; h < 27; h++ {
		n := 0
		for _, s := range c.segs[h] {
			if s.at != 0 {
				n++
				if bits.OnesCount16(s.at) != 3 || s.nrest != 6 {
					t.Errorf("classic house %d: a segment of %d cells and %d others", h, bits.OnesCount16(s.at), s.nrest)
				}
			}
		}
		if want := map[bool]int{true: 6, false: 3}[h >= 18]; n != want {
			t.Errorf("classic house %d: %d segments, want %d", h, n, want)
		}
	}
}
