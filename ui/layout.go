package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The play area under the header holds the board, the panel (the hint,
// the messages and a Killer cage's combinations) and the pad. Where each
// goes is a function of the area's size alone: the panel's room is kept
// for it whether it has something to say or not, and what it says wraps
// and scrolls inside that room, so that the board's cells move only when
// the window is resized (a hint that opened, a message or a walk moved
// them under the pointer). In a window taller than wide the panel is a
// band between the board and the pad, as tall as two lines of words or a
// button, its buttons at its right; in a window wider than tall, when
// that leaves the board larger, the panel and the pad make a column
// beside the board, the panel over the pad. The pad's keys keep a
// sensible size at any width: never wider than padKeyMax, the pad
// centred.

const (
	padKeyMax   = 72  // the widest a pad key grows, in a row under the board
	sideKeyMax  = 84  // and in the column beside it
	sideColMin  = 132 // the narrowest column beside the board
	sideColMax  = 420 // and the widest
	panelLines  = 2   // the lines of words the band under the board shows before they scroll
	sidePanelMn = 120 // the least height the panel beside the board keeps over the pad
)

// playLayout lays out the board (objects[0], with its covers), the panel
// (objects[1]), the pad (objects[2]) and the toast (objects[3], over the
// panel's room) under the header.
type playLayout struct {
	pad   *padLayout
	panel *panelLayout
	// band returns the height of the panel's band under the board: two
	// lines of words, or its buttons, whichever is taller.
	band func() float32
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

// padSizes returns the pad's smallest size in a row and in the column.
// It leaves the pad's own form alone: the pad may be laid out at any
// time after (a key's caption changed), and must keep the form the area
// gave it.
func (l *playLayout) padSizes(pad fyne.CanvasObject) (row, col fyne.Size) {
	c, ok := pad.(*fyne.Container)
	if !ok {
		s := pad.MinSize()
		return s, s
	}
	return l.pad.sizeFor(c.Objects, false), l.pad.sizeFor(c.Objects, true)
}

// plan works out both arrangements for size and picks the one with the
// larger board; under the board on a tie. Nothing in it depends on what
// the panel holds.
func (l *playLayout) plan(objects []fyne.CanvasObject, size fyne.Size) arrangement {
	gap := theme.Padding()
	row, col := l.padSizes(objects[2])

	under := arrangement{padHi: row.Height, panel: l.band()}
	under.side = max(0, min(size.Width, size.Height-row.Height-under.panel-2*gap))

	by := arrangement{beside: true, padHi: col.Height}
	by.col = min(max(sideColMin, col.Width, size.Width-size.Height-gap), sideColMax)
	by.side = max(0, min(size.Height, size.Width-by.col-gap))
	by.panel = by.side - col.Height - gap

	if by.side > under.side && by.panel >= sidePanelMn {
		return by
	}
	return under
}

func (l *playLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	row, _ := l.padSizes(objects[2])
	b := objects[0].MinSize()
	gap := theme.Padding()
	return fyne.NewSize(max(b.Width, row.Width), b.Height+l.band()+row.Height+2*gap)
}

func (l *playLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	a := l.plan(objects, size)
	l.beside, l.boardSide = a.beside, a.side
	board, panel, pad, toast := objects[0], objects[1], objects[2], objects[3]
	gap := theme.Padding()
	if l.pad.column != a.beside {
		l.pad.column = a.beside
		defer pad.Refresh()
	}
	if l.panel.below != a.beside {
		l.panel.below = a.beside
		defer panel.Refresh()
	}
	var panelPos fyne.Position
	var panelSize fyne.Size
	if !a.beside {
		// Under: the board's square centred across, the band and the pad
		// under it, the spare height split above the board and under the pad.
		top := max(0, (size.Height-a.side-a.panel-a.padHi-2*gap)/2)
		board.Move(fyne.NewPos(0, top))
		board.Resize(fyne.NewSize(size.Width, a.side))
		panelPos = fyne.NewPos(0, top+a.side+gap)
		panelSize = fyne.NewSize(size.Width, a.panel)
		pad.Move(fyne.NewPos(0, panelPos.Y+a.panel+gap))
		pad.Resize(fyne.NewSize(size.Width, a.padHi))
	} else {
		// Beside: the board's square and the column, centred across the
		// area and down it; the panel from the board's top, the pad at its
		// bottom.
		x := max(0, (size.Width-a.side-gap-a.col)/2)
		top := max(0, (size.Height-a.side)/2)
		board.Move(fyne.NewPos(x, top))
		board.Resize(fyne.NewSize(a.side, a.side))
		cx := x + a.side + gap
		panelPos = fyne.NewPos(cx, top)
		panelSize = fyne.NewSize(a.col, a.panel)
		pad.Move(fyne.NewPos(cx, top+a.side-a.padHi))
		pad.Resize(fyne.NewSize(a.col, a.padHi))
	}
	panel.Move(panelPos)
	panel.Resize(panelSize)
	toast.Move(panelPos)
	toast.Resize(panelSize)
}

// padLayout lays out the pad's keys (each a key over its caption): in one
// row under the board, each key at most padKeyMax wide and the row
// centred; or, in the column beside the board, three a row (the digits 1-9
// as on a phone's pad, the other keys under them), at most sideKeyMax
// wide. Only the play area's layout sets column. The digits' keys come
// first; a grid of more than nine digits has its digits' keys in two rows
// under the board, the other keys at the right of the first, and in the
// column four a row for 16 digits.
type padLayout struct {
	column bool
	// digits is how many of the visible keys, from the first, are
	// digits' keys.
	digits int
}

func cols(n int, column bool) int {
	if column {
		return min(3, n)
	}
	return n
}

// grid returns where each of count visible keys goes, as its column and
// row, and the columns and rows the keys take.
func (p *padLayout) grid(count int, column bool) (spots [][2]int, ncols, nrows int) {
	spots = make([][2]int, count)
	digits := min(p.digits, count)
	if digits <= 9 { // every key in turn, a row under the board or three a row beside it
		n := cols(count, column)
		for i := range spots {
			spots[i] = [2]int{i % n, i / n}
		}
		return spots, n, (count + n - 1) / n
	}
	if !column { // the digits in two rows, the other keys at the right of the first
		per := (digits + 1) / 2
		for i := range spots {
			if i < digits {
				spots[i] = [2]int{i % per, i / per}
			} else {
				spots[i] = [2]int{per + i - digits, 0}
			}
		}
		return spots, per + count - digits, 2
	}
	n := 3 // beside the board: three a row, four for 16 digits; the other keys on a row of their own
	if digits > 12 {
		n = 4
	}
	first := (digits + n - 1) / n * n // where the other keys start
	for i := range spots {
		k := i
		if i >= digits {
			k = first + i - digits
		}
		spots[i] = [2]int{k % n, k / n}
	}
	return spots, n, spots[count-1][1] + 1
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

// sizeFor returns the pad's smallest size in a row or in the column.
func (p *padLayout) sizeFor(objects []fyne.CanvasObject, column bool) fyne.Size {
	v := p.visible(objects)
	if len(v) == 0 {
		return fyne.Size{}
	}
	c, gap := p.cell(v), theme.Padding()
	_, n, rows := p.grid(len(v), column)
	return fyne.NewSize(float32(n)*c.Width+float32(n-1)*gap, float32(rows)*c.Height+float32(rows-1)*gap)
}

func (p *padLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return p.sizeFor(objects, p.column)
}

func (p *padLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	v := p.visible(objects)
	if len(v) == 0 {
		return
	}
	c, gap := p.cell(v), theme.Padding()
	spots, n, _ := p.grid(len(v), p.column)
	keyMax := float32(padKeyMax)
	if p.column {
		keyMax = sideKeyMax
	}
	w := min(keyMax, max(c.Width, (size.Width-float32(n-1)*gap)/float32(n)))
	total := float32(n)*w + float32(n-1)*gap
	x0 := max(0, (size.Width-total)/2)
	for i, o := range v {
		col, row := spots[i][0], spots[i][1]
		o.Move(fyne.NewPos(x0+float32(col)*(w+gap), float32(row)*(c.Height+gap)))
		o.Resize(fyne.NewSize(w, c.Height))
	}
}

// panelLayout lays out the panel: its words (objects[0], scrolling when
// they outgrow it), the hint's Apply (objects[1]) and, while a step is
// walked beat by beat, the Previous, Next and Whole step buttons
// (objects[2]). The buttons never scroll away with the words. In the band
// under the board they stand at its right, the beat buttons then Apply,
// the words filling the rest; in the column beside the board (below) they
// stand under the words, the beat buttons and Apply sharing a row when
// the width holds both, each on its own row when it does not.
//
// In a column too narrow for the beat buttons with Next's word, Next
// shows its icon alone (its tip still says what it does), as the
// header's buttons do.
type panelLayout struct {
	below bool
	next  *widget.Button // the beat bar's Next, nil for none
	word  string         // Next's word
	full  float32        // the beat buttons' width with Next's word, once measured
}

// fitNext gives Next its word when the beat buttons fit width with it,
// and takes it away when they do not; it returns the beat buttons' size.
// Next's text changes only when the answer does: each change lays the
// panel out again.
func (p *panelLayout) fitNext(beats fyne.CanvasObject, width float32) fyne.Size {
	if p.next == nil || !beats.Visible() {
		return shownSize(beats)
	}
	if p.next.Text != "" {
		p.full = beats.MinSize().Width
	}
	want := p.word
	if p.full > width {
		want = ""
	}
	if p.next.Text != want {
		p.next.SetText(want)
	}
	return beats.MinSize()
}

// panelParts is how the panel divides itself at a width.
type panelParts struct {
	controls  float32 // below: the height of the rows of buttons under the words; else their width
	twoRows   bool    // below: the beat buttons and Apply each on a row
	textWidth float32 // the words' width
}

// parts works out the panel's parts at width, given whether Apply and
// the beat buttons are shown and their sizes.
func (p *panelLayout) parts(width float32, apply, beats fyne.Size) panelParts {
	gap := theme.Padding()
	pp := panelParts{textWidth: width}
	if !p.below {
		switch {
		case beats.Width > 0 && apply.Width > 0:
			pp.controls = beats.Width + gap + apply.Width
		default:
			pp.controls = beats.Width + apply.Width
		}
		if pp.controls > 0 {
			pp.textWidth = max(0, width-pp.controls-gap)
		}
		return pp
	}
	switch {
	case beats.Height > 0 && apply.Height > 0:
		if beats.Width+gap+apply.Width <= width {
			pp.controls = max(beats.Height, apply.Height)
		} else {
			pp.controls, pp.twoRows = beats.Height+gap+apply.Height, true
		}
	default:
		pp.controls = beats.Height + apply.Height
	}
	return pp
}

// wholeLines returns the height, no more than h, that shows whole lines
// of a label's text and no sliver of the next: the band under the board
// showed the top of a third line.
func wholeLines(h float32) float32 {
	pad, spacing := theme.InnerPadding(), theme.Size(theme.SizeNameLineSpacing)
	line := fyne.MeasureText("Ag", theme.Size(theme.SizeNameText), fyne.TextStyle{}).Height + spacing
	n := float32(int((h - pad + spacing) / line))
	if n < 1 {
		return h
	}
	return min(h, pad+n*line)
}

// shownSize returns o's minimum size, or nothing when it is hidden.
func shownSize(o fyne.CanvasObject) fyne.Size {
	if !o.Visible() {
		return fyne.Size{}
	}
	return o.MinSize()
}

// MinSize is the buttons' room: the words scroll in whatever is left.
func (p *panelLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	apply, beats := shownSize(objects[1]), shownSize(objects[2])
	gap := theme.Padding()
	if !p.below {
		return fyne.NewSize(beats.Width+gap+apply.Width, max(beats.Height, apply.Height))
	}
	return fyne.NewSize(max(beats.Width, apply.Width), beats.Height+gap+apply.Height)
}

func (p *panelLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	words, apply, beats := objects[0], objects[1], objects[2]
	a := shownSize(apply)
	room := size.Width
	if !p.below {
		room = size.Width / 2 // the words keep half the band
	}
	b := p.fitNext(beats, room)
	pp := p.parts(size.Width, a, b)
	gap := theme.Padding()
	if !p.below {
		words.Move(fyne.NewPos(0, 0))
		words.Resize(fyne.NewSize(pp.textWidth, wholeLines(size.Height)))
		x := size.Width - pp.controls
		beats.Move(fyne.NewPos(x, (size.Height-b.Height)/2))
		beats.Resize(b)
		if b.Width > 0 {
			x += b.Width + gap
		}
		apply.Move(fyne.NewPos(x, (size.Height-a.Height)/2))
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
