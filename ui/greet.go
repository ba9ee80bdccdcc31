package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"slices"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// levelCard is the first start's card over the covered board: "Choose a
// level", the variant (a list of those New offers, with a line on the
// rules of the one chosen),
// and for each level a button and a line on what it asks of the player.
// The session's suggestion (the last level played) is highlighted; the
// arrows move the highlight and Return plays it, in the variant chosen.
type levelCard struct {
	box     *fyne.Container
	bg      *canvas.Rectangle
	buttons []*widget.Button
	names   []string // the levels offered, easiest first (session.LevelNames)
	at      int      // the highlighted level's index in names
	title   *strongLabel
	variant *widget.Select // the variant New plays, one of variants
	// variants are the variants offered, in the list's order.
	variants []geometry.Variant
	// descs are the levels' lines, each telling what the level asks of
	// the player in the variant chosen.
	descs []*widget.Label
	// rule is the line on the variant chosen: its rule.
	rule *widget.Label
	app  fyne.App
}

func newLevelCard(p *Play) *levelCard {
	title := newStrongLabel(lang.L("greet.title"), fyne.TextAlignCenter)
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
	c.variants = cardVariants()
	labels := make([]string, len(c.variants))
	for i, v := range c.variants {
		labels[i] = variantName(v)
	}
	// A list, not buttons side by side: seven variants and more fit the
	// narrowest window in one row.
	c.variant = widget.NewSelect(labels, nil)
	c.variant.SetSelectedIndex(0) // before the session is there to tell
	c.variant.OnChanged = func(string) {
		i := c.variant.SelectedIndex()
		if i < 0 {
			return
		}
		c.describe(c.variants[i])
		if c.variants[i] != p.view.NewVariant {
			p.s.SetVariant(c.variants[i])
		}
	}
	c.rule = widget.NewLabel(ruleWords(geometry.Variant{}))
	c.rule.Wrapping = fyne.TextWrapWord
	card := container.NewStack(c.bg, container.NewPadded(container.NewVBox(title,
		container.NewCenter(c.variant), c.rule,
		container.New(layout.NewFormLayout(), rows...))))
	c.box = container.NewCenter(card)
	c.box.Hide()
	return c
}

// cardVariants returns the variants the card and the New menu offer:
// session.Variants, or, in a test, others.
var cardVariants = session.Variants

// describe words the rule line and the levels' lines for variant v: a
// level of a variant with words of its own ("greet.level.killer.hard")
// asks for other steps than a classic one.
func (c *levelCard) describe(v geometry.Variant) {
	if t := ruleWords(v); c.rule.Text != t {
		c.rule.SetText(t)
	}
	offered := session.LevelsOf(v)
	for i, name := range c.names {
		if t := variantWords("greet.level.", v, "."+name, "greet.level."+name); c.descs[i].Text != t {
			c.descs[i].SetText(t)
		}
		// A small grid's puzzles are all easier than its missing levels:
		// their buttons are off, not offering what the grid cannot give.
		l, _ := logic.ParseLevel(name)
		on := slices.Contains(offered, l)
		if on == c.buttons[i].Disabled() {
			enable(c.buttons[i], on)
		}
		if imp := importanceOf(on); c.descs[i].Importance != imp {
			c.descs[i].Importance = imp // a level the grid has not: its words greyed with its button
			c.descs[i].Refresh()
		}
	}
}

// importanceOf is a level's words' importance on the card: as any
// label's when offered, low (greyed) when not.
func importanceOf(offered bool) widget.Importance {
	if offered {
		return widget.MediumImportance
	}
	return widget.LowImportance
}

// ruleWords says what the rules of variant v are, in a line: its
// "variant.<name>.rule" words (the classic and Killer rules in full), or
// its about words (aboutWords).
func ruleWords(v geometry.Variant) string {
	if t, ok := words("variant." + v.Name() + ".rule"); ok {
		return t
	}
	return aboutWords(v)
}

// aboutWords are the "variant.<name>.about" words on variant v, or, for
// a variant without them (a combination of rules), its name.
func aboutWords(v geometry.Variant) string {
	if t, ok := words("variant." + v.Name() + ".about"); ok {
		return t
	}
	return variantName(v)
}

// choose shows the variant v chosen.
func (c *levelCard) choose(v geometry.Variant) {
	for i, w := range c.variants {
		if w == v && c.variant.SelectedIndex() != i {
			c.variant.SetSelectedIndex(i)
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
// game (the first variant offered), then a submenu a variant of the levels of that variant ("Killer
// · Hard"); each plays its variant from then on (see
// session.Session.SetVariant). A flat list of seven variants' levels
// would be taller than the screen.
func (p *Play) newGameItems() []*fyne.MenuItem {
	var items, sizes []*fyne.MenuItem
	for i, v := range cardVariants() {
		var levels []*fyne.MenuItem
		for _, l := range session.LevelsOf(v) {
			name := l.String()
			label := gameLevelName(v, l)
			levels = append(levels, fyne.NewMenuItem(label, p.act(func() {
				p.s.SetVariant(v)
				p.s.New(name)
			})))
		}
		if i == 0 { // the first variant offered, classic, at the top
			items = append(items, levels...)
			continue
		}
		if len(items) > 0 && items[len(items)-1].ChildMenu == nil {
			items = append(items, fyne.NewMenuItemSeparator())
		}
		sub := fyne.NewMenuItem(variantName(v), nil)
		sub.ChildMenu = fyne.NewMenu("", levels...)
		if v.Size != 0 {
			sizes = append(sizes, sub)
			continue
		}
		items = append(items, sub)
	}
	return append(items, sizesItem(sizes, false)...)
}
