package ui

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne breaks a line that holds no space at any character, so that a line
// of Chinese can start with "，". The lines of wrapped text are broken here
// instead, by the rules of CJK line breaking (kinsoku shori): between any
// two CJK characters, and at spaces, but never before closing punctuation
// nor after opening punctuation; where a break would put closing
// punctuation first on a line, the character before it moves down with it.

// noStart are the characters no line may start with: closing punctuation,
// in CJK and in Latin text, and the marks that follow what they belong to.
const noStart = "，。、；：！？）」』】〉》〕］｝〗〙〛”’…‥・ー々〜ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ" +
	",.;:!?)]}%"

// noEnd are the characters no line may end with: opening punctuation.
const noEnd = "（「『【〈《〔［｛〖〘〚“‘([{"

// cjk reports whether r is a character of Chinese, Japanese or Korean
// text, or CJK punctuation: text of them may break between any two.
func cjk(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}

// canBreak reports whether a line may break between a and b.
func canBreak(a, b rune) bool {
	switch {
	case unicode.IsSpace(a):
		return true
	case unicode.IsSpace(b):
		return false // after the spaces, not before them
	case strings.ContainsRune(noStart, b), strings.ContainsRune(noEnd, a):
		return false
	}
	return cjk(a) || cjk(b)
}

// breakLines breaks text into lines that measure no more than width, at
// the breaks canBreak allows; the text's own line ends stay. A stretch
// with no break that fits is cut where it must be, still never before a
// character of noStart. Spaces at a break are dropped.
func breakLines(text string, width float32, measure func(string) float32) []string {
	var out []string
	for _, para := range strings.Split(text, "\n") {
		out = append(out, breakParagraph([]rune(para), width, measure)...)
	}
	return out
}

func breakParagraph(r []rune, width float32, measure func(string) float32) []string {
	var lines []string
	fits := func(i, j int) bool { return measure(strings.TrimRightFunc(string(r[i:j]), unicode.IsSpace)) <= width }
	start := 0
	for start < len(r) {
		if fits(start, len(r)) {
			lines = append(lines, strings.TrimRightFunc(string(r[start:]), unicode.IsSpace))
			break
		}
		end := start + 1 // the most that fits, at least one character
		for end < len(r) && fits(start, end+1) {
			end++
		}
		at := -1
		for b := end; b > start; b-- {
			if b < len(r) && canBreak(r[b-1], r[b]) {
				at = b
				break
			}
		}
		if at < 0 { // no break fits: cut, but keep closing punctuation off the next line's start
			at = end
			for at > start+1 && at < len(r) && strings.ContainsRune(noStart, r[at]) {
				at--
			}
		}
		lines = append(lines, strings.TrimRightFunc(string(r[start:at]), unicode.IsSpace))
		start = at
		for start < len(r) && unicode.IsSpace(r[start]) {
			start++
		}
	}
	if len(lines) == 0 {
		lines = []string{""}
	}
	return lines
}

// wrapLabel is a label whose text wraps by breakLines: it breaks its text
// again for every width it is given, and Fyne's own wrapping, which finds
// each line fits, breaks nothing more.
type wrapLabel struct {
	widget.Label
	raw   string  // the text, unbroken
	width float32 // the width it was broken for
	// measured caches heightFor's last answer: the layout asks it on
	// every view drawn.
	measured struct {
		raw           string
		width, height float32
	}
}

// newWrapLabel returns an empty wrapping label.
func newWrapLabel() *wrapLabel {
	l := &wrapLabel{}
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// SetText shows text, broken into lines for the label's width.
func (l *wrapLabel) SetText(text string) {
	l.raw = text
	l.Label.SetText(l.broken(l.Size().Width))
}

// Resize breaks the text again for the new width.
func (l *wrapLabel) Resize(size fyne.Size) {
	if size.Width != l.width {
		l.width = size.Width
		if t := l.broken(size.Width); t != l.Label.Text {
			l.Label.Text = t
			defer l.Refresh()
		}
	}
	l.Label.Resize(size)
}

// MinSize is the label's, as tall as its text broken for the width it
// was given: Fyne's label measured its lines before it was laid out at
// that width, so that a panel grown to three lines kept the height of
// two, and its third line was cut, past the reach of its scroll.
func (l *wrapLabel) MinSize() fyne.Size {
	m := l.Label.MinSize()
	if l.width > 0 && l.raw != "" {
		// Fyne puts no line spacing between the lines of one wrapped
		// text, as heightFor does (which errs on the tall side for the
		// toast).
		spacing := theme.Size(theme.SizeNameLineSpacing)
		h := l.heightFor(l.width)
		lines := (h - 2*theme.InnerPadding() + spacing) / (l.lineHeight() + spacing)
		m.Height = h - (lines-1)*spacing
	}
	return m
}

// lineHeight is the height of a line of the label's text.
func (l *wrapLabel) lineHeight() float32 {
	size := theme.Size(theme.SizeNameText)
	if l.SizeName != "" {
		size = theme.Size(l.SizeName)
	}
	return fyne.MeasureText("Ag", size, l.TextStyle).Height
}

// broken returns the text broken for a label width wide.
func (l *wrapLabel) broken(width float32) string {
	if width <= 0 || l.raw == "" {
		return l.raw
	}
	size := theme.Size(theme.SizeNameText)
	if l.SizeName != "" {
		size = theme.Size(l.SizeName)
	}
	style := l.TextStyle
	measure := func(s string) float32 { return fyne.MeasureText(s, size, style).Width }
	avail := width - 2*theme.InnerPadding() - 1 // the label's padding, and a pixel for rounding
	return strings.Join(breakLines(l.raw, avail, measure), "\n")
}

// heightFor returns the height the label takes at a width: its text
// broken for that width, line under line, with the label's padding.
func (l *wrapLabel) heightFor(width float32) float32 {
	if m := l.measured; m.raw == l.raw && m.width == width && m.height > 0 {
		return m.height
	}
	h := l.heightOf(l.raw, width)
	l.measured.raw, l.measured.width, l.measured.height = l.raw, width, h
	return h
}

// heightOf returns the height the label would take at a width showing
// text, in its size and style.
func (l *wrapLabel) heightOf(text string, width float32) float32 {
	size := theme.Size(theme.SizeNameText)
	if l.SizeName != "" {
		size = theme.Size(l.SizeName)
	}
	lines := 1
	if width > 0 && text != "" {
		measure := func(s string) float32 { return fyne.MeasureText(s, size, l.TextStyle).Width }
		lines = len(breakLines(text, width-2*theme.InnerPadding()-1, measure))
	}
	line := fyne.MeasureText("Ag", size, l.TextStyle).Height
	return float32(lines)*line + float32(lines-1)*theme.Size(theme.SizeNameLineSpacing) + 2*theme.InnerPadding()
}
