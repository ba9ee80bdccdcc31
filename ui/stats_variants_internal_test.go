package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestStatsVariants: the statistics list every variant New offers and
// every variant with statistics (an X + anti-king pasted, say), once,
// classic first, and the table has a row for each of their levels.
func TestStatsVariants(t *testing.T) {
	test.NewTempApp(t)
	played := geometry.Variant{Flags: geometry.Flags{Diagonals: true, AntiKing: true}}
	var stats game.Stats
	stats.StartedIn(played, logic.Hard)
	stats.StartedIn(geometry.Variant{Killer: true}, logic.Easy)
	got := statsVariants(&stats)
	if len(got) == 0 || !got[0].IsClassic() {
		t.Fatalf("variants %v: classic is not first", got)
	}
	for _, v := range append([]geometry.Variant{{}}, stats.Variants()...) {
		if n := countOf(got, v); n != 1 {
			t.Errorf("%s is listed %d times", v.Name(), n)
		}
	}
	if !slices.IsSortedFunc(got, game.CompareVariants) {
		t.Errorf("variants %v are out of order", got)
	}
	table := statsTable(&stats)
	if rows := len(table.Objects)/7 - 1; rows != len(got)*(1+len(logic.Levels)) {
		t.Errorf("%d rows for %d variants", rows, len(got))
	}
	if !hasLabel(table, variantName(played)) {
		t.Errorf("no row says %q", variantName(played))
	}
	if len(got) != 3 {
		t.Errorf("variants %v: want classic and the two played", got)
	}
}

func countOf(vs []geometry.Variant, v geometry.Variant) int {
	n := 0
	for _, w := range vs {
		if w == v {
			n++
		}
	}
	return n
}

// hasLabel reports whether one of table's cells is a label with the text.
func hasLabel(table *fyne.Container, text string) bool {
	for _, o := range table.Objects {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return true
		}
	}
	return false
}
