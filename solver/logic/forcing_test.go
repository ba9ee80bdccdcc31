package logic

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestForcingChainBuilt checks contradictions worked by hand on boards
// built from marks, every other cell having every candidate, and that
// nothing applies where no assumption fails.
func TestForcingChainBuilt(t *testing.T) {
	solved, _ := solver.Solve(samples(t, "top1465", 1)[0])
	no5 := []uint8{1, 2, 3, 4, 6, 7, 8, 9}
	tests := []struct {
		name    string
		b       *Board
		want    string // eliminations, "" when nothing may apply
		pattern string
		unit    string
		// links lists the net's inferences, "=" into a placement and "-"
		// into a removal; difficulty is the step's rating.
		links      string
		difficulty float64
	}{
		{
			// r1c1=1 leaves r2c2 and r3c3, in one box, both only 3.
			name:    "cell without candidates",
			b:       uqBoard(t, map[string][]uint8{"r1c1": {1, 2}, "r2c2": {1, 3}, "r3c3": {1, 3}}, nil),
			want:    "r1c1=1",
			pattern: "r1c1=1 r3c3=1 r3c3=3",
			// Three digits take part: a dynamic chain, 8.5, and five
			// deductions add 0.1.
			links:      "r1c1=1-r2c2=1 r1c1=1-r3c3=1 r2c2=1=r2c2=3 r2c2=3-r3c3=3",
			difficulty: 8.6,
		},
		{
			// In row 2, 5 lies only in r2c3 and r2c8, in row 5 only in
			// r5c1 and r5c8: r1c1=5 takes r2c3 by its box, which puts 5
			// in r2c8, which takes r5c8; r5c1 it takes by its column.
			name: "house without a place",
			b: uqBoard(t, map[string][]uint8{"r1c1": {5, 6},
				"r2c1": no5, "r2c2": no5, "r2c4": no5, "r2c5": no5, "r2c6": no5, "r2c7": no5, "r2c9": no5,
				"r5c2": no5, "r5c3": no5, "r5c4": no5, "r5c5": no5, "r5c6": no5, "r5c7": no5, "r5c9": no5}, nil),
			want:    "r1c1=5",
			pattern: "r1c1=5 r5c1=5 r5c8=5",
			unit:    "row 5",
			// One digit throughout: Nishio, 7.5, and a net of five
			// nodes adds 0.1.
			links:      "r1c1=5-r2c3=5 r1c1=5-r5c1=5 r2c3=5=r2c8=5 r2c8=5-r5c8=5",
			difficulty: 7.6,
		},
		{name: "empty board", b: NewBoard(solver.Grid{})},
		{name: "solved board", b: NewBoard(solved)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Find(tt.b, ForcingChain)
			if tt.want == "" {
				if s != nil {
					t.Fatalf("applies: %s", s.Describe("en"))
				}
				return
			}
			if s == nil {
				t.Fatal("not found")
			}
			if got := uqCandidates(s.Eliminations); got != tt.want || len(s.Placements) > 0 {
				t.Errorf("result %s, want %s", got, tt.want)
			}
			if got := uqCandidates(s.Pattern); got != tt.pattern {
				t.Errorf("pattern %s, want %s", got, tt.pattern)
			}
			unit := ""
			if len(s.Units) > 0 {
				unit = s.Units[0].String()
			}
			if unit != tt.unit {
				t.Errorf("unit %q, want %q", unit, tt.unit)
			}
			var links []string
			for _, l := range s.Links {
				sign := "-"
				if l.Strong {
					sign = "="
				}
				links = append(links, fmt.Sprintf("%s=%d%s%s=%d", groupName(l.From.Cells), l.From.Digit, sign, groupName(l.To.Cells), l.To.Digit))
			}
			if got := strings.Join(links, " "); got != tt.links {
				t.Errorf("links %s, want %s", got, tt.links)
			}
			if e := s.Eureka(); e != "" {
				t.Errorf("a net written as one chain: %s", e)
			}
			if s.Difficulty != tt.difficulty {
				t.Errorf("difficulty %.2f, want %.2f", s.Difficulty, tt.difficulty)
			}
			uqDescribe(t, s)
			t.Log(s.Describe("en"))
		})
	}
}

// TestForcingChainOnSamples checks the forcing chain on the samples'
// solve paths: the first position that needs it, and every position of
// the first hardest1106 puzzles where nothing easier applies. Each step
// eliminates its assumed candidate, the first of its pattern.
func TestForcingChainOnSamples(t *testing.T) {
	g, b, s := firstPositionWith(t, ForcingChain)
	if s == nil {
		t.Fatal("no sample position has a forcing chain")
	}
	sol, _ := solver.Solve(g)
	check := func(b *Board, s *Step, sol solver.Grid) {
		t.Helper()
		checkStep(t, b, s, sol)
		if len(s.Eliminations) != 1 || len(s.Placements) != 0 || s.Pattern[0] != s.Eliminations[0] {
			t.Fatalf("pattern %v, result %v: want the assumption eliminated", s.Pattern, s.Eliminations)
		}
		// The net is drawn from the board: every node is a candidate there.
		if len(s.Links) == 0 {
			t.Fatalf("%s: no links", s.Describe("en"))
		}
		for _, l := range s.Links {
			for _, n := range []ChainNode{l.From, l.To} {
				for _, c := range n.Cells {
					if !b.Cands[c].Has(n.Digit) {
						t.Fatalf("link %v: %s=%d is not a candidate", l, c, n.Digit)
					}
				}
			}
		}
		if min := map[string]float64{"": fcNishioBase, "nested": fcNestedBase}[s.Variant]; s.Difficulty < min {
			t.Errorf("%s step rated %.1f, below %.1f", s.Variant, s.Difficulty, min)
		}
		uqDescribe(t, s)
	}
	check(b, s, sol)
	t.Log(s.Describe("en"))
	t.Log(s.Describe("zh-Hans"))

	for _, g := range samples(t, "hardest1106", 5) {
		sol, _ := solver.Solve(g)
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				t.Fatalf("no step at\n%s", b.Cells.Board())
			}
			if s.Technique == ForcingChain {
				check(b, s, sol)
			}
			b.Apply(s)
		}
	}
}

// hardPositions walks the solve paths of the first n puzzles of the
// hardest1106 sample (all when n <= 0) and returns the positions where
// nothing easier than a forcing chain applies, with how many of them
// still need a guess.
func hardPositions(t testing.TB, n int) (positions []*Board, guesses int) {
	t.Helper()
	for _, g := range samples(t, "hardest1106", n) {
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				t.Fatalf("no step at\n%s", b.Cells.Board())
				return nil, 0
			}
			if s.Technique >= ForcingChain {
				cp := *b
				positions = append(positions, &cp)
				if s.Technique == Guess {
					guesses++
				}
			}
			b.Apply(s)
		}
	}
	return positions, guesses
}

// TestForcingChainLeavesFewGuesses logs how often the hardest1106 solve
// paths need a forcing chain or, beyond it, a guess, and how long the
// forcing chain takes there; guesses must stay rare.
func TestForcingChainLeavesFewGuesses(t *testing.T) {
	if testing.Short() {
		t.Skip("walks the hardest1106 sample")
	}
	positions, guesses := hardPositions(t, 0)
	// The times are logged only: the best of three with SUDOKU_LONG, to
	// discount other load, else of one.
	tries := 1
	if long() {
		tries = 3
	}
	var total, worst time.Duration
	for _, b := range positions {
		d := time.Hour
		for range tries {
			start := time.Now()
			Find(b, ForcingChain)
			d = min(d, time.Since(start))
		}
		total += d
		worst = max(worst, d)
	}
	t.Logf("%d positions need a forcing chain or a guess, %d a guess; forcing chain mean %v, worst %v",
		len(positions), guesses, total/time.Duration(max(1, len(positions))), worst)
	if guesses*20 > len(positions) {
		t.Errorf("%d of %d positions need a guess", guesses, len(positions))
	}
}

// BenchmarkForcing times the forcing chain on the hardest1106 positions
// where nothing easier applies.
func BenchmarkForcing(b *testing.B) {
	positions, _ := hardPositions(b, 0)
	if len(positions) == 0 {
		b.Skip("no position needs a forcing chain")
	}
	for i := 0; b.Loop(); i++ {
		Find(positions[i%len(positions)], ForcingChain)
	}
}

// TestRatingWalkBatchesForcingChains checks the rating walk: where it
// needs a forcing chain it removes every candidate whose assumption fails
// as easily, each of them false in the solution, and so needs fewer
// forcing chain steps than the walk of hints, which shows one net a step.
func TestRatingWalkBatchesForcingChains(t *testing.T) {
	batched, single, more := 0, 0, 0
	for _, g := range samples(t, "hardest1106", 8) {
		sol, _ := solver.Solve(g)
		path, err := Path(g)
		if err != nil {
			t.Fatal(err)
		}
		b := NewBoard(g)
		for _, s := range path {
			if s.Technique == ForcingChain {
				batched++
				checkStep(t, b, s, sol)
				if s.Eliminations[0] != s.Pattern[0] {
					t.Errorf("the step tells the net of %v but removes %v first", s.Pattern[0], s.Eliminations[0])
				}
				if len(s.Eliminations) > 1 {
					more++
					if text := s.Describe("en"); !strings.Contains(text, "Other assumptions fail as easily: ") {
						t.Errorf("a step of %d eliminations says: %s", len(s.Eliminations), text)
					}
				}
			}
			b.Apply(s)
		}
		b = NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s.Technique == ForcingChain {
				single++
			}
			b.Apply(s)
		}
	}
	t.Logf("forcing chain steps: %d on the rating walk (%d with more than one elimination), %d on the hint walk", batched, more, single)
	if more == 0 || batched >= single {
		t.Errorf("the rating walk takes %d forcing chain steps (%d batched), the hint walk %d", batched, more, single)
	}
}

// TestClosingKeepsScores rates hard samples with the forcing chains
// closed after nested ones, as Rate does, and with the ladder alone: the scores must agree, and closing must leave fewer steps to
// the ladder's patterns, the search of each of which passes down most of
// the ladder.
func TestClosingKeepsScores(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 3
	}
	var patterns [2]int // closing, the ladder alone
	for _, g := range append(samples(t, "hardest1106", n), samples(t, "hardest11", n)...) {
		var scores [2]Rating
		for i, from := range []float64{closingScore, math.Inf(1)} {
			r, steps, err := walk(NewBoard(g), Extreme, from)
			if err != nil {
				t.Fatal(err)
			}
			scores[i] = r
			for _, s := range steps {
				if s.Technique > LockedCandidates && s.Technique < ForcingChain {
					patterns[i]++
				}
			}
		}
		if hundredths(scores[0].Score) != hundredths(scores[1].Score) || scores[0].Level != scores[1].Level {
			t.Errorf("%s: closing rates %v, the ladder alone %v", g.String(), scores[0], scores[1])
		}
	}
	t.Logf("pattern steps: %d closing, %d with the ladder alone", patterns[0], patterns[1])
	if patterns[0] >= patterns[1] {
		t.Errorf("closing takes %d pattern steps, the ladder alone %d", patterns[0], patterns[1])
	}
}
