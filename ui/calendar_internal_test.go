package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// calendarRecords are a player's daily puzzles of late November 2026: a
// run of three solved, one given up, then two more solved.
func calendarRecords() []game.Record {
	var out []game.Record
	for _, r := range []struct {
		day     int
		outcome game.Outcome
		minutes int
	}{{24, game.Solved, 9}, {25, game.Solved, 14}, {26, game.Solved, 7}, {28, game.GaveUp, 30}, {30, game.Solved, 11}} {
		out = append(out, game.Record{Daily: daily.Date{Year: 2026, Month: time.November, Day: r.day}.String(),
			Outcome: r.outcome, Elapsed: time.Duration(r.minutes) * time.Minute})
	}
	out = append(out, game.Record{Daily: "2026-12-01", Outcome: game.Solved, Elapsed: 6*time.Minute + 5*time.Second})
	return out
}

// TestCalendar: the month of today with its days marked, the streak
// counted, days to come disabled, a tap playing the day's puzzle; the
// arrows turn the months; a golden at the narrowest width.
func TestCalendar(t *testing.T) {
	ApplyTheme(test.NewTempApp(t), ThemeLight)
	today := daily.Date{Year: 2026, Month: time.December, Day: 2}
	var played []daily.Date
	var chosen []geometry.Variant
	variants := []geometry.Variant{{}, {Killer: true}}
	c := newCalendar(calendarRecords(), geometry.Variant{}, variants, today,
		func(d daily.Date) { played = append(played, d) }, func(v geometry.Variant) { chosen = append(chosen, v) })
	w := test.NewTempWindow(t, c.box)
	w.Resize(fyne.NewSize(440, 480))
	if c.title.Text != "December 2026" {
		t.Errorf("title %q", c.title.Text)
	}
	want := "Days in a row solved: 2 (best: 3)" // the 30th and the 1st; today not yet
	if c.streak.Text != want {
		t.Errorf("streak %q, want %q", c.streak.Text, want)
	}
	button := func(day int) *widget.Button { // the day's button in the month shown
		lead := (int(c.month.Weekday()) + 6) % 7
		return c.grid.Objects[7+lead+day-1].(*fyne.Container).Objects[0].(*widget.Button)
	}
	if b := button(1); b.Importance != widget.SuccessImportance || b.Disabled() {
		t.Error("December 1st, solved, is not marked so")
	}
	if b := button(3); !b.Disabled() {
		t.Error("a day to come can be played")
	}
	test.Tap(button(2))
	c.turn(-1)
	if c.title.Text != "November 2026" {
		t.Errorf("turned back to %q", c.title.Text)
	}
	if b := button(28); b.Importance != widget.WarningImportance {
		t.Error("November 28th, given up, is not marked as played")
	}
	test.AssertImageMatches(t, "calendar_november.png", w.Canvas().Capture())
	pick := c.box.Objects[0].(*fyne.Container).Objects[0].(*widget.Select)
	pick.SetSelectedIndex(1) // Killer: none of its dailies played
	if len(chosen) != 1 || chosen[0] != variants[1] || button(24).Importance == widget.SuccessImportance {
		t.Errorf("choosing Killer: told %v, the 24th still marked solved", chosen)
	}
	pick.SetSelectedIndex(0)
	test.Tap(button(25))
	if len(played) != 2 || played[0] != today || played[1] != (daily.Date{Year: 2026, Month: time.November, Day: 25}) {
		t.Errorf("played %v", played)
	}
}
