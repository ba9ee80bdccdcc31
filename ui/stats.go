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

// loadStats reads the statistics from the store, reporting a corrupt value
// once in the status line; nil store, nil stats.
func (p *Play) loadStats() {
	if p.opts.Stats == nil {
		return
	}
	s, err := game.LoadStats(p.opts.Stats)
	if err != nil {
		p.say("status.stats-corrupt", nil)
	}
	p.stats = s
}

// recordStats counts a win or a give-up, and a new game when started is
// set, and saves the statistics.
func (p *Play) recordStats(ev *game.Event, started logic.Level) {
	if p.stats == nil {
		return
	}
	if started != 0 {
		p.stats.Started(started)
	}
	if ev != nil {
		p.stats.Record(*ev)
	}
	if err := p.stats.Save(p.opts.Stats); err != nil {
		p.say("status.save-failed", map[string]any{"Error": err.Error()})
	}
}

// Stats returns the player's statistics, or nil when none are kept.
func (p *Play) Stats() *game.Stats { return p.stats }

// showStats shows the statistics per level, with a Reset that asks first.
func (p *Play) showStats() {
	if p.stats == nil {
		return
	}
	cells := []fyne.CanvasObject{widget.NewLabel("")}
	for _, k := range []string{"stats.started", "stats.solved", "stats.given-up", "stats.best", "stats.average", "stats.streak"} {
		cells = append(cells, widget.NewLabelWithStyle(lang.L(k), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	for _, l := range logic.Levels {
		s := p.stats.Level(l)
		best, avg := "–", "–"
		if s.Solved > 0 {
			best, avg = formatDuration(s.BestTime), formatDuration(s.Average())
		}
		cells = append(cells, widget.NewLabelWithStyle(levelName(l.String()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, v := range []string{itoa(s.Started), itoa(s.Solved), itoa(s.GivenUp), best, avg, itoa(s.Streak)} {
			cells = append(cells, widget.NewLabelWithStyle(v, fyne.TextAlignTrailing, fyne.TextStyle{}))
		}
	}
	table := container.NewGridWithColumns(7, cells...)
	var d dialog.Dialog
	reset := widget.NewButton(lang.L("stats.reset"), func() {
		c := dialog.NewConfirm(lang.L("stats.reset.title"), lang.L("stats.reset.message"), func(ok bool) {
			if ok {
				p.stats.Reset()
				p.recordStats(nil, 0)
				d.Hide()
			}
		}, p.win)
		c.SetConfirmText(lang.L("stats.reset.confirm"))
		c.SetDismissText(lang.L("stats.reset.keep"))
		p.showDialog(c)
	})
	d = dialog.NewCustom(lang.L("stats.title"), lang.L("stats.close"), container.NewVBox(table, reset), p.win)
	p.showDialog(d)
}

func itoa(n int) string {
	return lang.L("stats.number", map[string]any{"N": n})
}
