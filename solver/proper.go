package solver

import (
	"errors"
	"fmt"
)

// The errors of a puzzle that does not have exactly one solution: one
// set for the whole project, so that the game, the logic engine, the
// session and the command line name the same reasons. Compare with
// errors.Is; Proper's errors wrap ErrNotProper and one of the reasons
// (or a *ConflictError, for errors.As).
var (
	// ErrNotProper is a puzzle without exactly one solution.
	ErrNotProper = errors.New("the puzzle does not have exactly one solution")
	// ErrNoSolution is a puzzle whose givens do not clash, yet cannot
	// all be kept.
	ErrNoSolution = errors.New("no solution")
	// ErrMultipleSolutions is a puzzle with more than one solution.
	ErrMultipleSolutions = errors.New("multiple solutions")
)

// Proper returns the one solution of g, or why g is not a proper puzzle:
// an error wrapping ErrNotProper and a *ConflictError naming two givens
// that clash, ErrNoSolution or ErrMultipleSolutions.
func Proper(g Grid) (Grid, error) {
	if err := g.Conflict(); err != nil {
		return Grid{}, fmt.Errorf("%w: %w", ErrNotProper, err)
	}
	bt := pool.Get().(*Backtracker)
	defer pool.Put(bt)
	switch sol, n := bt.Solve(g, 2); n {
	case 1:
		return sol, nil
	case 0:
		return Grid{}, fmt.Errorf("%w: %w", ErrNotProper, ErrNoSolution)
	default:
		return Grid{}, fmt.Errorf("%w: %w", ErrNotProper, ErrMultipleSolutions)
	}
}
