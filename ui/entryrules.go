package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// While a puzzle is entered, the Rules button beside Start and Cages
// opens a menu of the rules beyond the classic ones, each ticked while
// the puzzle has it: the session's TickRules sets them, the board draws
// the diagonals and windows ticked, and Start plays the puzzle under
// them.

// entryRules are the rules a puzzle entered may have, in the menu's
// order: the geometry's, each named by its variant's about words
// ("variant.x.about").
var entryRules = geometry.FlagRules()

// ruleItems returns the entry's rules as menu items, each ticked as the
// view's Flags has it; choosing one ticks or unticks it.
func (p *Play) ruleItems() []*fyne.MenuItem {
	items := make([]*fyne.MenuItem, len(entryRules))
	for i, r := range entryRules {
		it := fyne.NewMenuItem(lang.L("variant."+r.Name+".about"), p.act(func() { p.tickRule(i) }))
		it.Checked = r.Has(p.view.Flags)
		items[i] = it
	}
	return items
}

// tickRule turns rule i of entryRules on or off in the puzzle entered.
func (p *Play) tickRule(i int) {
	f := p.view.Flags
	entryRules[i].Set(&f, !entryRules[i].Has(f))
	p.s.TickRules(f)
}

// showRules opens the menu of rules under the Rules button.
func (p *Play) showRules() {
	b := p.w.buttons["rules"]
	c := p.win.Canvas()
	pos := p.app.Driver().AbsolutePositionForObject(b).AddXY(0, b.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", p.ruleItems()...), c, pos)
}
