package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
)

// The replay of a finished game runs in the panel under (or beside) the
// board: the words which move it is and a slider over the moves, as wide
// as the panel, and Back, Next and Done beside them, icons that fit the
// panel beside the board; the board shows the frame
// (session.View.Replay). The arrow keys step too.

// newReplayBar builds the replay's controls and its slider, hidden.
func (p *Play) newReplayBar() (*fyne.Container, *widget.Slider) {
	slider := widget.NewSlider(0, 1)
	slider.Step = 1
	slider.Hide()
	slider.OnChanged = func(v float64) {
		if p.view.Replay != nil && int(v) != p.view.Replay.At {
			p.s.ReplayTo(int(v))
		}
	}
	back := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.s.ReplayStep(-1) })
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.s.ReplayStep(+1) })
	done := widget.NewButtonWithIcon("", theme.CancelIcon(), p.act(func() { p.s.EndReplay() }))
	tips := p.w.tips
	bar := container.NewHBox(withTip(back, lang.L("replay.back"), tips), withTip(next, lang.L("replay.next"), tips),
		withTip(done, lang.L("replay.done"), tips))
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
		w.replaySlider.Hide()
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
	w.replaySlider.Show()
	return true
}
