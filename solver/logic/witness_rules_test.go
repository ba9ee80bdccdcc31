package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestSingleReasonsNameTheRule: when a diagonal, a window, or a knight's
// or king's move rules a cell out of a single (a naked single's digit
// seen only that way, a hidden single's other cell ruled out only that
// way), the single's reason says so in words, in English and in Chinese,
// more often than the single's own house already does ("every other cell
// of window 2"). The singles come from the solve paths of the samples.
func TestSingleReasonsNameTheRule(t *testing.T) {
	words := map[string]map[string]string{ // variant -> language -> the rule's word
		"x":          {"en": "diagonal", "zh-Hans": "对角线"},
		"windoku":    {"en": "window", "zh-Hans": "窗"},
		"antiknight": {"en": "knight's move", "zh-Hans": "马步"},
		"antiking":   {"en": "king's move", "zh-Hans": "王步"},
	}
	byRule := map[string]int{}
	for _, sample := range readVariantSamples(t) {
		word, ok := words[sample.name]
		if !ok || byRule[sample.name] >= 40 {
			continue
		}
		geo := geometry.Shared(sample.p.Flags)
		b := NewPuzzleBoard(sample.p)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				break
			}
			if (s.Technique == HiddenSingle || s.Technique == NakedSingle) && rulesBeyondBoxes(geo, s) {
				byRule[sample.name]++
				for language, w := range word {
					house := ""
					if len(s.Units) > 0 {
						house = HouseName(geo.Houses()[s.Units[0]], language)
					}
					reason := s.Reason(language)
					if strings.Count(reason, w) <= strings.Count(house, w) {
						t.Errorf("%s: %s: the reason does not say %q:\n%s", sample.name, s.Describe(language), w, reason)
					}
				}
			}
			b.Apply(s)
		}
	}
	for name := range words {
		if byRule[name] == 0 {
			t.Errorf("%s: no single on the samples' paths stands on the rule: the test tests nothing", name)
		}
	}
}

// rulesBeyondBoxes reports whether a witness of single s rules a cell out
// by a diagonal, a window or a move alone, under geo.
func rulesBeyondBoxes(geo *geometry.Geometry, s *Step) bool {
	for _, w := range s.Witnesses {
		if w.Digit == 0 {
			continue
		}
		cells := w.Rules
		if s.Technique == NakedSingle {
			cells = CellSet{}
			cells.Add(s.Placements[0].Cell)
		}
		for _, c := range geometry.CellSet(cells).Cells() {
			if beyondBoxes(geo, w.Cell, c) {
				return true
			}
		}
	}
	return false
}

// beyondBoxes reports whether a and b are peers under geo but share no
// row, column or box.
func beyondBoxes(geo *geometry.Geometry, a, b solver.Cell) bool {
	return geo.Sees(a, b) && a.Row() != b.Row() && a.Col() != b.Col() && a.Row()/3*3+a.Col()/3 != b.Row()/3*3+b.Col()/3
}
