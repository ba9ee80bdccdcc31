package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

const countHead = `Usage: sudoku-cli count [-i FILE] [-o FILE] [-j N] [-engine backtrack|dlx] [-limit N]

Count reads puzzles one per line and writes one line per input line, in
input order: the number of solutions, counting no further than -limit, or
"error: r1c1 and r1c2 both hold 1 in the same row" when two givens clash,
or "error: line L, column C: ..." for a malformed line. Lines of the
variants may be mixed in (see VARIANTS in the manual).

Exit status: 0 when every line was a puzzle, 1 when any was malformed or
clashed
(every line is still answered), 2 for a bad command line or when the input
cannot be read or the output written.
`

func runCount(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("count", countHead)
	var f lineFlags
	f.register(fs)
	limit := fs.Int("limit", 2, "stop counting at `N` solutions")
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	newEngine, err := f.check()
	if err == nil && *limit < 1 {
		err = fmt.Errorf("-limit %d: need at least 1", *limit)
	}
	if err != nil {
		return usageError(stderr, "count", err)
	}
	return f.run("count", stdin, stdout, stderr, func() lineFunc {
		return countLine(newEngine(), variantEngines[f.engine](), new(sized.Solver), *limit)
	})
}

// countLine returns the line function of count, which counts classic
// puzzles with e, puzzles with more rules with k and grids of other sizes
// with s, up to limit solutions.
func countLine(e solver.Engine, k variantEngine, s *sized.Solver, limit int) lineFunc {
	return func(dst []byte, l inputLine) ([]byte, bool) {
		l = untagNine(l)
		g, err := parsePuzzle(l)
		if err != nil {
			if sized.Looks(l.text) {
				return countSized(dst, l, s, limit)
			}
			if isVariant(l) {
				return countVariant(dst, l, e, k, limit)
			}
			return appendError(dst, err), false
		}
		return countClassic(dst, g, e, limit)
	}
}

// countClassic answers a classic puzzle of count.
func countClassic(dst []byte, g solver.Grid, e solver.Engine, limit int) ([]byte, bool) {
	_, n := e.Solve(g, limit)
	if n == 0 {
		if err := g.Conflict(); err != nil { // no solution because two givens clash: say so
			return appendError(dst, err), false
		}
	}
	return strconv.AppendInt(dst, int64(n), 10), true
}
