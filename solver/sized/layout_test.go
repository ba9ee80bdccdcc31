package sized_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/sized"
)

func TestRandomLayout(t *testing.T) {
	var s sized.Solver
	for _, shape := range sized.Shapes() {
		filled, boxes := 0, 0
		for i := range 20 {
			r := sized.RandomLayout(shape, newRand(uint64(i)))
			p := sized.New(shape)
			p.Regions = r
			if err := p.Validate(); err != nil {
				t.Fatalf("%s: %v", shape, err)
			}
			g := sized.NewGeometry(&p)
			for _, h := range g.Houses()[2*shape.N() : 3*shape.N()] {
				if !connected(shape, h.Cells) {
					t.Fatalf("%s: region at %s is not connected", shape, shape.CellName(h.Cells[0]))
				}
			}
			p.Normalize()
			if p.Regions == nil {
				boxes++
			}
			if shape.N() <= 12 {
				if _, err := s.Fill(p, newRand(uint64(i))); err == nil {
					filled++
				}
			}
		}
		if boxes > 2 {
			t.Errorf("%s: %d of 20 layouts are the boxes", shape, boxes)
		}
		if shape.N() <= 12 && filled < 10 {
			t.Errorf("%s: %d of 20 layouts filled", shape, filled)
		}
		t.Logf("%s: %d of 20 filled", shape, filled)
	}
}

// connected reports whether cells touch side by side as one piece.
func connected(s sized.Shape, cells []int) bool {
	n := s.N()
	in := map[int]bool{}
	for _, c := range cells {
		in[c] = true
	}
	seen := map[int]bool{cells[0]: true}
	stack := []int{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range []int{c - n, c + n, c - 1, c + 1} {
			if d < 0 || d >= s.Cells() || (d == c-1 || d == c+1) && d/n != c/n {
				continue
			}
			if in[d] && !seen[d] {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return len(seen) == len(cells)
}
