package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// strongLabel is a bold label whose words stand out in Chinese too. The
// theme's bold face has no Chinese characters, and Fyne finds them in a
// system font in its regular weight (the common Chinese fonts, such as
// WenQuanYi Micro Hei, have no bold at all): a Chinese heading looked
// like the words under it. A text with Chinese (or other CJK) characters
// is drawn twice, the second a pixel to the right: a fake bold. Other
// text is drawn once, in the bold face.
//
// It is a widget.Label, Text, SetText and the rest, drawn by two labels
// of its own that follow it.
type strongLabel struct {
	widget.Label
	front, back *widget.Label
}

// strongShift is how far right the second drawing of a CJK text lies.
const strongShift = 1

// newStrongLabel returns a strong label of text, aligned as align says.
func newStrongLabel(text string, align fyne.TextAlign) *strongLabel {
	s := &strongLabel{}
	s.Text, s.Alignment, s.TextStyle = text, align, fyne.TextStyle{Bold: true}
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws the label by its two labels.
func (s *strongLabel) CreateRenderer() fyne.WidgetRenderer {
	s.ExtendBaseWidget(s)
	s.back, s.front = widget.NewLabel(""), widget.NewLabel("")
	r := &strongRenderer{s: s}
	r.sync()
	return r
}

// doubled reports whether the text is drawn twice: it has CJK characters.
func (s *strongLabel) doubled() bool {
	return strings.IndexFunc(s.Text, cjk) >= 0
}

type strongRenderer struct{ s *strongLabel }

// sync gives the two labels the strong label's text and style.
func (r *strongRenderer) sync() {
	s := r.s
	for _, l := range []*widget.Label{s.back, s.front} {
		l.Text, l.Alignment, l.TextStyle, l.Wrapping = s.Text, s.Alignment, s.TextStyle, s.Wrapping
		l.Truncation, l.Importance, l.SizeName, l.Selectable = s.Truncation, s.Importance, s.SizeName, s.Selectable
		l.Refresh()
	}
	s.back.Hidden = !s.doubled()
}

func (r *strongRenderer) Layout(size fyne.Size) {
	shift := float32(0)
	if r.s.doubled() {
		shift = strongShift
	}
	r.s.front.Move(fyne.NewPos(0, 0))
	r.s.front.Resize(fyne.NewSize(size.Width-shift, size.Height))
	r.s.back.Move(fyne.NewPos(shift, 0))
	r.s.back.Resize(fyne.NewSize(size.Width-shift, size.Height))
}

func (r *strongRenderer) MinSize() fyne.Size {
	m := r.s.front.MinSize()
	if r.s.doubled() {
		m.Width += strongShift
	}
	return m
}

func (r *strongRenderer) Refresh() {
	r.sync()
	r.Layout(r.s.Size())
}

func (r *strongRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.s.back, r.s.front}
}

func (r *strongRenderer) Destroy() {}

// SetText shows text. (widget.Label's would refresh its own drawing,
// which a strong label has not.)
func (s *strongLabel) SetText(text string) {
	s.Text = text
	s.Refresh()
}

// Refresh draws the label again, by its two labels.
func (s *strongLabel) Refresh() { s.BaseWidget.Refresh() }
