package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"time"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

const generateHead = `Usage: sudoku-cli generate -n N -level LEVEL [-seed S] [-symmetry SYM] [-j N] [-o FILE]

Generate writes N puzzles of the level (easy, medium, hard, expert or
extreme), one 81-character line each with '.' for blanks. Each has exactly
one solution, proved by the solver, and is minimal for its symmetry: no
symmetric group of givens can go without a second solution (easy puzzles:
without needing more than singles). The same seed gives the same puzzles,
whatever -j is; without -seed the seed is drawn from the clock and
reported on standard error.
`

func runGenerate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("generate", generateHead)
	n := fs.Int("n", 1, "make `N` puzzles")
	levelName := fs.String("level", "", "the `LEVEL`: easy, medium, hard, expert or extreme (required)")
	seed := fs.Uint64("seed", 0, "the random `SEED` (default: from the clock)")
	symName := fs.String("symmetry", "rotate180", "keep the givens in `SYM`: none, rotate180, mirror or diagonal")
	jobs := fs.Int("j", runtime.NumCPU(), "generate on `N` workers")
	out := fs.String("o", "", "write the puzzles to `FILE` (default standard output)")
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	level, err := logic.ParseLevel(*levelName)
	if *levelName == "" {
		err = errors.New("-level is required")
	}
	if err != nil {
		return usageError(stderr, "generate", err)
	}
	sym, err := generate.ParseSymmetry(*symName)
	if err != nil {
		return usageError(stderr, "generate", err)
	}
	if *n < 0 {
		return usageError(stderr, "generate", fmt.Errorf("-n %d: need 0 or more puzzles", *n))
	}
	if err := checkJobs(*jobs); err != nil {
		return usageError(stderr, "generate", err)
	}
	return writeMade("generate", fs, seed, *n, *jobs, *out, stdout, stderr, func(g *generate.Generator, i int) ([]byte, error) {
		g.Reset(rand.NewPCG(*seed, uint64(i)))
		p, err := g.Generate(context.Background(), level, sym)
		return p.Grid.AppendDigits(nil), err
	})
}

// writeMade writes the n lines makeLine makes, on up to jobs workers each
// with a generator of its own, in index order, to out ("" or "-" for
// stdout), for the verb named; a seed not given on the command line is
// drawn from the clock and reported on stderr. It returns the exit status.
func writeMade(verb string, fs *flag.FlagSet, seed *uint64, n, jobs int, out string, stdout, stderr io.Writer,
	makeLine func(g *generate.Generator, i int) ([]byte, error)) int {
	jobs = max(1, min(jobs, n)) // never more workers than lines to make
	seeded := false
	fs.Visit(func(f *flag.Flag) { seeded = seeded || f.Name == "seed" })
	if !seeded {
		*seed = uint64(time.Now().UnixNano())
		fmt.Fprintf(stderr, "sudoku-cli: %s: -seed %d\n", verb, *seed)
	}
	w := stdout
	if out != "" && out != "-" {
		f, err := os.Create(out)
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli: %s: %v\n", verb, err)
			return exitUsage
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	err := generateOrdered(n, jobs, makeLine, func(line []byte) error {
		bw.Write(line)
		return bw.WriteByte('\n')
	})
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if c, ok := w.(io.Closer); ok && w != stdout {
		if cerr := c.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-cli: %s: %v\n", verb, err)
		return exitUsage
	}
	return exitOK
}

// generateOrdered makes n items on jobs workers, each with a generator of
// its own, and hands them to emit in index order. At most 2*jobs items are
// in flight, so memory does not grow with n.
func generateOrdered(n, jobs int, makeLine func(*generate.Generator, int) ([]byte, error), emit func([]byte) error) error {
	type result struct {
		line []byte
		err  error
	}
	type job struct {
		i    int
		slot chan result
	}
	order := make(chan chan result, 2*jobs)
	work := make(chan job, 2*jobs)
	done := make(chan struct{})
	defer close(done)
	for w := 0; w < jobs; w++ {
		go func() {
			g := generate.New(rand.NewPCG(0, 0))
			for j := range work {
				line, err := makeLine(g, j.i)
				j.slot <- result{line, err}
			}
		}()
	}
	go func() {
		defer close(order)
		defer close(work)
		for i := 0; i < n; i++ {
			slot := make(chan result, 1)
			select {
			case order <- slot:
			case <-done:
				return
			}
			select {
			case work <- job{i, slot}:
			case <-done:
				return
			}
		}
	}()
	for slot := range order {
		r := <-slot
		if r.err != nil {
			return r.err
		}
		if err := emit(r.line); err != nil {
			return err
		}
	}
	return nil
}
