package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestLongTipKeepsTheWindow: the banner's tip, a save error with a whole
// path, made the window grow to 1,300 px when the pointer rested on it.
// A tip asks for no room; one wider than the window is broken into lines
// that stay inside it.
func TestLongTipKeepsTheWindow(t *testing.T) {
	for _, tip := range []string{
		"Could not save the game: game: save /tmp/play/small2/.config/fyne/io.github.sudokudesktop.sudoku/game.json: write /tmp/play/small2/.config/fyne/io.github.sudokudesktop.sudoku/.game.json.tmp-1948431934: no space left on device",
		"无法保存游戏：" + strings.Repeat("磁盘空间不足，文件无法写入。", 8),
	} {
		a := test.NewTempApp(t)
		b := widget.NewButton("x", func() {})
		tips := newTipLayer(a)
		w := test.NewTempWindow(t, container.NewStack(container.NewVBox(b), tips.layer))
		w.Resize(fyne.NewSize(480, 400))
		before := w.Content().MinSize()
		tips.show(b, b, tip)
		if after := w.Content().MinSize(); after != before {
			t.Errorf("the tip grew the window's minimum from %v to %v", before, after)
		}
		var shown []string
		for _, o := range tips.layer.Objects {
			text, ok := o.(*canvas.Text)
			if !ok || !text.Visible() {
				continue
			}
			shown = append(shown, text.Text)
			if right := text.Position().X + text.Size().Width; text.Position().X < 0 || right > 480 {
				t.Errorf("line %q spans x %v to %v of a window 480 wide", text.Text, text.Position().X, right)
			}
		}
		if len(shown) < 2 || strings.ReplaceAll(strings.Join(shown, ""), " ", "") != strings.ReplaceAll(tip, " ", "") {
			t.Errorf("the tip shows as %q", shown)
		}
		tips.hide(b)
		for _, o := range tips.layer.Objects {
			if o.Visible() {
				t.Errorf("%T stays after the tip is hidden", o)
			}
		}
	}
}
