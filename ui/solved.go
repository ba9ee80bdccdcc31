package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// solvedCard is what lies over the board when a game is solved: the time,
// a new best or the hints that kept it from being one, the streak, and the next step: a new game of the same
// level, or another level. Return takes the first, Escape closes the card.
type solvedCard struct {
	box     *fyne.Container
	bg      *canvas.Rectangle
	title   *strongLabel
	lines   *widget.Label
	level   string           // of the game solved, for New game
	variant geometry.Variant // and its variant
	app     fyne.App
	again   *widget.Button
	choose  *widget.Button
}

func newSolvedCard(p *Play) *solvedCard {
	c := &solvedCard{app: p.app}
	c.title = newStrongLabel(lang.L("dialog.won.title"), fyne.TextAlignCenter)
	c.bg = canvas.NewRectangle(colorOf(c.title, c.app, theme.ColorNameOverlayBackground))
	c.title.SizeName = theme.SizeNameHeadingText
	c.lines = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	c.again = widget.NewButtonWithIcon(lang.L("solved.again"), theme.ContentAddIcon(), p.act(func() { c.next(p) }))
	c.again.Importance = widget.HighImportance
	// Change level opens the level card, variant and levels, as a first
	// start shows it (not the New button's drop-down, far from the card).
	c.choose = widget.NewButton(lang.L("solved.choose"), p.act(func() { c.hide(); p.s.LevelCard() }))
	replay := widget.NewButtonWithIcon(lang.L("solved.replay"), theme.MediaReplayIcon(), p.act(func() { c.hide(); p.s.Replay() }))
	card := container.NewStack(c.bg, container.NewPadded(container.NewVBox(c.title, c.lines,
		container.NewCenter(container.NewHBox(c.again, c.choose)), container.NewCenter(replay))))
	c.box = container.NewCenter(card)
	c.box.Hide()
	return c
}

// show puts the card up for a game solved.
func (c *solvedCard) show(w session.Won) {
	text := lang.L("dialog.won.message", map[string]any{
		"Level": gameLevelName(w.Variant, w.Level), "Time": formatDuration(w.Elapsed), // cut as the clock and the statistics cut it
	})
	switch {
	case w.NewBest:
		text += "\n" + lang.L("dialog.won.best")
	case w.Hints == 1:
		text += "\n" + lang.L("dialog.won.hint")
	case w.Hints > 1:
		text += "\n" + lang.L("dialog.won.hints", map[string]any{"Count": w.Hints})
	}
	if w.Streak > 1 {
		text += "\n" + lang.L("dialog.won.streak", map[string]any{"Streak": w.Streak})
	}
	c.level, c.variant = w.Level.String(), w.Variant
	c.lines.SetText(text)
	c.bg.FillColor = colorOf(c.title, c.app, theme.ColorNameOverlayBackground) // the theme in force now
	c.bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	c.box.Show()
	c.box.Refresh()
}

func (c *solvedCard) hide() { c.box.Hide() }

// shown reports whether the card is up.
func (c *solvedCard) shown() bool { return c.box.Visible() }

// next starts a new game of the level just solved.
func (c *solvedCard) next(p *Play) {
	c.hide()
	p.s.SetVariant(c.variant) // the same again: a Killer after a Killer
	p.s.New(c.level)
}

// key handles Return and Escape while the card is up, and reports whether
// it took the key.
func (c *solvedCard) key(p *Play, name fyne.KeyName) bool {
	if !c.shown() {
		return false
	}
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter:
		c.next(p)
	case fyne.KeyEscape:
		c.hide()
	default:
		return false
	}
	return true
}
