package generate

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
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

// BenchmarkKiller measures Killer puzzles per second at each level, one
// thread. A level no layout reaches within the time limit is skipped with
// a note: until package logic knows the Killer techniques, every Killer
// rates extreme.
func BenchmarkKiller(b *testing.B) {
	for _, level := range logic.Levels {
		b.Run(level.String(), func(b *testing.B) {
			g := New(rand.NewPCG(1, uint64(level)))
			ctx, cancel := context.WithTimeout(context.Background(), killerBenchLimit)
			defer cancel()
			if _, err := g.Killer(ctx, level); err != nil {
				b.Skipf("no %s Killer in %v (%d layouts made unique, none of the level)", level, killerBenchLimit, g.stats.unique)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := g.Killer(context.Background(), level); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// killerBenchLimit is how long BenchmarkKiller looks for a first puzzle of
// a level before it skips the level.
const killerBenchLimit = 20 * time.Second

// BenchmarkKillerUnique measures making a Killer with exactly one solution
// at each level's cage sizes, before rating: grid, layout, uniqueness and
// repairs. It reports unique puzzles per second, the share of layouts made
// unique, and the repairs each needed on average.
func BenchmarkKillerUnique(b *testing.B) {
	for _, level := range logic.Levels {
		b.Run(level.String(), func(b *testing.B) {
			g := New(rand.NewPCG(1, uint64(level)))
			for i := 0; i < b.N; i++ {
				for {
					if _, _, ok := g.uniqueKiller(level, geometry.Flags{}); ok {
						break
					}
				}
			}
			s := g.stats
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(s.unique)/float64(s.layouts+s.badCuts), "unique/layout")
			b.ReportMetric(float64(s.repairs)/float64(s.unique), "repairs/puzzle")
			b.Logf("%+v", s)
		})
	}
}
