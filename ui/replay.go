package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
)

// The replay of a finished game runs in the panel under the board:
// Back, a slider over its moves, Next and Done, the board showing the
// frame (session.View.Replay) and the words which move it is.

// replaySliderWidth is the slider's width: room to pick a move among a
// few hundred.
const replaySliderWidth = 150

// newReplayBar builds the replay's controls, hidden.
func (p *Play) newReplayBar() (*fyne.Container, *widget.Slider) {
	slider := widget.NewSlider(0, 1)
	slider.Step = 1
	slider.OnChanged = func(v float64) {
		if p.view.Replay != nil && int(v) != p.view.Replay.At {
			p.s.ReplayTo(int(v))
		}
	}
	back := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.s.ReplayStep(-1) })
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.s.ReplayStep(+1) })
	done := widget.NewButtonWithIcon(lang.L("replay.done"), theme.CancelIcon(), p.act(func() { p.s.EndReplay() }))
	bar := container.NewHBox(back, container.NewGridWrap(fyne.NewSize(replaySliderWidth, back.MinSize().Height), slider), next, done)
	bar.Hide()
	return bar, slider
}

// replayWords say which move of the replay the board shows.
func replayWords(r *session.ReplayView) string {
	return lang.L("replay.at", map[string]any{"At": r.At, "Len": r.Len})
}

// drawReplay shows the replay's controls while a replay is on show, and
// reports whether they came or went.
func (p *Play) drawReplay(r *session.ReplayView) bool {
	w := p.w
	if r == nil {
		if !w.replayBar.Visible() {
			return false
		}
		w.replayBar.Hide()
		return true
	}
	w.replaySlider.Max = float64(max(r.Len, 1))
	if int(w.replaySlider.Value) != r.At {
		w.replaySlider.Value = float64(r.At)
	}
	w.replaySlider.Refresh()
	if w.replayBar.Visible() {
		return false
	}
	w.replayBar.Show()
	return true
}
