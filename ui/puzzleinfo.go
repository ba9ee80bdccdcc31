package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// infoText is what a puzzle says about itself, in words for the window:
// its title and author on one line, its rules below; "" when it says
// nothing (most puzzles).
func infoText(i game.Info) string {
	var head string
	switch {
	case i.Title != "" && i.Author != "":
		head = lang.L("info.by", map[string]any{"Title": i.Title, "Author": i.Author})
	case i.Title != "":
		head = i.Title
	case i.Author != "":
		head = lang.L("info.author", map[string]any{"Author": i.Author})
	}
	if i.Rules == "" {
		return head
	}
	rules := lang.L("info.rules", map[string]any{"Rules": i.Rules})
	if head == "" {
		return rules
	}
	return head + "\n\n" + rules
}

// puzzleInfoText is what About this puzzle says: the puzzle's own words
// (or that it has none), then the rules of variant v as the game words
// them.
func puzzleInfoText(i game.Info, v geometry.Variant) string {
	text := infoText(i)
	if text == "" {
		text = lang.L("info.none")
	}
	return text + "\n\n" + lang.L("info.plays", map[string]any{"Rules": ruleWords(v)})
}

// showPuzzleInfo shows the title, author and rules of the puzzle played,
// as an f-puzzles or SudokuPad link gave them, in a dialog, or that the
// puzzle says nothing about itself; then the rules it plays by, as the
// game words them.
func (p *Play) showPuzzleInfo() {
	text := puzzleInfoText(p.view.Info, p.view.Variant)
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	title := lang.L("menu.puzzle-info")
	d := dialog.NewCustom(title, lang.L("help.close"), container.NewVScroll(label), p.win)
	d.Resize(fyne.NewSize(520, 420))
	p.showHolding(d)
}
