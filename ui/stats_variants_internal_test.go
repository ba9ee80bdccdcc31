package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	_, table := statsTable(&stats)
	if rows := len(table.Objects) / 7; rows != len(got)*(1+len(logic.Levels)) {
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
		if l, ok := o.(*strongLabel); ok && l.Text == text {
			return true
		}
	}
	return false
}

// TestStatsHeadingsStay: the Levels table's headings scrolled away with
// its rows. With rows for three variants, taller than the table's room,
// the rows scrolled to the bottom leave the headings where they were,
// over the rows, each heading over its column.
func TestStatsHeadingsStay(t *testing.T) {
	test.NewTempApp(t)
	var stats game.Stats
	stats.StartedIn(geometry.Variant{Flags: geometry.Flags{Diagonals: true}}, logic.Hard)
	stats.StartedIn(geometry.Variant{Killer: true}, logic.Easy)
	head, rows := statsTable(&stats)
	pane := statsLevelsPane(head, rows, widget.NewButton("Export", nil))
	w := test.NewTempWindow(t, pane)
	w.Resize(pane.MinSize().Max(fyne.NewSize(560, 0)))
	scroll := pane.Objects[1].(*container.Scroll)
	if scroll.Size().Height >= rows.MinSize().Height {
		t.Fatalf("the rows (%v high) do not scroll in %v", rows.MinSize().Height, scroll.Size().Height)
	}
	d := fyne.CurrentApp().Driver()
	started := head.Objects[1]
	before := d.AbsolutePositionForObject(started)
	scroll.ScrollToBottom()
	after := d.AbsolutePositionForObject(started)
	if after != before || after.Y+started.Size().Height > d.AbsolutePositionForObject(scroll).Y {
		t.Errorf("the heading %q moved from %v to %v, over the rows at %v", started.(*strongLabel).Text, before, after, d.AbsolutePositionForObject(scroll))
	}
	for c := 1; c < 7; c++ {
		h, cell := head.Objects[c], rows.Objects[7+c] // the first level's row
		if h.Position().X != cell.Position().X || h.Size().Width != cell.Size().Width {
			t.Errorf("column %d: the heading spans %v+%v, its cells %v+%v", c, h.Position().X, h.Size().Width, cell.Position().X, cell.Size().Width)
		}
	}
}
