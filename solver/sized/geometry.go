package sized

import (
	"strconv"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// House is N cells that hold each digit once: a row, a column, a box or
// jigsaw region, a diagonal or a window.
type House struct {
	Kind  geometry.Kind
	Index int   // its number within its kind, from 0
	Cells []int // in increasing order
}

// Label returns what names the house to a player with its kind's words:
// its number from 1, or for a jigsaw region its first cell ("r1c4").
func (h House) Label(s Shape) string {
	if h.Kind == geometry.Region {
		return s.CellName(h.Cells[0])
	}
	return strconv.Itoa(h.Index + 1)
}

// Geometry is the shape of one puzzle: its houses, and the peers of each
// cell under its rules (its houses' cells, the cells a knight's or king's
// move away under anti-knight and anti-king, and its cage's other cells).
// It is built by [NewGeometry] and never changes; the slices its methods
// return are its own and must not be changed.
type Geometry struct {
	shape    Shape
	houses   []House
	housesOf [][]int
	peers    [][]int
	sees     []bitset
	cageOf   []int
}

// bitset is a set of cells of the largest grid.
type bitset [MaxCells / 64]uint64

func (b *bitset) add(i int)      { b[i>>6] |= 1 << (i & 63) }
func (b *bitset) has(i int) bool { return b[i>>6]>>(i&63)&1 != 0 }
func (b *bitset) remove(i int)   { b[i>>6] &^= 1 << (i & 63) }

// NewGeometry returns the geometry of p's shape and rules. The puzzle
// should be valid (see Puzzle.Validate); of invalid regions it keeps the
// boxes, and of invalid cages the cells inside the grid that no earlier
// cage took.
func NewGeometry(p *Puzzle) *Geometry {
	s := p.Shape
	n, cells := s.N(), s.Cells()
	g := &Geometry{shape: s, housesOf: make([][]int, cells), peers: make([][]int, cells),
		sees: make([]bitset, cells), cageOf: make([]int, cells)}
	add := func(k geometry.Kind, i int, cell func(int) int) {
		h := House{Kind: k, Index: i, Cells: make([]int, n)}
		var set bitset
		for j := range n {
			set.add(cell(j))
		}
		j := 0
		for c := range cells {
			if set.has(c) {
				h.Cells[j] = c
				j++
			}
		}
		g.houses = append(g.houses, h)
	}
	for i := range n {
		add(geometry.Row, i, func(k int) int { return s.Cell(i, k) })
	}
	for i := range n {
		add(geometry.Column, i, func(k int) int { return s.Cell(k, i) })
	}
	if regions := normalizeRegions(p.Regions); p.validRegions() == nil && regions != nil {
		var in [MaxN][]int
		for c, k := range regions {
			in[k] = append(in[k], c)
		}
		for i := range n {
			add(geometry.Region, i, func(k int) int { return in[i][k] })
		}
	} else {
		for i := range n {
			r0, c0 := i/s.BoxRows*s.BoxRows, i%s.BoxRows*s.BoxCols
			add(geometry.Box, i, func(k int) int { return s.Cell(r0+k/s.BoxCols, c0+k%s.BoxCols) })
		}
	}
	if p.Diagonals {
		add(geometry.Diagonal, 0, func(k int) int { return s.Cell(k, k) })
		add(geometry.Diagonal, 1, func(k int) int { return s.Cell(n-1-k, k) })
	}
	if p.Windows {
		for i, w := range windows(s) {
			add(geometry.Window, i, func(k int) int { return w[k] })
		}
	}
	for hi, h := range g.houses {
		for _, c := range h.Cells {
			g.housesOf[c] = append(g.housesOf[c], hi)
			for _, d := range h.Cells {
				g.sees[c].add(d)
			}
		}
	}
	for c := range cells {
		r0, c0 := c/n, c%n
		for dr := -2; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				r1, c1 := r0+dr, c0+dc
				if r1 < 0 || r1 >= n || c1 < 0 || c1 >= n || dr == 0 && dc == 0 {
					continue
				}
				knight := dr*dr+dc*dc == 5
				king := dr*dr <= 1 && dc*dc <= 1
				if knight && p.AntiKnight || king && p.AntiKing {
					g.sees[c].add(s.Cell(r1, c1))
				}
			}
		}
		g.cageOf[c] = -1
	}
	for k, cg := range p.Cages {
		var kept []int
		for _, c := range cg.Cells {
			if c >= 0 && c < cells && g.cageOf[c] < 0 {
				g.cageOf[c] = k
				kept = append(kept, c)
			}
		}
		for _, a := range kept {
			for _, b := range kept {
				g.sees[a].add(b)
			}
		}
	}
	for c := range cells {
		g.sees[c].remove(c)
		for d := range cells {
			if g.sees[c].has(d) {
				g.peers[c] = append(g.peers[c], d)
			}
		}
	}
	return g
}

// windows returns the cells of each window of s, row-major: the boxes'
// size, a row and a column in from the edge and a row and a column apart,
// as Interactive Sudoku Solver places them (the four of 9x9 Windoku, nine
// on 16x16, one on 4x4 and 6x6).
func windows(s Shape) [][]int {
	n := s.N()
	var out [][]int
	for r := 1; r+s.BoxRows < n; r += s.BoxRows + 1 {
		for c := 1; c+s.BoxCols < n; c += s.BoxCols + 1 {
			var w []int
			for k := range n {
				w = append(w, s.Cell(r+k/s.BoxCols, c+k%s.BoxCols))
			}
			out = append(out, w)
		}
	}
	return out
}

// Shape returns the grid's shape.
func (g *Geometry) Shape() Shape { return g.shape }

// Houses returns every house: the rows, the columns, the boxes or the
// regions (N of each, in that order), then the diagonals, then the
// windows.
func (g *Geometry) Houses() []House { return g.houses }

// HousesOf returns the indices in Houses of the houses that hold cell c,
// in increasing order; nil for a cell outside the grid.
func (g *Geometry) HousesOf(c int) []int {
	if c < 0 || c >= len(g.housesOf) {
		return nil
	}
	return g.housesOf[c]
}

// Peers returns the cells that may not hold c's digit, in increasing
// order; nil for a cell outside the grid.
func (g *Geometry) Peers(c int) []int {
	if c < 0 || c >= len(g.peers) {
		return nil
	}
	return g.peers[c]
}

// Sees reports whether cells a and b are peers.
func (g *Geometry) Sees(a, b int) bool {
	return a >= 0 && a < len(g.sees) && b >= 0 && b < len(g.sees) && g.sees[a].has(b)
}

// CageOf returns the index of c's cage among the puzzle's cages, and
// false when c is in none.
func (g *Geometry) CageOf(c int) (int, bool) {
	if c < 0 || c >= len(g.cageOf) || g.cageOf[c] < 0 {
		return 0, false
	}
	return g.cageOf[c], true
}
