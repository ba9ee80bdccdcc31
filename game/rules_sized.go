package game

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// sizedRules are the rules of a grid of any shape, read from package
// solver/sized: its geometry and its solver. No game uses them yet: they
// hold the part of the rules seam (peers, solving the givens) that a grid
// of another size needs first, and a test checks that on 9x9 puzzles they
// agree with nineRules. They do not satisfy rules yet; the seam's solve
// and cages take 9x9 types until games of other sizes are made. On some
// 9x9 Killers the sized solver is far slower than variant.Solver
// (killer-x-extreme's first puzzle: ~10 s against ~1 ms), so 9x9 games
// should keep nineRules.
type sizedRules struct {
	puzzle sized.Puzzle // the rules, normalized, with the givens they were made with
	geo    *sized.Geometry
	peer   [][]solver.Cell // geo's peers, for the hot loops
}

// sizedRulesOf returns the rules of p (its shape, flags, regions and
// cages), normalized; p is not changed.
func sizedRulesOf(p sized.Puzzle) sizedRules {
	q := p.Clone()
	q.Normalize()
	geo := sized.NewGeometry(&q)
	peer := make([][]solver.Cell, q.Shape.Cells())
	for c := range peer {
		for _, x := range geo.Peers(c) {
			peer[c] = append(peer[c], solver.Cell(x))
		}
	}
	return sizedRules{puzzle: q, geo: geo, peer: peer}
}

func (r sizedRules) shape() sized.Shape { return r.puzzle.Shape }

// peers returns the cells that may not hold c's digit, in increasing
// order (see rules.peers); nil for a cell outside the grid.
func (r sizedRules) peers(c solver.Cell) []solver.Cell {
	if c < 0 || int(c) >= len(r.peer) {
		return nil
	}
	return r.peer[c]
}

// solve returns the only solution of givens under the rules, refused as
// nineRules.solve refuses a puzzle: ErrNothingToSolve for a full valid
// grid, else an error wrapping solver.ErrNotProper and the reason
// (Validate's, solver.ErrNoSolution or solver.ErrMultipleSolutions).
func (r sizedRules) solve(givens []uint8) ([]uint8, error) {
	p := r.puzzle.Clone()
	p.Givens = append([]uint8(nil), givens...)
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", solver.ErrNotProper, err)
	}
	full := true
	for _, d := range p.Givens {
		full = full && d != 0
	}
	if full {
		return nil, ErrNothingToSolve
	}
	var s sized.Solver
	switch sol, n := s.Solve(p, 2); n {
	case 1:
		return sol, nil
	case 0:
		return nil, fmt.Errorf("%w: %w", solver.ErrNotProper, solver.ErrNoSolution)
	default:
		return nil, fmt.Errorf("%w: %w", solver.ErrNotProper, solver.ErrMultipleSolutions)
	}
}
