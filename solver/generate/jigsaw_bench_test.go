package generate

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// jigsawVariants are the jigsaw variants the benchmarks measure.
var jigsawVariants = []string{"jigsaw", "jigsaw-x", "jigsaw-killer"}

// BenchmarkGenerateJigsaw measures puzzles per second of each jigsaw
// variant at each level, one thread, rotate180 symmetry (Killers have no
// givens), as BenchmarkGenerate does for the others.
func BenchmarkGenerateJigsaw(b *testing.B) {
	for _, name := range jigsawVariants {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			b.Fatal(err)
		}
		for _, level := range logic.Levels {
			b.Run(name+"/"+level.String(), func(b *testing.B) {
				g := New(rand.NewPCG(1, uint64(level)))
				ctx, cancel := context.WithTimeout(context.Background(), benchLimit)
				defer cancel()
				if _, err := g.Puzzle(ctx, v, level, Rotate180); err != nil {
					b.Skipf("no %s %s puzzle in %v: %v", level, name, benchLimit, err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, err := g.Puzzle(context.Background(), v, level, Rotate180); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			})
		}
	}
}

// BenchmarkJigsawLayout measures the generator's layouts under jigsaw
// and jigsaw-x rules: a random layout (rotate180) and the bounded search
// for its filling, per layout, with the share of layouts that have one
// found.
func BenchmarkJigsawLayout(b *testing.B) {
	for _, name := range []string{"jigsaw", "jigsaw-x"} {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			g := New(rand.NewPCG(1, 2))
			filled := 0
			for i := 0; i < b.N; i++ {
				if _, ok := g.jigsawSolution(v.Flags, g.jigsawLayout(Rotate180)); ok {
					filled++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "layouts/s")
			b.ReportMetric(float64(filled)/float64(b.N), "filled/layout")
		})
	}
}

// BenchmarkFillLayout measures FillLayout on Interactive Sudoku Solver's
// test layouts (testdata/README.md): finding a filling of a valid one, or
// proving an invalid one has none.
func BenchmarkFillLayout(b *testing.B) {
	for _, file := range []string{"jigsaw_valid.txt", "jigsaw_easy_invalid.txt", "jigsaw_fast_invalid.txt", "jigsaw_hard_invalid.txt"} {
		layouts := readLayouts(b, file)
		b.Run(file, func(b *testing.B) {
			var s variant.Solver
			for i := 0; i < b.N; i++ {
				fillLayout(&s, geometry.Flags{}, layouts[i%len(layouts)])
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "layouts/s")
		})
	}
}
