package dlx_test

import (
	"os"
	"path/filepath"
	"testing"

	"sudoku/solver/dlx"
)

// benchSets are the full benchmark sets of ../../../shared/puzzles (see its
// README). Set SUDOKU_PUZZLES to another directory holding the same files to
// use it.
var benchSets = []struct{ name, file string }{
	{"17clue", "puzzles2_17_clue.txt"},
	{"top1465", "puzzles3_magictour_top1465.txt"},
	{"hardest11+", "puzzles5_forum_hardest_1905_11+.txt"},
	{"hardest1106", "puzzles6_forum_hardest_1106.txt"},
	{"serg", "puzzles7_serg_benchmark.txt"},
}

// BenchmarkDLX measures the Dancing Links engine in uniqueness mode (count
// to 2), one thread, on every benchmark set, cycling through the set. Sets
// that are not there are skipped.
func BenchmarkDLX(b *testing.B) {
	dir := os.Getenv("SUDOKU_PUZZLES")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "puzzles")
	}
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			path := filepath.Join(dir, set.file)
			if _, err := os.Stat(path); err != nil {
				b.Skipf("benchmark set not found (set SUDOKU_PUZZLES): %v", err)
			}
			grids := readPuzzles(b, path)
			s := dlx.New()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s.Solve(grids[i%len(grids)], 2)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
