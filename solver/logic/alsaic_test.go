package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestALSAICOnTheLadder checks the AIC through almost locked sets as Next
// takes it: at the first position of the sample paths where Next's step
// is one, no rung before it applies, the chain goes through a set, and it
// agrees with the solution; the budgeted search finds nothing that the
// full one does not, and finds nothing with a budget too small to reach
// a chain.
func TestALSAICOnTheLadder(t *testing.T) {
	found := 0
	for _, set := range []string{"top1465", "hardest1106"} {
		for _, g := range samples(t, set, 0) {
			sol, _ := solver.Solve(g)
			b := NewBoard(g)
			for !b.Solved() && found < 5 {
				s := Next(b)
				if s.Technique == ALSAIC {
					found++
					if e := ladder(b, Extreme, 0, rungOf[ALSAIC], fcOne); e != nil {
						t.Fatalf("Next took an ALS AIC where %s applies", e.Technique)
					}
					checkStep(t, b, s, sol)
					withSet := false
					for _, l := range s.Links {
						withSet = withSet || l.From.Set != nil || l.To.Set != nil
					}
					if !withSet {
						t.Errorf("%s: no link through a set", s.Describe("en"))
					}
					if full := shortestAIC(b, ALSAIC); full == nil || len(full.Links) > len(s.Links) {
						t.Errorf("the full search finds %v where the budgeted one finds %s", full, s.Describe("en"))
					}
					if small := shortestAICWithin(b, ALSAIC, 3); small != nil {
						t.Errorf("a search of 3 states found %s", small.Describe("en"))
					}
				}
				b.Apply(s)
			}
		}
	}
	if found == 0 {
		t.Fatal("Next never took an ALS AIC on the samples")
	}
}

// TestALSAICNotBeforeEasierSteps checks that Next does not take an ALS
// AIC where an easier step applies, though the chains are there: at
// every position of a sample path where one is found, Next takes the
// step of an earlier rung, or the chain.
func TestALSAICNotBeforeEasierSteps(t *testing.T) {
	checked := 0
	for _, g := range samples(t, "top1465", 20) {
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if a := Find(b, ALSAIC); a != nil {
				checked++
				earlier := ladder(b, Extreme, 0, rungOf[ALSAIC], fcOne)
				if earlier != nil && s.Technique == ALSAIC {
					t.Fatalf("Next took an ALS AIC where %s applies", earlier.Technique)
				}
				if earlier == nil && s.Technique != ALSAIC {
					t.Fatalf("Next took %s where only an ALS AIC applies", s.Technique)
				}
			}
			b.Apply(s)
		}
	}
	if checked == 0 {
		t.Fatal("no ALS AIC on the sample paths")
	}
}
