package sized

import (
	"fmt"
	"slices"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Cage is a Killer cage: cells whose digits differ and, when Sum is not 0,
// add up to Sum.
type Cage struct {
	Cells []int
	Sum   int
}

// Puzzle is a grid of some shape: its givens and its rules.
type Puzzle struct {
	Shape  Shape
	Givens []uint8 // a digit 1 to N per cell, 0 for an empty cell; Shape.Cells() of them
	geometry.Flags
	// Regions are jigsaw regions in place of the boxes, the region of each
	// cell numbered 0 to N-1; nil for the boxes.
	Regions []uint8
	Cages   []Cage
}

// New returns the empty classic puzzle of shape s.
func New(s Shape) Puzzle { return Puzzle{Shape: s, Givens: make([]uint8, s.Cells())} }

// Clone returns a copy of p that shares nothing with it.
func (p Puzzle) Clone() Puzzle {
	q := p
	q.Givens = slices.Clone(p.Givens)
	q.Regions = slices.Clone(p.Regions)
	q.Cages = make([]Cage, len(p.Cages))
	for i, c := range p.Cages {
		q.Cages[i] = Cage{Cells: slices.Clone(c.Cells), Sum: c.Sum}
	}
	if p.Cages == nil {
		q.Cages = nil
	}
	return q
}

// Variant returns the variant p plays on its grid: the rules, as the 9x9
// variants are named.
func (p Puzzle) Variant() geometry.Variant {
	return geometry.Variant{Flags: p.Flags, Killer: len(p.Cages) > 0, Jigsaw: p.Regions != nil}
}

// Name returns the name of p's shape and variant, as tagged lines and
// the command line's -variant flag write them: "6x6", "6x6-x",
// "16x16-jigsaw", "12x12-killer-antiking".
func (p Puzzle) Name() string { return Name(p.Shape, p.Variant()) }

// Name returns the name of variant v on shape s: the shape alone for
// classic rules ("6x6"), else the shape, "-" and the variant's name. The
// shape is s's, whatever v.Size says.
func Name(s Shape, v geometry.Variant) string {
	v.Size = 0
	if v.IsClassic() {
		return s.String()
	}
	return s.String() + "-" + v.Name()
}

// normalizeRegions numbers the regions in the order of their first cells,
// so that equal layouts are equal slices; nil stays nil.
func normalizeRegions(r []uint8) []uint8 {
	if r == nil {
		return nil
	}
	var to [256]int16
	for i := range to {
		to[i] = -1
	}
	out := make([]uint8, len(r))
	next := int16(0)
	for i, k := range r {
		if to[k] < 0 {
			to[k] = next
			next++
		}
		out[i] = uint8(to[k])
	}
	return out
}

// Normalize numbers the regions in the order of their first cells,
// dropping them when they are the boxes, sorts each cage's cells and the
// cages by their first cell, and removes cages of one cell without a sum,
// which say nothing; so that equal puzzles are equal values.
func (p *Puzzle) Normalize() {
	p.Regions = normalizeRegions(p.Regions)
	if p.Regions != nil && p.Shape.Valid() && slices.Equal(p.Regions, normalizeRegions(boxRegions(p.Shape))) {
		p.Regions = nil
	}
	cages := p.Cages[:0]
	for _, c := range p.Cages {
		if len(c.Cells) == 1 && c.Sum == 0 {
			continue
		}
		slices.Sort(c.Cells)
		cages = append(cages, c)
	}
	slices.SortFunc(cages, func(a, b Cage) int { return a.anchor() - b.anchor() })
	if len(cages) == 0 {
		cages = nil
	}
	p.Cages = cages
}

// boxRegions returns the boxes of s as regions.
func boxRegions(s Shape) []uint8 {
	r := make([]uint8, s.Cells())
	for c := range r {
		r[c] = uint8(s.Box(c))
	}
	return r
}

// validRegions returns why p's regions are not a layout of its shape: N
// regions of N cells each. Nil regions are the boxes, a layout.
func (p *Puzzle) validRegions() error {
	if p.Regions == nil {
		return nil
	}
	n := p.Shape.N()
	if len(p.Regions) != p.Shape.Cells() {
		return fmt.Errorf("regions: %d marks for %d cells", len(p.Regions), p.Shape.Cells())
	}
	var count [256]int
	for _, k := range p.Regions {
		if int(k) >= n {
			return fmt.Errorf("regions: region %d of a %s grid, which has %d", k+1, p.Shape, n)
		}
		count[k]++
	}
	for k := range n {
		if count[k] != n {
			return fmt.Errorf("regions: region %d has %d cells; each wants %d", k+1, count[k], n)
		}
	}
	return nil
}

// Validate returns an error when p is not a puzzle of its shape: a shape
// not played, givens not one per cell or past N, regions not N regions of
// N cells, a cage with no cells, more than N, a cell outside the grid or
// in another cage, or a sum past 1+2+…+N; or when two givens that must
// differ are the same digit, or a cage's givens break its sum.
func (p Puzzle) Validate() error { return p.validate(nil) }

// validate is Validate, reading the peers from g, the geometry of p's
// rules, when the caller has it (the solver keeps one per rules), so that
// only a geometry it lacks is built.
func (p Puzzle) validate(g *Geometry) error {
	s := p.Shape
	if !s.Valid() {
		return fmt.Errorf("%v is not a shape this program plays: want one of %s", s, shapeNames())
	}
	n, cells := s.N(), s.Cells()
	if len(p.Givens) != cells {
		return fmt.Errorf("%d givens for the %d cells of a %s grid", len(p.Givens), cells, s)
	}
	for c, v := range p.Givens {
		if int(v) > n {
			return fmt.Errorf("%s holds %d; a %s grid holds 1 to %d", s.CellName(c), v, s, n)
		}
	}
	if err := p.validRegions(); err != nil {
		return err
	}
	taken := make([]int, cells)
	for k, cg := range p.Cages {
		switch {
		case len(cg.Cells) == 0:
			return fmt.Errorf("cage %d has no cells", k+1)
		case len(cg.Cells) > n:
			return fmt.Errorf("cage %d has %d cells; a cage holds at most %d", k+1, len(cg.Cells), n)
		case cg.Sum < 0 || cg.Sum > s.MaxSum():
			return fmt.Errorf("cage %d: sum %d is not 0 to %d", k+1, cg.Sum, s.MaxSum())
		}
		sum, free := 0, 0
		for _, c := range cg.Cells {
			if c < 0 || c >= cells {
				return fmt.Errorf("cage %d: cell %d is outside the %s grid", k+1, c, s)
			}
			if taken[c] != 0 {
				return fmt.Errorf("cage %d: %s is in cage %d already", k+1, s.CellName(c), taken[c])
			}
			taken[c] = k + 1
			sum += int(p.Givens[c])
			if p.Givens[c] == 0 {
				free++
			}
		}
		lo, hi := sum+free*(free+1)/2, sum+free*(2*n+1-free)/2
		switch {
		case cg.Sum == 0:
		case free == len(cg.Cells) && (lo > cg.Sum || hi < cg.Sum):
			return fmt.Errorf("cage %d at %s (%d cells, sum %d): %d different digits of 1-%d add up to %d to %d", k+1, s.CellName(cg.Cells[0]), len(cg.Cells), cg.Sum, free, n, lo, hi)
		case lo > cg.Sum || hi < cg.Sum:
			return fmt.Errorf("cage %d at %s (sum %d): its givens leave no digits for the rest", k+1, s.CellName(cg.Cells[0]), cg.Sum)
		}
	}
	if g == nil {
		g = NewGeometry(&p)
	}
	for c, v := range p.Givens {
		if v == 0 {
			continue
		}
		for _, d := range g.Peers(c) {
			if d > c && p.Givens[d] == v {
				return fmt.Errorf("%s and %s both hold %d %s", s.CellName(c), s.CellName(d), v, g.why(c, d))
			}
		}
	}
	return nil
}

// why says why cells a and b, peers, may not hold the same digit, as the
// 9x9 clashes say it: "in the same row", "a knight's move apart".
func (g *Geometry) why(a, b int) string {
	for _, h := range g.HousesOf(a) {
		if slices.Contains(g.houses[h].Cells, b) {
			switch k := g.houses[h].Kind; k {
			case geometry.Diagonal:
				return "on the same diagonal"
			default:
				return "in the same " + k.String()
			}
		}
	}
	n := g.shape.N()
	dr, dc := a/n-b/n, a%n-b%n
	switch {
	case dr*dr+dc*dc == 5:
		return "a knight's move apart"
	case dr*dr <= 1 && dc*dc <= 1:
		return "a king's move apart"
	}
	return "in the same cage"
}

// anchor returns the cage's first cell, -1 for a cage of no cells.
func (c Cage) anchor() int {
	if len(c.Cells) == 0 {
		return -1
	}
	return slices.Min(c.Cells)
}
