package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// palette is the number pad under the board: a digit key for each digit
// of the grid's shape (1-9 on a 9x9 grid), each with how many of that
// digit are left to place beneath it (disabled when none are), Erase, and
// the Notes toggle.
type palette struct {
	keys   [sized.MaxN + 1]*widget.Button // 1-16, then Erase at index 0
	counts [sized.MaxN + 1]*canvas.Text
	// marks are the digits drawn small on their keys in notes mode, where
	// a note of that digit sits in a cell, so that the pad shows the mode
	// on the digits themselves.
	marks [sized.MaxN + 1]*canvas.Text
	// items are the digits' keys with their captions, as the pad lays
	// them out; spots place the marks on them.
	items   [sized.MaxN + 1]*fyne.Container
	spots   [sized.MaxN + 1]*noteSpot
	shape   sized.Shape // the grid's: its digits have keys, the others are hidden
	letters bool        // 10-16 written as A-G
	noting  bool
	shown   [sized.MaxN + 1]int // the counts on show, once drawn
	drawn   bool
	notes   *widget.Button // notes mode: high importance while on
	// mode is the mark mode control beside Notes: a tap goes on to the
	// next mode (digits, corner, centre, colour), its caption names the
	// one in force; swatches show each digit's colour in colour mode.
	mode        *widget.Button
	modeCaption *canvas.Text
	// captions are every caption under a key, the counts among them:
	// update inks them in the theme in force, which may have changed
	// since they were drawn.
	captions []*canvas.Text
	swatches [sized.MaxN + 1]*canvas.Rectangle
	marking  game.MarkKind
	high     bool
	// marksShape is the shape whose keys updateMarks last drew.
	marksShape sized.Shape
	box        *fyne.Container
	layout     *padLayout // in a row under the board, or three a row beside it
	app        fyne.App   // whose theme variant the pad's own texts are drawn in
}

// newPalette makes the pad of a 9x9 grid in app (see setShape); a key's
// tap hands press its digit, 1-16, or 0 for Erase.
func newPalette(app fyne.App, press func(uint8), onNotes func(), onMode func()) *palette {
	p := &palette{app: app, shape: sized.Shape9}
	p.notes = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), onNotes) // first: the pad's colours are its theme's
	p.mode = widget.NewButtonWithIcon("", theme.ColorPaletteIcon(), onMode)
	var items []fyne.CanvasObject
	for d := 1; d <= sized.MaxN; d++ {
		digit := uint8(d)
		p.keys[d] = widget.NewButton(strconv.Itoa(d), func() { press(digit) })
		p.counts[d] = canvas.NewText("", p.color(theme.ColorNamePlaceHolder))
		p.counts[d].Alignment = fyne.TextAlignCenter
		p.counts[d].TextSize = theme.Size(theme.SizeNameCaptionText)
		p.captions = append(p.captions, p.counts[d])
		p.marks[d] = canvas.NewText(strconv.Itoa(d), p.color(theme.ColorNameForeground))
		p.marks[d].TextSize = theme.Size(theme.SizeNameCaptionText)
		p.marks[d].Hide()
		p.swatches[d] = canvas.NewRectangle(MarkColour(digit, p.color(theme.ColorNameForeground), false))
		p.swatches[d].Hide()
		p.spots[d] = &noteSpot{d: digit, rows: 3, cols: 3}
		key := container.NewStack(p.keys[d], container.New(p.spots[d], p.marks[d]), container.New(swatchSpot{}, p.swatches[d]))
		p.items[d] = container.NewVBox(key, p.counts[d])
		p.items[d].Hidden = d > 9
		items = append(items, p.items[d])
	}
	p.keys[0] = widget.NewButtonWithIcon("", theme.ContentClearIcon(), func() { press(0) })
	caption := func(key string) *canvas.Text {
		t := canvas.NewText(lang.L(key), p.color(theme.ColorNamePlaceHolder))
		t.Alignment = fyne.TextAlignCenter
		t.TextSize = theme.Size(theme.SizeNameCaptionText)
		p.captions = append(p.captions, t)
		return t
	}
	p.modeCaption = caption("mode.digits")
	items = append(items, container.NewVBox(p.keys[0], caption("button.erase")),
		container.NewVBox(p.notes, caption("button.notes")), container.NewVBox(p.mode, p.modeCaption))
	p.layout = &padLayout{digits: 9}
	p.box = container.New(p.layout, items...)
	return p
}

// setShape gives the pad a key for each digit of a grid of shape s (an
// invalid shape is 9x9), written as letters from 10 on with letters: 1-9
// in one row, 12 keys in two rows of 6, 16 in two rows of 8. It reports whether anything
// changed, for the window to lay the board and the pad out again.
func (p *palette) setShape(s sized.Shape, letters bool) (changed bool) {
	s = shapeOrNine(s)
	if p.shape == s && p.letters == letters {
		return false
	}
	p.shape, p.letters = s, letters
	n := s.N()
	rows, cols := noteDims(s)
	for d := 1; d <= sized.MaxN; d++ {
		p.items[d].Hidden = d > n
		p.spots[d].rows, p.spots[d].cols = rows, cols
		p.marks[d].Text = digitText(uint8(d), letters)
		if t := digitText(uint8(d), letters); !p.noting && p.keys[d].Text != t {
			p.keys[d].SetText(t)
		}
	}
	p.layout.digits = n
	p.drawn = false // the next update writes every count
	p.box.Refresh()
	return true
}

// update shows how many of each digit are left, which keys are enabled
// (Erase at 0), which digit is armed (picked first, to be placed by
// tapping cells), 0 for none, whether notes mode is on, and whether the
// Notes key is enabled: all as the session decided.
// left and keys are indexed by digit, 0-16: those past the grid's side
// are not shown.
func (p *palette) update(left [sized.MaxN + 1]int, keys [sized.MaxN + 1]bool, armed uint8, notes, notesOn bool) {
	for d := 1; d <= p.shape.N(); d++ {
		if p.shown[d] != left[d] || !p.drawn {
			p.counts[d].Text = lang.L("palette.left", map[string]any{"Count": left[d]})
			p.counts[d].Refresh()
		}
		enable(p.keys[d], keys[d])
		setImportance(p.keys[d], uint8(d) == armed)
		p.noteKey(uint8(d), notes)
	}
	// A caption of the light theme stayed on a dark pad, and the other
	// way round, until its count changed.
	ink := p.color(theme.ColorNamePlaceHolder)
	for _, c := range p.captions {
		if c.Color != ink {
			c.Color = ink
			c.Refresh()
		}
	}
	p.noting = notes
	p.shown, p.drawn = left, true
	enable(p.keys[0], keys[0])
	setImportance(p.notes, notes)
	enable(p.notes, notesOn)
}

// updateMarks shows the mark mode in force (0 for digits) on the mode
// control, whether it is enabled, and in colour mode each digit's colour
// on its key, high-contrast or not.
func (p *palette) updateMarks(marking game.MarkKind, on, high bool) {
	enable(p.mode, on)
	// In notes mode the Notes key is the one lit, over its own caption;
	// the mode control then reads "Marks", not "Notes" a second time
	// beside it (playtest: two Notes labels at once).
	setImportance(p.mode, marking != 0 && marking != game.MarkNote)
	if p.marking == marking && p.high == high && p.modeCaption.Text != "" && p.marksShape == p.shape {
		return
	}
	p.marking, p.high, p.marksShape = marking, high, p.shape
	p.modeCaption.Text = lang.L(modeKeys[marking])
	p.modeCaption.Refresh()
	for d := 1; d <= min(9, p.shape.N()); d++ { // nine colours
		sw := p.swatches[d]
		sw.FillColor = MarkColour(uint8(d), p.color(theme.ColorNameForeground), high)
		sw.Hidden = marking != game.MarkColour
		sw.Refresh()
	}
}

// modeKeys name the mark modes on the mode control; in notes mode it
// names itself, as the Notes key names notes.
var modeKeys = [...]string{0: "mode.digits", game.MarkNote: "mode.marks", game.MarkCorner: "mode.corner",
	game.MarkCentre: "mode.centre", game.MarkColour: "mode.colour"}

// swatchSpot lays a colour swatch as a bar along the bottom of a key.
type swatchSpot struct{}

func (swatchSpot) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (swatchSpot) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	inset := theme.InnerPadding() / 2
	h := max(4, size.Height/6)
	for _, o := range objects {
		o.Move(fyne.NewPos(inset, size.Height-inset-h))
		o.Resize(fyne.NewSize(size.Width-2*inset, h))
	}
}

// hideCounts blanks the counts under the digit keys, keeping their room,
// or lets update show them again.
func (p *palette) hideCounts(hide bool) {
	if !hide {
		return
	}
	for d := 1; d <= p.shape.N(); d++ {
		if c := p.counts[d]; c.Text != "" {
			c.Text = ""
			c.Refresh()
		}
	}
	p.drawn = false // the next update writes them again
}

// noteKey shows digit d's key as in notes mode, its digit small where a
// note of it sits in a cell, or as in digit mode.
func (p *palette) noteKey(d uint8, notes bool) {
	b, m := p.keys[d], p.marks[d]
	text := digitText(d, p.letters)
	if notes {
		text = " " // keeps the key's height
	}
	if b.Text != text {
		b.SetText(text)
	}
	col := p.color(theme.ColorNameForeground)
	switch {
	case b.Disabled():
		col = p.color(theme.ColorNameDisabled)
	case b.Importance == widget.HighImportance:
		col = p.color(theme.ColorNameForegroundOnPrimary)
	}
	if m.Visible() != notes || m.Color != col {
		m.Color = col
		m.Hidden = !notes
		m.Refresh()
	}
}

// color returns the colour n of the keys' theme, which the pad's own
// texts take.
func (p *palette) color(n fyne.ThemeColorName) color.Color { return colorOf(p.notes, p.app, n) }

// pressKey is a tap on the pad's key of d, 1-16, or 0 for Erase: the
// session's PressDigit, and the keys go back to the board.
func (p *Play) pressKey(d uint8) {
	p.s.PressDigit(d)
	p.focusBoard()
}

// noteSpot places a digit's small numeral where its note sits in a cell,
// on a mini grid of rows by cols: on a 9x9 grid 1 top left, 5 in the
// middle, 9 bottom right.
type noteSpot struct {
	d          uint8
	rows, cols int
}

func (n *noteSpot) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (n *noteSpot) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	col, row := float32(int(n.d-1)%n.cols), float32(int(n.d-1)/n.cols)
	inset := theme.InnerPadding() / 2 // inside the key's rounded corners
	w, h := size.Width-2*inset, size.Height-2*inset
	cols, rows := float32(n.cols), float32(n.rows)
	for _, o := range objects {
		s := o.MinSize()
		o.Resize(s)
		x := inset + (col+0.5)*w/cols - s.Width/2
		y := inset + (row+0.5)*h/rows - s.Height/2
		o.Move(fyne.NewPos(x, max(inset/2, min(y, size.Height-s.Height-inset/2))))
	}
}

// setImportance shows a key as on (high importance) or off.
func setImportance(b *widget.Button, on bool) {
	imp := widget.MediumImportance
	if on {
		imp = widget.HighImportance
	}
	if b.Importance != imp {
		b.Importance = imp
		b.Refresh()
	}
}

// enable enables or disables b.
func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
