package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// MarkKind is one of the four kinds of pencil work a player does on a
// cell, as SudokuPad has them.
type MarkKind uint8

// The kinds of mark. Check, Hint and FillNotes read the notes only: the
// corner and centre marks and the colours are the player's own.
const (
	MarkNote   MarkKind = iota + 1 // the 3x3 candidates, in fixed places
	MarkCorner                     // digits around the cell's edge, in the order typed
	MarkCentre                     // a short set of digits across the middle
	MarkColour                     // colours 1-9, several a cell
)

// MaxCorner is how many corner marks a cell holds: one for each corner
// and each edge's middle.
const MaxCorner = 8

// Corner is a cell's corner marks in the order they were typed, five
// bits a digit (1-16), the first in the lowest bits; 0 is none.
type Corner uint64

// cornerBits is how many bits a corner mark takes, and cornerMask those
// bits.
const (
	cornerBits        = 5
	cornerMask Corner = 1<<cornerBits - 1
)

// Len returns how many corner marks there are.
func (c Corner) Len() int {
	n := 0
	for ; c != 0; c >>= cornerBits {
		n++
	}
	return n
}

// Digits returns the marks in the order typed.
func (c Corner) Digits() []uint8 {
	var out []uint8
	for ; c != 0; c >>= cornerBits {
		out = append(out, uint8(c&cornerMask))
	}
	return out
}

// Has reports whether d is among the marks.
func (c Corner) Has(d uint8) bool {
	for ; c != 0; c >>= cornerBits {
		if uint8(c&cornerMask) == d {
			return true
		}
	}
	return false
}

// without returns the marks less d, the others in their order.
func (c Corner) without(d uint8) Corner {
	var out Corner
	shift := 0
	for ; c != 0; c >>= cornerBits {
		if x := c & cornerMask; uint8(x) != d {
			out |= x << shift
			shift += cornerBits
		}
	}
	return out
}

// with returns the marks with d added last; a cell full already, or
// holding d, keeps its marks, as does a digit outside 1-MaxDigit.
func (c Corner) with(d uint8) Corner {
	n := c.Len()
	if d == 0 || d > MaxDigit || n >= MaxCorner || c.Has(d) {
		return c
	}
	return c | Corner(d)<<(cornerBits*n)
}

// Colours is a cell's colours: bit i set for colour i, 1-9.
type Colours uint16

// Has reports whether colour i is set.
func (k Colours) Has(i uint8) bool { return i >= 1 && i <= 9 && k&(1<<i) != 0 }

// List returns the colours set, in increasing order.
func (k Colours) List() []uint8 {
	var out []uint8
	for i := uint8(1); i <= 9; i++ {
		if k.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// Marks are a cell's corner and centre marks and its colours. Corner and
// centre marks live in empty cells only; any cell, a given too, may be
// coloured.
type Marks struct {
	Corner  Corner
	Centre  Digits
	Colours Colours
}

// Marks returns the corner and centre marks and the colours of cell c:
// none outside the grid.
func (g *Game) Marks(c solver.Cell) Marks {
	if !g.validCell(c) {
		return Marks{}
	}
	return g.marks[c]
}

// has reports whether the state holds mark d of kind k.
func (s cellState) has(k MarkKind, d uint8) bool {
	switch k {
	case MarkNote:
		return s.notes.Has(d)
	case MarkCorner:
		return s.marks.Corner.Has(d)
	case MarkCentre:
		return s.marks.Centre.Has(d)
	}
	return s.marks.Colours.Has(d)
}

// withMark returns the state with mark d of kind k added (on) or taken
// away.
func (s cellState) withMark(k MarkKind, d uint8, on bool) cellState {
	bit := DigitSet(d)
	switch {
	case k == MarkNote && on:
		s.notes |= bit
	case k == MarkNote:
		s.notes &^= bit
	case k == MarkCorner && on:
		s.marks.Corner = s.marks.Corner.with(d)
	case k == MarkCorner:
		s.marks.Corner = s.marks.Corner.without(d)
	case k == MarkCentre && on:
		s.marks.Centre |= bit
	case k == MarkCentre:
		s.marks.Centre &^= bit
	case on:
		s.marks.Colours |= 1 << d
	default:
		s.marks.Colours &^= 1 << d
	}
	return s
}

// strike returns the state without digit d in its notes and its corner
// and centre marks: a peer of a cell where d was placed.
func (s cellState) strike(d uint8) cellState {
	s.notes &^= DigitSet(d)
	s.marks.Corner = s.marks.Corner.without(d)
	s.marks.Centre &^= DigitSet(d)
	return s
}

// pencil reports whether the state holds notes or corner or centre marks.
func (s cellState) pencil() bool {
	return s.notes != 0 || s.marks.Corner != 0 || s.marks.Centre != 0
}

// builder gathers the changes of one move on many cells.
type builder struct {
	g       *Game
	after   [sized.MaxCells]cellState
	touched [sized.MaxCells]bool
	order   []solver.Cell
}

func (b *builder) state(c solver.Cell) cellState {
	if b.touched[c] {
		return b.after[c]
	}
	return b.g.state(c)
}

func (b *builder) put(c solver.Cell, s cellState) {
	if !b.touched[c] {
		b.touched[c] = true
		b.order = append(b.order, c)
	}
	b.after[c] = s
}

// move returns the changes as a move of kind k: the cells whose state
// differs in the end, in the order first touched.
func (b *builder) move(k moveKind) move {
	m := move{kind: k}
	for _, c := range b.order {
		if before := b.g.state(c); before != b.after[c] {
			m.changes = append(m.changes, change{c, before, b.after[c]})
		}
	}
	return m
}

// cellsOf returns the cells of cells, each once, in their order; a cell
// outside the game's grid gives ErrBadCell.
func (g *Game) cellsOf(cells []solver.Cell) ([]solver.Cell, error) {
	var seen CellSet
	out := make([]solver.Cell, 0, len(cells))
	for _, c := range cells {
		if !g.validCell(c) {
			return nil, ErrBadCell
		}
		if !seen.Has(c) {
			seen.Add(c)
			out = append(out, c)
		}
	}
	return out, nil
}

// SetCells enters digit d in every cell of cells that is not a given,
// as Set does one, as one move that one Undo takes back: each loses its
// notes and corner and centre marks (its colours stay), and with
// AutoRemoveNotes d is struck from the notes and the corner and centre
// marks of each one's peers under the rules (see Geometry). Cells holding d
// already are left as they are. A list of givens only gives
// ErrFixedCell; it fires EventSet, or EventWon.
func (g *Game) SetCells(cells []solver.Cell, d uint8) error {
	cells, err := g.cellsOf(cells)
	switch {
	case err != nil:
		return err
	case g.Over():
		return ErrGameOver
	case !g.validDigit(d):
		return ErrBadDigit
	}
	b := builder{g: g}
	if b.place(cells, d) == 0 {
		if len(cells) == 0 {
			return nil
		}
		return ErrFixedCell
	}
	m := b.move(moveSet)
	if len(m.changes) == 0 {
		return nil
	}
	g.countMistakes(&m)
	g.play(m, EventSet)
	return nil
}

// markMoves are the move kinds of the marks.
var markMoves = [...]moveKind{MarkNote: moveNote, MarkCorner: moveCorner, MarkCentre: moveCentre, MarkColour: moveColour}

// MarkCells toggles mark d of kind k (a digit 1-9, or for MarkColour a
// colour 1-9) in every cell of cells that takes it, as one move that one
// Undo takes back, as SudokuPad does: when every such cell has the mark
// it is taken from them all, else it is added where it is missing (a
// cell with MaxCorner corner marks takes no more). Notes and corner and
// centre marks go in empty cells only; colours in any cell. When no cell
// takes the mark it returns ErrFixedCell (givens only) or ErrFilledCell.
// It fires EventNote.
func (g *Game) MarkCells(k MarkKind, cells []solver.Cell, d uint8) error {
	cells, err := g.cellsOf(cells)
	switch {
	case err != nil:
		return err
	case k < MarkNote || k > MarkColour:
		return ErrBadMark
	case g.Over():
		return ErrGameOver
	case !g.validDigit(d):
		return ErrBadDigit
	}
	var takers []solver.Cell
	given := false
	for _, c := range cells {
		switch {
		case k == MarkColour:
			takers = append(takers, c)
		case g.givens[c] != 0:
			given = true
		case g.entries[c] == 0:
			takers = append(takers, c)
		}
	}
	if len(takers) == 0 {
		switch {
		case len(cells) == 0:
			return nil
		case given:
			return ErrFixedCell
		}
		return ErrFilledCell
	}
	on := false
	for _, c := range takers {
		if !g.state(c).has(k, d) {
			on = true
		}
	}
	b := builder{g: g}
	for _, c := range takers {
		b.put(c, g.state(c).withMark(k, d, on))
	}
	m := b.move(markMoves[k])
	if len(m.changes) == 0 {
		return nil
	}
	g.play(m, EventNote)
	return nil
}

// EraseCells clears the cells as SudokuPad's Delete does, as one move:
// when some cell of them holds an entry, notes or corner or centre
// marks, those go from every cell; else their colours go. Givens keep
// their digit. It fires EventErase; when nothing is to clear it does
// nothing, and a list of givens without colours gives ErrFixedCell.
func (g *Game) EraseCells(cells []solver.Cell) error {
	cells, err := g.cellsOf(cells)
	switch {
	case err != nil:
		return err
	case g.Over():
		return ErrGameOver
	}
	pencil, free := false, false
	for _, c := range cells {
		if g.givens[c] == 0 {
			free = true
			if st := g.state(c); st.digit != 0 || st.pencil() {
				pencil = true
			}
		}
	}
	b := builder{g: g}
	for _, c := range cells {
		st := g.state(c)
		if pencil {
			if g.givens[c] == 0 {
				b.put(c, cellState{marks: Marks{Colours: st.marks.Colours}})
			}
		} else {
			st.marks.Colours = 0
			b.put(c, st)
		}
	}
	m := b.move(moveErase)
	if len(m.changes) == 0 {
		if !free && len(cells) > 0 {
			return ErrFixedCell
		}
		return nil
	}
	g.play(m, EventErase)
	return nil
}

// EraseMarks is Delete in the mark mode k, as SudokuPad has it: the
// current mode's marks go first. When some cell of cells holds marks of
// kind k (notes, corner or centre marks, colours), those alone go from
// every cell, as one move; else it is EraseCells. It fires EventErase.
func (g *Game) EraseMarks(k MarkKind, cells []solver.Cell) error {
	cells, err := g.cellsOf(cells)
	switch {
	case err != nil:
		return err
	case g.Over():
		return ErrGameOver
	case k < MarkNote || k > MarkColour:
		return g.EraseCells(cells)
	}
	b := builder{g: g}
	for _, c := range cells {
		st := g.state(c)
		switch k {
		case MarkNote:
			st.notes = 0
		case MarkCorner:
			st.marks.Corner = 0
		case MarkCentre:
			st.marks.Centre = 0
		case MarkColour:
			st.marks.Colours = 0
		}
		b.put(c, st)
	}
	m := b.move(moveErase)
	if len(m.changes) == 0 { // none of the mode's marks: Delete as ever
		return g.EraseCells(cells)
	}
	g.play(m, EventErase)
	return nil
}

// AllMarks returns the corner and centre marks and colours of every cell
// of a 9x9 grid: the 9x9 view, for the 9x9 code paths and tests.
func (g *Game) AllMarks() [81]Marks {
	var m [81]Marks
	copy(m[:], g.marks[:])
	return m
}
