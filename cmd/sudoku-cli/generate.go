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
	"slices"
	"strings"
	"time"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

const generateHead = `Usage: sudoku-cli generate -n N -level LEVEL [-shape SHAPE] [-variant VARIANT] [-format FORMAT] [-seed S] [-symmetry SYM] [-j N] [-o FILE]

Generate writes N puzzles of the level (easy, medium, hard, expert or
extreme), one line each. Each has exactly one solution, proved by the
solver. The same seed gives the same puzzles, whatever -j is; without
-seed the seed is drawn from the clock and reported on standard error.

The variant is classic (the default), killer, x (both long diagonals
hold 1-9), windoku (four more 3x3 windows), antiknight or antiking (no
digit repeats a knight's or a king's move away), jigsaw (nine irregular
regions in place of the boxes, a random layout for each puzzle), or any
mix of them joined by "," or "-": killer-x, x,antiking, jigsaw-x. Classic puzzles are 81
characters with '.' for blanks; the others are written in the project's
line format that solve, count, rate and steps read, which carries the
rules (-format iss: ISS constraint strings). Puzzles without cages are
minimal for their symmetry: no symmetric group of givens can go without
a second solution (easy puzzles: without needing more than singles).
A mix that no grid keeps (anti-knight with anti-king and x, for one) is
an error, found after a search of the empty grid that may take minutes.

With -shape 4x4, 6x6, 12x12 or 16x16 it makes grids of that size, classic
or with jigsaw (a random layout for each puzzle), x, windoku, antiknight
and antiking, symmetric under a half turn
(6x6 past easy: not symmetric), and minimal for their level: no group of
givens can go with the level's steps still solving it; each shape has the levels its
grids reach: 4x4 easy; 6x6 easy and hard; 12x12 and 16x16 the five, rated
by the steps rate and steps show for them (subsets, fish up to jellyfish,
wings, skyscrapers, kites, X- and XY-chains; extreme is past them).

Killer puzzles (any variant with killer) have connected cages of 1 to 6
cells, mostly 2 to 4 and at easy and medium never 1, over the whole
grid, and no givens; -symmetry does not apply. Example: sudoku-cli
generate -variant killer-x -level hard -n 10 -seed 1 -o killers.txt
`

// puzzleFormat is a format -format names and how it writes a puzzle.
type puzzleFormat struct {
	name  string
	write func(variant.Puzzle) string
}

// puzzleFormats are the formats -format accepts, the default first.
var puzzleFormats = []puzzleFormat{
	{"line", variant.Format},
	{"iss", variant.FormatISS},
}

func runGenerate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("generate", generateHead)
	n := fs.Int("n", 1, "make `N` puzzles")
	levelName := fs.String("level", "", "the `LEVEL`: easy, medium, hard, expert or extreme (required)")
	seed := fs.Uint64("seed", 0, "the random `SEED` (default: from the clock)")
	variantName := fs.String("variant", geometry.ClassicName, "the `VARIANT` of Sudoku: classic, or any mix of jigsaw, killer, x, windoku, antiknight and antiking")
	formatName := fs.String("format", puzzleFormats[0].name, "write the puzzles in `FORMAT`: "+formatNames())
	symName := fs.String("symmetry", "rotate180", "keep the givens in `SYM`: none, rotate180, mirror or diagonal (not for Killers)")
	jobs := fs.Int("j", runtime.NumCPU(), "generate on `N` workers")
	out := fs.String("o", "", "write the puzzles to `FILE` (default standard output)")
	shapeName := fs.String("shape", "9x9", "the grid's `SHAPE`: 4x4, 6x6, 9x9, 12x12 or 16x16")
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	if shape, err := sized.ParseShape(*shapeName); err != nil {
		return usageError(stderr, "generate", err)
	} else if shape != sized.Shape9 {
		return generateSized(fs, shape, *variantName, *levelName, *formatName, seed, *n, *jobs, *out, stdout, stderr)
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
	v, write, err := variantAndFormat(*variantName, *formatName)
	if err != nil {
		return usageError(stderr, "generate", err)
	}
	if v.Killer && flagSet(fs, "symmetry") {
		return usageError(stderr, "generate", errors.New("-symmetry does not apply to Killers: they have no givens"))
	}
	if *n < 0 {
		return usageError(stderr, "generate", fmt.Errorf("-n %d: need 0 or more puzzles", *n))
	}
	if err := checkJobs(*jobs); err != nil {
		return usageError(stderr, "generate", err)
	}
	return writeMade("generate", fs, seed, *n, *jobs, *out, stdout, stderr, func(g *generate.Generator, i int) ([]byte, error) {
		g.Reset(rand.NewPCG(*seed, uint64(i)))
		p, err := g.Puzzle(context.Background(), v, level, sym)
		return []byte(write(p.Puzzle)), err
	})
}

// variantAndFormat reads the -variant and -format flags of the verbs
// that make puzzles: the variant, and how to write its puzzles.
func variantAndFormat(variantName, formatName string) (geometry.Variant, func(variant.Puzzle) string, error) {
	v, err := geometry.ParseVariant(variantName)
	if err != nil || strings.TrimSpace(variantName) == "" {
		return v, nil, fmt.Errorf("-variant %q: want classic, or any mix of jigsaw, killer, x, windoku, antiknight and antiking", variantName)
	}
	i := slices.IndexFunc(puzzleFormats, func(f puzzleFormat) bool { return f.name == formatName })
	if i < 0 {
		return v, nil, fmt.Errorf("-format %q: want %s", formatName, formatNames())
	}
	return v, puzzleFormats[i].write, nil
}

// formatNames lists the names -format accepts.
func formatNames() string {
	names := make([]string, len(puzzleFormats))
	for i, f := range puzzleFormats {
		names[i] = f.name
	}
	return strings.Join(names, " or ")
}

// flagSet reports whether the command line set the flag named.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// writeMade writes the n lines makeLine makes, on up to jobs workers each
// with a generator of its own, in index order, to out ("" or "-" for
// stdout), for the verb named; a seed not given on the command line is
// drawn from the clock and reported on stderr. It returns the exit status.
func writeMade(verb string, fs *flag.FlagSet, seed *uint64, n, jobs int, out string, stdout, stderr io.Writer,
	makeLine func(g *generate.Generator, i int) ([]byte, error)) int {
	jobs = max(1, min(jobs, n)) // never more workers than lines to make
	if !flagSet(fs, "seed") {
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
