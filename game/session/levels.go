package session

import (
	"fmt"
	"time"

	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
)

// LevelNames are the levels a new game can have, easiest first: "easy",
// "medium", "hard", "expert", "extreme".
var LevelNames = levels.Names

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

// Notify shows msg in the status line: the window reports there what it
// did itself, such as a file exported.
func (s *Session) Notify(msg Message) {
	defer s.begin()()
	s.status = msg
}

// Elapsed returns the game's time, for the clock; 0 while a puzzle is
// entered.
func (s *Session) Elapsed() time.Duration {
	if s.mode == entering {
		return 0
	}
	return s.g.Elapsed()
}
