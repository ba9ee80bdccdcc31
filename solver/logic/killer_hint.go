package logic

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// NewPuzzleHint is [NewHint] for a variant puzzle: the solution is the
// puzzle's under its cages, and the step is the Killer ladder's. It
// returns ErrNotProper for a puzzle that is not valid or has no single
// solution.
func NewPuzzleHint(p variant.Puzzle, entries solver.Grid, marks *[81]Digits) (Hint, error) {
	if len(p.Cages) == 0 {
		return NewHint(p.Givens, entries, marks)
	}
	if p.Validate() != nil {
		return Hint{}, ErrNotProper
	}
	sol, n := new(variant.Solver).Solve(p, 2)
	if n != 1 {
		return Hint{}, ErrNotProper
	}
	return hintToward(p.Givens, entries, marks, sol, p.Cages)
}
