package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// showStats shows the statistics per level, classic and Killer, with a
// Reset that asks first.
func (p *Play) showStats() {
	stats := p.s.Stats()
	if stats == nil {
		return
	}
	cells := []fyne.CanvasObject{widget.NewLabel("")}
	for _, k := range []string{"stats.started", "stats.solved", "stats.given-up", "stats.best", "stats.average", "stats.streak"} {
		cells = append(cells, widget.NewLabelWithStyle(lang.L(k), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	for _, v := range game.Variants {
		for _, l := range logic.Levels {
			cells = append(cells, statsRow(gameLevelName(v, l), stats.LevelIn(v, l))...)
		}
	}
	table := container.NewGridWithColumns(7, cells...)
	var d dialog.Dialog
	reset := widget.NewButton(lang.L("stats.reset"), func() {
		c := dialog.NewConfirm(lang.L("stats.reset.title"), lang.L("stats.reset.message"), func(ok bool) {
			if ok {
				p.s.ResetStats()
				d.Hide()
			}
		}, p.win)
		c.SetConfirmText(lang.L("stats.reset.confirm"))
		c.SetDismissText(lang.L("stats.reset.keep"))
		p.showDialog(c)
	})
	d = dialog.NewCustom(lang.L("stats.title"), lang.L("stats.close"), container.NewVBox(table, reset), p.win)
	p.showHolding(d)
}

func itoa(n int) string {
	return lang.L("stats.number", map[string]any{"N": n})
}

// statsRow is the row of the statistics of one level: its name, then the
// games started, won and given up, the best and average times and the
// streak.
func statsRow(name string, s game.LevelStats) []fyne.CanvasObject {
	best, avg := "–", "–"
	if s.HasBest() { // games won with hints set no best time
		best = formatDuration(s.BestTime)
	}
	if s.Solved > 0 {
		avg = formatDuration(s.Average())
	}
	cells := []fyne.CanvasObject{widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	for _, v := range []string{itoa(s.Started), itoa(s.Solved), itoa(s.GivenUp), best, avg, itoa(s.Streak)} {
		cells = append(cells, widget.NewLabelWithStyle(v, fyne.TextAlignTrailing, fyne.TextStyle{}))
	}
	return cells
}
