package variant

import (
	"math/bits"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// maxHouses bounds the houses of a puzzle: 27 rows, columns and boxes, two
// diagonals and four windows.
const maxHouses = 33

// maxSegments bounds the segments of one house (see segment): a box
// crosses three rows, three columns, up to two diagonals and up to four
// windows.
const maxSegments = 16

// maxPeers bounds the cells one cell must differ from: its houses' cells,
// its knight's and king's neighbours and its cage mates.
const maxPeers = 64

// houses are the engine's tables of the houses and peers of one set of
// rules without cages, built once per geometry.Flags value from its
// geometry: cells lists each house's cells (rows 0-8, columns 9-17, boxes
// 18-26, then the diagonals and windows, as the geometry numbers them),
// of has per cell the bits of its houses, peers per cell the cells that
// must differ from it, and segs per house the cells it shares with each
// crossing house.
type houses struct {
	n     int
	cells [maxHouses][9]uint8
	of    [81]uint64
	peers [81]cellSet
	segs  [maxHouses][maxSegments]segment
	// left holds a jigsaw layout's leftover pairs (see leftover), nleft
	// of them; none for the boxes.
	left  [maxLeftovers]leftover
	nleft int
}

// segment is the two or more cells that a house shares with a crossing
// house: at has the bits of their places in the house's cells, rest the
// crossing house's other cells (nrest of them). A digit that the house
// keeps to a segment leaves the rest. The segments of a house end at the
// first with at == 0.
type segment struct {
	at    uint16
	nrest uint8
	rest  [7]uint8
}

var houseTables sync.Map // geometry.Flags -> *houses

// jigsawKey keys the tables of a jigsaw layout.
type jigsawKey struct {
	flags   geometry.Flags
	regions [81]uint8
}

// maxJigsawTables bounds the jigsaw layouts whose tables are kept; past
// it they are all let go, so that a generator trying layout after layout
// does not hold every one.
const maxJigsawTables = 256

var jigsawTables struct {
	sync.Mutex
	m map[jigsawKey]*houses
}

// housesFor returns the tables of the rules f on the regions r (nil: the
// boxes), built on first use.
func housesFor(f geometry.Flags, r geometry.Regions) *houses {
	if r == nil {
		if t, ok := houseTables.Load(f); ok {
			return t.(*houses)
		}
		t, _ := houseTables.LoadOrStore(f, buildHouses(geometry.Shared(f)))
		return t.(*houses)
	}
	key := jigsawKey{flags: f}
	copy(key.regions[:], r)
	jigsawTables.Lock()
	defer jigsawTables.Unlock()
	if t, ok := jigsawTables.m[key]; ok {
		return t
	}
	if jigsawTables.m == nil || len(jigsawTables.m) >= maxJigsawTables {
		jigsawTables.m = make(map[jigsawKey]*houses)
	}
	t := buildHouses(geometry.Layout(f, r))
	jigsawTables.m[key] = t
	return t
}

func buildHouses(g *geometry.Geometry) *houses {
	t := &houses{n: len(g.Houses())}
	for h, hs := range g.Houses() {
		for j, c := range hs.Cells {
			t.cells[h][j] = uint8(c)
			t.of[c] |= 1 << h
		}
	}
	for c := solver.Cell(0); c < 81; c++ {
		for p := range g.Peers(c).All() {
			t.peers[c].add(int(p))
		}
	}
	for h := 0; h < t.n; h++ {
		k := 0
		for x := 0; x < t.n; x++ {
			var at uint16
			for j, c := range t.cells[h] {
				if t.of[c]&(1<<x) != 0 {
					at |= 1 << j
				}
			}
			if x == h || bits.OnesCount16(at) < 2 || at == 1<<9-1 {
				continue
			}
			seg := &t.segs[h][k]
			seg.at = at
			for _, c := range t.cells[x] {
				if t.of[c]&(1<<h) == 0 {
					seg.rest[seg.nrest] = c
					seg.nrest++
				}
			}
			k++
		}
	}
	buildLeftovers(t, g)
	return t
}
