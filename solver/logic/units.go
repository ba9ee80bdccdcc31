package logic

import (
	"fmt"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Unit is a house, numbered as the houses of the geometry that has every
// kind of house (see [AllHouses]): 0-8 the rows, 9-17 the columns, 18-26
// the boxes, 27 the ↘ diagonal, 28 the ↗ diagonal, 29-32 the windows;
// and 33-41 the jigsaw regions, which take the boxes' place on a jigsaw
// board. On a classic board, and on one with the diagonals, a unit is
// also the index of its house in the board's own geometry. A board's
// units are those its geometry has ([Board.Units]).
//
// A Unit but a region knows its cells ([Unit.Cells], [Unit.Set]); a
// region's cells are its board's layout's ([Board.UnitSet]), and the
// techniques read every unit's cells from the board.
type Unit uint8

// classicUnits is the number of units of classic Sudoku: the rows,
// columns and boxes, units 0-26, which the techniques that stay on them
// (fish, Franken fish) index.
const classicUnits = 27

// numUnits is the number of units of every kind: the size of tables
// indexed by Unit.
const numUnits = 42

// firstRegion is the unit of jigsaw region 0.
const firstRegion = 33

// allHouses is the geometry with every kind of house; Unit u is its house u.
var allHouses = geometry.Shared(geometry.Flags{Diagonals: true, Windows: true})

// AllHouses returns the geometry whose houses Unit numbers: rows,
// columns, boxes, diagonals and windows.
func AllHouses() *geometry.Geometry { return allHouses }

// Row, Col and Box return the unit of row, column or box i (0-8).
func Row(i int) Unit { return Unit(i) }

// Col returns the unit of column i (0-8).
func Col(i int) Unit { return Unit(9 + i) }

// Box returns the unit of box i (0-8, row-major).
func Box(i int) Unit { return Unit(18 + i) }

// Diagonal returns the unit of diagonal i: 0 the ↘ one, 1 the ↗ one.
func Diagonal(i int) Unit { return Unit(27 + i) }

// Window returns the unit of Windoku window i (0-3, row-major).
func Window(i int) Unit { return Unit(29 + i) }

// Region returns the unit of jigsaw region i (0-8, in the order of their
// first cells).
func Region(i int) Unit { return Unit(firstRegion + i) }

// UnitOf returns the unit of a geometry's house, whatever the geometry:
// units number every house of every rule (see AllHouses).
func UnitOf(h geometry.House) Unit { return unitOf(h) }

// unitOf returns the unit of a geometry's house.
func unitOf(h geometry.House) Unit {
	return Unit([...]int{geometry.Row: 0, geometry.Column: 9, geometry.Box: 18, geometry.Diagonal: 27, geometry.Window: 29, geometry.Region: firstRegion}[h.Kind] + h.Index)
}

// House returns the unit's house; a jigsaw region's without its cells,
// which its board has (see [Board.UnitHouse]).
func (u Unit) House() geometry.House {
	if u >= firstRegion {
		return geometry.House{Kind: geometry.Region, Index: int(u - firstRegion)}
	}
	return allHouses.Houses()[u]
}

// Kind returns "row", "column", "box", "diagonal" or "window".
func (u Unit) Kind() string { return u.House().Kind.String() }

// Key returns the key of the words that name the unit in the message
// catalogues: "row", "column", "box", "window" (filled with Index()+1)
// or "diagonal.down" and "diagonal.up".
func (u Unit) Key() string { return u.House().Key() }

// Index returns the unit's number within its kind, from 0.
func (u Unit) Index() int { return u.House().Index }

// String names the unit in English, as "row 3" or "diagonal 1".
func (u Unit) String() string { return fmt.Sprintf("%s %d", u.Kind(), u.Index()+1) }

// Cells returns the nine cells of the unit in order; of a jigsaw region,
// whose cells depend on the layout, nine times r1c1 (see
// [Board.UnitCells]).
func (u Unit) Cells() *[9]solver.Cell { return &unitCellTable[u] }

// Set returns the cells of the unit as a set; of a jigsaw region, whose
// cells depend on the layout, none (see [Board.UnitSet]).
func (u Unit) Set() CellSet { return unitSetTable[u] }

// unitSetTable holds each unit's cells as a set, read from allHouses
// once: Set is on the hot paths of most techniques.
var unitSetTable = func() (t [numUnits]CellSet) {
	for u, h := range allHouses.Houses() {
		t[u] = CellSet(h.Set)
	}
	return t
}()

// unitCellTable holds each unit's cells, read from allHouses once.
var unitCellTable = func() (t [numUnits][9]solver.Cell) {
	for u, h := range allHouses.Houses() {
		t[u] = h.Cells
	}
	return t
}()

// shape is what a board reads of its geometry, in the units' numbering:
// its units, each cell's units and peers, and the order people scan
// houses for singles.
type shape struct {
	geo         *geometry.Geometry
	cells       [numUnits][9]solver.Cell // each unit's cells, the regions' of this layout
	sets        [numUnits]CellSet        // each unit's cells as a set; none for a unit the board lacks
	base        [81][3]Unit              // each cell's row, column and block (its box or jigsaw region)
	basePeers   [81]CellSet              // the cells sharing a row, column or block with the cell
	blocks      []Unit                   // the boxes, or the jigsaw regions in their place
	boxes       bool                     // the boxes are houses (no jigsaw regions)
	units       []Unit
	unitsOf     [81][]Unit
	peers       [81]CellSet
	houseBits   [81]uint64 // bit u for each unit u of the cell
	singleOrder []Unit
	pointing    [][2]Unit // (block, line) and (block, block) that share 2 or more cells, by block
	claiming    [][2]Unit // (line, block) that share 2 or more cells, by line
	plain       bool      // the classic houses and nothing else

	regionsOnce sync.Once       // makes regions on first use
	regions     *shapeRegionSet // the rule of 45's regions (see regionsOf)
}

func newShape(g *geometry.Geometry) *shape {
	s := &shape{geo: g, plain: g.Rules().Flags == (geometry.Flags{}) && g.Regions() == nil, boxes: g.Regions() == nil}
	s.cells = unitCellTable
	for u := firstRegion; u < numUnits; u++ {
		s.cells[u] = [9]solver.Cell{}
	}
	for _, h := range g.Houses() {
		u := unitOf(h)
		s.units = append(s.units, u)
		s.cells[u], s.sets[u] = h.Cells, CellSet(h.Set)
		if k := h.Kind; k == geometry.Box || k == geometry.Region {
			s.blocks = append(s.blocks, u)
		}
	}
	for c := solver.Cell(0); c < 81; c++ {
		for _, u := range s.blocks {
			if s.sets[u].Has(c) {
				s.base[c] = [3]Unit{Row(c.Row()), Col(c.Col()), u}
			}
		}
		for _, u := range s.base[c] {
			s.basePeers[c] = s.basePeers[c].Or(s.sets[u])
		}
		s.basePeers[c].Remove(c)
	}
	for c := solver.Cell(0); c < 81; c++ {
		for _, i := range g.HousesOf(c) {
			s.unitsOf[c] = append(s.unitsOf[c], s.units[i])
			s.houseBits[c] |= 1 << s.units[i]
		}
		s.peers[c] = CellSet(g.Peers(c))
	}
	// The order people scan houses for singles: boxes and windows,
	// then rows and columns, then diagonals.
	for _, u := range s.units {
		if k := u.House().Kind; k == geometry.Box || k == geometry.Window || k == geometry.Region {
			s.singleOrder = append(s.singleOrder, u)
		}
	}
	for _, u := range s.units {
		if k := u.House().Kind; k == geometry.Row || k == geometry.Column || k == geometry.Diagonal {
			s.singleOrder = append(s.singleOrder, u)
		}
	}
	for _, a := range s.units {
		for _, b := range s.units {
			if a == b || s.sets[a].And(s.sets[b]).Count() < 2 {
				continue
			}
			switch {
			case block(a):
				s.pointing = append(s.pointing, [2]Unit{a, b})
			case block(b):
				s.claiming = append(s.claiming, [2]Unit{a, b})
			}
		}
	}
	return s
}

var (
	classicShape = newShape(geometry.Classic())
	shapes       sync.Map // geometry.Flags -> *shape
)

// shapeFor returns the shared shape of the houses and peers of the rules
// (their cages aside): one per flags, and for jigsaw regions one per
// layout while few are in use.
func shapeFor(r geometry.Rules) *shape {
	if !r.Regions.IsBoxes() {
		return jigsawShape(r.Flags, r.Regions)
	}
	f := r.Flags
	if f == (geometry.Flags{}) {
		return classicShape
	}
	if s, ok := shapes.Load(f); ok {
		return s.(*shape)
	}
	s, _ := shapes.LoadOrStore(f, newShape(geometry.Shared(f)))
	return s.(*shape)
}

// maxJigsawShapes bounds the jigsaw shapes kept; past it they are all let
// go, so that a generator trying layout after layout does not hold every
// one.
const maxJigsawShapes = 256

// jigsawShapes holds the shapes of jigsaw layouts in use.
var jigsawShapes struct {
	sync.Mutex
	m map[*geometry.Geometry]*shape
}

// jigsawShape returns the shape of the flags on the jigsaw layout r.
func jigsawShape(f geometry.Flags, r geometry.Regions) *shape {
	g := geometry.Layout(f, r)
	jigsawShapes.Lock()
	defer jigsawShapes.Unlock()
	if s, ok := jigsawShapes.m[g]; ok {
		return s
	}
	if jigsawShapes.m == nil || len(jigsawShapes.m) >= maxJigsawShapes {
		jigsawShapes.m = make(map[*geometry.Geometry]*shape)
	}
	s := newShape(g)
	jigsawShapes.m[g] = s
	return s
}

// UnitsOf returns the row, column and box of c: its units on a classic
// board (see [Board.UnitsOf] for any board).
func UnitsOf(c solver.Cell) [3]Unit {
	u := classicShape.unitsOf[c]
	return [3]Unit{u[0], u[1], u[2]}
}

// Peers returns the 20 cells that share a unit with c on a classic board
// (see [Board.Peers] for any board).
func Peers(c solver.Cell) CellSet { return classicShape.peers[c] }

// Sees reports whether two different cells share a unit on a classic
// board (see [Board.Sees] for any board).
func Sees(a, b solver.Cell) bool { return a != b && classicShape.peers[a].Has(b) }

// allShape is the shape of allHouses: every unit of every kind.
var allShape = newShape(allHouses)

// unitsHolding returns every unit of any kind that holds c, board or not:
// its row, column and box first.
func unitsHolding(c solver.Cell) []Unit { return allShape.unitsOf[c] }

// boxOrigin returns the row and column of the top-left cell of box u.
func boxOrigin(u Unit) (row, col int) { c := u.Cells()[0]; return c.Row(), c.Col() }

// boxIndex returns the number (0-8) of the box of c.
func boxIndex(c solver.Cell) int { return classicShape.unitsOf[c][2].Index() }

// unitCellsOn returns the cells of unit u on geometry geo (nil: the
// classic one): a jigsaw region's from its layout.
func unitCellsOn(geo *geometry.Geometry, u Unit) [9]solver.Cell {
	if u >= firstRegion && geo != nil {
		for _, h := range geo.Houses() {
			if unitOf(h) == u {
				return h.Cells
			}
		}
	}
	return *u.Cells()
}
