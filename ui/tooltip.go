package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne 2.7 has no tooltips, and the header's icon-only buttons (Pause,
// Undo, Redo) would say nothing of what they do, nor which key does it
// too. A tip names a button's action and key in a small label under it
// while the pointer rests on it; Check and Answer, which no key does, get
// one that says what they do. The label lies on a layer over the whole
// window that takes no input, so the header keeps its width; the pointer
// is watched by a sensor laid over the button, which passes the hover on
// to it and lets taps through (it is not tappable).

var _ desktop.Hoverable = (*tipSensor)(nil)

// tipSensor watches the pointer over a button (or any object) and shows
// its tip.
type tipSensor struct {
	widget.BaseWidget
	button fyne.CanvasObject
	tip    string
	tips   *tipLayer
}

// withTip returns b with a sensor over it that shows tip on tips while the
// pointer is over b. A tap on b takes the tip down: what it opens (a menu,
// a dialog) must not lie under a tip.
func withTip(b *widget.Button, tip string, tips *tipLayer) *fyne.Container {
	if tapped := b.OnTapped; tapped != nil {
		b.OnTapped = func() {
			tips.hideAll()
			tapped()
		}
	}
	return container.NewStack(b, newTipSensor(b, tip, tips))
}

// newTipSensor returns a sensor to lay over o that shows tip on tips
// while the pointer is over o.
func newTipSensor(o fyne.CanvasObject, tip string, tips *tipLayer) *tipSensor {
	s := &tipSensor{button: o, tip: tip, tips: tips}
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws nothing: the sensor only listens.
func (s *tipSensor) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// MouseIn shows the tip and lights the button up, as its own hover would.
func (s *tipSensor) MouseIn(ev *desktop.MouseEvent) {
	if h, ok := s.button.(desktop.Hoverable); ok {
		h.MouseIn(ev)
	}
	s.tips.show(s.button, s, s.tip)
}

// MouseMoved passes the move on to the button.
func (s *tipSensor) MouseMoved(ev *desktop.MouseEvent) {
	if h, ok := s.button.(desktop.Hoverable); ok {
		h.MouseMoved(ev)
	}
}

// MouseOut hides the tip and the button's hover.
func (s *tipSensor) MouseOut() {
	if h, ok := s.button.(desktop.Hoverable); ok {
		h.MouseOut()
	}
	s.tips.hide(s.button)
}

// tipLayer is the window-wide layer the tips are drawn on: lines of
// text, on the theme's overlay colour, placed under the button they
// belong to and kept inside the window. A tip wider than the window is
// broken into lines (by breakLines, so Chinese breaks by its rules). The
// layer asks for no room of its own: a long tip never makes the window
// grow.
type tipLayer struct {
	layer *fyne.Container // placed by hand (tipLayout)
	bg    *canvas.Rectangle
	lines []*canvas.Text    // the tip's lines; those past the tip's are hidden
	owner fyne.CanvasObject // the button whose tip is shown, nil for none
	app   fyne.App          // its driver places the tips
}

func newTipLayer(app fyne.App) *tipLayer {
	t := &tipLayer{app: app, bg: canvas.NewRectangle(color.Transparent)}
	t.bg.Hide()
	t.layer = container.New(tipLayout{}, t.bg)
	return t
}

// tipLayout leaves the tips where show put them and asks for no room.
type tipLayout struct{}

func (tipLayout) Layout([]fyne.CanvasObject, fyne.Size) {}
func (tipLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// show puts up tip under b, in the colours of th's theme.
func (t *tipLayer) show(b fyne.CanvasObject, th themed, tip string) {
	if tip == "" {
		return
	}
	t.owner = b
	pad := theme.Padding()
	textSize := theme.Size(theme.SizeNameCaptionText)
	style := fyne.TextStyle{}
	measure := func(s string) float32 { return fyne.MeasureText(s, textSize, style).Width }
	room := t.layer.Size().Width - 6*pad
	var lines []string
	if room > 0 && measure(tip) > room {
		lines = breakLines(tip, room, measure)
	} else {
		lines = []string{tip}
	}
	lineHeight := fyne.MeasureText("M", textSize, style).Height
	var width float32
	for _, l := range lines {
		width = max(width, measure(l))
	}
	size := fyne.NewSize(width+4*pad, lineHeight*float32(len(lines))+2*pad)

	d := t.app.Driver()
	at := d.AbsolutePositionForObject(b).Subtract(d.AbsolutePositionForObject(t.layer))
	x := at.X + (b.Size().Width-size.Width)/2 // centred under the button, but inside the window
	x = max(pad, min(x, t.layer.Size().Width-size.Width-pad))
	pos := fyne.NewPos(x, at.Y+b.Size().Height+pad)

	t.bg.FillColor = colorOf(th, t.app, theme.ColorNameOverlayBackground)
	t.bg.StrokeColor = colorOf(th, t.app, theme.ColorNameSeparator)
	t.bg.StrokeWidth = 1
	t.bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	t.bg.Move(pos)
	t.bg.Resize(size)
	t.bg.Show()
	for len(t.lines) < len(lines) {
		text := canvas.NewText("", color.Black)
		t.lines = append(t.lines, text)
		t.layer.Add(text)
	}
	for i, text := range t.lines {
		if i >= len(lines) {
			text.Hide()
			continue
		}
		text.Text = lines[i]
		text.TextSize = textSize
		text.Color = colorOf(th, t.app, theme.ColorNameForeground)
		text.Move(pos.AddXY(2*pad, pad+lineHeight*float32(i)))
		text.Resize(fyne.NewSize(measure(lines[i]), lineHeight))
		text.Show()
	}
	t.layer.Refresh()
}

// hideAll takes down whatever tip is shown: a key pressed means the
// player is at the keyboard, and a tip left up would hide the board.
func (t *tipLayer) hideAll() {
	if t.owner != nil {
		t.hide(t.owner)
	}
}

// hide takes down b's tip, if it is shown.
func (t *tipLayer) hide(b fyne.CanvasObject) {
	if t.owner != b {
		return
	}
	t.owner = nil
	t.bg.Hide()
	for _, text := range t.lines {
		text.Hide()
	}
	t.layer.Refresh()
}
