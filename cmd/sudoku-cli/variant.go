package main

import (
	"errors"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles"
	"github.com/sudokudesktop/sudoku/solver/variant/plain"
)

// Variant lines (Killers, Sudoku X, Windoku, anti-knight, anti-king and
// their combinations, in the project's tagged line, Interactive Sudoku
// Solver's strings, the forum's short Killer format or SudoCue's) may come
// mixed with classic ones in any input: a line that is no classic puzzle
// is told apart by its shape (variant.IsVariantLine) and read by
// variant.Parse. Its rules, not its format, choose the engine: a puzzle
// with any rule beyond the classic ones goes to the variant engines, one
// without (an ISS string of givens alone) to the classic ones, with the
// same answers and exit statuses as a classic line. No variant line reads
// as a classic one, so classic lines are read first and pay nothing for
// the look.

// A variantEngine searches variant puzzles for up to limit solutions and
// returns the first one and how many it found. Each worker has its own.
type variantEngine interface {
	Solve(p variant.Puzzle, limit int) (first solver.Grid, count int)
}

// variantEngines maps the names -engine accepts to the variant engine that
// answers for them: the fast engine for backtrack, and Dancing Links with
// cage-combination rows (package plain, the fast engine's cross-check)
// for dlx.
var variantEngines = map[string]func() variantEngine{
	"backtrack": func() variantEngine { return new(variant.Solver) },
	"dlx":       func() variantEngine { return dancingVariant{} },
}

// dancingVariant is package plain as a variantEngine.
type dancingVariant struct{}

func (dancingVariant) Solve(p variant.Puzzle, limit int) (solver.Grid, int) {
	n, first := plain.Count(p, limit)
	return first, n
}

// isVariant reports whether line l is written in a variant format, or is
// an f-puzzles or SudokuPad link or f-puzzles' JSON on one line (see
// fpuzzles.Looks).
func isVariant(l inputLine) bool { return variant.IsVariantLine(l.text) || fpuzzles.Looks(l.text) }

// parseVariant reads the variant puzzle on one input line; errors are
// *solver.SyntaxError with the line's real number, as parsePuzzle's.
func parseVariant(l inputLine) (variant.Puzzle, error) {
	parse := variant.Parse
	if fpuzzles.Looks(l.text) { // first: "https:" looks like a variant's tag
		parse = func(text string) (variant.Puzzle, error) {
			p, _, err := fpuzzles.Parse(text)
			return p, err
		}
	}
	p, err := parse(l.text)
	if err != nil || l.long {
		return p, lineError(l, err)
	}
	return p, nil
}

// isClassic reports whether p plays the classic rules alone.
func isClassic(p variant.Puzzle) bool { return p.Variant() == geometry.Variant{} }

// solveVariant answers a variant line of solve: a classic puzzle with e,
// any other with k.
func solveVariant(dst []byte, l inputLine, e solver.Engine, k variantEngine) ([]byte, bool) {
	p, err := parseVariant(l)
	if err != nil {
		return appendError(dst, err), false
	}
	if isClassic(p) {
		return solveClassic(dst, p.Givens, e)
	}
	sol, n := k.Solve(p, 2)
	switch n {
	case 0:
		return append(dst, "error: no solution"...), false
	case 1:
		return sol.AppendDigits(dst), true
	default:
		return append(dst, "error: multiple solutions"...), false
	}
}

// countVariant answers a variant line of count.
func countVariant(dst []byte, l inputLine, e solver.Engine, k variantEngine, limit int) ([]byte, bool) {
	p, err := parseVariant(l)
	if err != nil {
		return appendError(dst, err), false
	}
	if isClassic(p) {
		return countClassic(dst, p.Givens, e, limit)
	}
	_, n := k.Solve(p, limit)
	return strconv.AppendInt(dst, int64(n), 10), true
}

// rateVariant answers a variant line of rate.
func rateVariant(dst []byte, l inputLine) ([]byte, bool) {
	p, err := parseVariant(l)
	if err != nil {
		return appendError(dst, err), false
	}
	if isClassic(p) {
		return rateClassic(dst, p.Givens)
	}
	r, err := logic.RatePuzzle(p)
	switch {
	case errors.Is(err, solver.ErrNoSolution):
		return append(dst, "error: no solution"...), false
	case errors.Is(err, solver.ErrMultipleSolutions):
		return append(dst, "error: multiple solutions"...), false
	case err != nil:
		return appendError(dst, err), false
	}
	return append(dst, r.String()...), true
}
