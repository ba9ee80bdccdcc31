package generate

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// BenchmarkGenerate measures puzzles per second at each level, one thread,
// rotate180 symmetry as the game uses.
func BenchmarkGenerate(b *testing.B) {
	for _, level := range logic.Levels {
		b.Run(level.String(), func(b *testing.B) {
			g := New(rand.NewPCG(1, uint64(level)))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := g.Generate(context.Background(), level, Rotate180); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkDig measures making one minimal puzzle, before rating.
func BenchmarkDig(b *testing.B) {
	g := New(rand.NewPCG(1, 2))
	for i := 0; i < b.N; i++ {
		g.dig(randomSolution(g.rng, &g.bt), Rotate180, false)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}
