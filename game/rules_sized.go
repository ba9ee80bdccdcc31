package game

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// sizedRules are the rules of a grid of another size than 9x9, read from
// package solver/sized: its geometry, solver and steps. A 9x9 game keeps
// nineRules, whose engines are the fast ones (on some 9x9 Killers the
// sized solver is far slower: killer-x-extreme's first puzzle takes ~10 s
// against ~1 ms). Grids of other sizes have no Killer cages in a game.
type sizedRules struct {
	puzzle sized.Puzzle // the rules, normalized, with no givens
	geo    *sized.Geometry
	peer   [][]solver.Cell // geo's peers, for the hot loops
	moves  [][]solver.Cell // the cells a knight's or king's move away, under those rules
}

var _ rules = sizedRules{}

// sizedRulesOf returns the rules of p (its shape, flags, regions and
// cages), normalized; p is not changed. p should be valid (see
// sized.Puzzle.Validate).
func sizedRulesOf(p sized.Puzzle) sizedRules {
	q := p.Clone()
	q.Normalize()
	q.Givens = make([]uint8, q.Shape.Cells())
	geo := sized.NewGeometry(&q)
	n := q.Shape.N()
	peer := make([][]solver.Cell, q.Shape.Cells())
	moves := make([][]solver.Cell, q.Shape.Cells())
	for c := range peer {
		for _, x := range geo.Peers(c) {
			peer[c] = append(peer[c], solver.Cell(x))
			dr, dc := c/n-x/n, c%n-x%n
			knight := q.AntiKnight && dr*dr+dc*dc == 5
			king := q.AntiKing && dr*dr <= 1 && dc*dc <= 1
			if knight || king {
				moves[c] = append(moves[c], solver.Cell(x))
			}
		}
	}
	return sizedRules{puzzle: q, geo: geo, peer: peer, moves: moves}
}

// houseOf returns the first house of geo holding cells a and b.
func houseOf(geo *sized.Geometry, a, b int) (sized.House, bool) {
	for _, h := range geo.HousesOf(a) {
		house := geo.Houses()[h]
		for _, x := range house.Cells {
			if x == b {
				return house, true
			}
		}
	}
	return sized.House{}, false
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

func (r sizedRules) clash(a, b solver.Cell) (string, bool) {
	if h, ok := houseOf(r.geo, int(a), int(b)); ok {
		return geometry.House{Kind: h.Kind, Index: h.Index}.Key(), false
	}
	if ca, ok := r.geo.CageOf(int(a)); ok {
		if cb, ok := r.geo.CageOf(int(b)); ok && ca == cb {
			return "", true
		}
	}
	n := r.puzzle.Shape.N()
	ai, bi := int(a), int(b)
	dr, dc := ai/n-bi/n, ai%n-bi%n
	if dr*dr+dc*dc == 5 {
		return geometry.Knight.String(), false
	}
	return geometry.King.String(), false
}

func (sizedRules) cages() []variant.Cage { return nil }

func (sizedRules) cageOf(solver.Cell) (int, bool) { return 0, false }

// variant returns the puzzle's variant with its size (see
// geometry.Variant.Size), so that statistics and names tell grids apart.
func (r sizedRules) variant() geometry.Variant {
	v := r.puzzle.Variant()
	v.Size = r.puzzle.Shape.N()
	return v
}

func (r sizedRules) puzzleRules() geometry.Rules { return geometry.Rules{Flags: r.puzzle.Flags} }

func (sizedRules) geometry() *geometry.Geometry { return nil }

func (r sizedRules) sizedPuzzle(givens *cellDigits) sized.Puzzle {
	p := r.puzzle.Clone()
	copy(p.Givens, givens[:])
	return p
}

func (r sizedRules) reach(c solver.Cell) []solver.Cell {
	if c < 0 || int(c) >= len(r.moves) {
		return nil
	}
	return r.moves[c]
}

// solveSized returns the only solution of p, refused as solveNine
// refuses a puzzle: ErrNothingToSolve for a full valid grid, else an
// error wrapping solver.ErrNotProper and the reason (Validate's,
// solver.ErrNoSolution or solver.ErrMultipleSolutions).
func solveSized(p sized.Puzzle) ([]uint8, error) {
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

// rateSized returns the level sized.Rate gives p, a proper puzzle.
func rateSized(p sized.Puzzle) (logic.Level, error) {
	r, err := sized.Rate(p)
	return r.Level, err
}
