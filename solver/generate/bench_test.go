package generate

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// benchVariants are the variants the benchmarks measure: classic, the
// single rules of issue 29, Killer and Killer-X, and one mix.
var benchVariants = []string{"classic", "x", "windoku", "antiknight", "antiking", "killer", "killer-x", "x-antiking"}

// BenchmarkGenerate measures puzzles per second of each variant at each
// level, one thread, rotate180 symmetry as the game uses (Killers have no
// givens). A level no puzzle of the variant reaches within benchLimit is
// skipped with a note.
func BenchmarkGenerate(b *testing.B) {
	for _, name := range benchVariants {
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

// benchLimit is how long BenchmarkGenerate looks for a first puzzle of a
// level before it skips the level.
const benchLimit = 20 * time.Second

// BenchmarkUnique measures making one puzzle of each variant with exactly
// one solution, before rating: the grid and the digging (minimal, at
// rotate180; for jigsaws the layout and its filling first), or for
// Killers the grid, the layout and its repairs at hard's cage sizes.
func BenchmarkUnique(b *testing.B) {
	for _, name := range append(benchVariants, jigsawVariants...) {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			g := New(rand.NewPCG(1, 2))
			for i := 0; i < b.N; i++ {
				switch {
				case v.Killer:
					for {
						if _, _, ok := g.uniqueKiller(logic.Hard, v.Flags, v.Jigsaw); ok {
							break
						}
					}
				case v.Jigsaw:
					rules, sol, ok := g.jigsawRules(v.Flags, Rotate180)
					if !ok {
						b.Fatal("no layout with a filling")
					}
					g.digRules(sol, rules, Rotate180, nil)
				case v.IsClassic():
					g.dig(randomSolution(g.rng, &g.bt), Rotate180, false)
				default:
					sol, ok := g.variantSolution(v.Flags)
					if !ok {
						b.Fatal("no grid")
					}
					g.digRules(sol, geometry.Rules{Flags: v.Flags}, Rotate180, nil)
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
					if _, _, ok := g.uniqueKiller(level, geometry.Flags{}, false); ok {
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
