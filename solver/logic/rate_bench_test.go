package logic

import (
	"slices"
	"testing"
	"time"
)

// BenchmarkRate rates the hardest sample puzzle by puzzle on one goroutine
// and reports puzzles/s; the issue asks for at least 100 over the 1106 set.
func BenchmarkRate(b *testing.B) {
	grids := samples(b, "hardest1106", 0)
	for i := 0; b.Loop(); i++ {
		if _, err := Rate(grids[i%len(grids)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkNextWorst finds the next step at every position along the
// solve paths of the hardest sample and reports the slowest position in
// milliseconds (worst-ms); the issue asks for under 10 ms. A position's
// time is the best of its searches, so that a pause of the machine or of
// the collector does not pass for the search's: run it with -benchtime
// three times the positions (27000x) to search each three times.
func BenchmarkNextWorst(b *testing.B) {
	var positions []*Board
	for _, g := range samples(b, "hardest1106", 0) {
		board := NewBoard(g)
		for !board.Solved() {
			copied := *board
			positions = append(positions, &copied)
			board.Apply(Next(board))
		}
	}
	best := make([]time.Duration, len(positions))
	for i := 0; b.Loop(); i++ {
		k := i % len(positions)
		start := time.Now()
		Next(positions[k])
		if d := time.Since(start); best[k] == 0 || d < best[k] {
			best[k] = d
		}
	}
	b.ReportMetric(float64(slices.Max(best).Microseconds())/1000, "worst-ms")
}
