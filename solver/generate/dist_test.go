package generate

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestLevelDistribution logs the levels of random minimal puzzles and the
// time rating takes; opt-in with SUDOKU_DIST=1.
func TestLevelDistribution(t *testing.T) {
	if os.Getenv("SUDOKU_DIST") == "" {
		t.Skip("set SUDOKU_DIST=1")
	}
	g := New(rand.NewPCG(3, 4))
	var n [6]int
	var spent [6]time.Duration
	for i := 0; i < 400; i++ {
		puz := g.dig(randomSolution(g.rng, &g.bt), Rotate180, false)
		start := time.Now()
		r, err := logic.Rate(puz)
		if err != nil {
			t.Fatal(err)
		}
		n[r.Level]++
		spent[r.Level] += time.Since(start)
	}
	for l := logic.Easy; l <= logic.Extreme; l++ {
		avg := time.Duration(0)
		if n[l] > 0 {
			avg = spent[l] / time.Duration(n[l])
		}
		t.Logf("%-8s %3d of 400, rating takes %v each", l, n[l], avg)
	}
}
