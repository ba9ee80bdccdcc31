package logic

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// uqBoard returns a board without placed digits whose cells all have
// every candidate but those given in marks, as "r2c4": {1, 2, 5}. Cells in
// givens hold that digit instead.
func uqBoard(t *testing.T, marks map[string][]uint8, givens map[string]uint8) *Board {
	t.Helper()
	var cands [81]Digits
	for i := range cands {
		cands[i] = AllDigits
	}
	for name, ds := range marks {
		cands[uqCell(t, name)] = DigitSet(ds...)
	}
	var cells solver.Grid
	for name, d := range givens {
		cells[uqCell(t, name)] = d
	}
	return NewBoardWithMarks(cells, &cands)
}

// uqCell parses a cell name such as "r2c4".
func uqCell(t *testing.T, name string) solver.Cell {
	t.Helper()
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil || r < 1 || r > 9 || c < 1 || c > 9 {
		t.Fatalf("bad cell name %q", name)
	}
	return solver.CellAt(r-1, c-1)
}

// uqCandidates writes candidates as "r2c4=1 r2c4=2".
func uqCandidates(cs []Candidate) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.String())
	}
	return strings.Join(s, " ")
}

// uqDescribe fails unless the step reads well in every language.
func uqDescribe(t *testing.T, s *Step) {
	t.Helper()
	for _, lang := range Languages {
		text := s.Describe(lang)
		if text == "" || strings.Contains(text, "<no value>") || strings.HasPrefix(text, s.Technique.ID()+":") {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
	}
}

// TestUniqueRectangleOnSamples finds each type on the samples' solve
// paths and checks it against the solution.
func TestUniqueRectangleOnSamples(t *testing.T) {
	for _, tech := range []Technique{UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4} {
		t.Run(tech.ID(), func(t *testing.T) {
			g, b, s := firstPositionWith(t, tech)
			if s == nil {
				t.Fatalf("no sample position has %s", tech)
			}
			sol, _ := solver.Solve(g)
			checkStep(t, b, s, sol)
			uqDescribe(t, s)
			corners := s.PatternCells()
			if len(corners) != 4 || s.Digits.Count() != 2 {
				t.Fatalf("pattern %v on %s: want four corners and a pair", s.Pattern, s.Digits)
			}
			for _, c := range corners {
				// A corner may have lost one digit of the pair, not both.
				if b.Cells[c] != 0 || b.Cands[c]&s.Digits == 0 {
					t.Errorf("corner %s is %d with candidates %s", c, b.Cells[c], b.Cands[c])
				}
			}
			t.Log(s.Describe("en"))
		})
	}
}

// TestUniqueRectangleBuilt checks each type on a board built from marks,
// where every cell but the pattern's has every candidate: the rectangle
// r1c1, r1c4, r2c1, r2c4 on 1/2 in boxes 1 and 2. With a given in a corner
// no type may apply.
func TestUniqueRectangleBuilt(t *testing.T) {
	floor := map[string][]uint8{"r1c1": {1, 2}, "r1c4": {1, 2}}
	with := func(extra map[string][]uint8) map[string][]uint8 {
		m := map[string][]uint8{}
		for k, v := range floor {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	// Type 4: 1 lies in row 2 only in the roof.
	type4 := with(map[string][]uint8{"r2c1": {1, 2, 7}, "r2c4": {1, 2, 8}})
	for _, c := range []string{"r2c2", "r2c3", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"} {
		type4[c] = []uint8{2, 3, 4, 5, 6, 7, 8, 9}
	}
	// Type 6: the diagonal r1c1, r2c4 holds only 1/2, and 1 lies in rows 1
	// and 2 only in the corners.
	type6 := with(map[string][]uint8{"r1c4": {1, 2, 7}, "r2c1": {1, 2, 8}, "r2c4": {1, 2}})
	for _, r := range []string{"r1", "r2"} {
		for _, c := range []string{"c2", "c3", "c5", "c6", "c7", "c8", "c9"} {
			type6[r+c] = []uint8{2, 3, 4, 5, 6, 7, 8, 9}
		}
	}
	tests := []struct {
		tech  Technique
		marks map[string][]uint8
		want  string
	}{
		{UniqueRectangle1, with(map[string][]uint8{"r2c1": {1, 2}, "r2c4": {1, 2, 5}}), "r2c4=1 r2c4=2"},
		{UniqueRectangle2, with(map[string][]uint8{"r2c1": {1, 2, 7}, "r2c4": {1, 2, 7}}),
			"r2c2=7 r2c3=7 r2c5=7 r2c6=7 r2c7=7 r2c8=7 r2c9=7"},
		{UniqueRectangle3, with(map[string][]uint8{"r2c1": {1, 2, 7}, "r2c4": {1, 2, 8}, "r2c7": {7, 8}}),
			"r2c2=7 r2c2=8 r2c3=7 r2c3=8 r2c5=7 r2c5=8 r2c6=7 r2c6=8 r2c8=7 r2c8=8 r2c9=7 r2c9=8"},
		{UniqueRectangle4, type4, "r2c1=2 r2c4=2"},
		// Type 5: three corners with the extra 7; r2c5 and r2c6 see them all.
		{UniqueRectangle5, with(map[string][]uint8{"r1c4": {1, 2, 7}, "r2c1": {1, 2, 7}, "r2c4": {1, 2, 7}}), "r2c5=7 r2c6=7"},
		{UniqueRectangle6, type6, "r1c4=1 r2c1=1"},
	}
	for _, tt := range tests {
		t.Run(tt.tech.ID(), func(t *testing.T) {
			b := uqBoard(t, tt.marks, nil)
			s := Find(b, tt.tech)
			if s == nil {
				t.Fatalf("%s not found", tt.tech)
			}
			if got := uqCandidates(s.Eliminations); got != tt.want {
				t.Errorf("eliminations %s, want %s", got, tt.want)
			}
			if got := fmt.Sprint(s.PatternCells()); got != "[r1c1 r1c4 r2c1 r2c4]" {
				t.Errorf("pattern cells %s", got)
			}
			if s.Digits != DigitSet(1, 2) {
				t.Errorf("digits %s, want 1/2", s.Digits)
			}
			uqDescribe(t, s)

			// The same rectangle with a given in a corner is no pattern.
			for _, corner := range []string{"r1c1", "r2c4"} {
				b := uqBoard(t, tt.marks, map[string]uint8{corner: 1})
				if s := Find(b, tt.tech); s != nil {
					t.Errorf("given in %s: %s", corner, s.Describe("en"))
				}
			}
		})
	}
}

// TestUniqueRectangleNearMisses checks rectangles that are not unique
// rectangles: in one box, or in four; with the floor on a diagonal; with
// a roof that has no extra candidate.
func TestUniqueRectangleNearMisses(t *testing.T) {
	tests := []struct {
		name  string
		marks map[string][]uint8
	}{
		{"one box", map[string][]uint8{"r1c1": {1, 2}, "r1c2": {1, 2}, "r2c1": {1, 2}, "r2c2": {1, 2, 5}}},
		{"four boxes", map[string][]uint8{"r1c1": {1, 2}, "r1c4": {1, 2}, "r4c1": {1, 2}, "r4c4": {1, 2, 5}}},
		{"diagonal floor", map[string][]uint8{"r1c1": {1, 2}, "r2c4": {1, 2}, "r1c4": {1, 2, 7}, "r2c1": {1, 2, 7}, "r2c7": {7, 8}}},
		{"roofs differ", map[string][]uint8{"r1c1": {1, 2}, "r1c4": {1, 2}, "r2c1": {1, 2, 7}, "r2c4": {1, 2, 8}}},
	}
	for _, tt := range tests {
		b := uqBoard(t, tt.marks, nil)
		for _, tech := range []Technique{UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4} {
			if s := Find(b, tech); s != nil {
				t.Errorf("%s: %s applies: %s", tt.name, tech, s.Describe("en"))
			}
		}
	}
}
