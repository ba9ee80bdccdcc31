// Package testsets loads the puzzle files that the tests and benchmarks of
// the solver packages share: the strided samples in solver/testdata, which
// every clone has, and the files of the shared folder beside the
// repository (../shared: the full public benchmark sets in its puzzles
// directory, or the one in SUDOKU_PUZZLES, and HoDoKu's regression
// library), which tests and benchmarks skip when absent, but for CI, where
// they fail (see Absent).
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

// SharedDir is the shared folder beside the repository's root, ../shared.
var SharedDir = filepath.Join(solverDir, "..", "..", "shared")

// Absent ends a test whose input at path cannot be opened (err says why):
// it skips the test, since a fresh clone has no ../shared, but fails it
// when the environment variable CI is "true". CI runs beside the shared
// folder (.ci/run), so a missing file there means the test would never
// run and nobody would notice. hint names the variable that moves the
// input.
func Absent(tb testing.TB, path string, err error, hint string) {
	tb.Helper()
	if os.Getenv("CI") == "true" {
		tb.Fatalf("CI=true but %s is missing (%s): %v", path, hint, err)
	}
	tb.Skipf("%s not found (%s): %v", path, hint, err)
}

// PuzzleFile returns the path of a file of the public sets: in
// SUDOKU_PUZZLES, or ../shared/puzzles. When it is not there the test
// ends as Absent says.
func PuzzleFile(tb testing.TB, file string) string {
	tb.Helper()
	dir := os.Getenv("SUDOKU_PUZZLES")
	if dir == "" {
		dir = filepath.Join(SharedDir, "puzzles")
	}
	path := filepath.Join(dir, file)
	if _, err := os.Stat(path); err != nil {
		Absent(tb, path, err, "set SUDOKU_PUZZLES to the directory of the shared puzzles")
	}
	return path
}

// Full returns a whole public benchmark set; when the file is not there
// the test or benchmark ends as Absent says.
func Full(tb testing.TB, file string) []solver.Grid {
	tb.Helper()
	return Read(tb, PuzzleFile(tb, file))
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
