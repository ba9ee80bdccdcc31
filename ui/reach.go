package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The knight's or king's reach on demand: the View menu's item and the M
// key show the cells a knight's or king's move from the selected one,
// when the game's rules forbid a digit there (anti-knight, anti-king).
// The item is named by the rules in force and is live only under them.

// reachKey is the key that shows or hides the reach, as the menu's item.
const reachKey = fyne.KeyM

// canReach reports whether the view's game has a rule about a knight's or
// king's move, so that its reach can be shown.
func canReach(v session.View) bool {
	return v.Mode != session.Entering && v.Flags.HasMoves()
}

// reachLabel is the reach item's words for the rules f: the knight's
// moves, the king's, both ("menu.reach." and the name of f's move rules),
// or either while neither rule is in force ("menu.reach.classic").
func reachLabel(f geometry.Flags) string {
	return lang.L("menu.reach." + geometry.Variant{Flags: f.MoveRules()}.Name())
}

// toggleReach shows or hides the reach, when the game's rules have one;
// otherwise the key is any other key (it resumes a paused game).
func (p *Play) toggleReach() {
	if !canReach(p.view) {
		p.s.OtherKey()
		return
	}
	p.s.ShowReach(!p.view.ShowReach)
}

// drawReach names the reach item by the game's rules, ticks it while the
// reach is shown, and enables it only under a rule that has one.
func (p *Play) drawReach(v session.View) {
	it := p.w.menu["reach"]
	if it == nil {
		return
	}
	label, on := reachLabel(v.Flags), canReach(v)
	checked := on && v.ShowReach
	if it.Label == label && it.Disabled == !on && it.Checked == checked {
		return
	}
	it.Label, it.Disabled, it.Checked = label, !on, checked
	if m := p.win.MainMenu(); m != nil {
		m.Refresh()
	}
}
