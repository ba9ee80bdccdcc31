package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/sudokudesktop/sudoku/solver"
)

// newFlagSet returns an empty flag set for a verb. head is the usage text
// shown above the list of flags; see parseFlags.
func newFlagSet(name, head string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // parseFlags reports errors itself
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprint(w, head)
		fmt.Fprint(w, "\nFlags:\n")
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses a verb's arguments, which must all be flags. When done
// is true the verb is over and should return status: exitOK after -h, which
// writes the usage to stderr, or exitUsage after reporting a bad flag or an
// extra argument.
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) (status int, done bool) {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return showUsage(fs, stderr), true
	case err != nil:
		return usageError(stderr, fs.Name(), err), true
	case fs.NArg() > 0:
		return usageError(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0))), true
	}
	return 0, false
}

// showUsage writes a verb's usage, asked for with -h, to stderr and
// returns exitOK, or exitUsage when it could not be written.
func showUsage(fs *flag.FlagSet, stderr io.Writer) int {
	w := &errWriter{w: stderr}
	fs.SetOutput(w)
	fs.Usage()
	if w.err != nil {
		return exitUsage
	}
	return exitOK
}

// usageError reports a bad command line for a verb and returns exitUsage.
func usageError(stderr io.Writer, verb string, err error) int {
	fmt.Fprintf(stderr, "sudoku-cli: %s: %v\nRun 'sudoku-cli %s -h' for usage.\n", verb, err, verb)
	return exitUsage
}

// lineFlags are the flags of the verbs that answer puzzle files line by
// line: where to read and write, how many workers, which engine.
type lineFlags struct {
	in, out string
	jobs    int
	engine  string
}

// register defines the flags on fs.
func (f *lineFlags) register(fs *flag.FlagSet) {
	f.registerIO(fs)
	fs.StringVar(&f.engine, "engine", engineNames[0], "search with engine `NAME`: "+engineList())
}

// registerIO defines -i, -o and -j only, for verbs that pick no engine.
func (f *lineFlags) registerIO(fs *flag.FlagSet) {
	fs.StringVar(&f.in, "i", "", "read puzzles from `FILE` (default standard input)")
	fs.StringVar(&f.out, "o", "", "write answers to `FILE` (default standard output)")
	fs.IntVar(&f.jobs, "j", runtime.NumCPU(), "work on `N` workers")
}

// checkJobs validates -j.
func (f *lineFlags) checkJobs() error { return checkJobs(f.jobs) }

// maxJobs is the most workers -j may ask for: four for each core, which
// no work here can use, and far from what would exhaust memory.
func maxJobs() int { return 4 * runtime.NumCPU() }

// checkJobs validates a -j value.
func checkJobs(jobs int) error {
	switch {
	case jobs < 1:
		return fmt.Errorf("-j %d: need at least one worker", jobs)
	case jobs > maxJobs():
		return fmt.Errorf("-j %d: at most %d workers on this machine (4 per core)", jobs, maxJobs())
	}
	return nil
}

// check validates the flags and returns the engine's constructor.
func (f *lineFlags) check() (func() solver.Engine, error) {
	if err := f.checkJobs(); err != nil {
		return nil, err
	}
	newEngine, ok := engines[f.engine]
	if !ok {
		return nil, fmt.Errorf("unknown engine %q (want %s)", f.engine, engineList())
	}
	return newEngine, nil
}

// run answers the input line by line with the line functions that newFunc
// makes, one per worker, and returns the exit status: exitOK when every
// line function succeeded, exitFail when some did not, and exitUsage when
// the input could not be opened or read or the output not written.
func (f *lineFlags) run(verb string, stdin io.Reader, stdout, stderr io.Writer, newFunc func() lineFunc) int {
	fail := func(err error) int {
		fmt.Fprintf(stderr, "sudoku-cli: %s: %v\n", verb, err)
		return exitUsage
	}
	in, out, finish, err := f.open(stdin, stdout)
	if err != nil {
		return fail(err)
	}
	failed, err := pipeline(in, out, f.jobs, newFunc)
	if ferr := finish(); err == nil {
		err = ferr
	}
	if err != nil {
		return fail(err)
	}
	if failed {
		return exitFail
	}
	return exitOK
}

// sameFile reports whether the file at path is the one in reads from,
// when in is a file; a path that does not exist yet is no file.
func sameFile(in io.Reader, path string) (bool, error) {
	file, ok := in.(*os.File)
	if !ok {
		return false, nil
	}
	fi, err := file.Stat()
	if err != nil {
		return false, nil
	}
	pi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return os.SameFile(fi, pi), nil
}

// open opens -i and -o, standing in stdin and stdout when they are not set.
// finish closes them, reporting the error of closing the output.
func (f *lineFlags) open(stdin io.Reader, stdout io.Writer) (in io.Reader, out io.Writer, finish func() error, err error) {
	in, out = stdin, stdout
	var closers []func() error
	finish = func() error {
		var first error
		for _, c := range closers {
			if err := c(); first == nil {
				first = err
			}
		}
		return first
	}
	if f.in != "" && f.in != "-" {
		file, err := os.Open(f.in)
		if err != nil {
			return nil, nil, nil, err
		}
		closers = append(closers, func() error { file.Close(); return nil })
		if fi, err := file.Stat(); err == nil && fi.IsDir() {
			finish()
			return nil, nil, nil, &os.PathError{Op: "read", Path: f.in, Err: errors.New("is a directory")}
		}
		in = file
	}
	if f.out != "" && f.out != "-" {
		if same, err := sameFile(in, f.out); err != nil || same {
			finish()
			if err == nil {
				err = fmt.Errorf("-o %s is the input file: it would be emptied before it is read", f.out)
			}
			return nil, nil, nil, err
		}
		file, err := os.Create(f.out)
		if err != nil {
			finish()
			return nil, nil, nil, err
		}
		closers = append(closers, file.Close)
		out = file
	}
	return in, out, finish, nil
}
