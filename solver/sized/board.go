package sized

import (
	"errors"
	"math/bits"
	"slices"
)

// ErrCagesLogic is what NewBoard returns for a Killer: the human-style
// steps of other sizes read houses, not cage sums, so far.
var ErrCagesLogic = errors.New("the steps of grids other than 9x9 do not read Killer cages yet")

// Board is a position of a puzzle of any shape, for the human-style steps
// (see Next and Path): its digits and the candidates of its empty cells,
// bit d-1 for digit d.
type Board struct {
	geo   *Geometry
	shape Shape
	Cells []uint8  // placed digits, 0 for an empty cell
	Cands []uint16 // the candidates of each empty cell; 0 for a placed one
}

// NewBoard returns the position of p's givens, each empty cell holding
// every digit no peer holds. It refuses a puzzle that is not valid, and a
// Killer (ErrCagesLogic).
func NewBoard(p Puzzle) (*Board, error) { return newBoardOn(p, nil) }

// newBoardOn is NewBoard on g, the geometry of p's rules when the caller
// has it (the generator keeps one while it digs), else one it builds.
func newBoardOn(p Puzzle, g *Geometry) (*Board, error) {
	if len(p.Cages) > 0 {
		return nil, ErrCagesLogic
	}
	if g == nil {
		g = NewGeometry(&p)
	}
	if err := p.validate(g); err != nil {
		return nil, err
	}
	b := &Board{geo: g, shape: p.Shape, Cells: slices.Clone(p.Givens), Cands: make([]uint16, p.Shape.Cells())}
	full := uint16(1)<<p.Shape.N() - 1
	for c := range b.Cells {
		if b.Cells[c] != 0 {
			continue
		}
		m := full
		for _, q := range b.geo.Peers(c) {
			if d := b.Cells[q]; d != 0 {
				m &^= 1 << (d - 1)
			}
		}
		b.Cands[c] = m
	}
	return b, nil
}

// Geometry returns the board's houses and peers.
func (b *Board) Geometry() *Geometry { return b.geo }

// Place puts digit d in cell c and strikes it from c's peers.
func (b *Board) Place(c, d int) {
	b.Cells[c], b.Cands[c] = uint8(d), 0
	for _, q := range b.geo.Peers(c) {
		b.Cands[q] &^= 1 << (d - 1)
	}
}

// Solved reports whether every cell holds a digit.
func (b *Board) Solved() bool { return !slices.Contains(b.Cells, 0) }

// Apply plays a step: its placements, then its eliminations.
func (b *Board) Apply(s *Step) {
	for _, p := range s.Placements {
		b.Place(p.Cell, p.Digit)
	}
	for _, e := range s.Eliminations {
		b.Cands[e.Cell] &^= 1 << (e.Digit - 1)
	}
}

// digitsOf lists the digits of a mask, lowest first.
func digitsOf(m uint16) []int {
	out := make([]int, 0, bits.OnesCount16(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros16(m)+1)
	}
	return out
}
