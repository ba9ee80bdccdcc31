package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestLockedSubsetOnMarks builds locked pairs and triples from marks: the
// cells where box 1 and row 1 cross hold the subset, and both houses lose
// its digits. A subset that spills out of the intersection, or one whose
// houses have nothing to lose, must not be found.
func TestLockedSubsetOnMarks(t *testing.T) {
	r1c1, r1c2, r1c3 := solver.CellAt(0, 0), solver.CellAt(0, 1), solver.CellAt(0, 2)
	tests := []struct {
		name  string
		tech  Technique
		cells map[solver.Cell]Digits
		elims int // how many eliminations, -1 when it must not apply
	}{
		{"pair", LockedPair, map[solver.Cell]Digits{r1c1: DigitSet(1, 2), r1c2: DigitSet(1, 2)}, 2 * (6 + 7)},
		{"triple", LockedTriple, map[solver.Cell]Digits{r1c1: DigitSet(1, 2), r1c2: DigitSet(2, 3), r1c3: DigitSet(1, 3)}, 3 * (6 + 6)},
		{"pair of three digits", LockedPair, map[solver.Cell]Digits{r1c1: DigitSet(1, 2), r1c2: DigitSet(1, 3)}, -1},
		{"pair across boxes", LockedPair, map[solver.Cell]Digits{r1c1: DigitSet(1, 2), solver.CellAt(0, 3): DigitSet(1, 2)}, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var marks [81]Digits
			for i := range marks {
				marks[i] = AllDigits
			}
			for c, ds := range tt.cells {
				marks[c] = ds
			}
			b := NewBoardWithMarks(solver.Grid{}, &marks)
			s := Find(b, tt.tech)
			if tt.elims < 0 {
				if s != nil {
					t.Fatalf("found %s", s.Describe("en"))
				}
				return
			}
			if s == nil {
				t.Fatal("not found")
			}
			if len(s.Eliminations) != tt.elims || len(s.Units) != 2 {
				t.Errorf("%d eliminations in %v, want %d: %s", len(s.Eliminations), s.Units, tt.elims, s.Describe("en"))
			}
			for _, lang := range Languages {
				if text := s.Describe(lang); text == "" || text[:len(tt.tech.ID())] == tt.tech.ID() {
					t.Errorf("Describe(%q) = %q", lang, text)
				}
			}
		})
	}
}
