package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// comboLine is the panel's line for a Killer cage's combinations. It
// breaks its lines itself, between combinations only: Fyne wraps inline
// segments at any space, and a combination's digits are spaced apart,
// so "1 3 6 7 8" came out as "1 3" at a line's end and "6 7 8" under it.
// Here, for every width it is given, the separator before a combination
// that would not fit whole on the line ends that line (a segment that is
// not inline ends its row), and the lines left are narrower than the
// room, so Fyne's wrapping finds nothing more to break. Other contents
// (the selection's sum) are left to Fyne.
type comboLine struct {
	widget.RichText
	head   *widget.TextSegment   // the cage's words, first on the first line
	combos []*widget.TextSegment // the combinations, in order
	seps   []*widget.TextSegment // seps[i] comes after combos[i]; one fewer
	width  float32               // the width the lines were broken for
}

// newComboLine returns an empty, hidden line.
func newComboLine() *comboLine {
	c := &comboLine{}
	c.Wrapping, c.Scroll = fyne.TextWrapWord, fyne.ScrollNone
	c.ExtendBaseWidget(c)
	c.Hide()
	return c
}

// set shows head and then combos, separated by sep's text in sep's style.
func (c *comboLine) set(head *widget.TextSegment, combos []*widget.TextSegment, sep widget.RichTextStyle) {
	c.head, c.combos, c.seps = head, combos, nil
	segs := []widget.RichTextSegment{head}
	for i, cb := range combos {
		if i > 0 {
			s := &widget.TextSegment{Style: sep}
			c.seps = append(c.seps, s)
			segs = append(segs, s)
		}
		segs = append(segs, cb)
	}
	c.Segments = segs
	c.breakLines(c.Size().Width)
	c.Refresh()
}

// ours reports whether the segments on show are the ones set put there.
func (c *comboLine) ours() bool {
	return c.head != nil && len(c.Segments) > 0 && c.Segments[0] == c.head
}

// breakLines ends a line before every combination that would not fit
// whole on it in a row width wide.
func (c *comboLine) breakLines(width float32) {
	c.width = width
	if !c.ours() {
		return
	}
	measure := func(s *widget.TextSegment, text string) float32 {
		size := theme.Size(theme.SizeNameText)
		if s.Style.SizeName != "" {
			size = theme.Size(s.Style.SizeName)
		}
		return fyne.MeasureText(text, size, s.Style.TextStyle).Width
	}
	const mid, end = " · ", " ·"
	avail := width - 2*theme.InnerPadding() - 1 // the text's padding, and a pixel for rounding
	c.head.Style.Inline = true
	for _, s := range c.seps {
		s.Text, s.Style.Inline = mid, true
	}
	if avail <= 0 {
		return
	}
	used := measure(c.head, c.head.Text)
	if used > avail { // the words wrap as Fyne wraps them, the combinations start under them
		c.head.Style.Inline, used = false, 0
	}
	for i, cb := range c.combos {
		lead, trail := float32(0), float32(0)
		if i > 0 && used > 0 {
			lead = measure(c.seps[i-1], mid)
		}
		if i < len(c.seps) {
			trail = measure(c.seps[i], end)
		}
		if used > 0 && used+lead+measure(cb, cb.Text)+trail > avail {
			if i == 0 {
				c.head.Style.Inline = false
			} else {
				c.seps[i-1].Text, c.seps[i-1].Style.Inline = end, false
			}
			used, lead = 0, 0
		}
		used += lead + measure(cb, cb.Text)
	}
}

// Resize breaks the lines again for the new width.
func (c *comboLine) Resize(size fyne.Size) {
	if size.Width != c.width && c.ours() {
		c.breakLines(size.Width)
		defer c.Refresh()
	}
	c.RichText.Resize(size)
}
