package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/assets"
)

// shortcuts are the keys the window knows, as translation keys of the key
// and of what it does, in the order Help > Keyboard shortcuts lists them.
var shortcuts = [][2]string{
	{"keys.digits", "keys.digits.do"},
	{"keys.shift-digits", "keys.shift-digits.do"},
	{"keys.erase", "keys.erase.do"},
	{"keys.arrows", "keys.arrows.do"},
	{"keys.home-end", "keys.home-end.do"},
	{"keys.escape", "keys.escape.do"},
	{"keys.n", "keys.n.do"},
	{"keys.h", "keys.h.do"},
	{"keys.p", "keys.p.do"},
	{"keys.undo", "keys.undo.do"},
	{"keys.redo", "keys.redo.do"},
	{"keys.new", "keys.new.do"},
	{"keys.copy", "keys.copy.do"},
	{"keys.paste", "keys.paste.do"},
	{"keys.right-click", "keys.right-click.do"},
	{"keys.dialog", "keys.dialog.do"},
}

// showHowToPlay shows the rules and this game's controls.
func (p *Play) showHowToPlay() {
	text := widget.NewRichTextFromMarkdown(lang.L("help.how-to-play"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("menu.how-to-play"), lang.L("help.close"), container.NewVScroll(text), p.win)
	d.Resize(fyne.NewSize(520, 520))
	p.showHolding(d)
}

// showShortcuts lists every key the window knows.
func (p *Play) showShortcuts() {
	var cells []fyne.CanvasObject
	for _, s := range shortcuts {
		cells = append(cells,
			widget.NewLabelWithStyle(lang.L(s[0]), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			widget.NewLabel(lang.L(s[1])))
	}
	d := dialog.NewCustom(lang.L("menu.shortcuts"), lang.L("help.close"),
		container.NewVScroll(container.New(layout.NewFormLayout(), cells...)), p.win)
	d.Resize(fyne.NewSize(560, 520))
	p.showHolding(d)
}

// showAbout names the game, its version, its licence and its debts.
func (p *Play) showAbout() {
	version := assets.Version
	if a := fyne.CurrentApp(); a != nil && a.Metadata().Version != "" {
		version = a.Metadata().Version
	}
	text := widget.NewRichTextFromMarkdown(lang.L("help.about", map[string]any{"Version": version}))
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(assets.WindowIcon)
	d := dialog.NewCustom(lang.L("menu.about"), lang.L("help.close"),
		container.NewBorder(container.NewCenter(container.NewGridWrap(fyne.NewSize(96, 96), icon)), nil, nil, nil, text), p.win)
	d.Resize(fyne.NewSize(460, 420))
	p.showHolding(d)
}
