package fpuzzles

import "testing"

// BenchmarkParse reads the real links of testdata, one a time.
func BenchmarkParse(b *testing.B) {
	links := loadReal(b)
	n := 0
	for b.Loop() {
		_, _, _ = Parse(links[n%len(links)].Link)
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "links/s")
}

// BenchmarkLink writes the puzzles of every kind as links.
func BenchmarkLink(b *testing.B) {
	kinds := kinds(b)
	n := 0
	for b.Loop() {
		for _, p := range kinds {
			_ = Link(p, Meta{Title: "T"})
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "links/s")
}
