package logic

import "testing"

// BenchmarkRatePuzzle rates the sample Killers one after the other on one
// goroutine, uniqueness check included, and reports puzzles/s: the
// generator rates many candidates (its floors run from 20 a second at
// easy to 0.5 at extreme).
func BenchmarkRatePuzzle(b *testing.B) {
	ps, _ := killerSamples(b, 30)
	for i := 0; b.Loop(); i++ {
		if _, err := RatePuzzle(ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkRatePuzzleByLevel rates the sample Killers of each level up to
// that level (RatePuzzleUpTo, as the generator asks) and reports
// puzzles/s per level.
func BenchmarkRatePuzzleByLevel(b *testing.B) {
	ps, _ := killerSamples(b, 30)
	byLevel := map[Level][]int{}
	for i, p := range ps {
		r, err := RatePuzzle(p)
		if err != nil {
			b.Fatal(err)
		}
		byLevel[r.Level] = append(byLevel[r.Level], i)
	}
	for _, l := range Levels {
		idx := byLevel[l]
		if len(idx) == 0 {
			continue
		}
		b.Run(l.String(), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				RatePuzzleUpTo(ps[idx[i%len(idx)]], l)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
