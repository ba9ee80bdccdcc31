package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// levelCard is the first start's card over the covered board: "Choose a
// level", the variant (Classic or Killer, with a line on what Killer is),
// and for each level a button and a line on what it asks of the player.
// The session's suggestion (the last level played) is highlighted; the
// arrows move the highlight and Return plays it, in the variant chosen.
type levelCard struct {
	box     *fyne.Container
	bg      *canvas.Rectangle
	buttons []*widget.Button
	names   []string // the levels offered, easiest first (session.LevelNames)
	at      int      // the highlighted level's index in names
	title   *widget.Label
	variant *widget.RadioGroup // Classic or Killer: the variant New plays
	// descs are the levels' lines, each telling what the level asks of
	// the player in the variant chosen.
	descs []*widget.Label
	// rule is the line on the variant chosen: its rule.
	rule *widget.Label
	app  fyne.App
}

func newLevelCard(p *Play) *levelCard {
	title := widget.NewLabelWithStyle(lang.L("greet.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	c := &levelCard{names: session.LevelNames(), title: title, app: p.app}
	c.bg = canvas.NewRectangle(colorOf(title, p.app, theme.ColorNameOverlayBackground))
	title.SizeName = theme.SizeNameHeadingText
	var rows []fyne.CanvasObject
	for _, name := range c.names {
		b := widget.NewButton(levelName(name), p.act(func() { p.s.New(name) }))
		c.buttons = append(c.buttons, b)
		d := widget.NewLabel(lang.L("greet.level." + name))
		c.descs = append(c.descs, d)
		rows = append(rows, b, d)
	}
	labels := make([]string, len(session.Variants()))
	for i, v := range session.Variants() {
		labels[i] = lang.L("variant." + v.String())
	}
	c.variant = widget.NewRadioGroup(labels, func(label string) {
		for i, l := range labels {
			if l != label {
				continue
			}
			c.describe(session.Variants()[i])
			if session.Variants()[i] != p.view.NewVariant {
				p.s.SetVariant(session.Variants()[i])
			}
		}
	})
	c.variant.Horizontal, c.variant.Required = true, true
	c.rule = widget.NewLabel(lang.L("greet.classic"))
	c.rule.Wrapping = fyne.TextWrapWord
	card := container.NewStack(c.bg, container.NewPadded(container.NewVBox(title,
		container.NewCenter(c.variant), c.rule,
		container.New(layout.NewFormLayout(), rows...))))
	c.box = container.NewCenter(card)
	c.box.Hide()
	return c
}

// describe words the rule line and the levels' lines for variant v: a
// Killer level asks for other steps than a classic one.
func (c *levelCard) describe(v geometry.Variant) {
	prefix, rule := "greet.level.", "greet.classic"
	if v.Killer {
		prefix, rule = "greet.level.killer.", "greet.killer"
	}
	if t := lang.L(rule); c.rule.Text != t {
		c.rule.SetText(t)
	}
	for i, name := range c.names {
		if t := lang.L(prefix + name); c.descs[i].Text != t {
			c.descs[i].SetText(t)
		}
	}
}

// choose shows the variant v chosen.
func (c *levelCard) choose(v geometry.Variant) {
	for i, w := range session.Variants() {
		if w == v && c.variant.Selected != c.variant.Options[i] {
			c.variant.SetSelected(c.variant.Options[i])
		}
	}
}

// show puts the card up with the level l highlighted.
func (c *levelCard) show(l logic.Level) {
	c.at = 1
	for i, name := range c.names {
		if name == l.String() {
			c.at = i
		}
	}
	c.highlight()
	c.bg.FillColor = colorOf(c.title, c.app, theme.ColorNameOverlayBackground) // the theme in force now
	c.bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	c.box.Show()
	c.box.Refresh()
}

func (c *levelCard) hide() { c.box.Hide() }

func (c *levelCard) highlight() {
	for i, b := range c.buttons {
		setImportance(b, i == c.at)
	}
}

// key handles the arrows and Return while the card is up, and reports
// whether it took the key.
func (c *levelCard) key(p *Play, name fyne.KeyName) bool {
	if !c.box.Visible() {
		return false
	}
	switch name {
	case fyne.KeyUp, fyne.KeyLeft:
		c.at = (c.at + len(c.buttons) - 1) % len(c.buttons)
		c.highlight()
	case fyne.KeyDown, fyne.KeyRight:
		c.at = (c.at + 1) % len(c.buttons)
		c.highlight()
	case fyne.KeyReturn, fyne.KeyEnter:
		p.s.New(c.names[c.at])
	default:
		return false
	}
	return true
}

// newGameItems are the main menu's Game > New: the levels of a classic
// game, then those of a Killer one ("Killer · Hard"); each plays its
// variant from then on (see session.Session.SetVariant).
func (p *Play) newGameItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for i, v := range session.Variants() {
		if i > 0 {
			items = append(items, fyne.NewMenuItemSeparator())
		}
		for _, name := range session.LevelNames() {
			label := levelName(name)
			if !v.IsClassic() {
				label = lang.L("level." + v.String() + "." + name)
			}
			items = append(items, fyne.NewMenuItem(label, p.act(func() {
				p.s.SetVariant(v)
				p.s.New(name)
			})))
		}
	}
	return items
}
