package main

import (
	"errors"
	"io"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

const rateHead = `Usage: sudoku-cli rate [-i FILE] [-o FILE] [-j N]

Rate reads puzzles one per line and writes one line per input line, in
input order: the level (easy, medium, hard, expert or extreme), the score,
and the techniques the solve path uses, easiest first, as

	hard 4.2 hidden-single locked-candidates x-wing

or "error: no solution", "error: multiple solutions" or "error: line L,
column C: ..." for a malformed line. Lines of the variants may be mixed
in (see VARIANTS in the manual); their paths add the variants'
techniques.

Exit status: 0 when every puzzle was rated, 1 when any was not (every line
is still answered), 2 for a bad command line or when the input cannot be
read or the output written.
`

func runRate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("rate", rateHead)
	var f lineFlags
	f.registerIO(fs)
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	if err := f.checkJobs(); err != nil {
		return usageError(stderr, "rate", err)
	}
	return f.run("rate", stdin, stdout, stderr, func() lineFunc { return rateLine })
}

// rateLine answers one line of rate.
func rateLine(dst []byte, l inputLine) ([]byte, bool) {
	l = untagNine(l)
	g, err := parsePuzzle(l)
	if err != nil {
		if sized.Looks(l.text) {
			return rateSized(dst, l)
		}
		if isVariant(l) {
			return rateVariant(dst, l)
		}
		return appendError(dst, err), false
	}
	return rateClassic(dst, g)
}

// rateClassic answers a classic puzzle of rate.
func rateClassic(dst []byte, g solver.Grid) ([]byte, bool) {
	r, err := logic.Rate(g)
	switch {
	case errors.Is(err, solver.ErrNoSolution):
		return appendNoSolution(dst, g), false
	case errors.Is(err, solver.ErrMultipleSolutions):
		return append(dst, "error: multiple solutions"...), false
	case err != nil:
		return appendError(dst, err), false
	}
	return append(dst, r.String()...), true
}
