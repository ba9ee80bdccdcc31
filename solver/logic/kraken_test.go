package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// checkKraken checks the shape of a kraken fish step on b: a fish of two
// to four base lines with one or two fins, one elimination, and chains
// that each start at a candidate of the fish's digit on and end at the
// eliminated candidate off, every node a candidate of b; and its words in
// every language.
func checkKraken(t *testing.T, b *Board, s *Step) {
	t.Helper()
	n := len(s.Units) / 2
	if n < 2 || n > 4 || len(s.Units) != 2*n || len(s.Eliminations) != 1 {
		t.Fatalf("%d units, %d eliminations: %s", len(s.Units), len(s.Eliminations), s.Describe("en"))
	}
	if base, cov := s.Houses(); len(base) != n || len(cov) != n {
		t.Fatalf("Houses splits %d units into %d and %d", len(s.Units), len(base), len(cov))
	}
	var cover CellSet
	for _, u := range s.Units[n:] {
		cover = cover.Or(u.Set())
	}
	fins := 0
	for _, c := range s.PatternCells() {
		if !cover.Has(c) {
			fins++
		}
	}
	if fins < 1 || fins > krakenMaxFins {
		t.Fatalf("%d fins: %s", fins, s.Describe("en"))
	}
	chains := splitChains(s.Links)
	if len(chains) < fins {
		t.Fatalf("%d chains for %d fins: %s", len(chains), fins, s.Describe("en"))
	}
	d, e := s.Digits.First(), s.Eliminations[0]
	for _, chain := range chains {
		first, last := chain[0], chain[len(chain)-1]
		if first.Strong || first.From.Digit != d || len(first.From.Cells) != 1 {
			t.Fatalf("a chain starts at %v: %s", first.From, s.Describe("en"))
		}
		if last.Strong || last.To.Digit != e.Digit || len(last.To.Cells) != 1 || last.To.Cells[0] != e.Cell {
			t.Fatalf("a chain ends at %v, not %v off: %s", last.To, e, s.Describe("en"))
		}
		for _, l := range chain {
			for _, node := range []ChainNode{l.From, l.To} {
				for _, c := range node.Cells {
					if !b.Cands[c].Has(node.Digit) {
						t.Fatalf("%s=%d is no candidate: %s", c, node.Digit, s.Describe("en"))
					}
				}
			}
		}
	}
	if s.Variant == "" && (e.Digit != d || !cover.Has(e.Cell)) {
		t.Fatalf("type 1 removes %v, not the fish's digit in a cover line: %s", e, s.Describe("en"))
	}
	for _, lang := range Languages {
		text := s.Describe(lang)
		if strings.HasPrefix(text, "kraken-fish:") || strings.Contains(text, "{{") || strings.Contains(text, "<no value>") {
			t.Fatalf("%s: %s", lang, text)
		}
	}
	if len(chains) > 1 && strings.Count(s.Eureka(), "; ") != len(chains)-1 {
		t.Fatalf("Eureka %q does not write the chains apart", s.Eureka())
	}
}

// TestKrakenFishOnTheLadder checks the kraken fish as Next takes it: at
// positions of the sample paths where Next's step is one, no rung before
// it applies, the step has its shape and agrees with the solution, and a
// budget too small to walk a chain finds nothing. Both types are met.
func TestKrakenFishOnTheLadder(t *testing.T) {
	found, types := 0, map[string]int{}
	for _, set := range []string{"top1465", "hardest1106"} {
		for _, g := range samples(t, set, 0) {
			if found >= 20 {
				break
			}
			sol, _ := solver.Solve(g)
			b := NewBoard(g)
			for !b.Solved() && found < 20 {
				s := Next(b)
				if s.Technique == KrakenFish {
					found++
					types[s.Variant]++
					if e := ladder(b, Extreme, 0, rungOf[KrakenFish], fcOne); e != nil {
						t.Fatalf("Next took a kraken fish where %s applies", e.Technique)
					}
					checkStep(t, b, s, sol)
					checkKraken(t, b, s)
					if small := firstKraken(b, 3); small != nil {
						t.Errorf("a search of 3 states found %s", small.Describe("en"))
					}
				}
				b.Apply(s)
			}
		}
	}
	t.Logf("%d kraken fish steps: %v", found, types)
	if found == 0 || types[""] == 0 || types["type2"] == 0 {
		t.Fatalf("kraken fish steps of each type on the sample paths: %v", types)
	}
}

// TestKrakenFishAllSound checks every kraken fish FindAll lists, without
// a budget, at the positions of the top1465 sample where Next first needs
// a kraken fish or a forcing chain: each has its shape and agrees with
// the solution.
func TestKrakenFishAllSound(t *testing.T) {
	steps := 0
	for _, g := range samples(t, "top1465", 0) {
		sol, _ := solver.Solve(g)
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s.Technique == KrakenFish || s.Technique == ForcingChain {
				for _, k := range FindAll(b, KrakenFish) {
					steps++
					checkStep(t, b, k, sol)
					checkKraken(t, b, k)
				}
				break
			}
			b.Apply(s)
		}
	}
	t.Logf("%d kraken fish checked", steps)
	if steps == 0 {
		t.Fatal("no kraken fish on the sample")
	}
}

// TestKrakenFishNeedsFins checks positions without a kraken fish: the
// empty grid, where every line holds a digit in nine cells (a fish of four
// lines would have five fins), and a solved grid.
func TestKrakenFishNeedsFins(t *testing.T) {
	g := samples(t, "top1465", 1)[0]
	sol, _ := solver.Solve(g)
	for name, b := range map[string]*Board{"empty": NewBoard(solver.Grid{}), "solved": NewBoard(sol)} {
		if all := FindAll(b, KrakenFish); len(all) != 0 {
			t.Errorf("%s grid: %s", name, all[0].Describe("en"))
		}
	}
}

// TestKrakenBeats walks kraken fish steps beat by beat, as Beats tells
// them: a start beat for each chain, a beat for each link with its own
// chain's links and a reason that holds on the board (linkReason), the end
// beat last with the elimination, every sentence filled in, in every
// language.
func TestKrakenBeats(t *testing.T) {
	checked := 0
	for _, g := range samples(t, "top1465", 0) {
		b := NewBoard(g)
		for !b.Solved() && checked < 10 {
			s := Next(b)
			if s.Technique == KrakenFish {
				checked++
				for _, lang := range Languages {
					beats := s.Beats(b, lang)
					chains := splitChains(s.Links)
					if len(beats) != len(s.Links)+len(chains)+1 {
						t.Fatalf("%d beats for %d links in %d chains", len(beats), len(s.Links), len(chains))
					}
					starts := 0
					k := 0 // the link of the beat
					for i, bt := range beats {
						if bt.Kind != "start" && bt.Kind != "end" {
							if why := linkReason(b, s.Links[k], bt); why != "" {
								t.Fatalf("link %d, %q: %s", k, bt.Text, why)
							}
							k++
						}
						if strings.Contains(bt.Text, "{{") || strings.Contains(bt.Text, "<no value>") || bt.Text == "" {
							t.Fatalf("beat %d: %q", i, bt.Text)
						}
						if bt.Kind == "start" {
							starts++
						} else if i < len(beats)-1 && (bt.Current != 1 || len(bt.Links) == 0 || len(bt.Links) > beatLinksMax) {
							t.Fatalf("beat %d draws %d links, %d current", i, len(bt.Links), bt.Current)
						}
					}
					end := beats[len(beats)-1]
					if starts != len(chains) || end.Kind != "end" || len(end.Marks) != 1 || end.Marks[0] != s.Eliminations[0] {
						t.Fatalf("%d start beats for %d chains, end %+v", starts, len(chains), end)
					}
					if lang == "en" && checked == 1 {
						for _, bt := range beats {
							t.Log(bt.Text)
						}
					}
				}
			}
			b.Apply(s)
		}
	}
	if checked == 0 {
		t.Fatal("no kraken fish on the sample paths")
	}
}
