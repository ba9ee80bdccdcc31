package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkSolveCLI runs "solve -j 1" over the 17-clue set of
// ../shared/puzzles (or $SUDOKU_PUZZLES), output discarded, to compare
// with the engine's own BenchmarkBacktracker/17clue in package solver.
func BenchmarkSolveCLI(b *testing.B) {
	dir := os.Getenv("SUDOKU_PUZZLES")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "puzzles")
	}
	data, err := os.ReadFile(filepath.Join(dir, "puzzles2_17_clue.txt"))
	if err != nil {
		b.Skipf("benchmark set not found (set SUDOKU_PUZZLES): %v", err)
	}
	puzzles := bytes.Count(data, []byte("\n"))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	runs := 0
	for b.Loop() {
		if status := run([]string{"solve", "-j", "1"}, bytes.NewReader(data), io.Discard, io.Discard); status == exitUsage {
			b.Fatalf("status %d", status)
		}
		runs++
	}
	b.ReportMetric(float64(runs*puzzles)/b.Elapsed().Seconds(), "puzzles/s")
}
