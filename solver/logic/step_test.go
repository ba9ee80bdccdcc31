package logic

import (
	"maps"
	"math"
	"slices"
	"testing"
)

func TestLengthBonus(t *testing.T) {
	tests := []struct {
		links int
		want  float64
	}{
		{0, 0}, {4, 0}, {5, 0.1}, {6, 0.1}, {7, 0.2}, {8, 0.2}, {9, 0.3},
		{12, 0.3}, {13, 0.4}, {16, 0.4}, {17, 0.5}, {24, 0.5}, {25, 0.6},
		{32, 0.6}, {33, 0.7}, {48, 0.7}, {49, 0.8},
	}
	for _, tt := range tests {
		if got := lengthBonus(tt.links); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("lengthBonus(%d) = %.2f, want %.1f", tt.links, got, tt.want)
		}
	}
}

func TestStepWeight(t *testing.T) {
	plain := &Step{Technique: XWing}
	if got := plain.Weight(); got != XWing.Weight() {
		t.Errorf("step without difficulty weighs %.1f, want its technique's %.1f", got, XWing.Weight())
	}
	rated := &Step{Technique: ForcingChain, Difficulty: 9.2}
	if got := rated.Weight(); got != 9.2 {
		t.Errorf("step with difficulty 9.2 weighs %.1f", got)
	}
}

// TestForcingChainScoresSpread checks that forcing chains are rated by
// length and nesting: over the hardest sample, scores take several values,
// every one is at least the technique's base weight, and the nested nets
// the hardest need rate past 10.5, as Sudoku Explainer rates them.
func TestForcingChainScoresSpread(t *testing.T) {
	seen := map[float64]bool{}
	for _, g := range samples(t, "hardest1106", 20) {
		r, err := Rate(g)
		if err != nil {
			t.Fatal(err)
		}
		if r.Hardest == ForcingChain && r.Score < ForcingChain.Weight() {
			t.Errorf("forcing chain scored %.1f, below its base %.1f", r.Score, ForcingChain.Weight())
		}
		seen[r.Score] = true
	}
	if len(seen) < 3 {
		t.Errorf("20 hardest puzzles share at most two scores: %v", seen)
	}
	if top := slices.Max(slices.Collect(maps.Keys(seen))); top < 10.5 {
		t.Errorf("the hardest of 20 hardest puzzles scores %.1f, want 10.5 or more", top)
	}
}
