package ui_test

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestDailyMenuItem: Game > Daily puzzle plays the day's puzzle (the
// fixture's clock's date) without a question when no game is in
// progress, and the status line says so.
func TestDailyMenuItem(t *testing.T) {
	f := newFixture(t)
	if f.disabled("daily") {
		t.Fatal("Daily puzzle is disabled in a game")
	}
	f.press("daily")
	f.settle()
	date := daily.DateOf(f.clock.Now())
	want, err := daily.Puzzle(context.Background(), date, geometry.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	if g := f.game(); g.Givens() != want.Puzzle.Givens || g.Level() != daily.Level(date) {
		t.Errorf("playing %v %s, want the daily %v %s", g.Level(), g.Givens(), daily.Level(date), want.Puzzle.Givens)
	}
	if !strings.Contains(f.markup(), date.String()) {
		t.Errorf("the window does not name the date %s", date)
	}
	if it := f.play.MenuItem("daily"); it.Label != lang.L("menu.daily") {
		t.Errorf("item %q", it.Label)
	}
}
