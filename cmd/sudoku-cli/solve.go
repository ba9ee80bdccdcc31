package main

import (
	"io"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

const solveHead = `Usage: sudoku-cli solve [-i FILE] [-o FILE] [-j N] [-engine backtrack|dlx]

Solve reads puzzles one per line and writes one line per input line, in
input order: the solution (81 digits, or the cells of a grid of another
size), or "error: no solution", "error: r1c1 and
r1c2 both hold 1 in the same row" when two givens clash, "error: multiple
solutions" or "error: line L, column C: ..." for a malformed line.
It counts to two solutions to prove each puzzle unique. Lines of the
variants (Killer, Sudoku X, Windoku, anti-knight, anti-king and their
combinations), in any of their formats, may be mixed in (see VARIANTS in
the manual).

Exit status: 0 when every puzzle had exactly one solution, 1 when any had
none or several or was malformed (every line is still answered), 2 for a
bad command line or when the input cannot be read or the output written.
`

func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("solve", solveHead)
	var f lineFlags
	f.register(fs)
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	newEngine, err := f.check()
	if err != nil {
		return usageError(stderr, "solve", err)
	}
	return f.run("solve", stdin, stdout, stderr, func() lineFunc {
		return solveLine(newEngine(), variantEngines[f.engine](), new(sized.Solver))
	})
}

// solveLine returns the line function of solve, which answers classic
// puzzles with e, puzzles with more rules with k and grids of other sizes
// with s.
func solveLine(e solver.Engine, k variantEngine, s *sized.Solver) lineFunc {
	return func(dst []byte, l inputLine) ([]byte, bool) {
		l = untagNine(l)
		g, err := parsePuzzle(l)
		if err != nil {
			if sized.Looks(l.text) {
				return solveSized(dst, l, s)
			}
			if isVariant(l) {
				return solveVariant(dst, l, e, k)
			}
			return appendError(dst, err), false
		}
		return solveClassic(dst, g, e)
	}
}

// solveClassic answers a classic puzzle of solve.
func solveClassic(dst []byte, g solver.Grid, e solver.Engine) ([]byte, bool) {
	sol, n := e.Solve(g, 2)
	switch n {
	case 0:
		return appendNoSolution(dst, g), false
	case 1:
		return sol.AppendDigits(dst), true
	default:
		return append(dst, "error: multiple solutions"...), false
	}
}
