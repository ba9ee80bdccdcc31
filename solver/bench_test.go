package solver_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// BenchmarkBacktracker measures the default engine in uniqueness mode (count
// to 2), one thread, on every benchmark set, cycling through the set. It
// reports guesses/puzzle, the branches of the search tree, which tdoku
// counts the same way (one per binary choice).
func BenchmarkBacktracker(b *testing.B) {
	for _, set := range testsets.Sets {
		b.Run(set.Name, func(b *testing.B) {
			grids := testsets.Full(b, set.File)
			var bt solver.Backtracker
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				bt.Count(grids[i%len(grids)], 2)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(solver.Guesses(&bt))/float64(b.N), "guesses/puzzle")
		})
	}
}
