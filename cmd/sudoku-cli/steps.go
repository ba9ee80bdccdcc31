package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

const stepsHead = `Usage: sudoku-cli steps [-i FILE] [-lang en|zh-Hans] [PUZZLE]

Steps prints the solve path of one puzzle, one step per line, in words:
always the easiest step a person could take next. The puzzle is the
argument, or the text of -i FILE, or standard input, in any format the
game reads (one line of 81 cells, nine rows, a drawn grid, .sdk, .ss).

Exit status: 0 when the puzzle was solved, 1 when it has no solution or
several or is malformed, 2 for a bad command line or unreadable input.
`

func runSteps(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("steps", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), stepsHead, "\nFlags:\n")
		fs.PrintDefaults()
	}
	in := fs.String("i", "", "read the puzzle from `FILE` (default the argument, else standard input)")
	lang := fs.String("lang", "en", "write the steps in `LANGUAGE`: en or zh-Hans")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(stderr)
		fs.Usage()
		return exitOK
	case err != nil:
		return usageError(stderr, "steps", err)
	case fs.NArg() > 1:
		return usageError(stderr, "steps", fmt.Errorf("unexpected argument %q", fs.Arg(1)))
	case fs.NArg() == 1 && *in != "":
		return usageError(stderr, "steps", errors.New("give the puzzle as an argument or with -i, not both"))
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
		data, err := io.ReadAll(io.LimitReader(r, 1<<20))
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli: steps: %v\n", err)
			return exitUsage
		}
		text = string(data)
	}
	g, err := solver.Parse(text)
	if err != nil {
		fmt.Fprintf(stdout, "error: %v\n", err)
		return exitFail
	}
	path, err := logic.Path(g)
	if err != nil {
		fmt.Fprintf(stdout, "error: %v\n", err)
		return exitFail
	}
	w := bufio.NewWriter(stdout)
	for _, s := range path {
		fmt.Fprintln(w, s.Describe(*lang))
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "sudoku-cli: steps: %v\n", err)
		return exitUsage
	}
	return exitOK
}
