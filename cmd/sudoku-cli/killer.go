package main

import (
	"errors"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/plain"
)

// Killer lines may come mixed with classic ones in any input: a line that
// is no classic puzzle is told apart by its shape (variant.IsKiller) and
// answered by the Killer engines, with the same answers and exit statuses
// as a classic line. No Killer line reads as a classic one (each holds a
// tag or an arrow within its first 81 characters), so classic lines are
// read first and pay nothing for the look.

// A killerEngine searches Killer puzzles for up to limit solutions and
// returns the first one and how many it found. Each worker has its own.
type killerEngine interface {
	Solve(p variant.Puzzle, limit int) (first solver.Grid, count int)
}

// killerEngines maps the names -engine accepts to the Killer engine that
// answers for them: the fast engine for backtrack, and Dancing Links with
// cage-combination rows (package plain, the fast engine's cross-check)
// for dlx.
var killerEngines = map[string]func() killerEngine{
	"backtrack": func() killerEngine { return new(variant.Solver) },
	"dlx":       func() killerEngine { return dancingKiller{} },
}

// dancingKiller is package plain as a killerEngine.
type dancingKiller struct{}

func (dancingKiller) Solve(p variant.Puzzle, limit int) (solver.Grid, int) {
	n, first := plain.Count(p, limit)
	return first, n
}

// isKiller reports whether line l is written in a Killer format.
func isKiller(l inputLine) bool { return variant.IsKiller(l.text) }

// parseKiller reads the Killer puzzle on one input line; errors are
// *solver.SyntaxError with the line's real number, as parsePuzzle's.
func parseKiller(l inputLine) (variant.Puzzle, error) {
	p, err := variant.Parse(l.text)
	if err != nil || l.long {
		return p, lineError(l, err)
	}
	return p, nil
}

// solveKiller answers a Killer line of solve.
func solveKiller(dst []byte, l inputLine, e killerEngine) ([]byte, bool) {
	p, err := parseKiller(l)
	if err != nil {
		return appendError(dst, err), false
	}
	sol, n := e.Solve(p, 2)
	switch n {
	case 0:
		return append(dst, "error: no solution"...), false
	case 1:
		return sol.AppendDigits(dst), true
	default:
		return append(dst, "error: multiple solutions"...), false
	}
}

// countKiller answers a Killer line of count.
func countKiller(dst []byte, l inputLine, e killerEngine, limit int) ([]byte, bool) {
	p, err := parseKiller(l)
	if err != nil {
		return appendError(dst, err), false
	}
	_, n := e.Solve(p, limit)
	return strconv.AppendInt(dst, int64(n), 10), true
}

// rateKiller answers a Killer line of rate.
func rateKiller(dst []byte, l inputLine) ([]byte, bool) {
	p, err := parseKiller(l)
	if err != nil {
		return appendError(dst, err), false
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
