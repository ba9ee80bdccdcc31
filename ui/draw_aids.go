package ui

import (
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// The window's share of the player's aids (see session.View): the
// selected cell's cage, the selection's sum, the highlighting filters and
// the answer to "why not this digit here?". The session decides them
// all; these draw what the view says and forward the keys and menu items.

// drawAids puts the view's aids on the board: the selected cell's cage,
// and an answer's peer ringed and cage outlined (a step's answer is the
// hint on show, drawn as hints are).
func (p *Play) drawAids(v session.View) {
	b := p.w.board
	b.SelectedCage = v.SelectedCage
	if w := v.Why; w != nil && v.Hint == nil {
		b.Witnesses, b.HintCages = w.Witnesses, w.Cages
	}
	p.checkFilterItems(v)
	if it := p.w.menu["why-not"]; it != nil && it.Disabled == v.Enabled.WhyNot {
		it.Disabled = !v.Enabled.WhyNot
		if m := p.win.MainMenu(); m != nil {
			m.Refresh()
		}
	}
}

// whyWords puts an answer's words before the step it shows; status is
// the status line the view's hint or status gave.
func whyWords(v session.View, status string) string {
	if v.Why == nil || v.Hint == nil {
		return status
	}
	return message(v.Why.Words) + "\n" + status
}

// drawSum shows the selection's sum in the line where a cage's
// combinations show, in its place.
func (p *Play) drawSum(s *session.SelectionSum) {
	if s == nil {
		return
	}
	c := p.w.combos
	c.Segments = []widget.RichTextSegment{&widget.TextSegment{ // one segment: truncated, it ends in an ellipsis
		Text:  lang.L("sum.cells", map[string]any{"Cells": s.Cells}) + " " + sumWords(s),
		Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameCaptionText},
	}}
	c.Refresh()
	if !c.Visible() {
		c.Show()
		p.w.words.Refresh()
	}
}

// sumWords says what a selection adds up to: its whole cages' sums and
// its placed digits.
func sumWords(s *session.SelectionSum) string {
	args := map[string]any{"Placed": s.Placed, "Empty": s.Rest - s.Filled, "Total": s.Total}
	cages, total := make([]string, len(s.Cages)), 0
	for i, n := range s.Cages {
		cages[i], total = strconv.Itoa(n), total+n
	}
	args["Cages"], args["CageTotal"] = strings.Join(cages, " + "), total
	switch {
	case len(s.Cages) == 0 && s.Known:
		return lang.L("sum.placed-all", args)
	case len(s.Cages) == 0:
		return lang.L("sum.placed-some", args)
	case s.Known && s.Rest == 0:
		return lang.L("sum.cages", args)
	case s.Known:
		return lang.L("sum.cages-placed", args)
	}
	return lang.L("sum.cages-open", args)
}

// highlightItems builds the View menu's filters: a digit's candidates,
// the two-candidate cells, none; item keeps an item under its key, as the
// menu's own items are. The digits listed follow the grid (see
// setFilterDigits); Alt and 1-9 stay the first nine's keys.
func (p *Play) highlightItems(item func(string, func()) *fyne.MenuItem) []*fyne.MenuItem {
	p.w.filterItems = [sized.MaxN + 1]*fyne.MenuItem{}
	for d := uint8(1); d <= sized.MaxN; d++ {
		it := fyne.NewMenuItem(strconv.Itoa(int(d)), p.act(func() { p.s.FilterDigit(d) }))
		if d <= 9 && runtime.GOOS != "darwin" { // as showKeys: the native menu bar would take the key
			it.Shortcut = &shownShortcut{desktop.CustomShortcut{KeyName: fyne.KeyName(rune('0' + d)), Modifier: fyne.KeyModifierAlt}}
		}
		p.w.filterItems[d] = it
	}
	bivalue := item("highlight-bivalue", p.act(func() { p.s.ToggleBivalue() }))
	p.w.filterItems[0] = bivalue
	p.w.filterTail = []*fyne.MenuItem{fyne.NewMenuItemSeparator(), bivalue,
		item("highlight-clear", p.act(func() { p.s.ClearFilters() }))}
	p.w.filterMenu = fyne.NewMenu("")
	p.w.filterDigits = filterDigits{}
	p.setFilterDigits(filterDigits{n: 9})
	top := item("highlight", nil)
	top.ChildMenu = p.w.filterMenu
	return []*fyne.MenuItem{top}
}

// setFilterDigits lists digits 1 to want.n in the filters' submenu, 10 and
// up as letters when want.letters, and reports whether that changed it.
func (p *Play) setFilterDigits(want filterDigits) bool {
	if p.w.filterMenu == nil || p.w.filterDigits == want {
		return false
	}
	p.w.filterDigits = want
	items := make([]*fyne.MenuItem, 0, want.n+len(p.w.filterTail))
	for d := 1; d <= want.n; d++ {
		it := p.w.filterItems[d]
		it.Label = digitText(uint8(d), want.letters)
		items = append(items, it)
	}
	p.w.filterMenu.Items = append(items, p.w.filterTail...)
	return true
}

// checkFilterItems lists the grid's digits among the filters and ticks
// the filters on in the menu.
func (p *Play) checkFilterItems(v session.View) {
	n := 9
	if v.Shape.Valid() {
		n = v.Shape.N()
	}
	changed := p.setFilterDigits(filterDigits{n: n, letters: p.settings.Letters})
	f := v.Filters
	for d, it := range p.w.filterItems {
		on := d == 0 && f.Bivalue || d != 0 && uint8(d) == f.Digit
		if it != nil && it.Checked != on {
			it.Checked, changed = on, true
		}
	}
	if m := p.win.MainMenu(); changed && m != nil {
		m.Refresh()
	}
}

// bindAidKeys binds Alt and a digit to that digit's candidate filter and
// Alt+B to the two-candidate cells', as on asks of a shortcut.
func (p *Play) bindAidKeys(on func(fyne.Shortcut, func(fyne.Shortcut))) {
	for d := uint8(1); d <= 9; d++ {
		on(&desktop.CustomShortcut{KeyName: fyne.KeyName(rune('0' + d)), Modifier: fyne.KeyModifierAlt},
			func(fyne.Shortcut) { p.s.FilterDigit(d) })
	}
	on(&desktop.CustomShortcut{KeyName: fyne.KeyB, Modifier: fyne.KeyModifierAlt}, func(fyne.Shortcut) { p.s.ToggleBivalue() })
}
