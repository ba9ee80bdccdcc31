package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestStrongChineseStandsOut: Chinese headings lost their bold, the
// bold face having no Chinese and the system's fallback no bold. A strong
// label draws a Chinese text with more ink than a bold label does, by
// its fake bold, and its width holds it; a Latin text as a bold label
// does, ink for ink.
func TestStrongChineseStandsOut(t *testing.T) {
	test.NewTempApp(t)
	ApplyTheme(fyne.CurrentApp(), ThemeLight)
	ink := func(o fyne.CanvasObject) (int, fyne.Size) {
		w := test.NewTempWindow(t, o)
		w.Resize(fyne.NewSize(200, 60))
		n := 0
		img := w.Canvas().Capture()
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if r, _, _, _ := img.At(x, y).RGBA(); r < 0x8000 {
					n++
				}
			}
		}
		return n, o.MinSize()
	}
	for _, tc := range []struct {
		text string
		more bool
	}{{"统计", true}, {"专家 · 杀手", true}, {"Statistics", false}} {
		bold, boldMin := ink(widget.NewLabelWithStyle(tc.text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		strong, strongMin := ink(newStrongLabel(tc.text, fyne.TextAlignLeading))
		t.Logf("%q: %d dark pixels bold, %d strong", tc.text, bold, strong)
		switch {
		case tc.more && float64(strong) < 1.2*float64(bold):
			t.Errorf("%q: %d dark pixels, a bold label's %d: no bolder", tc.text, strong, bold)
		case tc.more && strongMin.Width < boldMin.Width+strongShift:
			t.Errorf("%q: %v wide, the bold label %v: no room for the second drawing", tc.text, strongMin.Width, boldMin.Width)
		case !tc.more && (strong != bold || strongMin != boldMin):
			t.Errorf("%q: %d dark pixels in %v, a bold label's %d in %v", tc.text, strong, strongMin, bold, boldMin)
		}
	}
	s := newStrongLabel("", fyne.TextAlignLeading)
	test.NewTempWindow(t, s)
	s.SetText("暂停")
	if s.front.Text != "暂停" || s.back.Text != "暂停" || s.back.Hidden {
		t.Errorf("after SetText the drawings read %q and %q (hidden %v)", s.front.Text, s.back.Text, s.back.Hidden)
	}
}
