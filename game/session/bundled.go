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

// bundled makes a game of a bundled classic puzzle of the named level
// ("easy" to "extreme", see levels.Names), picked with the session's
// random source: the stand-in under the first start's level card.
func (s *Session) bundled(name string) (*game.Game, error) {
	level, err := logic.ParseLevel(name)
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	return bundledFrom(levels.Random, s.opts.Rand, geometry.Variant{}, level, s.opts.Clock)
}

// BundledCount returns how many puzzles the bundled set of a variant's
// level holds (see levels.Set), for the window to offer no more than
// that to print.
func BundledCount(v geometry.Variant, level string) (int, error) {
	return levels.Count(levels.Set(v.Name(), level))
}

// LevelNames returns the levels a new game can have, easiest first:
// "easy", "medium", "hard", "expert", "extreme". The slice is the
// caller's own.
func LevelNames() []string { return slices.Clone(levels.Names) }

// BundledSet returns the first n puzzles of the bundled set of a
// variant's level ("easy" to "extreme"; see levels.Set), with the
// variant's rules, for printing.
func BundledSet(v geometry.Variant, level string, n int) ([]variant.Puzzle, error) {
	name := levels.Set(v.Name(), level)
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
			out[i], err = parseBundled(text)
		}
		if err != nil {
			return nil, fmt.Errorf("%s puzzle %d: %w", name, i+1, err)
		}
		out[i].Flags = v.Flags
	}
	return out, nil
}

// PrintPuzzle is a bundled puzzle to print: its givens, its rules (the
// Killer cages, nil for none, the flags that draw diagonals or
// windows, and a jigsaw's regions, nil for the boxes), and its solution when answers were asked for (all 0
// otherwise).
type PrintPuzzle struct {
	Givens, Solution solver.Grid
	Cages            []variant.Cage
	Flags            geometry.Flags
	Regions          geometry.Regions
}

// PrintSet returns the first n puzzles of the bundled set of a variant's
// level, for printing; with answers, each with its solution, worked out
// here so that the window solves nothing. A puzzle without a solution is
// an error naming it.
func PrintSet(v geometry.Variant, level string, n int, answers bool) ([]PrintPuzzle, error) {
	puzzles, err := BundledSet(v, level, n)
	if err != nil {
		return nil, err
	}
	out := make([]PrintPuzzle, len(puzzles))
	for i, pz := range puzzles {
		out[i] = PrintPuzzle{Givens: pz.Givens, Cages: pz.Cages, Flags: pz.Flags, Regions: pz.Regions}
		if !answers {
			continue
		}
		sol, ok := variant.Solve(pz)
		if !ok {
			return nil, fmt.Errorf("%s puzzle %d has no solution", levels.Set(v.Name(), level), i+1)
		}
		out[i].Solution = sol
	}
	return out, nil
}
