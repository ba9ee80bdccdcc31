// Package testsets loads the puzzle files that the tests and benchmarks of
// the solver packages share: the strided samples in solver/testdata, which
// every clone has, and the full public benchmark sets in ../shared/puzzles
// (or the directory in SUDOKU_PUZZLES), which benchmarks skip when absent.
package testsets

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// A Set is one public benchmark set: the name benchmarks report and the
// file in ../shared/puzzles (see its README).
type Set struct{ Name, File string }

// Sets are the public benchmark sets, easiest first but for serg, whose
// puzzles all have two or more solutions.
var Sets = []Set{
	{"17clue", "puzzles2_17_clue.txt"},
	{"top1465", "puzzles3_magictour_top1465.txt"},
	{"hardest11+", "puzzles5_forum_hardest_1905_11+.txt"},
	{"hardest1106", "puzzles6_forum_hardest_1106.txt"},
	{"serg", "puzzles7_serg_benchmark.txt"},
}

// solverDir is the solver package's directory, found from this file's path
// so that tests in any package reach the same testdata.
var solverDir = func() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}()

// Sample returns the puzzles of solver/testdata/<name>-sample.txt, as
// "17clue" or "hardest1106"; see the README there.
func Sample(tb testing.TB, name string) []solver.Grid {
	tb.Helper()
	grids := Read(tb, filepath.Join(solverDir, "testdata", name+"-sample.txt"))
	if len(grids) == 0 {
		tb.Fatalf("sample %s holds no puzzles", name)
	}
	return grids
}

// Full returns a whole public benchmark set, or skips the test or
// benchmark when the file is not there.
func Full(tb testing.TB, file string) []solver.Grid {
	tb.Helper()
	dir := os.Getenv("SUDOKU_PUZZLES")
	if dir == "" {
		dir = filepath.Join(solverDir, "..", "..", "shared", "puzzles")
	}
	path := filepath.Join(dir, file)
	if _, err := os.Stat(path); err != nil {
		tb.Skipf("benchmark set not found (set SUDOKU_PUZZLES): %v", err)
	}
	return Read(tb, path)
}

// Read returns the puzzles of a file with one 81-character puzzle a line,
// failing the test on any malformed line.
func Read(tb testing.TB, path string) []solver.Grid {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var grids []solver.Grid
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		g, err := solver.ParseLine(sc.Text())
		if err != nil {
			tb.Fatalf("%s line %d: %v", path, line, err)
		}
		grids = append(grids, g)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return grids
}
