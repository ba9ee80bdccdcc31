package session

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver/logic"
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
