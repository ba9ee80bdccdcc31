package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A proper puzzle and its solution, and puzzles without a unique solution.
const (
	puzzle   = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	solution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	// empty has every grid as a solution.
	empty = "................................................................................."
	// clash has two 1s in its first row.
	clash = "11..............................................................................."
	// clashError is the answer to clash: the game's words for it.
	clashError = "error: r1c1 and r1c2 both hold 1 in the same row"
	// noSolution clashes nowhere but has no solution: puzzle with a 5
	// added where none can go.
	noSolution = "5.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)

// cli runs the command line args on input and returns what it wrote and
// its exit status.
func cli(t testing.TB, input string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(input), &out, &errOut)
	return out.String(), errOut.String(), status
}

// lines joins lines, each ending in "\n".
func lines(ls ...string) string {
	if len(ls) == 0 {
		return ""
	}
	return strings.Join(ls, "\n") + "\n"
}

// testdata returns the lines of the solver's sample files, by file name.
func testdata(t testing.TB) map[string][]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "solver", "testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no sample files in solver/testdata: %v", err)
	}
	sets := make(map[string][]string)
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		sets[filepath.Base(file)] = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	return sets
}
