package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// minWidth is a layout that is at least width wide, its content filling
// it.
type minWidth struct{ width float32 }

func (m minWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(m.width, 0)
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

func (m minWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinWidth is the narrowest the window goes: every control of the header
// stays whole and apart down to it, in every language (see headerLayout).
const MinWidth = 480

// headerLayout lays the header out: the level, clock and pause on the
// left, the game's tools on the right. When the tools with their words do
// not fit beside the left part, they show their icons alone (their tips
// still say what they do), so that no control ever lies on another and a
// click always hits the control it is drawn on. Its MinSize is the
// narrow form's, and never under MinWidth.
type headerLayout struct {
	left, right fyne.CanvasObject
	tools       fyne.CanvasObject // in right: the tools the worded buttons are in
	level       *headerLevel      // in left
	worded      []wordedButton
	compact     bool
	full, tight float32 // the tools' widths with words and with icons alone
}

// wordedButton is a header button that shows its icon and words when
// there is room, and its icon alone when there is not. (The icon stays:
// a Fyne button keeps room for an icon once it has drawn one.)
type wordedButton struct {
	b    *widget.Button
	text string
}

// headerLevel is the header's name of the game's level, in a box as wide
// as the widest name of a level in the game's rules, so that the clock
// and the pause button stay put from level to level. Where the header has
// no room for the rules' words beside the tools' icons ("Anti-knight ·
// Extreme" at 480 px pushed New past the window's edge), it shows the
// level's word alone ("Extreme"), in the box of a classic game's names.
type headerLevel struct {
	label        *strongLabel
	box          *minWidth // the label's box
	full, short  string    // the name with the rules' words, and without
	wide, narrow float32   // the box's widths for full and short names
	shortOn      bool      // the short name is on show
}

// set gives the names and box widths of the game's level; it reports
// whether anything changed (the header is then laid out again).
func (n *headerLevel) set(full, short string, wide, narrow float32) bool {
	if n.full == full && n.short == short && n.wide == wide && n.narrow == narrow {
		return false
	}
	n.full, n.short, n.wide, n.narrow = full, short, wide, narrow
	n.show(n.shortOn)
	return true
}

// show puts the short name on show, or the full one.
func (n *headerLevel) show(short bool) {
	n.shortOn = short
	text, width := n.full, n.wide
	if short {
		text, width = n.short, n.narrow
	}
	n.box.width = width
	if n.label.Text != text {
		n.label.SetText(text)
	}
}

// width returns the box's width with the short name or the full one.
func (n *headerLevel) width(short bool) float32 {
	if short {
		return n.narrow
	}
	return n.wide
}

// newHeader builds the header's container from left and right, where
// right holds tools, which hold the worded buttons, and left the level's
// name, which may show its short form when room is short.
func newHeader(left, right, tools fyne.CanvasObject, level *headerLevel, worded []wordedButton) *fyne.Container {
	h := &headerLayout{left: left, right: right, tools: tools, level: level, worded: worded}
	h.full = tools.MinSize().Width
	h.setCompact(true)
	h.tight = tools.MinSize().Width
	h.setCompact(false)
	return container.New(h, left, right)
}

func (h *headerLayout) setCompact(on bool) {
	if h.compact == on && h.full != 0 {
		return
	}
	h.compact = on
	for _, w := range h.worded {
		text := w.text
		if on {
			text = ""
		}
		if w.b.Text != text {
			w.b.SetText(text)
		}
	}
}

// rightWidth is the width the right part needs with words or, compact,
// with icons alone; while the tools are hidden (a puzzle is entered), what
// shows in their place.
func (h *headerLayout) rightWidth(compact bool) float32 {
	switch {
	case !h.tools.Visible():
		return h.right.MinSize().Width
	case compact:
		return h.tight
	}
	return h.full
}

// leftWidth is the width the left part needs with the level's short
// name or its full one.
func (h *headerLayout) leftWidth(short bool) float32 {
	return h.left.MinSize().Width - h.level.box.width + h.level.width(short)
}

func (h *headerLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	l, r := h.left.MinSize(), h.right.MinSize()
	w := h.leftWidth(true) + theme.Padding() + h.rightWidth(true)
	return fyne.NewSize(max(w, MinWidth), max(l.Height, r.Height))
}

func (h *headerLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	if short := h.leftWidth(false)+pad+h.rightWidth(true) > size.Width; short != h.level.shortOn {
		h.level.show(short)
		if c, ok := h.left.(*fyne.Container); ok {
			c.Refresh() // lays the clock and pause out beside the level's new box
		}
	}
	l := h.left.MinSize()
	h.setCompact(l.Width+pad+h.rightWidth(false) > size.Width)
	rw := h.rightWidth(h.compact)
	h.left.Move(fyne.NewPos(0, 0))
	h.left.Resize(fyne.NewSize(l.Width, size.Height))
	x := max(size.Width-rw, l.Width+pad) // past the window's edge sooner than over the left part
	h.right.Move(fyne.NewPos(x, 0))
	h.right.Resize(fyne.NewSize(rw, size.Height))
}
