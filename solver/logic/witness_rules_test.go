package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
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

// TestBeatWordsFollowTheBoard: a chain's beat said "they share the ↘
// diagonal" of two cells a king's move apart on an anti-king board,
// which has no diagonal, for it read every variant's houses. The house
// and the move a beat names are the board's.
func TestBeatWordsFollowTheBoard(t *testing.T) {
	at := solver.CellAt
	for _, tc := range []struct {
		name  string
		flags geometry.Flags
		a, b  solver.Cell
		house string // the key of the house they share, "" for none
		move  string // moveKey's tail
	}{
		{"anti-king, along the diagonal across boxes", geometry.Flags{AntiKing: true}, at(2, 2), at(3, 3), "", ".king"},
		{"x, the same cells", geometry.Flags{Diagonals: true}, at(2, 2), at(3, 3), "diagonal.down", ""},
		{"anti-knight, a window's cells", geometry.Flags{AntiKnight: true}, at(1, 1), at(2, 3), "", ".knight"},
		{"windoku, the same cells", geometry.Flags{Windows: true}, at(1, 1), at(2, 3), "window", ""},
		{"anti-king, a box", geometry.Flags{AntiKing: true}, at(0, 0), at(1, 1), "box", ""},
	} {
		b := NewPuzzleBoard(variant.Puzzle{Rules: geometry.Rules{Flags: tc.flags}})
		u, ok := commonUnit(b, []solver.Cell{tc.a}, []solver.Cell{tc.b})
		if got := map[bool]string{true: u.Key(), false: ""}[ok]; got != tc.house {
			t.Errorf("%s: %s and %s share %q, want %q", tc.name, tc.a, tc.b, got, tc.house)
		}
		if got := moveKey(b, tc.a, tc.b); got != tc.move {
			t.Errorf("%s: moveKey %q, want %q", tc.name, got, tc.move)
		}
	}
}
