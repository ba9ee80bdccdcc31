package solver_test

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"sudoku/solver"
)

// The benchmark sets of ../shared/puzzles (see its README). Set
// SUDOKU_PUZZLES to another directory holding the same files to use it.
var benchSets = []struct{ name, file string }{
	{"17clue", "puzzles2_17_clue.txt"},
	{"top1465", "puzzles3_magictour_top1465.txt"},
	{"hardest11+", "puzzles5_forum_hardest_1905_11+.txt"},
	{"hardest1106", "puzzles6_forum_hardest_1106.txt"},
	{"serg", "puzzles7_serg_benchmark.txt"},
}

// loadBenchSet reads a full benchmark set, or skips the benchmark when the
// files are not there.
func loadBenchSet(b *testing.B, file string) []solver.Grid {
	b.Helper()
	dir := os.Getenv("SUDOKU_PUZZLES")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "puzzles")
	}
	f, err := os.Open(filepath.Join(dir, file))
	if err != nil {
		b.Skipf("benchmark set not found (set SUDOKU_PUZZLES): %v", err)
	}
	defer f.Close()
	var grids []solver.Grid
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		g, err := solver.ParseLine(sc.Text())
		if err != nil {
			b.Fatalf("%s line %d: %v", file, line, err)
		}
		grids = append(grids, g)
	}
	return grids
}

// BenchmarkBacktracker measures the default engine in uniqueness mode (count
// to 2), one thread, on every benchmark set, cycling through the set.
func BenchmarkBacktracker(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			grids := loadBenchSet(b, set.file)
			var bt solver.Backtracker
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				bt.Count(grids[i%len(grids)], 2)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
