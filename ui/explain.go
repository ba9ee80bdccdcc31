package ui

import (
	"regexp"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// A hint names its technique ("Hidden single: ...", "X-Wing: ...") and
// the words never said what one is. Under a hint's Apply, a "?"
// whose tip asks "What is “Hidden single”?" opens a paragraph that does, from the translations'
// "explain.<technique ID>" entries (the types of one technique, "unique
// rectangle 1" to "6", share their technique's). A technique with no
// entry shows no link.

// explainKey is the translations' key of the explanation of t, and
// whether they have one.
func explainKey(t logic.Technique) (string, bool) {
	for _, key := range explainKeys(t) {
		if lang.L(key) != key {
			return key, true
		}
	}
	return "", false
}

// explainKeys are the keys an explanation of t may have: its own, then
// its technique's without the type number ("unique-rectangle-2").
func explainKeys(t logic.Technique) []string {
	return []string{"explain." + t.ID(), "explain." + typeNumber.ReplaceAllString(t.ID(), "")}
}

// typeNumber is the type number an ID ends in: "unique-rectangle-2".
var typeNumber = regexp.MustCompile(`-[0-9]+$`)

// hintTechnique is the technique of the step a hint shows, and whether
// it shows one.
func hintTechnique(h *session.Hint) (logic.Technique, bool) {
	if h == nil || h.Kind != logic.NextStep || h.Step == nil {
		return 0, false
	}
	return h.Step.Technique, true
}

// newExplainButton makes the button beside a hint's Apply that
// explains its technique, "?" with the question in its tip, hidden until
// a hint shows a technique it can explain. (A link under the words sat
// under the fold of the band under the board, two lines high.)
func (p *Play) newExplainButton() {
	w := p.w
	w.explain = widget.NewButtonWithIcon("", theme.QuestionIcon(), p.act(p.showExplanation))
	w.explainTip = newTipSensor(w.explain, "", w.tips)
	w.explainBox = container.NewStack(w.explain, w.explainTip)
	w.explainBox.Hide()
}

// drawExplainButton shows the button for the hint h's technique, or
// hides it; it reports whether it was shown or hidden.
func (p *Play) drawExplainButton(h *session.Hint) bool {
	box := p.w.explainBox
	t, ok := hintTechnique(h)
	if ok {
		_, ok = explainKey(t)
	}
	if ok {
		p.explaining = t
		p.w.explainTip.tip = lang.L("hint.what-is", map[string]any{"Name": techniqueName(t, stepLanguage(p.language))})
	}
	if box.Visible() == ok {
		return false
	}
	if ok {
		box.Show()
	} else {
		box.Hide()
	}
	return true
}

// showExplanation shows the paragraph on the technique of the hint on
// show, in a dialog.
func (p *Play) showExplanation() {
	t := p.explaining
	key, ok := explainKey(t)
	if !ok {
		return
	}
	words := newWrapLabel()
	words.SetText(lang.L(key))
	box := container.New(&minWidth{explainWidth}, words)
	title := lang.L("hint.what-is.title", map[string]any{"Name": techniqueName(t, stepLanguage(p.language))})
	p.showDialog(dialog.NewCustom(title, lang.L("help.close"), box, p.win))
}

// explainWidth is the explanation's width: its lines wrap in it, and it
// fits the narrowest window.
const explainWidth = 360
