package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// cjkRichText is a rich text, such as a help page written in Markdown,
// whose paragraphs of CJK text break by breakLines, as wrapLabel's do:
// for every width it is given, a paragraph made of one run of text with
// CJK in it is broken into lines here, and Fyne's own wrapping, which
// finds each line fits, breaks nothing more. Other paragraphs (English,
// or runs of several styles) wrap as Fyne wraps them, at spaces.
type cjkRichText struct {
	widget.RichText
	runs  []cjkRun
	width float32 // the width the runs were broken for
}

// cjkRun is a run of text that cjkRichText breaks, and its text unbroken.
type cjkRun struct {
	seg *widget.TextSegment
	raw string
}

// newCJKRichText returns a rich text of segs that wraps by words, CJK
// paragraphs by breakLines.
func newCJKRichText(segs ...widget.RichTextSegment) *cjkRichText {
	t := &cjkRichText{}
	t.Segments = segs
	t.Wrapping = fyne.TextWrapWord
	for _, seg := range segs {
		t.collect(seg)
	}
	t.ExtendBaseWidget(t)
	return t
}

// collect finds the runs to break under seg: the lone text of a paragraph
// (or of a paragraph inside one, as a list item is) that holds CJK.
func (t *cjkRichText) collect(seg widget.RichTextSegment) {
	p, ok := seg.(*widget.ParagraphSegment)
	if !ok {
		return
	}
	if len(p.Texts) != 1 {
		return
	}
	switch inner := p.Texts[0].(type) {
	case *widget.ParagraphSegment:
		t.collect(inner)
	case *widget.TextSegment:
		if strings.ContainsFunc(inner.Text, cjk) {
			t.runs = append(t.runs, cjkRun{seg: inner, raw: inner.Text})
		}
	}
}

// Resize breaks the CJK runs again for the new width.
func (t *cjkRichText) Resize(size fyne.Size) {
	if size.Width != t.width && len(t.runs) > 0 {
		t.width = size.Width
		avail := size.Width - 2*theme.InnerPadding() - 1 // the text's padding, and a pixel for rounding
		for _, r := range t.runs {
			textSize := theme.Size(theme.SizeNameText)
			if r.seg.Style.SizeName != "" {
				textSize = theme.Size(r.seg.Style.SizeName)
			}
			style := r.seg.Style.TextStyle
			measure := func(s string) float32 { return fyne.MeasureText(s, textSize, style).Width }
			if avail > 0 {
				r.seg.Text = strings.Join(breakLines(r.raw, avail, measure), "\n")
			}
		}
		defer t.Refresh()
	}
	t.RichText.Resize(size)
}
