package game

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Options are what the constructors and LoadFile take besides the
// puzzle: the clock that times the game (SystemClock when nil).
type Options struct {
	Clock Clock
}

// FromGrid starts a game of givens at the level the logic engine rates it.
// A puzzle without exactly one solution is refused with an error wrapping
// solver.ErrNotProper and the reason (see New): errors.As finds a
// *solver.ConflictError, errors.Is solver.ErrNoSolution or
// solver.ErrMultipleSolutions. A
// full grid is refused with ErrNothingToSolve.
func FromGrid(givens solver.Grid, opts Options) (*Game, error) {
	sol, err := solve(givens)
	if err != nil {
		return nil, err
	}
	r, err := logic.Rate(givens)
	if err != nil { // cannot happen: the puzzle is proper
		return nil, fmt.Errorf("game: rating: %w", err)
	}
	g := solvedGame(givens, sol, r.Level, opts.Clock)
	g.timer.start()
	return g, nil
}

// FromText starts a game of a puzzle written as solver.ParseLine reads it
// (81 characters, '.' for blanks) at the given level, timed by clock
// (SystemClock when nil).
func FromText(text string, level logic.Level, clock Clock) (*Game, error) {
	givens, err := solver.ParseLine(text)
	if err != nil {
		return nil, fmt.Errorf("game: puzzle: %w", err)
	}
	return New(givens, level, clock)
}
