package logic

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// TestVariantTechniquesAreSound walks the solve path of the variant
// samples (testdata/variants.txt; all with SUDOKU_LONG) and, at every
// position, asks each technique that applies for its first step (the last
// level's only where the path needs it): each must agree with the
// solution, as must the path's own step. It logs positions, steps checked
// and techniques used.
func TestVariantTechniquesAreSound(t *testing.T) {
	samples := readVariantSamples(t)
	// Without SUDOKU_LONG one sample in two, with -short one in four: the
	// file holds each variant's samples in turn, so every variant keeps its
	// share.
	every := 2
	switch {
	case testing.Short():
		every = 4
	case long():
		every = 1
	}
	var sampled []variantSample
	for i, s := range samples {
		if i%every == 0 {
			sampled = append(sampled, s)
		}
	}
	samples = sampled
	positions, checked := map[string]int{}, map[string]int{}
	used := map[Technique]int{}
	for i, s := range samples {
		walkSample(t, s, i, func(b *Board, next *Step) {
			positions[s.name]++
			for _, tech := range Techniques() {
				if tech.Level() == Extreme && next.Technique.Level() < Extreme || slowFish(tech) {
					continue
				}
				if st := Find(b, tech); st != nil {
					if st.Technique != tech {
						t.Fatalf("Find(%s) returned a %s step", tech, st.Technique)
					}
					checked[s.name]++
					used[tech]++
					checkStep(t, b, st, s.sol)
				}
			}
		})
	}
	var names []string
	for tech, n := range used {
		names = append(names, fmt.Sprintf("%s %d", tech.ID(), n))
	}
	sort.Strings(names)
	t.Logf("positions %v, steps checked %v", positions, checked)
	t.Logf("techniques: %s", strings.Join(names, ", "))
}

// TestRateVariantSamples rates every variant sample: each is proper and
// gets one of the five levels. It logs the spread of levels per variant
// and how many needed a forcing step (a forcing chain, template, cage
// contradiction or guess).
func TestRateVariantSamples(t *testing.T) {
	spread := map[string]map[Level]int{}
	forcing := map[string]int{}
	for i, s := range readVariantSamples(t) {
		r, steps, err := ratePuzzle(s.p)
		if err != nil {
			t.Fatalf("%s #%d: %v", s.name, i+1, err)
		}
		if r.Level < Easy || r.Level > Extreme {
			t.Fatalf("%s #%d: level %v", s.name, i+1, r.Level)
		}
		if spread[s.name] == nil {
			spread[s.name] = map[Level]int{}
		}
		spread[s.name][r.Level]++
		for _, st := range steps {
			if forcingStep(st.Technique) {
				forcing[s.name]++
				break
			}
		}
	}
	for _, v := range sampleVariants {
		var parts []string
		for _, l := range Levels {
			parts = append(parts, fmt.Sprintf("%s %d", l, spread[v.name][l]))
		}
		t.Logf("%-10s %s; needing a forcing step: %d", v.name, strings.Join(parts, ", "), forcing[v.name])
	}
}

// forcingStep reports whether t is a step that tries candidates out: a
// forcing chain, a template, a cage contradiction or a guess.
func forcingStep(t Technique) bool {
	switch t {
	case ForcingChain, TemplateSet, TemplateDelete, CageContradiction, Guess:
		return true
	}
	return false
}

// walkSample walks the solve path of sample i: at every position it hands
// the board and the ladder's next step to try (which checks what it
// will), then checks that step against the solution and its words, and
// applies it; the path must end at the solution.
func walkSample(t *testing.T, s variantSample, i int, try func(b *Board, next *Step)) {
	t.Helper()
	b := NewPuzzleBoard(s.p)
	for !b.Solved() {
		next := Next(b)
		if next == nil {
			t.Fatalf("%s #%d: no step at\n%s", s.name, i+1, b.Cells.Board())
		}
		try(b, next)
		checkStep(t, b, next, s.sol)
		if next.Describe("en") == "" {
			t.Fatalf("%s #%d: %s has no words", s.name, i+1, next.Technique)
		}
		b.Apply(next)
	}
	if b.Cells != s.sol {
		t.Fatalf("%s #%d: path ends at %s, solution %s", s.name, i+1, b.Cells, s.sol)
	}
}
