package ui_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

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

// TestCalendarPlaysADay: Game > Daily calendar opens the month, and a
// day tapped plays that day's puzzle, the calendar closed.
func TestCalendarPlaysADay(t *testing.T) {
	f := newFixture(t)
	f.press("calendar")
	d := f.topOverlay()
	if d == nil || !hasText(d, lang.L("calendar.mon")) {
		t.Fatal("no calendar")
	}
	yesterday := daily.DateOf(f.clock.Now()).AddDays(-1)
	var day *widget.Button
	for _, o := range objects(d) {
		if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 2 {
			b, isButton := c.Objects[0].(*widget.Button)
			if !isButton {
				continue
			}
			for _, x := range objects(c.Objects[1]) {
				if txt, ok := x.(*canvas.Text); ok && txt.Text == strconv.Itoa(yesterday.Day) {
					day = b
				}
			}
		}
	}
	if day == nil { // the fixture's clock shows January 2nd: yesterday is in the month shown
		t.Fatalf("no day %d in the calendar", yesterday.Day)
	}
	test.Tap(day)
	f.settle()
	if f.topOverlay() != nil {
		t.Error("the calendar stays up")
	}
	want, err := daily.Puzzle(context.Background(), yesterday, geometry.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	if g := f.game(); g.Givens() != want.Puzzle.Givens || g.Daily() != yesterday.String() {
		t.Errorf("playing %s (daily %q), want the daily of %s", g.Givens(), g.Daily(), yesterday)
	}
}
