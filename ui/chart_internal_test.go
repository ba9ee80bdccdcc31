package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// chartRecords are twenty games of ten weeks: hard ones won getting
// quicker, one with hints, one given up, one left.
func chartRecords() []game.Record {
	start := time.Date(2026, 9, 21, 12, 0, 0, 0, time.UTC) // a Monday, noon
	var out []game.Record
	for i := range 20 {
		r := game.Record{
			Ended: start.Add(time.Duration(i*84) * time.Hour), Level: logic.Hard, Outcome: game.Solved,
			Elapsed: time.Duration(900-i*25+(i%3)*70) * time.Second,
		}
		switch i {
		case 6:
			r.Hints = 2
		case 9:
			r.Outcome = game.GaveUp
		case 13:
			r.Outcome = game.Abandoned
		}
		out = append(out, r)
	}
	return out
}

// TestChartGoldens draws the charts of chartRecords at the narrowest
// width, in both themes.
func TestChartGoldens(t *testing.T) {
	records := chartRecords()
	now := records[len(records)-1].Ended
	for _, th := range []ThemeChoice{ThemeLight, ThemeDark} {
		t.Run(string(th), func(t *testing.T) {
			a := test.NewTempApp(t)
			ApplyTheme(a, th)
			times := newSolveChart(game.SolveTimes(records, geometry.Variant{}, logic.Hard), time.UTC)
			weeks := newWeekChart(game.WeeklyGames(records, now, chartWeeks, time.UTC))
			w := test.NewTempWindow(t, container.NewPadded(container.NewVBox(times, weeks)))
			w.Resize(fyne.NewSize(340, 320))
			test.AssertImageMatches(t, "charts_"+string(th)+".png", w.Canvas().Capture())
		})
	}
}

// TestChartWithoutGames: no game won says so instead of an empty frame.
func TestChartWithoutGames(t *testing.T) {
	test.NewTempApp(t)
	c := newSolveChart(nil, time.UTC)
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(340, 200))
	if !hasChartText(c, "chart.times.none") {
		t.Error("an empty chart does not say there is no game won")
	}
}

// hasChartText reports whether the chart's objects hold the words of key.
func hasChartText(c *solveChart, key string) bool {
	for _, o := range test.WidgetRenderer(c).Objects() {
		if t, ok := o.(*canvas.Text); ok && t.Text == lang.L(key) {
			return true
		}
	}
	return false
}
