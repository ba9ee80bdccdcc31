package logic

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Board is a position with pencil marks: the digits placed so far and, for
// every empty cell, the candidates still open.
type Board struct {
	Cells solver.Grid // placed digits, 0 for empty
	Cands [81]Digits  // candidates of empty cells; 0 for placed cells
	// NonGivens holds the placed cells known not to be givens: digits the
	// player or a solver placed, which uniqueness may move. Whoever builds
	// the board from a game sets it; the zero value means none known, and
	// techniques that need it (avoidable rectangles) then do not apply.
	// Place leaves it alone.
	NonGivens CellSet
	// Cages holds the Killer cages of a Killer puzzle (see
	// NewPuzzleBoard), nil on a classic board. The board does not own
	// them: they are shared, never changed.
	Cages []variant.Cage
	// shape is the board's houses and peers, read from its geometry; nil
	// is the classic one (see Board.shp).
	shape *shape
}

// shp returns the board's shape: the classic one unless NewPuzzleBoard
// gave it another.
func (b *Board) shp() *shape {
	if b.shape == nil {
		return classicShape
	}
	return b.shape
}

// Geometry returns the geometry of the board's houses and peers, without
// its cages (those are Cages).
func (b *Board) Geometry() *geometry.Geometry { return b.shp().geo }

// Flags returns the rules the board plays beyond classic Sudoku's houses,
// cages and jigsaw regions aside.
func (b *Board) Flags() geometry.Flags { return b.shp().geo.Rules().Flags }

// Rules returns the rules the board plays: its flags, its jigsaw regions
// and its cages.
func (b *Board) Rules() geometry.Rules {
	r := b.shp().geo.Rules()
	r.Cages = b.Cages
	return r
}

// UnitCells returns the cells of unit u on the board, in order: a jigsaw
// region's from the board's layout. Of a unit the board lacks, the
// cells of that unit on a board that has it (none for a region).
func (b *Board) UnitCells(u Unit) *[9]solver.Cell { return &b.shp().cells[u] }

// UnitSet returns the cells of unit u on the board as a set; none for a
// unit the board lacks.
func (b *Board) UnitSet(u Unit) CellSet { return b.shp().sets[u] }

// UnitHouse returns the board's house of unit u, a jigsaw region's with
// its cells.
func (b *Board) UnitHouse(u Unit) geometry.House {
	h := u.House()
	if u >= firstRegion {
		h.Cells, h.Set = b.shp().cells[u], geometry.CellSet(b.shp().sets[u])
	}
	return h
}

// blocks returns the board's boxes, or on a jigsaw board its regions.
func (b *Board) blocks() []Unit { return b.shp().blocks }

// hasBoxes reports whether the boxes are houses of the board: they are
// but on a jigsaw board, whose regions take their place.
func (b *Board) hasBoxes() bool { return b.shp().boxes }

// baseUnits returns c's row, column and block (its box, or on a jigsaw
// board its region).
func (b *Board) baseUnits(c solver.Cell) [3]Unit { return b.shp().base[c] }

// basePeers returns the cells that share a row, column or block with c,
// the peers of the classic rules on the board's blocks.
func (b *Board) basePeers(c solver.Cell) CellSet { return b.shp().basePeers[c] }

// baseSees reports whether two different cells share a row, column or
// block.
func (b *Board) baseSees(x, y solver.Cell) bool { return x != y && b.shp().basePeers[x].Has(y) }

// blockOf returns the number (0-8) of c's block: its box, or on a jigsaw
// board its region.
func (b *Board) blockOf(c solver.Cell) int { return b.shp().base[c][2].Index() }

// plain reports whether the board's houses and peers are classic ones
// (it may have cages).
func (b *Board) plain() bool { return b.shape == nil || b.shape.plain }

// Units returns the board's houses: rows, columns and boxes, then the
// diagonals and windows its rules add.
func (b *Board) Units() []Unit { return b.shp().units }

// hasUnit reports whether u is one of the board's units.
func (b *Board) hasUnit(u Unit) bool { sh := b.shp(); return sh.houseBits[sh.cells[u][0]]>>u&1 != 0 }

// UnitsOf returns the units that hold c: its row, column and box first.
func (b *Board) UnitsOf(c solver.Cell) []Unit { return b.shp().unitsOf[c] }

// Peers returns the cells that may not hold c's digit, by the board's
// houses and its anti-knight and anti-king rules (cages aside).
func (b *Board) Peers(c solver.Cell) CellSet { return b.shp().peers[c] }

// Sees reports whether two different cells are peers on the board.
func (b *Board) Sees(x, y solver.Cell) bool { return x != y && b.shp().peers[x].Has(y) }

// Between returns why two cells are peers on the board: they share a
// house, or are a knight's or a king's move apart (geometry.Apart if
// they are not peers).
func (b *Board) Between(x, y solver.Cell) geometry.Relation {
	r, _ := b.shp().geo.Between(x, y)
	return r
}

// NewBoard returns the board of a puzzle with every candidate its givens
// allow.
func NewBoard(g solver.Grid) *Board { return newShapedBoard(g, nil) }

// newShapedBoard returns the board of givens g on the houses and peers of
// shape s (nil: classic).
func newShapedBoard(g solver.Grid, s *shape) *Board {
	b := &Board{Cells: g, shape: s}
	for c := solver.Cell(0); c < 81; c++ {
		if g[c] == 0 {
			b.Cands[c] = AllDigits
		}
	}
	for c := solver.Cell(0); c < 81; c++ {
		if d := g[c]; d != 0 {
			b.clearPeers(c, d)
		}
	}
	return b
}

// NewBoardWithMarks returns the board of a position whose empty cells carry
// the given candidates, such as a player's own pencil marks. Marks of
// filled cells are ignored.
func NewBoardWithMarks(cells solver.Grid, marks *[81]Digits) *Board {
	b := &Board{Cells: cells}
	for c := range b.Cands {
		if cells[c] == 0 {
			b.Cands[c] = marks[c] & AllDigits
		}
	}
	return b
}

// NewPuzzleBoardWithMarks is NewBoardWithMarks for a puzzle under rules r:
// the board reads its houses and peers from r's flags and keeps its
// cages (shared, never changed), as NewPuzzleBoard does.
func NewPuzzleBoardWithMarks(r geometry.Rules, cells solver.Grid, marks *[81]Digits) *Board {
	b := NewBoardWithMarks(cells, marks)
	b.shape, b.Cages = shapeFor(r), r.Cages
	return b
}

// Place puts d into c and removes d from the candidates of c's peers.
func (b *Board) Place(c solver.Cell, d uint8) {
	b.Cells[c] = d
	b.Cands[c] = 0
	b.clearPeers(c, d)
}

func (b *Board) clearPeers(c solver.Cell, d uint8) {
	p := b.shp().peers[c]
	for w := 0; w < 2; w++ {
		for x := p[w]; x != 0; x &= x - 1 {
			b.Cands[solver.Cell(w*64)+trailing(x)] &^= 1 << d
		}
	}
}

// Eliminate removes candidate d from c and reports whether it was there.
func (b *Board) Eliminate(c solver.Cell, d uint8) bool {
	had := b.Cands[c].Has(d)
	b.Cands[c] &^= 1 << d
	return had
}

// Apply carries out a step's placements and eliminations.
func (b *Board) Apply(s *Step) {
	for _, p := range s.Placements {
		b.Place(p.Cell, p.Digit)
	}
	for _, e := range s.Eliminations {
		b.Eliminate(e.Cell, e.Digit)
	}
}

// Solved reports whether every cell holds a digit.
func (b *Board) Solved() bool { return b.Cells.Full() }

// Where returns the cells of unit u where d is a candidate.
func (b *Board) Where(u Unit, d uint8) CellSet {
	var s CellSet
	for _, c := range b.UnitCells(u) {
		if b.Cands[c].Has(d) {
			s.Add(c)
		}
	}
	return s
}

// CellsWith returns every cell where d is a candidate.
func (b *Board) CellsWith(d uint8) CellSet {
	var s CellSet
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cands[c].Has(d) {
			s.Add(c)
		}
	}
	return s
}

// cellsByDigit returns, for each digit d, the cells where d is a
// candidate: CellsWith of every digit in one pass, for finders that would
// otherwise call Where again and again.
func (b *Board) cellsByDigit() [10]CellSet {
	var w [10]CellSet
	for c := 0; c < 81; c++ {
		m, word, at := uint64(b.Cands[c]), c>>6, uint(c&63)
		// Unrolled: a loop over the digits takes three times as long.
		w[1][word] |= (m >> 1 & 1) << at
		w[2][word] |= (m >> 2 & 1) << at
		w[3][word] |= (m >> 3 & 1) << at
		w[4][word] |= (m >> 4 & 1) << at
		w[5][word] |= (m >> 5 & 1) << at
		w[6][word] |= (m >> 6 & 1) << at
		w[7][word] |= (m >> 7 & 1) << at
		w[8][word] |= (m >> 8 & 1) << at
		w[9][word] |= (m >> 9 & 1) << at
	}
	return w
}

// Has reports whether d is placed somewhere in unit u.
func (b *Board) Has(u Unit, d uint8) bool {
	for _, c := range b.UnitCells(u) {
		if b.Cells[c] == d {
			return true
		}
	}
	return false
}
