package logic

import (
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

// TestEveryTechniqueIsSound walks the solve paths of sample puzzles and, at
// every position, asks every technique for a step (those of the extreme
// level once the singles run out): each must agree with the puzzle's
// solution. It also logs how often each technique applied,
// which shows what the samples exercise.
func TestEveryTechniqueIsSound(t *testing.T) {
	sets := []struct {
		name string
		n    int
	}{{"17clue", 40}, {"top1465", 0}, {"hardest1106", 0}, {"hardest11", 150}}
	if testing.Short() {
		sets = sets[:2]
	}
	var applied [numTechniques]int
	position := 0
	for _, set := range sets {
		for i, g := range samples(t, set.name, set.n) {
			sol, ok := solver.Solve(g)
			if !ok {
				t.Fatalf("%s #%d has no solution", set.name, i+1)
			}
			b := NewBoard(g)
			for !b.Solved() {
				next := Next(b)
				position++
				for tech := Technique(0); tech < numTechniques; tech++ {
					// The slow searches of the last level are checked
					// where the position is past its singles, and the
					// Franken and mutant fish at one position in
					// soundSlowEvery.
					if tech.Level() == Extreme && next != nil && next.Technique.Level() == Easy ||
						slowFish(tech) && position%soundSlowEvery != 0 {
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
					t.Fatalf("%s #%d: no step at\n%s", set.name, i+1, b.Cells.Board())
				}
				b.Apply(s)
				// The path's placements are no givens: avoidable
				// rectangles may use them.
				for _, p := range s.Placements {
					b.NonGivens.Add(p.Cell)
				}
			}
			if b.Cells != sol {
				t.Fatalf("%s #%d: path ends at %s, solution %s", set.name, i+1, b.Cells, sol)
			}
		}
	}
	for _, tech := range Techniques() {
		t.Logf("%-20s applied at %d positions", tech, applied[tech])
	}
}
