package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

const practiceHead = `Usage: sudoku-cli practice -technique ID [-n N] [-seed S] [-j N] [-o FILE]

Practice writes N positions in which the technique is the next step and
nothing easier applies, one a line, in the line format of HoDoKu's
regression library:

	:<code>:<digits>:<givens>:<deleted candidates>:<eliminations>:<placements>:

where the code is HoDoKu's for the technique, the givens are 81 cells with
'.' for an empty one and '+' before a digit placed by the steps before,
the deleted candidates are those the earlier steps removed beyond what the
placed digits rule out, and a candidate is written digit, row, column
("436" is 4 in r3c6). The technique proves exactly the eliminations or
placements listed. Each position comes from a generated puzzle (of the
technique's level, rotate180 symmetry) at the first point of its solve path
where the technique is the next step: common techniques come in a fraction
of a second, rare ones (templates, some uniqueness patterns) may take
minutes a position. The same seed gives the same
positions, whatever -j is; without -seed the seed is drawn from the clock
and reported on standard error. The techniques are those the hints use
before a guess; 'sudoku-cli practice -technique list' lists them.
`

func runPractice(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("practice", practiceHead)
	id := fs.String("technique", "", "the technique's `ID`, as x-wing (required; list: print the IDs)")
	n := fs.Int("n", 1, "write `N` positions")
	seed := fs.Uint64("seed", 0, "the random `SEED` (default: from the clock)")
	jobs := fs.Int("j", runtime.NumCPU(), "search on `N` workers")
	out := fs.String("o", "", "write the positions to `FILE` (default standard output)")
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	if *id == "list" {
		return listPractisable(stdout, stderr)
	}
	t, err := logic.ParseTechnique(*id)
	switch {
	case *id == "":
		err = errors.New("-technique is required")
	case err == nil && !logic.Practisable(t):
		err = fmt.Errorf("technique %q is not one the hints take as a step of its own", *id)
	}
	if err != nil {
		return usageError(stderr, "practice", err)
	}
	if *n < 0 {
		return usageError(stderr, "practice", fmt.Errorf("-n %d: need 0 or more positions", *n))
	}
	if err := checkJobs(*jobs); err != nil {
		return usageError(stderr, "practice", err)
	}
	return writeMade("practice", fs, seed, *n, *jobs, *out, stdout, stderr, func(g *generate.Generator, i int) ([]byte, error) {
		line, err := practiceLine(context.Background(), g, *seed, i, t)
		return []byte(line), err
	})
}

// practiceLine finds the i-th position of the seed for technique t: it
// generates puzzles of t's level from the source (seed, i) until the
// solve path of one meets t as its next step, and writes that position as
// a library line.
func practiceLine(ctx context.Context, g *generate.Generator, seed uint64, i int, t logic.Technique) (string, error) {
	g.Reset(rand.NewPCG(seed, uint64(i)))
	for {
		p, err := g.Generate(ctx, t.Level(), generate.Rotate180)
		if err != nil {
			return "", err
		}
		// The rating walk takes Next's steps until its first forcing
		// chain: a puzzle whose rating never uses t rarely meets it.
		if !slices.Contains(p.Rating.Techniques, t) {
			continue
		}
		if b, s := logic.PracticePosition(p.Grid, t); s != nil {
			return logic.FormatRegLine(b, s), nil
		}
	}
}

// listPractisable writes the IDs of the techniques practice takes, one a
// line, with their level.
func listPractisable(stdout, stderr io.Writer) int {
	bw := bufio.NewWriter(stdout)
	for _, t := range logic.Techniques() {
		if logic.Practisable(t) {
			fmt.Fprintf(bw, "%s %s\n", t.ID(), t.Level())
		}
	}
	if err := bw.Flush(); err != nil {
		return writeError(stderr, "practice", err)
	}
	return exitOK
}
