package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

const stepsHead = `Usage: sudoku-cli steps [-i FILE] [-lang en|zh-Hans] [PUZZLE]

Steps prints the solve path of one puzzle, one step per line, in words:
always the easiest step a person could take next. The puzzle is the
argument, or the text of -i FILE, or standard input, in any format the
game reads (one line of 81 cells, nine rows, a drawn grid, .sdk, .ss), or
a puzzle of a variant in any of its formats (see VARIANTS in the manual).

Exit status: 0 when the puzzle was solved, 1 when it has no solution or
several or is malformed, or when the steps of a grid of another size run
out before it is solved (the last line says so), 2 for a bad command line
or unreadable input.
`

// maxStepsInput is the most text steps reads: as much as the game opens.
const maxStepsInput = 8 << 20

func runSteps(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("steps", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), stepsHead, "\nFlags:\n")
		fs.PrintDefaults()
	}
	in := fs.String("i", "", "read the puzzle from `FILE` (default the argument, else standard input)")
	lang := fs.String("lang", "en", "write the steps in `LANGUAGE`: "+strings.Join(logic.Languages, " or "))
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return showUsage(fs, stderr)
	case err != nil:
		return usageError(stderr, "steps", err)
	case fs.NArg() > 1:
		return usageError(stderr, "steps", fmt.Errorf("unexpected argument %q", fs.Arg(1)))
	case fs.NArg() == 1 && *in != "":
		return usageError(stderr, "steps", errors.New("give the puzzle as an argument or with -i, not both"))
	case !slices.Contains(logic.Languages, *lang):
		return usageError(stderr, "steps", fmt.Errorf("-lang %q: not a language the steps are written in (%s)",
			*lang, strings.Join(logic.Languages, ", ")))
	}
	text := fs.Arg(0)
	if fs.NArg() == 0 {
		r := stdin
		if *in != "" && *in != "-" {
			f, err := os.Open(*in)
			if err != nil {
				fmt.Fprintf(stderr, "sudoku-cli: steps: %v\n", err)
				return exitUsage
			}
			defer f.Close()
			r = f
		}
		data, err := io.ReadAll(io.LimitReader(r, maxStepsInput+1))
		if err == nil && len(data) > maxStepsInput {
			err = fmt.Errorf("the input is larger than %d MiB: give one puzzle", maxStepsInput>>20)
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli: steps: %v\n", err)
			return exitUsage
		}
		text = string(data)
	}
	text = strings.TrimPrefix(text, "\uFEFF") // a byte-order mark is no part of the puzzle, wherever it came from
	// failed answers with the error line, and exitFail, or exitUsage when
	// the line could not be written.
	failed := func(err error) int {
		if _, werr := fmt.Fprintf(stdout, "error: %v\n", err); werr != nil {
			return writeError(stderr, "steps", werr)
		}
		return exitFail
	}
	var path []*logic.Step
	classic := true
	text, _ = sized.NineLine(text)
	if sized.Looks(text) {
		lines, solved, err := stepsSized(text, *lang)
		if err != nil {
			return failed(err)
		}
		w := bufio.NewWriter(stdout)
		for _, l := range lines {
			fmt.Fprintln(w, l)
		}
		if err := w.Flush(); err != nil {
			return writeError(stderr, "steps", err)
		}
		if !solved {
			return exitFail
		}
		return exitOK
	}
	g, err := solver.Parse(text)
	if variant.IsKiller(text) || err != nil && variant.IsVariantLine(text) {
		// A variant line: its rules choose the path, and a puzzle of the
		// classic rules alone (an ISS string of givens) takes the classic
		// one, clashes named as for any classic puzzle.
		var p variant.Puzzle
		if p, err = variant.Parse(text); err != nil {
			return failed(err)
		}
		g, classic = p.Givens, isClassic(p)
		if !classic {
			if path, err = logic.PathPuzzle(p); err != nil {
				return failed(err)
			}
		}
	} else if err != nil {
		return failed(err)
	}
	if classic {
		if path, err = logic.Path(g); err != nil {
			if cerr := g.Conflict(); cerr != nil {
				err = cerr // two givens clash: say which
			}
			return failed(err)
		}
	}
	w := bufio.NewWriter(stdout)
	for _, s := range path {
		fmt.Fprintln(w, s.Describe(*lang))
	}
	if err := w.Flush(); err != nil {
		return writeError(stderr, "steps", err)
	}
	return exitOK
}
