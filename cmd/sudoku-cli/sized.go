package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"

	"github.com/sudokudesktop/sudoku/solver/sized"
)

// Lines of grids other than 9x9 (4x4, 6x6, 12x12, 16x16: plain lines of
// their cells, "6x6-x:<givens>" tagged lines, ISS strings with
// ".Shape~6x6") may come mixed with the others; sized.Looks tells them
// apart, and package sized reads and solves them with its own search,
// whatever -engine says. They are looked for only after a line failed
// to read as a classic puzzle.

// untagNine returns l with a 9x9 shape tag taken off ("9x9-x:<givens>"
// becomes "x:<givens>"), so that the 9x9 readers and engines answer it.
func untagNine(l inputLine) inputLine {
	l.text, _ = sized.NineLine(l.text)
	return l
}

// parseSized reads the puzzle of another shape on one input line; errors
// are *solver.SyntaxError with the line's real number.
func parseSized(l inputLine) (sized.Puzzle, error) {
	p, err := sized.Parse(l.text)
	if err != nil {
		return p, lineError(l, err)
	}
	return p, nil
}

// solveSized answers a line of another shape of solve.
func solveSized(dst []byte, l inputLine, s *sized.Solver) ([]byte, bool) {
	p, err := parseSized(l)
	if err != nil {
		return appendError(dst, err), false
	}
	sol, n := s.Solve(p, 2)
	switch n {
	case 0:
		return append(dst, "error: no solution"...), false
	case 1:
		return append(dst, sized.FormatGrid(sol)...), true
	default:
		return append(dst, "error: multiple solutions"...), false
	}
}

// countSized answers a line of another shape of count.
func countSized(dst []byte, l inputLine, s *sized.Solver, limit int) ([]byte, bool) {
	p, err := parseSized(l)
	if err != nil {
		return appendError(dst, err), false
	}
	return strconv.AppendInt(dst, int64(s.Count(p, limit)), 10), true
}

// sizedConverters writes a puzzle of another shape in the format -to
// names, those that can hold it.
var sizedConverters = map[string]func(sized.Puzzle) (string, error){
	"line": func(p sized.Puzzle) (string, error) { return sized.Format(p), nil },
	"iss":  func(p sized.Puzzle) (string, error) { return sized.FormatISS(p), nil },
}

// generateSized is generate for a grid of another shape: the flags' rules
// on it, a level the shape has, and the givens symmetric under a half
// turn.
func generateSized(fs *flag.FlagSet, shape sized.Shape, variantName, levelName, formatName string, seed *uint64, n, jobs int, out string, stdout, stderr io.Writer) int {
	v, err := geometry.ParseVariant(variantName)
	var level logic.Level
	switch {
	case err != nil:
	case v.Killer:
		err = fmt.Errorf("-variant %s: grids of other sizes are made without cages so far (classic, jigsaw, x, windoku, antiknight, antiking)", v.Name())
	case flagSet(fs, "symmetry") && fs.Lookup("symmetry").Value.String() != "rotate180":
		err = errors.New("-symmetry: grids of other sizes are made symmetric under a half turn (rotate180; 6x6 past easy: no symmetry)")
	case n < 0:
		err = fmt.Errorf("-n %d: need 0 or more puzzles", n)
	default:
		if level, err = sizedLevel(shape, levelName); err == nil {
			err = checkJobs(jobs)
		}
	}
	write := sizedConverters[formatName]
	if err == nil && write == nil {
		err = fmt.Errorf("-format %q: want line or iss", formatName)
	}
	if err != nil {
		return usageError(stderr, "generate", err)
	}
	return writeMade("generate", fs, seed, n, jobs, out, stdout, stderr, func(_ *generate.Generator, i int) ([]byte, error) {
		var s sized.Solver
		rng := rand.New(rand.NewPCG(*seed, uint64(i)))
		p := sized.New(shape)
		p.Flags = v.Flags
		var q sized.Puzzle
		err := sized.ErrLevelNotFound
		// A jigsaw draws a layout for each try: some layouts take no grid
		// under the rules, or no puzzle of the level.
		for try := 0; err != nil && try < 20; try++ {
			if v.Jigsaw {
				p.Regions = sized.RandomLayout(shape, rng)
			}
			q, _, err = s.GenerateLevel(p, level, 200/20, rng)
		}
		if errors.Is(err, sized.ErrNoFill) {
			err = fmt.Errorf("no %s grid keeps the rules %s", shape, v.Name())
		}
		if err != nil {
			return nil, err
		}
		line, err := write(q)
		return []byte(line), err
	})
}
