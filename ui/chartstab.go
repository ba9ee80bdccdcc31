package ui

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// chartWeeks is how many weeks the chart of games a week shows.
const chartWeeks = 12

// chartsView is the statistics window's Charts tab: the solve times of a
// variant's level (chosen, first the one with the most games won), and
// the games of every variant a week.
type chartsView struct {
	box    fyne.CanvasObject
	all    []game.Record
	games  []gameKind // the variants and levels with a game won, most won first
	choose *widget.Select
	times  *solveChart
}

// gameKind is a variant's level.
type gameKind struct {
	variant geometry.Variant
	level   logic.Level
}

// newChartsView builds the Charts tab of the games in all, now being the
// time the weeks count back from.
func newChartsView(all []game.Record, now time.Time) *chartsView {
	c := &chartsView{all: all}
	won := map[gameKind]int{}
	for _, r := range all {
		if r.Outcome == game.Solved {
			k := gameKind{r.Variant, r.Level}
			if won[k] == 0 {
				c.games = append(c.games, k)
			}
			won[k]++
		}
	}
	slices.SortStableFunc(c.games, func(a, b gameKind) int {
		if n := won[b] - won[a]; n != 0 {
			return n
		}
		if n := game.CompareVariants(a.variant, b.variant); n != 0 {
			return n
		}
		return int(a.level) - int(b.level)
	})
	names := make([]string, len(c.games))
	for i, k := range c.games {
		names[i] = variantName(k.variant) + " · " + levelName(k.level.String())
	}
	c.times = newSolveChart(nil, time.Local)
	c.choose = widget.NewSelect(names, func(string) {
		if i := c.choose.SelectedIndex(); i >= 0 {
			c.times.set(game.SolveTimes(c.all, c.games[i].variant, c.games[i].level))
		}
	})
	if len(names) > 0 {
		c.choose.SetSelectedIndex(0)
	} else {
		c.choose.Disable()
	}
	timesTitle := newStrongLabel(lang.L("chart.times.title"), fyne.TextAlignLeading)
	legend := widget.NewLabel(lang.L("chart.times.legend"))
	legend.Wrapping = fyne.TextWrapWord
	weeksTitle := newStrongLabel(lang.L("chart.weeks.title"), fyne.TextAlignLeading)
	weeks := newWeekChart(game.WeeklyGames(all, now, chartWeeks, time.Local))
	c.box = container.NewVBox(container.NewHBox(timesTitle, c.choose), c.times, legend, weeksTitle, weeks)
	return c
}
