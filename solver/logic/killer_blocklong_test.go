package logic

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestLongCageBlocker walks the solve paths of Killer-X that needed a
// cage contradiction before the long cage blocker: each is solved
// without a forcing step, the long cage blocker takes part, and every
// long cage blocker at the positions it is the next step agrees with
// the solution and is put into words in both languages.
func TestLongCageBlocker(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "killer-x-long.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Fields(string(data)) {
		p, err := variant.Parse(line)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i+1, err)
		}
		sol, ok := variant.Solve(p)
		if !ok {
			t.Fatalf("puzzle %d has no solution", i+1)
		}
		b := NewPuzzleBoard(p)
		long := 0
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				t.Fatalf("puzzle %d: no step at %s", i+1, b.Cells)
			}
			switch s.Technique {
			case ForcingChain, CageContradiction, Guess:
				t.Fatalf("puzzle %d needs a %s", i+1, s.Technique)
			case LongCageBlocker:
				long++
				for _, st := range FindAll(b, LongCageBlocker) {
					checkStep(t, b, st, sol)
					if st.Weight() < LongCageBlocker.Weight() {
						t.Errorf("puzzle %d: a long cage blocker weighs %.1f", i+1, st.Weight())
					}
				}
				for _, lang := range []string{"en", "zh-Hans"} {
					if w := s.Describe(lang); w == "" || strings.Contains(w, "{{") || strings.Contains(w, "<no value>") {
						t.Errorf("puzzle %d: %s words %q", i+1, lang, w)
					}
				}
			}
			checkStep(t, b, s, sol)
			b.Apply(s)
		}
		if long == 0 {
			t.Errorf("puzzle %d is solved without a long cage blocker", i+1)
		}
	}
}
