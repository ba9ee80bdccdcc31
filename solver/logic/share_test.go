package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// needsForcingChain reports whether the rating path of g takes a forcing
// chain or a guess.
func needsForcingChain(tb testing.TB, g solver.Grid) bool {
	r, err := Rate(g)
	if err != nil {
		tb.Fatal(err)
	}
	for _, t := range r.Techniques {
		if t == ForcingChain || t == Guess {
			return true
		}
	}
	return false
}

// top1465SampleForcing is how many puzzles of the top1465 sample need a
// forcing chain or a guess today (46 before the ALS AIC joined the ladder,
// 43 before the kraken fish). It only ratchets down.
const top1465SampleForcing = 23

// TestForcingChainShare counts the puzzles of the top1465 sample whose
// rating path needs a forcing chain or a guess, and fails when more do
// than before. BenchmarkForcingChainShare measures the whole set.
func TestForcingChainShare(t *testing.T) {
	if testing.Short() {
		t.Skip("rates 147 hard puzzles")
	}
	grids := samples(t, "top1465", 0)
	n := 0
	for _, g := range grids {
		if needsForcingChain(t, g) {
			n++
		}
	}
	t.Logf("%d of %d need a forcing chain or a guess", n, len(grids))
	if n > top1465SampleForcing {
		t.Errorf("%d of %d sample puzzles need a forcing chain or a guess, more than the %d before", n, len(grids), top1465SampleForcing)
	}
}

// BenchmarkForcingChainShare rates the whole of magictour's top1465 (from
// ../shared/puzzles, or $SUDOKU_PUZZLES; skipped when absent) and reports
// how many puzzles need a forcing chain or a guess (forcing) and the
// seconds the rating took (s/set): run it with -benchtime 1x.
func BenchmarkForcingChainShare(b *testing.B) {
	grids := testsets.Full(b, "puzzles3_magictour_top1465.txt")
	n := 0
	for b.Loop() {
		n = 0
		for _, g := range grids {
			if needsForcingChain(b, g) {
				n++
			}
		}
	}
	b.ReportMetric(float64(n), "forcing")
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/set")
}
