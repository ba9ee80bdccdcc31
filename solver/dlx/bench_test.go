package dlx_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/dlx"

	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// BenchmarkDLX measures the Dancing Links engine in uniqueness mode (count
// to 2), one thread, on every benchmark set, cycling through the set. Sets
// that are not there are skipped.
func BenchmarkDLX(b *testing.B) {
	for _, set := range testsets.Sets {
		b.Run(set.Name, func(b *testing.B) {
			grids := testsets.Full(b, set.File)
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
