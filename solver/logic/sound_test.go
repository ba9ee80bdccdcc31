package logic

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// soundSlowEvery spaces the positions where TestEveryTechniqueIsSound
// tries the Franken and mutant fish, whose search takes milliseconds: one
// position in soundSlowEvery.
const soundSlowEvery = 100

// slowFish reports whether t is a Franken or mutant fish.
func slowFish(t Technique) bool {
	switch t {
	case FrankenXWing, FrankenSwordfish, FrankenJellyfish, MutantXWing, MutantSwordfish, MutantJellyfish:
		return true
	}
	return false
}

// soundSampleEvery spaces the puzzles TestEveryTechniqueIsSound walks
// without SUDOKU_LONG: the first of each set and every soundSampleEvery-th
// after it, which between them meet every classic technique.
const soundSampleEvery = 4

// TestEveryTechniqueIsSound walks the solve paths of sample puzzles and, at
// every position, asks every technique for a step (those of the extreme
// level once the singles run out): each must agree with the puzzle's
// solution. Without SUDOKU_LONG it walks one puzzle in soundSampleEvery,
// then the others, asking only for the classic techniques not met yet,
// until every one has applied somewhere (the Franken and mutant fish, asked
// at one position in soundSlowEvery, are mostly met there). It fails when
// a classic technique never applied, and logs how often each did, which
// shows what the samples exercise.
func TestEveryTechniqueIsSound(t *testing.T) {
	sets := []struct {
		name string
		n    int
	}{{"17clue", 40}, {"top1465", 0}, {"hardest1106", 0}, {"hardest11", 150}}
	if testing.Short() {
		sets = sets[:2]
	}
	every := soundSampleEvery
	if long() {
		every = 1
	}
	var applied [numTechniques]int
	position := 0
	// walk checks the steps of the techniques ask wants on the solve path
	// of the puzzle g, the i-th of its set.
	walk := func(set string, i int, g solver.Grid, ask func(tech Technique, next *Step) bool) {
		sol, ok := solver.Solve(g)
		if !ok {
			t.Fatalf("%s #%d has no solution", set, i+1)
		}
		b := NewBoard(g)
		for !b.Solved() {
			next := Next(b)
			position++
			for tech := Technique(0); tech < numTechniques; tech++ {
				if !ask(tech, next) {
					continue
				}
				if s := Find(b, tech); s != nil {
					if s.Technique != tech {
						t.Fatalf("Find(%s) returned a %s step", tech, s.Technique)
					}
					applied[tech]++
					checkStep(t, b, s, sol)
				}
			}
			s := next
			if s == nil {
				t.Fatalf("%s #%d: no step at\n%s", set, i+1, b.Cells.Board())
			}
			b.Apply(s)
			// The path's placements are no givens: avoidable
			// rectangles may use them.
			for _, p := range s.Placements {
				b.NonGivens.Add(p.Cell)
			}
		}
		if b.Cells != sol {
			t.Fatalf("%s #%d: path ends at %s, solution %s", set, i+1, b.Cells, sol)
		}
	}
	// every asks every technique, but the slow searches of the last level
	// where the position is past its singles only, and the Franken and
	// mutant fish at one position in soundSlowEvery.
	all := func(tech Technique, next *Step) bool {
		return !(tech.Level() == Extreme && next != nil && next.Technique.Level() == Easy ||
			slowFish(tech) && position%soundSlowEvery != 0)
	}
	// missing asks the classic techniques that have not applied yet.
	missing := func(tech Technique, _ *Step) bool { return !tech.Killer() && applied[tech] == 0 }
	topUp := 0
	for _, set := range sets {
		for i, g := range samples(t, set.name, set.n) {
			if i%every == 0 {
				walk(set.name, i, g, all)
			}
		}
	}
	for _, set := range sets {
		for i, g := range samples(t, set.name, set.n) {
			if i%every != 0 && slices.ContainsFunc(Techniques(), func(tech Technique) bool { return missing(tech, nil) }) {
				walk(set.name, i, g, missing)
				topUp++
			}
		}
	}
	t.Logf("%d puzzles walked for the techniques the sample missed", topUp)
	for _, tech := range Techniques() {
		t.Logf("%-20s applied at %d positions", tech, applied[tech])
		if missing(tech, nil) && !testing.Short() {
			t.Errorf("%s never applied on the classic samples", tech)
		}
	}
}
