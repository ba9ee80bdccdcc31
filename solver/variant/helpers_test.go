package variant_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// readLines returns the non-blank lines of a file.
func readLines(tb testing.TB, path string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if t := sc.Text(); t != "" {
			lines = append(lines, t)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// readPuzzles parses every line of a file of Killer puzzles.
func readPuzzles(tb testing.TB, path string) []variant.Puzzle {
	tb.Helper()
	var ps []variant.Puzzle
	for i, line := range readLines(tb, path) {
		p, err := variant.Parse(line)
		if err != nil {
			tb.Fatalf("%s line %d: %v", path, i+1, err)
		}
		ps = append(ps, p)
	}
	return ps
}

// readGrids parses a file of 81-digit solutions.
func readGrids(tb testing.TB, path string) []solver.Grid {
	tb.Helper()
	var gs []solver.Grid
	for i, line := range readLines(tb, path) {
		g, err := solver.ParseLine(line)
		if err != nil {
			tb.Fatalf("%s line %d: %v", path, i+1, err)
		}
		gs = append(gs, g)
	}
	return gs
}

// full returns the path of a full shared set (SUDOKU_PUZZLES, or
// ../shared/puzzles beside the repository); when the set is not there the
// test ends as testsets.Absent says: a skip, a failure in CI.
func full(tb testing.TB, file string) string {
	tb.Helper()
	return testsets.PuzzleFile(tb, file)
}

// newRand is a seeded random source for the tests.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }
