// Command sudoku-cli solves and counts Sudoku puzzles in bulk, one puzzle a
// line, for scripts and benchmarks.
//
// Usage:
//
//	sudoku-cli solve [-i FILE] [-o FILE] [-j N] [-engine backtrack|dlx]
//	sudoku-cli count [-i FILE] [-o FILE] [-j N] [-engine backtrack|dlx] [-limit N]
//	sudoku-cli generate|daily|rate|steps|convert|practice ...
//	sudoku-cli version | --version
//	sudoku-cli man   (the manual page, sudoku-cli.1)
//	sudoku-cli <verb> -h
//
// Both verbs read puzzles one per line, from standard input or -i FILE, in
// the one-line format of solver.ParseLine (81 cells, '.' or '0' for blanks),
// and write exactly one line per input line, in input order, to standard
// output or -o FILE. Lines may end in LF or CRLF, and the last one need not
// end at all.
//
// solve writes the 81-digit solution, or "error: no solution", "error:
// multiple solutions" (it counts to 2 to prove uniqueness), or "error: line
// L, column C: ..." for a malformed line. Its exit status is 0 when every
// puzzle had exactly one solution and 1 otherwise; every line is answered
// either way.
//
// count writes the number of solutions, counting no further than -limit
// (default 2), or the same "error: line L, column C: ..." line for a
// malformed line. Its exit status is 1 when a line was malformed, else 0.
//
// A line longer than 64 KiB is answered with an error line and the rest of
// it is skipped, so any input, however large or odd, gets its answers.
//
// -j sets the number of workers (default: the number of CPUs); each has its
// own engine, and the input is streamed in batches, so memory does not grow
// with the input. -engine picks the search: the bitboard backtracker
// (default) or Dancing Links.
//
// Exit status 2 means the command line was wrong (unknown verb or flag,
// -j or -limit below 1, unknown engine, extra arguments) or the input could
// not be read or the output written; errors go to standard error as
// "sudoku-cli: ...".
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/sudokudesktop/sudoku/assets"
)

// Exit statuses.
const (
	exitOK    = 0 // every line answered, and every answer a success
	exitFail  = 1 // every line answered, some with an error line
	exitUsage = 2 // bad command line, or input or output failed
)

// A verb is one subcommand. run gets the arguments after the verb's name.
type verb struct {
	name    string
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// verbs lists the subcommands in the order the usage shows them. It is
// filled in init, as man reads it.
var verbs []verb

func init() {
	verbs = []verb{
		{"solve", "solve puzzles, one per line, proving each has exactly one solution", runSolve},
		{"count", "count the solutions of puzzles, one per line, up to a limit", runCount},
		{"generate", "make puzzles of a level, each with exactly one solution", runGenerate},
		{"daily", "print the daily puzzle of a date and variant, the same on every machine", runDaily},
		{"rate", "rate puzzles, one per line: level, score and techniques", runRate},
		{"steps", "print the solve path of one puzzle, a step per line, in words", runSteps},
		{"convert", "convert puzzles, one per line, to the project's line, ISS's string or SudoCue's", runConvert},
		{"practice", "find positions to practise a technique, in HoDoKu's library format", runPractice},
		{"version", "print the version", runVersion},
		{"man", "print the manual page (roff)", runMan},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line args (without the program name) and returns
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if usage(stderr) != nil {
			return exitUsage // the help could not be written, nor a word about it
		}
		return exitOK
	case "-version", "--version":
		return runVersion(nil, stdin, stdout, stderr)
	}
	for _, v := range verbs {
		if v.name == args[0] {
			return v.run(args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "sudoku-cli: unknown verb %q\nRun 'sudoku-cli -h' for usage.\n", args[0])
	return exitUsage
}

// runVersion prints the version, as FyneApp.toml gives it.
func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("version", "Usage: sudoku-cli version\n\nVersion prints the version of sudoku-cli.\n")
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	if _, err := fmt.Fprintf(stdout, "sudoku-cli %s\n", assets.Version); err != nil {
		return writeError(stderr, "version", err)
	}
	return exitOK
}

// writeError reports that a verb's output could not be written and
// returns exitUsage, the status of a failed input or output.
func writeError(stderr io.Writer, verb string, err error) int {
	fmt.Fprintf(stderr, "sudoku-cli: %s: %v\n", verb, err)
	return exitUsage
}

// errWriter passes writes on to w and keeps the first error, for text
// written in many pieces, such as the usage, whose writers report none.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	n, err := e.w.Write(p)
	if e.err == nil {
		e.err = err
	}
	return n, err
}

// usage writes the overall usage, listing the verbs, and returns the
// first write error.
func usage(out io.Writer) error {
	w := &errWriter{w: out}
	fmt.Fprint(w, "Usage: sudoku-cli <verb> [flags]\n\nVerbs:\n")
	for _, v := range verbs {
		fmt.Fprintf(w, "  %-9s %s\n", v.name, v.summary)
	}
	fmt.Fprint(w, "\nRun 'sudoku-cli <verb> -h' for a verb's flags.\n")
	return w.err
}
