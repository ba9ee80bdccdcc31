package ui

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// calendar is the daily puzzles' calendar: a month of days, Monday
// first, each day's daily puzzle of the variant New plays marked as the
// history has it (solved, with its best time; played; not yet), the
// streak of days solved under it. A tap on a day up to today plays that
// day's puzzle; the arrows turn the months.
type calendar struct {
	box     *fyne.Container
	records []game.Record
	title   *strongLabel
	grid    *fyne.Container
	streak  *widget.Label
	month   daily.Date // the first of the month shown
	today   daily.Date
	results map[string]game.DayResult
	play    func(daily.Date)
}

// newCalendar builds the calendar of today's month from the history's
// records of variant v; play plays a day's puzzle. With variants to
// choose from (more than one), a list above the month picks the
// variant, and choose is told of the choice.
func newCalendar(records []game.Record, v geometry.Variant, variants []geometry.Variant, today daily.Date,
	play func(daily.Date), choose func(geometry.Variant)) *calendar {
	c := &calendar{records: records, today: today, results: game.DailyResults(records, v), play: play}
	c.month = daily.Date{Year: today.Year, Month: today.Month, Day: 1}
	c.title = newStrongLabel("", fyne.TextAlignCenter)
	prev := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { c.turn(-1) })
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { c.turn(+1) })
	c.grid = container.NewGridWithColumns(7)
	c.streak = widget.NewLabel("")
	c.streak.Wrapping = fyne.TextWrapWord
	rule := widget.NewLabel(lang.L("calendar.rule"))
	rule.Wrapping = fyne.TextWrapWord
	c.box = container.NewVBox(container.NewBorder(nil, nil, prev, next, c.title), c.grid, c.streak, rule)
	if len(variants) > 1 {
		names := make([]string, len(variants))
		for i, w := range variants {
			names[i] = variantName(w)
		}
		pick := widget.NewSelect(names, nil)
		if i := slices.Index(variants, v); i >= 0 {
			pick.SetSelectedIndex(i)
		}
		pick.OnChanged = func(string) {
			if i := pick.SelectedIndex(); i >= 0 {
				c.results = game.DailyResults(c.records, variants[i])
				c.draw()
				choose(variants[i])
			}
		}
		c.box.Objects = append([]fyne.CanvasObject{container.NewCenter(pick)}, c.box.Objects...)
	}
	c.draw()
	return c
}

// turn shows the month by months before or after.
func (c *calendar) turn(by int) {
	t := time.Date(c.month.Year, c.month.Month+time.Month(by), 1, 12, 0, 0, 0, time.UTC)
	c.month = daily.DateOf(t)
	c.draw()
}

// weekdayKeys are the words of the week's days, Monday first.
var weekdayKeys = []string{"calendar.mon", "calendar.tue", "calendar.wed", "calendar.thu", "calendar.fri", "calendar.sat", "calendar.sun"}

// draw lays out the month shown.
func (c *calendar) draw() {
	c.title.SetText(lang.L("calendar.month", map[string]any{"Year": c.month.Year, "Month": lang.L("calendar.month." + c.month.Month.String())}))
	cells := make([]fyne.CanvasObject, 0, 7*7)
	for _, k := range weekdayKeys {
		cells = append(cells, newStrongLabel(lang.L(k), fyne.TextAlignCenter))
	}
	lead := (int(c.month.Weekday()) + 6) % 7 // days before the 1st in its week, Monday first
	for range lead {
		cells = append(cells, layout.NewSpacer())
	}
	for d := c.month; d.Month == c.month.Month; d = d.AddDays(1) {
		cells = append(cells, c.day(d))
	}
	c.grid.Objects = cells
	c.grid.Refresh()
	today := c.today.String()
	c.streak.SetText(lang.L("calendar.streak", map[string]any{
		"Days": game.DailyStreak(c.results, today), "Best": game.BestDailyStreak(c.results),
	}))
}

// day is a day's cell: its number, and under it the best time of a
// puzzle solved, a dot for one played, nothing for one not; a button
// that plays it, up to today.
func (c *calendar) day(d daily.Date) fyne.CanvasObject {
	r := c.results[d.String()]
	b := widget.NewButton("", func() { c.play(d) })
	under, ink := "", themeColour(theme.ColorNameForeground)
	switch { // black or white, whichever reads better on the bright colour
	case r.Solved:
		b.Importance, ink = widget.SuccessImportance, inkOn(themeColour(theme.ColorNameSuccess))
		under = formatDuration(r.Best)
	case r.Played:
		b.Importance, ink = widget.WarningImportance, inkOn(themeColour(theme.ColorNameWarning))
		under = lang.L("calendar.played")
	}
	if d.Compare(c.today) > 0 {
		b.Disable()
	}
	number := canvas.NewText(itoa(d.Day), ink)
	number.Alignment, number.TextStyle = fyne.TextAlignCenter, fyne.TextStyle{Bold: d == c.today}
	sub := canvas.NewText(under, ink)
	sub.Alignment, sub.TextSize = fyne.TextAlignCenter, theme.TextSize()*0.75
	if d.Compare(c.today) > 0 {
		number.Color = themeColour(theme.ColorNameDisabled)
	}
	return container.NewStack(b, container.NewVBox(layout.NewSpacer(), number, sub, layout.NewSpacer()))
}

// showCalendar opens the daily puzzles' calendar; a day chosen is
// played, the calendar closed.
func (p *Play) showCalendar() {
	var d dialog.Dialog
	c := newCalendar(p.s.History(), p.view.NewVariant, p.view.Variants, p.s.Today(), func(day daily.Date) {
		d.Hide()
		p.s.DailyOn(day)
	}, func(v geometry.Variant) { p.s.SetVariant(v) })
	d = dialog.NewCustom(lang.L("calendar.title"), lang.L("stats.close"), c.box, p.win)
	p.showHolding(d)
}
