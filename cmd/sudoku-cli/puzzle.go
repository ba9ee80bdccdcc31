package main

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/sudokudesktop/sudoku/solver"
)

// parsePuzzle reads the puzzle on one input line. Errors are
// *solver.SyntaxError with the line's real number. A line cut short for
// being too long is an error too: the first one in the part kept when
// there is one, else one saying the line is too long, at the first column
// not kept.
func parsePuzzle(l inputLine) (solver.Grid, error) {
	g, err := solver.ParseLine(l.text)
	if err != nil || l.long {
		return g, lineError(l, err)
	}
	return g, nil
}

// lineError returns the error for line l given the error ParseLine
// returned, which may be nil for a long line. It is apart from parsePuzzle
// to keep the success path free of allocations.
func lineError(l inputLine, err error) *solver.SyntaxError {
	var se *solver.SyntaxError
	if err != nil && !errors.As(err, &se) {
		se = &solver.SyntaxError{Col: 1, Msg: err.Error()}
	}
	if l.long {
		// ParseLine counts columns in runes, one per invalid byte, as
		// RuneCountInString does.
		kept := utf8.RuneCountInString(l.text)
		if se == nil || se.Col > kept {
			se = &solver.SyntaxError{Col: kept + 1, Msg: "line longer than " + strconv.Itoa(maxLine) + " bytes"}
		}
	}
	se.Line = l.no
	return se
}

// appendError appends the error line for err, "error: " and its text.
func appendError(dst []byte, err error) []byte {
	dst = append(dst, "error: "...)
	return append(dst, err.Error()...)
}

// appendNoSolution appends the error line for a puzzle without a
// solution: the clash that rules it out, named as the game names it, when
// two givens clash, else "error: no solution". Only such a puzzle pays for
// the look.
func appendNoSolution(dst []byte, g solver.Grid) []byte {
	if err := g.Conflict(); err != nil {
		return appendError(dst, err)
	}
	return append(dst, "error: no solution"...)
}
