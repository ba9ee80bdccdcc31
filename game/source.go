package game

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// FromLevel starts a game, timed by the system clock, of a bundled puzzle
// of the named level ("easy" to "extreme", see levels.Names) picked with
// rng.
func FromLevel(name string, rng *rand.Rand) (*Game, error) {
	if rng == nil {
		return nil, errors.New("game: FromLevel needs a random source")
	}
	level, err := logic.ParseLevel(name)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	text, n, err := levels.Random(name, rng)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g, err := FromText(text, level, SystemClock{})
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
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
