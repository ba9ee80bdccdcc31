package ui

import (
	"unicode"
	"unicode/utf8"

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
	{"keys.letters", "keys.letters.do"},
	{"keys.two-digits", "keys.two-digits.do"},
	{"keys.shift-digits", "keys.shift-digits.do"},
	{"keys.ctrl-digits", "keys.ctrl-digits.do"},
	{"keys.ctrl-shift-digits", "keys.ctrl-shift-digits.do"},
	{"keys.modes", "keys.modes.do"},
	{"keys.select-drag", "keys.select-drag.do"},
	{"keys.select-ctrl", "keys.select-ctrl.do"},
	{"keys.select-shift", "keys.select-shift.do"},
	{"keys.select-all", "keys.select-all.do"},
	{"keys.checkpoint", "keys.checkpoint.do"},
	{"keys.back", "keys.back.do"},
	{"keys.reach", "keys.reach.do"},
	{"keys.erase", "keys.erase.do"},
	{"keys.arrows", "keys.arrows.do"},
	{"keys.home-end", "keys.home-end.do"},
	{"keys.escape", "keys.escape.do"},
	{"keys.return", "keys.return.do"},
	{"keys.n", "keys.n.do"},
	{"keys.h", "keys.h.do"},
	{"keys.beat-next", "keys.beat-next.do"},
	{"keys.beat-prev", "keys.beat-prev.do"},
	{"keys.beat-whole", "keys.beat-whole.do"},
	{"keys.why-not", "keys.why-not.do"},
	{"keys.filter-digit", "keys.filter-digit.do"},
	{"keys.filter-bivalue", "keys.filter-bivalue.do"},
	{"keys.p", "keys.p.do"},
	{"keys.undo", "keys.undo.do"},
	{"keys.redo", "keys.redo.do"},
	{"keys.new", "keys.new.do"},
	{"keys.copy", "keys.copy.do"},
	{"keys.paste", "keys.paste.do"},
	{"keys.practise", "keys.practise.do"},
	{"keys.quit", "keys.quit.do"},
	{"keys.right-click", "keys.right-click.do"},
	{"keys.dialog", "keys.dialog.do"},
}

// showHowToPlay shows the rules and this game's controls.
func (p *Play) showHowToPlay() {
	md := lang.L("help.how-to-play")
	text := newCJKRichText(bulletsInline(widget.NewRichTextFromMarkdown(md).Segments)...)
	d := dialog.NewCustom(lang.L("menu.how-to-play"), lang.L("help.close"), container.NewVScroll(text), p.win)
	d.Resize(fyne.NewSize(520, 520))
	p.showHolding(d)
}

// showShortcuts lists every key the window knows.
func (p *Play) showShortcuts() {
	var cells []fyne.CanvasObject
	for _, s := range shortcuts {
		does := widget.NewLabel(lang.L(s[1]))
		does.Wrapping = fyne.TextWrapWord // the dialog's width, not the longest line's
		cells = append(cells,
			newStrongLabel(lang.L(s[0]), fyne.TextAlignLeading), does)
	}
	d := dialog.NewCustom(lang.L("menu.shortcuts"), lang.L("help.close"),
		container.NewVScroll(container.New(layout.NewFormLayout(), cells...)), p.win)
	d.Resize(fyne.NewSize(560, 520))
	p.showHolding(d)
}

// showAbout names the game, its version, its licence and its debts. The
// version is assets.Version, FyneApp.toml's, as sudoku-cli says it: not
// the app's metadata, which a plain "go build" leaves at Fyne's default.
func (p *Play) showAbout() {
	text := widget.NewRichTextFromMarkdown(lang.L("help.about", map[string]any{"Version": assets.Version}))
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(assets.WindowIcon)
	d := dialog.NewCustom(lang.L("menu.about"), lang.L("help.close"),
		container.NewBorder(container.NewCenter(container.NewGridWrap(fyne.NewSize(96, 96), icon)), nil, nil, nil, text), p.win)
	d.Resize(fyne.NewSize(460, 420))
	p.showHolding(d)
}

// bulletsInline writes each item of an unordered list as a paragraph
// whose first words begin with the bullet. Fyne draws the bullet as a
// segment of its own, and wraps each segment apart: an item that fits a
// line but not the rest of the bullet's moved whole to the next line,
// leaving the bullet alone above it. Chinese, with no spaces to break at,
// meets this at ordinary widths; and it may not follow the bullet with a
// space either, where Fyne would break, so its items begin with the
// full-width dot "・", whose width spaces it from the words. The bullet
// takes the style of the words it now begins.
func bulletsInline(segs []widget.RichTextSegment) []widget.RichTextSegment {
	var out []widget.RichTextSegment
	for _, seg := range segs {
		list, ok := seg.(*widget.ListSegment)
		if !ok || list.Ordered {
			out = append(out, seg)
			continue
		}
		for _, item := range list.Segments() { // a paragraph: the bullet, then the item
			out = append(out, bulletInline(item))
		}
	}
	return out
}

// bulletInline returns the paragraph of a list item, its bullet and then
// its words, with the bullet moved into the words.
func bulletInline(item widget.RichTextSegment) widget.RichTextSegment {
	texts := item.(*widget.ParagraphSegment).Texts
	para, ok := texts[len(texts)-1].(*widget.ParagraphSegment)
	if !ok || len(para.Texts) == 0 {
		return item
	}
	first, ok := para.Texts[0].(*widget.TextSegment)
	if !ok || first.Text == "" {
		return item
	}
	words := *first
	if r, _ := utf8.DecodeRuneInString(words.Text); unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Ps, unicode.Pe) && r >= 0x3000 {
		words.Text = "・" + words.Text
	} else {
		words.Text = "•  " + words.Text
	}
	inner := append([]widget.RichTextSegment{&words}, para.Texts[1:]...)
	// The paragraph inside ends the line after the item, as the list's does.
	return &widget.ParagraphSegment{Texts: []widget.RichTextSegment{&widget.ParagraphSegment{Texts: inner}}}
}
