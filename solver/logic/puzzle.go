package logic

import (
	"fmt"
	"github.com/sudokudesktop/sudoku/solver/geometry"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// NewPuzzleBoard returns the board of a variant puzzle: its givens with
// every candidate they allow, and its Killer cages, which the Killer
// techniques read. The cage combinations are not applied to the
// candidates: that is the first Killer step a player takes, and the
// ladder's to find. The board shares p's cages; they must not change.
//
// The board reads its houses and peers from p's rules: the diagonals,
// windows, anti-knight and anti-king rules make more units and peers,
// which every technique then works over.
func NewPuzzleBoard(p variant.Puzzle) *Board {
	b := newShapedBoard(p.Givens, shapeFor(p.Rules))
	b.Cages = p.Cages
	return b
}

// Killer reports whether the board has cages, so that the Killer
// techniques apply and those that stand on classic uniqueness do not.
func (b *Board) Killer() bool { return len(b.Cages) > 0 }

// classicUnique holds the techniques that stand on the puzzle having one
// solution by the classic rules alone: a deadly pattern's other solution
// may break a Killer cage's sum, so on a board with cages they do not
// apply.
var classicUnique = func() (set [numTechniques]bool) {
	for _, t := range []Technique{
		UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4,
		UniqueRectangle5, UniqueRectangle6, AvoidableRectangle1, AvoidableRectangle2,
		HiddenRectangle, BUGPlus1,
	} {
		set[t] = true
	}
	return set
}()

// classicShapeOnly holds the techniques that stand on the houses and
// peers of classic Sudoku and have not been carried over to a board with
// more of them: on such a board they do not apply. (Uniqueness ones are
// in classicUnique: a deadly pattern of classic Sudoku may break a
// diagonal, window, knight or king rule, so it is not deadly there.)
var classicShapeOnly = func() (set [numTechniques]bool) {
	for _, t := range []Technique{} {
		set[t] = true
	}
	return set
}()

// appliesTo reports whether technique t may be tried on b: the Killer
// techniques on boards with cages, the classic uniqueness techniques on
// boards without.
func appliesTo(t Technique, b *Board) bool {
	if !b.plain() && (classicUnique[t] || classicShapeOnly[t]) {
		return false
	}
	if b.Killer() {
		return !classicUnique[t]
	}
	return !killerOnly[t]
}

// RatePuzzle is [Rate] for a variant puzzle: the classic ladder and, with
// cages, the Killer techniques. It returns ErrNoSolution or
// ErrMultipleSolutions for a puzzle that is not proper, and the puzzle's
// own error for one that is not valid (see [variant.Puzzle.Validate]).
func RatePuzzle(p variant.Puzzle) (Rating, error) {
	r, _, err := ratePuzzle(p)
	return r, err
}

// RatePuzzleUpTo is [RateUpTo] for a variant puzzle: it stops at the first
// step beyond level max. It does not check that the puzzle is proper.
func RatePuzzleUpTo(p variant.Puzzle, max Level) Rating {
	r, _, _ := rateBoard(NewPuzzleBoard(p), max)
	return r
}

// PathPuzzle is [Path] for a variant puzzle.
func PathPuzzle(p variant.Puzzle) ([]*Step, error) {
	_, steps, err := ratePuzzle(p)
	return steps, err
}

func ratePuzzle(p variant.Puzzle) (Rating, []*Step, error) {
	if err := p.Validate(); err != nil {
		return Rating{}, nil, fmt.Errorf("%w: %w", ErrNoSolution, err)
	}
	switch variant.Count(p, 2) {
	case 0:
		return Rating{}, nil, ErrNoSolution
	case 2:
		return Rating{}, nil, ErrMultipleSolutions
	}
	return rateBoard(NewPuzzleBoard(p), Extreme)
}

// solutionOf returns the solution of the placed digits of b under its
// rules, cages included, and whether there is one.
func solutionOf(b *Board) (solver.Grid, bool) {
	if b.plain() && !b.Killer() {
		return solver.Solve(b.Cells)
	}
	return variant.Solve(variant.Puzzle{Givens: b.Cells, Rules: geometry.Rules{Flags: b.Flags(), Cages: b.Cages, Regions: b.Geometry().Regions()}})
}
