package game

import (
	"fmt"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// rules is the solver-facing work a game needs of its rules: which cells
// see each other and why, its cages, the variant, and its puzzle as the
// solvers take it. Everything else in a game (moves, history, marks,
// timer, saves) knows nothing of them. nineRules serves every 9x9 game,
// sizedRules the grids of other sizes.
type rules interface {
	// shape returns the size of the grid and of its boxes.
	shape() sized.Shape
	// peers returns the cells that may not hold c's digit: its houses'
	// cells, its cage mates and the cells a knight's or king's move away
	// under those rules, in increasing order. The slice is the rules': do
	// not change it.
	peers(c solver.Cell) []solver.Cell
	// clash returns the unit that keeps peers a and b apart: the key of
	// the first house they share (geometry.House.Key) or the move
	// ("knight", "king"); inCage reports that only their cage does.
	clash(a, b solver.Cell) (unit string, inCage bool)
	// cages returns the Killer cages, nil when there are none.
	cages() []variant.Cage
	// cageOf returns the index in cages of c's cage, false when c is in none.
	cageOf(c solver.Cell) (int, bool)
	// variant returns the rule flags and whether there are cages.
	variant() geometry.Variant
	// puzzleRules returns the rules as a 9x9 puzzle holds them: on a grid
	// of another size, its flags alone (see sizedPuzzle).
	puzzleRules() geometry.Rules
	// geometry returns the 9x9 geometry of the rules (see Game.Geometry),
	// nil on a grid of another size.
	geometry() *geometry.Geometry
	// sizedPuzzle returns the puzzle of givens under the rules, as package
	// sized holds puzzles of every size.
	sizedPuzzle(givens *cellDigits) sized.Puzzle
	// reach returns the cells a knight's or king's move from c under the
	// rules that forbid them (those in c's houses too), in increasing
	// order; nil without them.
	reach(c solver.Cell) []solver.Cell
}

// nineRules are the rules of a 9x9 game of any variant: its geometry,
// variant.Solver and the logic engine's rating.
type nineRules struct {
	geo  *geometry.Geometry
	peer *peerTable // geo's peers as slices, for the hot loops
}

var _ rules = nineRules{}

// nineRulesOf returns the 9x9 rules r make, r's cages normalized (see
// variant.Puzzle.Normalize).
func nineRulesOf(r geometry.Rules) nineRules {
	geo := geometry.For(r)
	return nineRules{geo: geo, peer: peersOf(geo)}
}

// peerTable holds every cell's peers, in increasing order: those of cell
// c are cells[at[c]:at[c+1]]. Ranging over a slice is what keeps
// candidates and conflicts as fast behind the rules interface as on the
// geometry's CellSets.
type peerTable struct {
	at    [82]uint16
	cells []solver.Cell
}

// sharedPeers caches the peer tables of the geometries of boxes without
// cages, which geometry.Shared keeps one of per Flags value (so at most
// 16): *Geometry -> *peerTable. A Killer geometry is the game's own, and
// jigsaw layouts are as many as the puzzles: they get tables of their own.
var sharedPeers sync.Map

// peersOf returns geo's peer table.
func peersOf(geo *geometry.Geometry) *peerTable {
	shared := len(geo.Cages()) == 0 && geo.Regions() == nil
	if shared {
		if t, ok := sharedPeers.Load(geo); ok {
			return t.(*peerTable)
		}
	}
	t := &peerTable{}
	for c := range solver.Cell(81) {
		t.at[c] = uint16(len(t.cells))
		t.cells = append(t.cells, geo.Peers(c).Cells()...)
	}
	t.at[81] = uint16(len(t.cells))
	if shared {
		v, _ := sharedPeers.LoadOrStore(geo, t)
		return v.(*peerTable)
	}
	return t
}

func (nineRules) shape() sized.Shape { return sized.Shape9 }

func (r nineRules) peers(c solver.Cell) []solver.Cell {
	return r.peer.cells[r.peer.at[c]:r.peer.at[c+1]]
}

func (r nineRules) clash(a, b solver.Cell) (string, bool) {
	switch rel, h := r.geo.Between(a, b); rel {
	case geometry.SameHouse:
		return r.geo.Houses()[h].Key(), false
	case geometry.SameCage:
		return "", true
	default:
		return rel.String(), false
	}
}

func (r nineRules) cages() []variant.Cage { return r.geo.Cages() }

func (r nineRules) cageOf(c solver.Cell) (int, bool) { return r.geo.CageOf(c) }

func (r nineRules) variant() geometry.Variant { return r.geo.Rules().Variant() }

func (r nineRules) puzzleRules() geometry.Rules { return r.geo.Rules() }

func (r nineRules) geometry() *geometry.Geometry { return r.geo }

func (r nineRules) sizedPuzzle(givens *cellDigits) sized.Puzzle {
	return sized.FromVariant(variant.Puzzle{Givens: givens.nine(), Rules: r.geo.Rules()})
}

func (r nineRules) reach(c solver.Cell) []solver.Cell {
	if c < 0 || c >= 81 {
		return nil
	}
	return r.geo.Moves(c).Cells()
}

// solveNine returns the only solution of p. A puzzle without exactly one is
// refused with an error wrapping solver.ErrNotProper and the reason: a
// *solver.ConflictError naming two cells of one row, column or box,
// another rule's words from Validate, solver.ErrNoSolution or
// solver.ErrMultipleSolutions. A full grid, its own solution, is refused
// with ErrNothingToSolve: every way a game starts, or a save loads, goes
// through here, so no game is ever made of one. It reads p's own rules,
// p is checked before its rules are built.
func solveNine(p variant.Puzzle) (solver.Grid, error) {
	if p.Givens.Givens() == 81 && p.Validate() == nil {
		return solver.Grid{}, ErrNothingToSolve
	}
	if err := p.Validate(); err != nil {
		return solver.Grid{}, fmt.Errorf("%w: %w", solver.ErrNotProper, err)
	}
	var s variant.Solver
	switch sol, n := s.Solve(p, 2); n {
	case 1:
		return sol, nil
	case 0:
		return solver.Grid{}, fmt.Errorf("%w: %w", solver.ErrNotProper, solver.ErrNoSolution)
	default:
		return solver.Grid{}, fmt.Errorf("%w: %w", solver.ErrNotProper, solver.ErrMultipleSolutions)
	}
}

// rateNine returns the level logic.RatePuzzle gives p.
func rateNine(p variant.Puzzle) (logic.Level, error) {
	r, err := logic.RatePuzzle(p)
	return r.Level, err
}
