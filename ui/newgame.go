package ui

import (
	"context"
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// levelItems are menu items for a new game of each level; a game in
// progress is not dropped without asking.
func (p *Play) levelItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, name := range levels.Names {
		items = append(items, fyne.NewMenuItem(levelName(name), func() { p.unlessPlaying("new", func() { p.NewGame(name) }) }))
	}
	return items
}

// chooseLevel pops up the levels under the New button.
func (p *Play) chooseLevel() {
	items := p.levelItems()
	b := p.buttons["new"]
	if p.entry != nil { // New is hidden
		b = p.buttons["cancel"]
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), p.win.Canvas(), pos.Add(fyne.NewPos(0, b.Size().Height)))
}

// NewGame starts a freshly generated puzzle of the level. Generation runs
// in the background, so the window never freezes; a second request
// cancels the first.
func (p *Play) NewGame(level string) {
	l, err := logic.ParseLevel(level)
	if err != nil {
		p.status.SetText(err.Error())
		return
	}
	if p.cancel != nil {
		p.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.say("status.generating", map[string]any{"Level": levelName(level)})
	seed := p.opts.Rand.Uint64()
	clock := p.opts.Clock
	go func() {
		pz, err := generate.New(rand.NewPCG(seed, 2)).Generate(ctx, l, generate.Rotate180)
		var g *game.Game
		if err == nil {
			g, err = game.New(pz.Grid, l, clock)
		}
		fyne.Do(func() {
			if ctx.Err() != nil {
				return // superseded
			}
			if err != nil {
				p.status.SetText(err.Error())
				return
			}
			p.start(g)
			p.say("status.new", map[string]any{"Level": levelName(level)})
			p.focusBoard()
		})
	}()
}
