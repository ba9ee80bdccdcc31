package session

import (
	"fmt"
	"slices"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// bundled makes a game of a bundled puzzle of the named level ("easy" to
// "extreme", see levels.Names), picked with the session's random source.
func (s *Session) bundled(name string) (*game.Game, error) {
	level, err := logic.ParseLevel(name)
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	text, n, err := levels.Random(name, s.opts.Rand)
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	g, err := game.FromText(text, level, s.opts.Clock)
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
	return g, nil
}

// BundledCount returns how many puzzles the bundled collection of a level
// holds, for the window to offer no more than that to print.
func BundledCount(level string) (int, error) { return levels.Count(level) }

// LevelNames returns the levels a new game can have, easiest first:
// "easy", "medium", "hard", "expert", "extreme". The slice is the
// caller's own.
func LevelNames() []string { return slices.Clone(levels.Names) }

// BundledPuzzles returns the first n puzzles of the bundled collection of
// a level, for printing.
func BundledPuzzles(level string, n int) ([]solver.Grid, error) {
	count, err := levels.Count(level)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > count {
		return nil, fmt.Errorf("level %s has %d puzzles; asked for %d", level, count, n)
	}
	out := make([]solver.Grid, n)
	for i := range out {
		text, err := levels.Puzzle(level, i)
		if err == nil {
			out[i], err = solver.ParseLine(text)
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// BundledKillers returns the first n Killer puzzles of the bundled
// collection of a level ("easy" to "extreme"; the collection is
// "killer-" and the level, see levels.KillerNames), for printing.
func BundledKillers(level string, n int) ([]variant.Puzzle, error) {
	name := "killer-" + level
	count, err := levels.Count(name)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > count {
		return nil, fmt.Errorf("level %s has %d puzzles; asked for %d", name, count, n)
	}
	out := make([]variant.Puzzle, n)
	for i := range out {
		text, err := levels.Puzzle(name, i)
		if err == nil {
			out[i], err = variant.Parse(text)
		}
		if err != nil {
			return nil, fmt.Errorf("%s puzzle %d: %w", name, i+1, err)
		}
	}
	return out, nil
}

// BundledKillerCount returns how many Killer puzzles the bundled
// collection of a level holds, for the window to offer no more than that
// to print.
func BundledKillerCount(level string) (int, error) { return levels.Count("killer-" + level) }
