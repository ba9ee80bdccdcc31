package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestWrongEntrySaysWhy: a hint for a wrong digit says what it repeats,
// naming the rule (a row, a diagonal, a window, a knight's or king's
// move), or, when it repeats nothing, the step that rules it out once it
// is taken out, told whole at the Full depth; never only that it is not
// the solution's.
func TestWrongEntrySaysWhy(t *testing.T) {
	samples := map[string]variant.Puzzle{"classic": {Givens: mustParse(t, wikiText)}}
	for _, s := range readVariantSamples(t) {
		if _, ok := samples[s.name]; !ok {
			samples[s.name] = s.p
		}
	}
	tests := []struct {
		name, puzzle string
		rule         string // how the clash is, as Wrong.By; "" for none
		en, zh       string // Text(Which) holds them
	}{
		{"a row", "classic", "row", "repeats the", "重复（同在第"},
		{"nothing clashes", "classic", "", "nothing clashes with it yet: take it out, and", "暂时没有与任何数字重复"},
		{"a diagonal", "x", "diagonal", "diagonal.", "对角线上）"},
		{"a window", "windoku", "window", "in window", "窗）"},
		{"a knight's move", "antiknight", "knight", "a knight's move away.", "相隔一个马步"},
		{"a king's move", "antiking", "king", "a king's move away.", "相隔一个王步"},
		{"nothing clashes under anti-knight", "antiknight", "", "nothing clashes with it yet", "暂时没有与任何数字重复"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := samples[tt.puzzle]
			sol, ok := variant.Solve(p)
			if !ok {
				t.Fatal("no solution")
			}
			c, d, ok := wrongDigitBy(p, sol, tt.rule)
			if !ok {
				t.Fatalf("no wrong digit that clashes by %q in the %s sample", tt.rule, tt.puzzle)
			}
			var entries solver.Grid
			entries[c] = d
			h, err := NewPuzzleHint(p, entries, nil)
			if err != nil {
				t.Fatal(err)
			}
			if h.Kind != WrongEntry || h.Cell != c || h.Wrong == nil {
				t.Fatalf("%d in %s: hint %+v, want a WrongEntry with its reason", d, c, h)
			}
			for lang, want := range map[string]string{"en": tt.en, "zh-Hans": tt.zh} {
				got := h.Text(Which, lang)
				if !strings.Contains(got, want) || strings.Contains(got, "not the solution's") || strings.Contains(got, "<no value>") {
					t.Errorf("%d in %s, %s: %q, want it to say %q", d, c, lang, got, want)
				}
			}
			if tt.rule == "" {
				if h.Wrong.Step == nil || h.Wrong.Clash {
					t.Fatalf("%d in %s: %+v, want the step that rules it out", d, c, h.Wrong)
				}
				if !h.Wrong.Step.RulesOut(c, d) && h.Wrong.Steps == 1 {
					t.Errorf("the step %s does not rule %d out of %s", h.Wrong.Step.Describe("en"), d, c)
				}
				// One step is told whole; of several, the first, which
				// stands on the board the player sees (the last does not).
				told := h.Wrong.Step
				if h.Wrong.Steps > 1 {
					told = h.Wrong.First
				}
				if full := h.Text(Full, "en"); told == nil || !strings.Contains(full, told.describe("en", NameSpoken)) {
					t.Errorf("Full %q does not tell the step on the board as it is", full)
				}
			}
		})
	}
}

// wrongDigitBy finds an empty cell of p and a digit not its solution's
// that a given repeats by rule (a house kind, "knight" or "king") and by
// no row, column or box; for rule "", one that no given repeats.
func wrongDigitBy(p variant.Puzzle, sol solver.Grid, rule string) (solver.Cell, uint8, bool) {
	geo := geometry.Shared(p.Flags)
	for c := solver.Cell(0); c < 81; c++ {
		if p.Givens[c] != 0 {
			continue
		}
	digits:
		for d := uint8(1); d <= 9; d++ {
			if d == sol[c] {
				continue
			}
			found := false
			for q := range geo.Peers(c).All() {
				if p.Givens[q] != d {
					continue
				}
				rel, i := geo.Between(c, q)
				by := rel.String()
				if rel == geometry.SameHouse {
					h, _ := geo.House(i)
					by = h.Kind.String()
				}
				if by != rule {
					continue digits
				}
				found = true
			}
			if found == (rule != "") {
				return c, d, true
			}
		}
	}
	return 0, 0, false
}
