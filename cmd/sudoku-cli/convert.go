package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles"
)

const convertHead = `Usage: sudoku-cli convert [-to line|iss|sudocue|fpuzzles] [-i FILE] [-o FILE] [-j N] [FILE ...]

Convert reads puzzles one per line, in any format solve reads (classic
lines, the project's tagged lines, Interactive Sudoku Solver's constraint
strings, the forum's short Killer format, SudoCue's, f-puzzles and
SudokuPad links; see VARIANTS in the manual), and writes each in the
format -to names, one line per input
line, in input order: line, the project's line (81 cells, "x:<givens>",
"killer-x:<cages>:<sums>:<givens>" ...); iss, an Interactive Sudoku Solver
string (".Diagonal~1.Diagonal~-1.~R1C3_1.Cage~15~R1C3~R1C4"); or sudocue,
SudoCue's "3x3::k:" form, which holds Killer and Killer-X alone; or
fpuzzles, an f-puzzles link ("https://www.f-puzzles.com/?load=N4Ig..."),
which f-puzzles and SudokuPad open (a link's title and author are not
kept). A line
that cannot be read, or a puzzle the format cannot hold, is answered with
"error: line L, column C: ..." (the column where the reading stopped)
or "error: line L: ..."; the files given as arguments are read in turn,
and their errors name the file: "error: FILE:L:C: ...".

Exit status: 0 when every line was converted, 1 when any was not (every
line is still answered), 2 for a bad command line or when the input cannot
be read or the output written.
`

// converters maps the names -to accepts to the writers of the formats.
var converters = map[string]func(variant.Puzzle) (string, error){
	"line":    func(p variant.Puzzle) (string, error) { return variant.Format(p), nil },
	"iss":     func(p variant.Puzzle) (string, error) { return variant.FormatISS(p), nil },
	"sudocue": variant.FormatSudoCue,
	"fpuzzles": func(p variant.Puzzle) (string, error) {
		return fpuzzles.Link(p, fpuzzles.Meta{}), nil
	},
}

// converterNames lists the formats -to accepts, the default first.
var converterNames = []string{"line", "iss", "sudocue", "fpuzzles"}

func runConvert(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("convert", convertHead)
	var f lineFlags
	f.registerIO(fs)
	to := fs.String("to", converterNames[0], "write the puzzles in `FORMAT`: "+strings.Join(converterNames, ", "))
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return showUsage(fs, stderr)
	case err != nil:
		return usageError(stderr, "convert", err)
	}
	write, ok := converters[*to]
	switch {
	case !ok:
		err = fmt.Errorf("-to %q: want %s", *to, strings.Join(converterNames, ", "))
	case fs.NArg() > 0 && f.in != "":
		err = errors.New("give the input as -i FILE or as arguments, not both")
	default:
		err = f.checkJobs()
	}
	if err != nil {
		return usageError(stderr, "convert", err)
	}
	files := fs.Args()
	if len(files) == 0 {
		return f.run("convert", stdin, stdout, stderr, func() lineFunc { return convertLine(write, sizedConverters[*to], *to, "") })
	}
	// The files in turn, into one output.
	_, out, finish, err := f.open(stdin, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-cli: convert: %v\n", err)
		return exitUsage
	}
	failed := false
	for _, name := range files {
		if err == nil {
			err = convertFile(name, out, &f, write, sizedConverters[*to], *to, &failed)
		}
	}
	if ferr := finish(); err == nil {
		err = ferr
	}
	switch {
	case err != nil:
		fmt.Fprintf(stderr, "sudoku-cli: convert: %v\n", err)
		return exitUsage
	case failed:
		return exitFail
	}
	return exitOK
}

// convertFile converts the puzzles of the file name to out, setting
// *failed when a line could not be converted.
func convertFile(name string, out io.Writer, f *lineFlags, write func(variant.Puzzle) (string, error), writeSized func(sized.Puzzle) (string, error), to string, failed *bool) error {
	in, err := os.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	if fi, err := in.Stat(); err == nil && fi.IsDir() {
		return &os.PathError{Op: "read", Path: name, Err: errors.New("is a directory")}
	}
	if f.out != "" && f.out != "-" {
		if same, err := sameFile(in, f.out); err != nil || same {
			if err == nil {
				err = fmt.Errorf("-o %s is the input file %s", f.out, name)
			}
			return err
		}
	}
	bad, err := pipeline(in, out, f.jobs, func() lineFunc { return convertLine(write, writeSized, to, name) })
	*failed = *failed || bad
	return err
}

// convertLine returns the line function of convert: it reads a line in
// any format and writes it with write, or a grid of another size with
// writeSized (nil when the format to, which names it in errors, holds
// 9x9 grids alone). file, when set, names the file in error lines.
func convertLine(write func(variant.Puzzle) (string, error), writeSized func(sized.Puzzle) (string, error), to, file string) lineFunc {
	return func(dst []byte, l inputLine) ([]byte, bool) {
		l = untagNine(l)
		if sized.Looks(l.text) {
			p, err := parseSized(l)
			if err == nil && writeSized == nil {
				err = fmt.Errorf("-to %s: this program writes %s of 9x9 grids alone, not %s; -to line or iss write every size", to, to, p.Shape)
			}
			var s string
			if err == nil {
				s, err = writeSized(p)
			}
			if err != nil {
				return appendConvertError(dst, err, file, l.no), false
			}
			return append(dst, s...), true
		}
		p, err := parseAny(l)
		if err != nil {
			return appendConvertError(dst, err, file, l.no), false
		}
		s, err := write(p)
		if err != nil {
			return appendConvertError(dst, err, file, l.no), false
		}
		return append(dst, s...), true
	}
}

// parseAny reads the puzzle of one input line in any format: a classic
// line first, as every verb reads it, else a variant line.
func parseAny(l inputLine) (variant.Puzzle, error) {
	g, err := parsePuzzle(l)
	if err == nil {
		return variant.Puzzle{Givens: g}, nil
	}
	if isVariant(l) {
		return parseVariant(l)
	}
	return variant.Puzzle{}, err
}

// appendConvertError appends the error line of convert for line no: a
// *solver.SyntaxError as it is ("line L, column C: ..."), any other error
// after "line L: "; with a file, "FILE:L:C: ..." or "FILE:L: ...".
func appendConvertError(dst []byte, err error, file string, no int) []byte {
	var se *solver.SyntaxError
	if !errors.As(err, &se) {
		se = &solver.SyntaxError{Line: no, Msg: err.Error()}
	}
	switch {
	case file == "":
		return appendError(dst, se)
	case se.Col > 0:
		return fmt.Appendf(append(dst, "error: "...), "%s:%d:%d: %s", file, se.Line, se.Col, se.Msg)
	default:
		return fmt.Appendf(append(dst, "error: "...), "%s:%d: %s", file, se.Line, se.Msg)
	}
}
