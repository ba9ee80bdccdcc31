package ui

import (
	"io"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// historyView is the statistics window's History tab: the games ended,
// newest first, filtered by variant and level, each a line (when, rules
// and level, how it ended, its time and hints); Play again plays the
// puzzle chosen from its givens, and Export writes the history as CSV.
type historyView struct {
	box      fyne.CanvasObject
	all      []game.Record // the session's history, oldest first
	shown    []int         // indexes into all of the lines listed, newest first
	list     *widget.List
	empty    *widget.Label
	variant  *widget.Select
	level    *widget.Select
	again    *widget.Button
	variants []geometry.Variant // the variant filter's choices after All
	chosen   int                // the index into all of the line chosen, -1 for none
}

// newHistoryView builds the History tab of the games in all; again plays
// game i of all again, closing the window; tell gets the words that say
// where an export went.
func (p *Play) newHistoryView(all []game.Record, again func(i int), tell func(words string)) *historyView {
	h := &historyView{all: all, chosen: -1}
	for _, r := range all {
		if !slices.Contains(h.variants, r.Variant) {
			h.variants = append(h.variants, r.Variant)
		}
	}
	slices.SortFunc(h.variants, game.CompareVariants)
	variantNames := []string{lang.L("history.all-variants")}
	for _, v := range h.variants {
		variantNames = append(variantNames, variantName(v))
	}
	levelNames := []string{lang.L("history.all-levels")}
	for _, l := range logic.Levels {
		levelNames = append(levelNames, levelName(l.String()))
	}
	h.variant = widget.NewSelect(variantNames, func(string) { h.filter() })
	h.level = widget.NewSelect(levelNames, func(string) { h.filter() })
	h.list = widget.NewList(
		func() int { return len(h.shown) },
		func() fyne.CanvasObject { // two lines: which game, then how it went
			result := widget.NewLabel("")
			result.SizeName = theme.SizeNameCaptionText
			return container.New(layout.NewCustomPaddedVBoxLayout(-2*theme.Padding()), widget.NewLabel(""), result)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(h.shown) {
				which, result := recordLines(all[h.shown[i]])
				rows := o.(*fyne.Container).Objects
				rows[0].(*widget.Label).SetText(which)
				rows[1].(*widget.Label).SetText(result)
			}
		})
	h.list.OnSelected = func(i widget.ListItemID) {
		if i < len(h.shown) {
			h.chosen = h.shown[i]
			h.again.Enable()
		}
	}
	h.again = widget.NewButton(lang.L("history.again"), func() {
		if h.chosen >= 0 {
			again(h.chosen)
		}
	})
	h.again.Disable()
	export := widget.NewButton(lang.L("history.export"), func() {
		p.saveAsTold(".csv", "sudoku-history.csv", func(w io.Writer) error { return game.WriteHistoryCSV(w, all) }, tell)
	})
	h.empty = widget.NewLabel(lang.L("history.empty"))
	h.empty.Wrapping = fyne.TextWrapWord
	h.variant.SetSelectedIndex(0)
	h.level.SetSelectedIndex(0)
	h.filter()
	listArea := container.NewStack(h.list, h.empty)
	h.box = container.NewBorder(container.NewHBox(h.variant, h.level), container.NewHBox(h.again, export), nil, nil,
		container.NewGridWrap(fyne.NewSize(statsListWidth, statsHeight), listArea))
	return h
}

// statsListWidth is the width of the history's list: its lines fit the
// narrowest window.
const statsListWidth = 380

// filter lists the games of the variant and level chosen, newest first.
func (h *historyView) filter() {
	if h.list == nil || h.variant.SelectedIndex() < 0 || h.level.SelectedIndex() < 0 {
		return
	}
	v, l := h.variant.SelectedIndex()-1, h.level.SelectedIndex()-1 // -1: all
	h.shown = h.shown[:0]
	for i := len(h.all) - 1; i >= 0; i-- {
		r := h.all[i]
		if (v < 0 || r.Variant == h.variants[v]) && (l < 0 || r.Level == logic.Levels[l]) {
			h.shown = append(h.shown, i)
		}
	}
	h.chosen = -1
	h.list.UnselectAll()
	if h.again != nil {
		h.again.Disable()
	}
	h.empty.Hidden = len(h.shown) > 0
	if len(h.all) > 0 {
		h.empty.SetText(lang.L("history.none-match"))
	}
	h.list.Refresh()
	h.empty.Refresh()
}

// recordLines are a game's lines in the history: which game ("2026-12-02
// 10:31 · Killer · Hard", the time local, the variant named even when
// classic, as the list mixes them, a daily puzzle named so) and how it
// went ("Solved · 12:34 · hints: 2", the hints when there were any): two
// lines, so that they fit the narrowest window.
func recordLines(r game.Record) (which, result string) {
	args := map[string]any{
		"When":    r.Ended.In(time.Local).Format("2006-01-02 15:04"),
		"Game":    variantName(r.Variant) + " · " + levelName(r.Level.String()),
		"Outcome": lang.L("history.outcome." + r.Outcome.String()),
		"Time":    formatDuration(r.Elapsed),
		"Hints":   r.Hints,
	}
	key := "history.line"
	if r.Daily != "" {
		key, args["Daily"] = "history.line.daily", r.Daily
	}
	result = lang.L("history.result", args)
	if r.Hints > 0 {
		result += lang.L("history.hints", args)
	}
	return lang.L(key, args), result
}
