package game

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Options are what the constructors and LoadFile take besides the
// puzzle: the clock that times the game (SystemClock when nil).
type Options struct {
	Clock Clock
}

// FromPuzzle starts a game of p, of any variant, at the level the logic
// engine rates it. A puzzle without exactly one solution is refused with
// an error wrapping solver.ErrNotProper and the reason (see New):
// errors.As finds a *solver.ConflictError, errors.Is solver.ErrNoSolution
// or solver.ErrMultipleSolutions. A full grid is refused with
// ErrNothingToSolve.
func FromPuzzle(p variant.Puzzle, opts Options) (*Game, error) {
	sol, err := solveNine(p)
	if err != nil {
		return nil, err
	}
	level, err := rateNine(p)
	if err != nil { // cannot happen: the puzzle is proper
		return nil, fmt.Errorf("game: rating: %w", err)
	}
	g := solvedGame(p, sol, level, opts.Clock)
	g.timer.start()
	return g, nil
}

// FromSized starts a game of p, a puzzle of any shape, at the level the
// steps of its size rate it (logic.RatePuzzle for 9x9, sized.Rate for
// the others), refused as NewSized refuses a puzzle.
func FromSized(p sized.Puzzle, opts Options) (*Game, error) {
	if p.Shape == sized.Shape9 {
		v, err := p.ToVariant()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", solver.ErrNotProper, err)
		}
		return FromPuzzle(v, opts)
	}
	if len(p.Cages) > 0 {
		return nil, ErrSizedCages
	}
	sol, err := solveSized(p)
	if err != nil {
		return nil, err
	}
	level, err := rateSized(p)
	if err != nil { // cannot happen: the puzzle is proper
		return nil, fmt.Errorf("game: rating: %w", err)
	}
	g := solvedSizedGame(p, sol, level, opts.Clock)
	g.timer.start()
	return g, nil
}

// FromGrid is FromPuzzle of a classic puzzle.
func FromGrid(givens solver.Grid, opts Options) (*Game, error) {
	return FromPuzzle(variant.Puzzle{Givens: givens}, opts)
}

// FromText starts a game of a puzzle written as solver.ParseLine reads it
// (81 characters, '.' for blanks) at the given level, timed by clock
// (SystemClock when nil).
func FromText(text string, level logic.Level, clock Clock) (*Game, error) {
	givens, err := solver.ParseLine(text)
	if err != nil {
		return nil, fmt.Errorf("game: puzzle: %w", err)
	}
	return New(variant.Puzzle{Givens: givens}, level, clock)
}
