package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The play area under the header holds the board, the panel (the hint or
// the last words) and the pad. The board takes the room: the panel takes
// space only while it has something to say, and the panel and pad go
// beside the board when that leaves the board larger than under it, as in
// a window wider than tall. The pad's keys keep a sensible size at any
// width: never wider than padKeyMax, the pad centred.

const (
	padKeyMax    = 72  // the widest a pad key grows, in a row under the board
	sideKeyMax   = 84  // and in the column beside it
	sideColMin   = 132 // the narrowest column beside the board
	sideColMax   = 420 // and the widest
	sideColHint  = 320 // the widest the column grows to hold a long hint whole
	sideColRead  = 220 // the narrowest it is while it holds a hint
	panelMaxPart = 0.4 // the most of the height the panel under the board takes; past it, its words scroll
)

// playLayout lays out the board (objects[0], with its covers), the panel
// (objects[1]) and the pad (objects[2]) under the header.
type playLayout struct {
	pad *padLayout
	// panelHeight returns the panel's height at a width, its button
	// under its words or beside them: 0 when it has nothing to say.
	panel       *panelLayout
	panelHeight func(width float32, below bool) float32
	// reading reports whether the panel holds a hint: the column beside
	// the board is then at least sideColRead wide, the board giving way
	// while it is shown.
	reading func() bool
	// beside is whether the last layout put the panel and pad beside the
	// board; boardSide is the side of the board's square it left.
	beside    bool
	boardSide float32
}

// arrangement is one way of laying the play area out.
type arrangement struct {
	beside       bool
	side         float32 // the side of the square the board widget may fill
	col          float32 // beside: the column's width
	panel, padHi float32 // the panel's and the pad's heights
}

// plan works out both arrangements for size and picks the one with the
// larger board; under the board on a tie.
func (l *playLayout) plan(objects []fyne.CanvasObject, size fyne.Size) arrangement {
	gap := theme.Padding()

	l.pad.column = false
	rowH := objects[2].MinSize().Height
	under := arrangement{padHi: rowH}
	under.panel = l.panelHeight(size.Width, false)
	if under.panel > 0 {
		under.panel = min(under.panel, size.Height*panelMaxPart)
	}
	boardH := size.Height - rowH - gap
	if under.panel > 0 {
		boardH -= under.panel + gap
	}
	under.side = min(size.Width, boardH)

	l.pad.column = true
	colH := objects[2].MinSize().Height
	colMin := max(sideColMin, objects[2].MinSize().Width)
	if l.reading != nil && l.reading() {
		colMin = max(colMin, sideColRead)
	}
	by := arrangement{beside: true, padHi: colH}
	by.col = min(max(colMin, size.Width-size.Height-gap), sideColMax)
	for {
		by.panel = l.panelHeight(by.col, true)
		if by.panel+colH+gap <= size.Height || by.col >= max(sideColHint, colMin) {
			break
		}
		by.col += 10 // the board shrinks while a long hint is shown
	}
	by.side = min(size.Height, size.Width-by.col-gap)
	l.pad.column = false

	if by.side > under.side && colH <= size.Height {
		return by
	}
	return under
}

func (l *playLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	l.pad.column = false
	b, pad := objects[0].MinSize(), objects[2].MinSize()
	return fyne.NewSize(max(b.Width, pad.Width), b.Height+theme.Padding()+pad.Height)
}

func (l *playLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	a := l.plan(objects, size)
	l.beside = a.beside
	board, panel, pad := objects[0], objects[1], objects[2]
	gap := theme.Padding()
	l.pad.column = a.beside
	if l.panel.below != a.beside {
		l.panel.below = a.beside
		defer panel.(*fyne.Container).Refresh()
	}
	if a.panel > 0 {
		panel.Show()
	} else {
		panel.Hide()
	}
	if !a.beside {
		l.boardSide = a.side
		boardH := size.Height - a.padHi - gap
		if a.panel > 0 {
			boardH -= a.panel + gap
		}
		board.Move(fyne.NewPos(0, 0))
		board.Resize(fyne.NewSize(size.Width, boardH))
		panel.Move(fyne.NewPos(0, boardH+gap))
		panel.Resize(fyne.NewSize(size.Width, max(a.panel, 0)))
		pad.Move(fyne.NewPos(0, size.Height-a.padHi))
		pad.Resize(fyne.NewSize(size.Width, a.padHi))
		return
	}
	// Beside: the board's square and the column, centred across the
	// window; the column as tall as the board when what it holds fits.
	l.boardSide = a.side
	boardW := a.side
	x := max(0, (size.Width-boardW-gap-a.col)/2)
	board.Move(fyne.NewPos(x, 0))
	board.Resize(fyne.NewSize(boardW, size.Height))
	top := max(0, (size.Height-boardW)/2)
	colH := size.Height - 2*top
	if a.panel+gap+a.padHi > colH {
		top, colH = 0, size.Height
	}
	cx := x + boardW + gap
	ph := min(a.panel, colH-a.padHi-gap)
	panel.Move(fyne.NewPos(cx, top))
	panel.Resize(fyne.NewSize(a.col, max(ph, 0)))
	pad.Move(fyne.NewPos(cx, top+colH-a.padHi))
	pad.Resize(fyne.NewSize(a.col, a.padHi))
}

// padLayout lays out the pad's keys (each a key over its caption): in one
// row under the board, each key at most padKeyMax wide and the row
// centred; or, in the column beside the board, three a row (the digits 1-9
// as on a phone's pad, the other keys under them), at most sideKeyMax
// wide.
type padLayout struct {
	column bool
}

func (p *padLayout) cols(n int) int {
	if p.column {
		return min(3, n)
	}
	return n
}

func (p *padLayout) cell(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	return s
}

func (p *padLayout) visible(objects []fyne.CanvasObject) []fyne.CanvasObject {
	var v []fyne.CanvasObject
	for _, o := range objects {
		if o.Visible() {
			v = append(v, o)
		}
	}
	return v
}

func (p *padLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	v := p.visible(objects)
	if len(v) == 0 {
		return fyne.Size{}
	}
	c, gap := p.cell(v), theme.Padding()
	cols := p.cols(len(v))
	rows := (len(v) + cols - 1) / cols
	return fyne.NewSize(float32(cols)*c.Width+float32(cols-1)*gap, float32(rows)*c.Height+float32(rows-1)*gap)
}

func (p *padLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	v := p.visible(objects)
	if len(v) == 0 {
		return
	}
	c, gap := p.cell(v), theme.Padding()
	cols := p.cols(len(v))
	keyMax := float32(padKeyMax)
	if p.column {
		keyMax = sideKeyMax
	}
	w := min(keyMax, max(c.Width, (size.Width-float32(cols-1)*gap)/float32(cols)))
	total := float32(cols)*w + float32(cols-1)*gap
	x0 := max(0, (size.Width-total)/2)
	for i, o := range v {
		col, row := i%cols, i/cols
		o.Move(fyne.NewPos(x0+float32(col)*(w+gap), float32(row)*(c.Height+gap)))
		o.Resize(fyne.NewSize(w, c.Height))
	}
}

// panelLayout lays out the panel: its words (objects[0], scrolling when
// they outgrow it), the hint's Apply (objects[1]) and, while a step is
// walked beat by beat, the Previous, Next and Whole step buttons
// (objects[2]). The buttons never scroll away with the words: the beat
// buttons and Apply share a row under the words (Apply on its own row
// when the width holds both no more); without beat buttons Apply stands
// beside the words, or under them in the narrow column beside the board.
type panelLayout struct {
	below bool
}

// panelParts is how the panel divides its height at a width.
type panelParts struct {
	applyBeside bool    // Apply beside the words, at the right
	controls    float32 // the height of the rows of buttons under the words, 0 for none
	twoRows     bool    // the beat buttons and Apply each on a row
	textWidth   float32 // the words' width
}

// parts works out the panel's parts at width, given whether Apply and
// the beat buttons are shown and their sizes.
func (p *panelLayout) parts(width float32, apply, beats fyne.Size) panelParts {
	gap := theme.Padding()
	pp := panelParts{textWidth: width}
	switch {
	case beats.Height > 0 && apply.Height > 0:
		if beats.Width+gap+apply.Width <= width {
			pp.controls = max(beats.Height, apply.Height)
		} else {
			pp.controls, pp.twoRows = beats.Height+gap+apply.Height, true
		}
	case beats.Height > 0:
		pp.controls = beats.Height
	case apply.Height > 0 && p.below:
		pp.controls = apply.Height
	case apply.Height > 0:
		pp.applyBeside = true
		pp.textWidth -= apply.Width + gap
	}
	return pp
}

// shownSize returns o's minimum size, or nothing when it is hidden.
func shownSize(o fyne.CanvasObject) fyne.Size {
	if !o.Visible() {
		return fyne.Size{}
	}
	return o.MinSize()
}

func (p *panelLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	words, apply, beats := objects[0].MinSize(), shownSize(objects[1]), shownSize(objects[2])
	gap := theme.Padding()
	w := max(words.Width, beats.Width, apply.Width)
	if beats.Width > 0 {
		return fyne.NewSize(w, words.Height+gap+beats.Height)
	}
	if p.below {
		return fyne.NewSize(w, words.Height+gap+apply.Height)
	}
	return fyne.NewSize(words.Width+gap+apply.Width, max(words.Height, apply.Height))
}

func (p *panelLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	words, apply, beats := objects[0], objects[1], objects[2]
	a, b := shownSize(apply), shownSize(beats)
	pp := p.parts(size.Width, a, b)
	gap := theme.Padding()
	if pp.applyBeside {
		words.Move(fyne.NewPos(0, 0))
		words.Resize(fyne.NewSize(max(0, pp.textWidth), size.Height))
		apply.Move(fyne.NewPos(size.Width-a.Width, (size.Height-a.Height)/2))
		apply.Resize(a)
		return
	}
	wordsH := size.Height
	if pp.controls > 0 {
		wordsH -= pp.controls + gap
	}
	words.Move(fyne.NewPos(0, 0))
	words.Resize(fyne.NewSize(size.Width, max(0, wordsH)))
	top := size.Height - pp.controls
	beats.Move(fyne.NewPos(0, top))
	beats.Resize(b)
	switch {
	case b.Height == 0: // Apply alone, under the words
		apply.Move(fyne.NewPos(0, top))
	case pp.twoRows:
		apply.Move(fyne.NewPos(0, top+b.Height+gap))
	default:
		apply.Move(fyne.NewPos(size.Width-a.Width, top+(pp.controls-a.Height)/2))
	}
	apply.Resize(a)
}
