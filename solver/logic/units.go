package logic

import (
	"fmt"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Unit is a house, numbered as the houses of the geometry that has every
// kind of house (see [AllHouses]): 0-8 the rows, 9-17 the columns, 18-26
// the boxes, 27 the ↘ diagonal, 28 the ↗ diagonal, 29-32 the windows. On
// a classic board, and on one with the diagonals, a unit is also the
// index of its house in the board's own geometry. A board's units are
// those its geometry has ([Board.Units]); a Unit names its house without
// a board, so that a step's words need none.
type Unit uint8

// classicUnits is the number of units of classic Sudoku: the rows,
// columns and boxes, units 0-26, which the techniques that stay on them
// (fish, Franken fish) index.
const classicUnits = 27

// numUnits is the number of units of every kind: the size of tables
// indexed by Unit.
const numUnits = 33

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

// UnitOf returns the unit of a geometry's house, whatever the geometry:
// units number every house of every rule (see AllHouses).
func UnitOf(h geometry.House) Unit { return unitOf(h) }

// unitOf returns the unit of a geometry's house.
func unitOf(h geometry.House) Unit {
	return Unit([...]int{geometry.Row: 0, geometry.Column: 9, geometry.Box: 18, geometry.Diagonal: 27, geometry.Window: 29}[h.Kind] + h.Index)
}

// House returns the unit's house.
func (u Unit) House() geometry.House { return allHouses.Houses()[u] }

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

// Cells returns the nine cells of the unit in order.
func (u Unit) Cells() *[9]solver.Cell { return &unitCellTable[u] }

// Set returns the cells of the unit as a set.
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
	units       []Unit
	unitsOf     [81][]Unit
	peers       [81]CellSet
	houseBits   [81]uint64 // bit u for each unit u of the cell
	singleOrder []Unit
	pointing    [][2]Unit // (block, line) and (block, block) that share 2 or more cells, by block
	claiming    [][2]Unit // (line, block) that share 2 or more cells, by line
	plain       bool      // the classic houses and nothing else
}

func newShape(g *geometry.Geometry) *shape {
	s := &shape{geo: g, plain: g.Rules().Flags == (geometry.Flags{})}
	for _, h := range g.Houses() {
		s.units = append(s.units, unitOf(h))
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
		if k := u.House().Kind; k == geometry.Box || k == geometry.Window {
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
			if a == b || a.Set().And(b.Set()).Count() < 2 {
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

// shapeFor returns the shared shape of the flags' houses and peers.
func shapeFor(f geometry.Flags) *shape {
	if f == (geometry.Flags{}) {
		return classicShape
	}
	if s, ok := shapes.Load(f); ok {
		return s.(*shape)
	}
	s, _ := shapes.LoadOrStore(f, newShape(geometry.Shared(f)))
	return s.(*shape)
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

// boxes lists the nine boxes.
var boxes = classicShape.units[18:27]

// boxOrigin returns the row and column of the top-left cell of box u.
func boxOrigin(u Unit) (row, col int) { c := u.Cells()[0]; return c.Row(), c.Col() }

// boxIndex returns the number (0-8) of the box of c.
func boxIndex(c solver.Cell) int { return classicShape.unitsOf[c][2].Index() }
