package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestBasicTechniques finds, for each basic technique, a position on the
// samples' solve paths where it applies, and checks the step against the
// solution and its description in both languages. On the empty board none
// of them may apply.
func TestBasicTechniques(t *testing.T) {
	for _, tech := range []Technique{FullHouse, HiddenSingle, NakedSingle, LockedCandidates,
		NakedPair, HiddenPair, NakedTriple, HiddenTriple, NakedQuad, HiddenQuad} {
		t.Run(tech.ID(), func(t *testing.T) {
			g, b, s := firstPositionWith(t, tech)
			if s == nil {
				t.Fatalf("no sample position needs %s", tech)
			}
			sol, _ := solver.Solve(g)
			checkStep(t, b, s, sol)
			for _, lang := range Languages {
				text := s.Describe(lang)
				if text == "" || strings.Contains(text, "<no value>") || strings.HasPrefix(text, tech.ID()+":") {
					t.Errorf("Describe(%q) = %q", lang, text)
				}
			}
			if s := Find(NewBoard(solver.Grid{}), tech); s != nil {
				t.Errorf("%s applies to the empty board: %s", tech, s.Describe("en"))
			}
		})
	}
}

// TestSinglesOnKnownPosition checks the singles on a puzzle worked by hand:
// the Wikipedia puzzle, whose first full house, hidden and naked singles
// are known.
func TestSinglesOnKnownPosition(t *testing.T) {
	g := mustParse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	b := NewBoard(g)
	tests := []struct {
		tech Technique
		want string // the step's result, or "" when it must not apply
	}{
		{FullHouse, ""},
		// Boxes are scanned first; box 1 has none, and in box 2, 8 is kept
		// out of row 3 by r3c3, of column 4 by r5c4, of column 5 by r9c5.
		{HiddenSingle, "r1c6=8"},
		{NakedSingle, "r5c5=5"}, // row 5, column 5 and box 5 leave only 5
	}
	for _, tt := range tests {
		s := Find(b, tt.tech)
		got := ""
		if s != nil {
			got = s.Placements[0].String()
		}
		if got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.tech, got, tt.want)
		}
	}
}

// TestLockedCandidatesVariants checks that a board built from marks shows
// pointing and claiming, and nothing once the pattern is broken.
func TestLockedCandidatesVariants(t *testing.T) {
	var marks [81]Digits
	for i := range marks {
		marks[i] = AllDigits &^ DigitSet(5)
	}
	// 5 in box 1 only in row 1; elsewhere 5 is open in row 1 at r1c9 only.
	for _, c := range []solver.Cell{solver.CellAt(0, 0), solver.CellAt(0, 1), solver.CellAt(0, 8)} {
		marks[c] |= DigitSet(5)
	}
	b := NewBoardWithMarks(solver.Grid{}, &marks)
	s := Find(b, LockedCandidates)
	if s == nil || s.Variant != "pointing" || len(s.Eliminations) != 1 || s.Eliminations[0].String() != "r1c9=5" {
		t.Fatalf("pointing: got %+v", s)
	}
	// 5 open everywhere but r1c1: every box has it on every row and
	// column, and every line in every box, so neither form applies.
	for i := range marks {
		marks[i] = AllDigits
	}
	marks[0] &^= DigitSet(5)
	if s := Find(NewBoardWithMarks(solver.Grid{}, &marks), LockedCandidates); s != nil {
		t.Fatalf("broken pattern: got %s", s.Describe("en"))
	}
}
