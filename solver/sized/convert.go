package sized

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// FromVariant returns the 9x9 puzzle v as a Puzzle.
func FromVariant(v variant.Puzzle) Puzzle {
	p := Puzzle{Shape: Shape9, Givens: v.Givens[:], Flags: v.Flags}
	p.Givens = append([]uint8(nil), v.Givens[:]...)
	if !v.Regions.IsBoxes() {
		p.Regions = append([]uint8(nil), v.Regions.Normalize()...)
	}
	for _, c := range v.Cages {
		cg := Cage{Sum: c.Sum}
		for _, x := range c.Cells {
			cg.Cells = append(cg.Cells, int(x))
		}
		p.Cages = append(p.Cages, cg)
	}
	return p
}

// ToVariant returns p, a 9x9 puzzle, as a variant.Puzzle, the type of the
// 9x9 engines and logic; an error for another shape or a puzzle that is
// not valid.
func (p Puzzle) ToVariant() (variant.Puzzle, error) {
	var v variant.Puzzle
	if p.Shape != Shape9 {
		return v, fmt.Errorf("a %s puzzle is not a 9x9 one", p.Shape)
	}
	if err := p.Validate(); err != nil {
		return v, err
	}
	copy(v.Givens[:], p.Givens)
	v.Flags = p.Flags
	if p.Regions != nil {
		v.Regions = append(geometry.Regions(nil), p.Regions...)
	}
	for _, c := range p.Cages {
		cg := variant.Cage{Sum: c.Sum}
		for _, x := range c.Cells {
			cg.Cells = append(cg.Cells, solver.Cell(x))
		}
		v.Cages = append(v.Cages, cg)
	}
	v.Normalize()
	return v, nil
}
