package solver_test

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// sharedLimit is how many puzzles, from the first, TestQuickShared solves
// of each public set: beyond the strided samples of testdata, and under a
// second a set.
const sharedLimit = 2000

// TestQuickShared solves the first sharedLimit puzzles of each public set
// of ../shared/puzzles (or $SUDOKU_PUZZLES): each has a solution that
// keeps its givens and fills every unit, unique but in serg, whose puzzles
// all have two or more. Without the folder it skips, and fails in CI.
func TestQuickShared(t *testing.T) {
	for _, set := range testsets.Sets {
		t.Run(set.Name, func(t *testing.T) {
			n, unique := solveFile(t, testsets.PuzzleFile(t, set.File), sharedLimit)
			want := n
			if set.Name == "serg" {
				want = 0
			}
			if unique != want {
				t.Errorf("%s: %d of %d puzzles have one solution, want %d", set.File, unique, n, want)
			}
			t.Logf("%s: %d puzzles, %d unique", set.File, n, unique)
		})
	}
}

// solveFile solves up to limit puzzles of the file at path, one a line,
// failing the test on a line that is not a puzzle, a puzzle without a
// solution and a wrong solution. It returns how many it solved and how
// many of those have one solution.
func solveFile(t testing.TB, path string, limit int) (n, unique int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var bt solver.Backtracker
	sc := bufio.NewScanner(f)
	for ; n < limit && sc.Scan(); n++ {
		g, err := solver.ParseLine(sc.Text())
		if err != nil {
			t.Fatalf("%s line %d: %v", path, n+1, err)
		}
		sol, count := bt.Solve(g, 2)
		if count == 0 {
			t.Fatalf("%s line %d: no solution", path, n+1)
		}
		if err := checkSolution(g, sol); err != nil {
			t.Fatalf("%s line %d: solution %s: %v", path, n+1, sol, err)
		}
		if count == 1 {
			unique++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return n, unique
}

// TestSolveFileCloses counts the process's open files (Linux's
// /proc/self/fd) before and after solveFile reads a sample three times:
// TestQuickShared once left each set's file open.
func TestSolveFileCloses(t *testing.T) {
	before := openFiles(t)
	for range 3 {
		if n, _ := solveFile(t, filepath.Join("testdata", "hardest1106-sample.txt"), 5); n != 5 {
			t.Fatalf("solved %d puzzles, want 5", n)
		}
	}
	if after := openFiles(t); after != before {
		t.Errorf("%d files open after reading the sample three times, %d before", after, before)
	}
}

// openFiles returns how many files the process has open, or skips the
// test where /proc/self/fd does not list them.
func openFiles(t *testing.T) int {
	t.Helper()
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skipf("no /proc/self/fd to count open files: %v", err)
	}
	return len(fds)
}
