package session

import (
	"fmt"
	"github.com/sudokudesktop/sudoku/solver/geometry"
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

// PrintPuzzle is a bundled puzzle to print: its givens, a Killer's
// cages (nil for a classic puzzle), and its solution when answers were
// asked for (all 0 otherwise).
type PrintPuzzle struct {
	Givens, Solution solver.Grid
	Cages            []variant.Cage
}

// PrintSet returns the first n puzzles of a level's bundled collection,
// the Killer one when killer is set, for printing; with answers, each
// with its solution, worked out here so that the window solves nothing.
// A puzzle without a solution is an error naming it.
func PrintSet(level string, n int, killer, answers bool) ([]PrintPuzzle, error) {
	var out []PrintPuzzle
	if killer {
		puzzles, err := BundledKillers(level, n)
		if err != nil {
			return nil, err
		}
		for _, pz := range puzzles {
			out = append(out, PrintPuzzle{Givens: pz.Givens, Cages: pz.Cages})
		}
	} else {
		grids, err := BundledPuzzles(level, n)
		if err != nil {
			return nil, err
		}
		for _, g := range grids {
			out = append(out, PrintPuzzle{Givens: g})
		}
	}
	if !answers {
		return out, nil
	}
	for i := range out {
		pz := &out[i]
		ok := false
		if killer {
			pz.Solution, ok = variant.Solve(variant.Puzzle{Givens: pz.Givens, Rules: geometry.Rules{Cages: pz.Cages}})
		} else {
			pz.Solution, ok = solver.Solve(pz.Givens)
		}
		if !ok {
			return nil, fmt.Errorf("%s puzzle %d has no solution", level, i+1)
		}
	}
	return out, nil
}
