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

// entryRule is one rule the entry menu ticks: the words of its variant
// ("variant.x.about") and how it sets and reads a Flags.
type entryRule struct {
	about string
	get   func(geometry.Flags) bool
	set   func(*geometry.Flags, bool)
}

// entryRules are the rules a puzzle entered may have, in the menu's order.
var entryRules = []entryRule{
	{"variant.x.about", func(f geometry.Flags) bool { return f.Diagonals }, func(f *geometry.Flags, on bool) { f.Diagonals = on }},
	{"variant.windoku.about", func(f geometry.Flags) bool { return f.Windows }, func(f *geometry.Flags, on bool) { f.Windows = on }},
	{"variant.antiknight.about", func(f geometry.Flags) bool { return f.AntiKnight }, func(f *geometry.Flags, on bool) { f.AntiKnight = on }},
	{"variant.antiking.about", func(f geometry.Flags) bool { return f.AntiKing }, func(f *geometry.Flags, on bool) { f.AntiKing = on }},
}

// ruleItems returns the entry's rules as menu items, each ticked as the
// view's Flags has it; choosing one ticks or unticks it.
func (p *Play) ruleItems() []*fyne.MenuItem {
	items := make([]*fyne.MenuItem, len(entryRules))
	for i, r := range entryRules {
		it := fyne.NewMenuItem(lang.L(r.about), p.act(func() { p.tickRule(i) }))
		it.Checked = r.get(p.view.Flags)
		items[i] = it
	}
	return items
}

// tickRule turns rule i of entryRules on or off in the puzzle entered.
func (p *Play) tickRule(i int) {
	f := p.view.Flags
	entryRules[i].set(&f, !entryRules[i].get(f))
	p.s.TickRules(f)
}

// showRules opens the menu of rules under the Rules button.
func (p *Play) showRules() {
	b := p.w.buttons["rules"]
	c := p.win.Canvas()
	pos := p.app.Driver().AbsolutePositionForObject(b).AddXY(0, b.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", p.ruleItems()...), c, pos)
}
