package logic

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestWhyNotRulesOutOnlyWrongDigits asks, on the first positions of
// bundled puzzles, why not every candidate of every empty cell: a step
// found must rule that candidate out, never the solution's digit, nor be
// a template or guess (a template set answered for an easy puzzle's
// cell, placing all nine of the digit), and no answer may take long.
func TestWhyNotRulesOutOnlyWrongDigits(t *testing.T) {
	for _, name := range []string{"easy", "hard", "extreme"} {
		data, err := os.ReadFile("../../levels/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		n := 3
		if testing.Short() {
			n = 1
		}
		var slowest time.Duration
		found, asked := 0, 0
		for _, line := range lines[:n] {
			g, err := solver.Parse(strings.Fields(line)[0])
			if err != nil {
				t.Fatal(err)
			}
			sol, k := new(solver.Backtracker).Solve(g, 2)
			if k != 1 {
				t.Fatalf("%s: %d solutions", line, k)
			}
			b := NewBoard(g)
			for c := solver.Cell(0); c < 81; c++ {
				for d := uint8(1); d <= 9; d++ {
					if !b.Cands[c].Has(d) {
						continue
					}
					start := time.Now()
					s := WhyNot(b, c, d, Extreme)
					slowest = max(slowest, time.Since(start))
					asked++
					if s == nil {
						continue
					}
					found++
					if d == sol[c] {
						t.Errorf("%s: r%dc%d=%d is the solution's, yet %v rules it out", line, c.Row()+1, c.Col()+1, d, s.Technique)
					}
					if s.Technique == TemplateSet || s.Technique == TemplateDelete || s.Technique == Guess {
						t.Errorf("%s: r%dc%d=%d answered by %v, which gives the digit's places away", line, c.Row()+1, c.Col()+1, d, s.Technique)
					}
					if !s.RulesOut(c, d) {
						t.Errorf("%s: %v does not rule out r%dc%d=%d", line, s.Technique, c.Row()+1, c.Col()+1, d)
					}
				}
			}
		}
		t.Logf("%s: %d of %d candidates explained, slowest %v", name, found, asked, slowest)
		if found == 0 {
			t.Errorf("%s: nothing explained", name)
		}
	}
}
