package game

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Options are what the constructors and LoadFile take besides the
// puzzle: the clock that times the game (SystemClock when nil) and the
// random source that picks a bundled puzzle (seeded from the clock when
// nil).
type Options struct {
	Clock Clock
	Rand  *rand.Rand
}

func (o Options) rand() *rand.Rand {
	if o.Rand == nil {
		return rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	}
	return o.Rand
}

// FromLevel starts a game of a bundled puzzle of the named level ("easy"
// to "extreme", see levels.Names) picked with opts.Rand.
func FromLevel(name string, opts Options) (*Game, error) {
	level, err := logic.ParseLevel(name)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	text, n, err := levels.Random(name, opts.rand())
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g, err := FromText(text, level, opts.Clock)
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
	return g, nil
}

// FromGrid starts a game of givens at the level the logic engine rates it.
// A puzzle without exactly one solution is refused with an error wrapping
// ErrNotProper and the reason (see New): errors.As finds a
// *solver.ConflictError, errors.Is ErrNoSolution or ErrManySolutions. A
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
