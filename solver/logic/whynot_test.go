package logic

import (
	"os"
	"reflect"
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

// levelOpenings returns the first n puzzles of a bundled level (one in
// short mode) with their solutions.
func levelOpenings(t *testing.T, name string, n int) (puzzles, solutions []solver.Grid) {
	t.Helper()
	data, err := os.ReadFile("../../levels/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if testing.Short() {
		n = 1
	}
	for _, line := range lines[:n] {
		g, err := solver.Parse(strings.Fields(line)[0])
		if err != nil {
			t.Fatal(err)
		}
		sol, k := new(solver.Backtracker).Solve(g, 2)
		if k != 1 {
			t.Fatalf("%s: %d solutions", line, k)
		}
		puzzles, solutions = append(puzzles, g), append(solutions, sol)
	}
	return puzzles, solutions
}

// checkPath checks a path WhyNotPath returned for d in c from b, against
// the solution: every step is one the ladder finds on the position the
// steps before it leave (no guess, no template), proves only what the
// solution bears out, and d leaves c with the last step and no earlier
// one, so that the path's length is the true number of steps.
func checkPath(t *testing.T, b *Board, c solver.Cell, d uint8, path []*Step, sol solver.Grid) {
	t.Helper()
	at := *b
	for i, s := range path {
		if explainsNothing[s.Technique] {
			t.Fatalf("%v=%d: step %d is a %v", c, d, i+1, s.Technique)
		}
		found := false
		for _, f := range FindAll(&at, s.Technique) {
			if reflect.DeepEqual(f.Placements, s.Placements) && reflect.DeepEqual(f.Eliminations, s.Eliminations) {
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("%v=%d: step %d (%v) is not found on its position", c, d, i+1, s.Technique)
		}
		for _, p := range s.Placements {
			if sol[p.Cell] != p.Digit {
				t.Fatalf("%v=%d: step %d places %v", c, d, i+1, p)
			}
		}
		for _, e := range s.Eliminations {
			if sol[e.Cell] == e.Digit {
				t.Fatalf("%v=%d: step %d eliminates %v", c, d, i+1, e)
			}
		}
		if at.Cells[c] != 0 || !at.Cands[c].Has(d) {
			t.Fatalf("%v=%d is ruled out before step %d of %d", c, d, i+1, len(path))
		}
		at.Apply(s)
	}
	if at.Cells[c] == 0 && at.Cands[c].Has(d) {
		t.Fatalf("%v=%d: the %d steps leave it a candidate", c, d, len(path))
	}
}

// TestWhyNotPathExplainsEveryWrongDigit asks, on the openings of bundled
// puzzles, why not every candidate of every empty cell: every wrong one
// gets a path of steps (TestWhyNotRulesOutOnlyWrongDigits found one step
// for fewer than a third of them), of one step exactly when one step
// rules it out, and the solution's digit none.
func TestWhyNotPathExplainsEveryWrongDigit(t *testing.T) {
	for _, name := range []string{"easy", "hard", "extreme"} {
		puzzles, solutions := levelOpenings(t, name, 3)
		var slowest time.Duration
		wrong, one, steps := 0, 0, 0
		for i, g := range puzzles {
			b, sol := NewBoard(g), solutions[i]
			for c := solver.Cell(0); c < 81; c++ {
				for d := uint8(1); d <= 9; d++ {
					if !b.Cands[c].Has(d) {
						continue
					}
					start := time.Now()
					path := WhyNotPath(b, c, d, Extreme, time.Time{})
					slowest = max(slowest, time.Since(start))
					if d == sol[c] {
						if path != nil {
							t.Errorf("%s %d: %v=%d is the solution's digit, yet ruled out in %d steps", name, i, c, d, len(path))
						}
						continue
					}
					wrong++
					if path == nil {
						t.Errorf("%s %d: %v=%d is wrong, yet no path rules it out", name, i, c, d)
						continue
					}
					checkPath(t, b, c, d, path, sol)
					if single := WhyNot(b, c, d, Extreme) != nil; single != (len(path) == 1) {
						t.Errorf("%s %d: %v=%d: one step rules it out %v, yet the path has %d", name, i, c, d, single, len(path))
					}
					steps += len(path)
					if len(path) == 1 {
						one++
					}
				}
			}
		}
		t.Logf("%s: %d wrong candidates, %d ruled out by one step, all by %.1f steps on average; slowest %v",
			name, wrong, one, float64(steps)/float64(wrong), slowest)
	}
}

// TestWhyNotPathKeepsToWhatItNeeds walks, on an easy opening, to a
// wrong digit no single step rules out: the path is shorter than the
// ladder's walk to it, and its first step is no longer the ladder's
// first when the ladder starts elsewhere.
func TestWhyNotPathKeepsToWhatItNeeds(t *testing.T) {
	puzzles, solutions := levelOpenings(t, "easy", 1)
	b, sol := NewBoard(puzzles[0]), solutions[0]
	shorter := 0
	for c := solver.Cell(0); c < 81; c++ {
		for d := uint8(1); d <= 9; d++ {
			if !b.Cands[c].Has(d) || d == sol[c] || WhyNot(b, c, d, Extreme) != nil {
				continue
			}
			path := WhyNotPath(b, c, d, Extreme, time.Time{})
			walked, w := 0, *b
			for w.Cells[c] == 0 && w.Cands[c].Has(d) {
				w.Apply(nextExplaining(&w, Extreme))
				walked++
			}
			if len(path) > walked {
				t.Errorf("%v=%d: %d steps, the ladder's walk %d", c, d, len(path), walked)
			}
			if len(path) < walked {
				shorter++
			}
		}
	}
	if shorter == 0 {
		t.Error("no path was shorter than the ladder's walk")
	}
}

// TestWhyNotPathGivesUp: a deadline passed, or a ladder that runs out of
// steps before the digit goes, leaves a wrong digit with no path.
func TestWhyNotPathGivesUp(t *testing.T) {
	puzzles, solutions := levelOpenings(t, "easy", 1)
	b, sol := NewBoard(puzzles[0]), solutions[0]
	c, d := solver.Cell(-1), uint8(0)
	for p := solver.Cell(0); p < 81 && c < 0; p++ {
		for e := uint8(1); e <= 9; e++ {
			if b.Cands[p].Has(e) && e != sol[p] && WhyNot(b, p, e, Extreme) == nil {
				c, d = p, e
				break
			}
		}
	}
	if c < 0 {
		t.Fatal("every wrong digit is ruled out by one step")
	}
	if path := WhyNotPath(b, c, d, Extreme, time.Now().Add(-time.Second)); path != nil {
		t.Errorf("past the deadline: %d steps", len(path))
	}
	// A hard puzzle's opening, asked with the easy steps alone: a wrong
	// digit that is still a candidate where they run out.
	puzzles, solutions = levelOpenings(t, "hard", 1)
	b, sol = NewBoard(puzzles[0]), solutions[0]
	stuck := *b
	for s := nextExplaining(&stuck, Easy); s != nil; s = nextExplaining(&stuck, Easy) {
		stuck.Apply(s)
	}
	asked := 0
	for c := solver.Cell(0); c < 81; c++ {
		for d := uint8(1); d <= 9; d++ {
			if !stuck.Cands[c].Has(d) || d == sol[c] {
				continue
			}
			asked++
			if path := WhyNotPath(b, c, d, Easy, time.Time{}); path != nil {
				t.Errorf("%v=%d ruled out by easy steps in %d, yet they leave it", c, d, len(path))
			}
		}
	}
	if asked == 0 {
		t.Fatal("the easy steps solve the hard puzzle")
	}
}
