package ui

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// The player's own marks, as SudokuPad draws them: corner marks around a
// cell's edge in the order typed, centre marks small across its middle,
// colours as stripes under everything, and a selection of many cells
// outlined around its edge.

// markColours are the nine cell colours: the Okabe-Ito palette, which
// readers with any common colour-vision deficiency tell apart, with grey
// and the ink (black in a light theme, white in a dark one) for the
// eighth and ninth. nil stands for the ink.
var markColours = [9]color.Color{
	color.NRGBA{0xe6, 0x9f, 0x00, 0xff}, // orange
	color.NRGBA{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	color.NRGBA{0x00, 0x9e, 0x73, 0xff}, // bluish green
	color.NRGBA{0xf0, 0xe4, 0x42, 0xff}, // yellow
	color.NRGBA{0x00, 0x72, 0xb2, 0xff}, // blue
	color.NRGBA{0xd5, 0x5e, 0x00, 0xff}, // vermillion
	color.NRGBA{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	color.NRGBA{0x99, 0x99, 0x99, 0xff}, // grey
	nil,                                 // the ink
}

// Alphas of the colours over the board: soft tints, or the colours
// themselves in the high-contrast set.
const (
	colourAlpha     = 0x80
	colourAlphaHigh = 0xff
)

// MarkColour returns colour i (1-9) as the board draws it over a board
// of ink fg: a tint, or with high the colour itself.
func MarkColour(i uint8, fg color.Color, high bool) color.Color {
	c := markColours[(i+8)%9]
	if c == nil {
		c = fg
	}
	a := uint8(colourAlpha)
	if high {
		a = colourAlphaHigh
	}
	return withAlpha(c, a)
}

// cornerSpots are where corner marks go, in the order typed, as
// SudokuPad places them: the four corners, then the middles of the top
// and bottom edges, then of the left and right ones. (x, y) are 0, 1 or
// 2: left, middle, right; top, middle, bottom. A cell holding a cage's sum
// uses labelledSpots.
var cornerSpots = [game.MaxCorner][2]int{{0, 0}, {2, 0}, {0, 2}, {2, 2}, {1, 0}, {1, 2}, {0, 1}, {2, 1}}

// labelledSpots are the spots of a cell holding a cage's sum in its top
// left corner: that corner comes last.
var labelledSpots = [game.MaxCorner][2]int{{2, 0}, {0, 2}, {2, 2}, {1, 0}, {1, 2}, {0, 1}, {2, 1}, {0, 0}}

// cellMarks are the canvas objects of one cell's marks, made the first
// time it has any.
type cellMarks struct {
	stripes [9]*canvas.Rectangle
	// plate lies under the digit of a cell whose stripes no ink reads on
	// all of, so that the digit reads whatever its colours.
	plate  *canvas.Rectangle
	corner [game.MaxCorner]*canvas.Text
	// centre holds the centre marks; centre2 their second line, when
	// they are so many (centreTwoLines) that one line would shrink them
	// past reading.
	centre, centre2 *canvas.Text
}

// centreTwoLines is the count of centre marks from which they take two
// lines: 7 marks on one line were drawn 7 px tall, 2 marks 22 px.
const centreTwoLines = 5

// centreOneLine is the most characters centre marks take on one line:
// "2 15 16" on one line was drawn 6 px tall on a 16x16 grid.
const centreOneLine = centreTwoLines - 1

func newCellMarks() *cellMarks {
	m := &cellMarks{centre: canvas.NewText("", color.Black), centre2: canvas.NewText("", color.Black),
		plate: canvas.NewRectangle(color.Transparent)}
	m.centre2.Alignment = fyne.TextAlignCenter
	m.plate.Hide()
	m.centre.Alignment = fyne.TextAlignCenter
	for i := range m.stripes {
		m.stripes[i] = canvas.NewRectangle(color.Transparent)
		m.stripes[i].Hide()
	}
	for i := range m.corner {
		m.corner[i] = canvas.NewText("", color.Black)
		m.corner[i].Alignment = fyne.TextAlignCenter
		m.corner[i].Hide()
	}
	return m
}

// markLayer draws every cell's marks and the selection's outline.
type markLayer struct {
	cells   map[solver.Cell]*cellMarks
	outline []*canvas.Rectangle // the selection's edges, made as needed
	edges   []edge              // the edges drawn, one per outline rectangle shown
}

// edge is one side of a selected cell whose neighbour there is not
// selected: side 0 top, 1 right, 2 bottom, 3 left.
type edge struct {
	cell solver.Cell
	side int
}

// refresh reads the board's cells and selection; it reports whether it
// made new objects, which the renderer must then list.
// A digit on a coloured cell takes the ink readable on its colours.
// The grid's side is n; fills and digits are its cells' shades and
// digits.
func (l *markLayer) refresh(b *Board, pal *boardPalette, fills []*canvas.Rectangle, digits []*canvas.Text, n int) bool {
	grew := false
	if l.cells == nil {
		l.cells = map[solver.Cell]*cellMarks{}
	}
	for c := solver.Cell(0); int(c) < len(fills); c++ {
		mk := b.Cells[c].Marks
		m := l.cells[c]
		if m == nil && mk == (game.Marks{}) {
			continue
		}
		if m == nil {
			m = newCellMarks()
			l.cells[c] = m
			grew = true
		}
		colours := mk.Colours.List()
		for i, s := range m.stripes {
			s.Hidden = i >= len(colours)
			if !s.Hidden {
				s.FillColor = MarkColour(colours[i], pal.fg, b.HighContrast)
			}
		}
		bgs := l.under(c, colours, b, pal, fills)
		ink := inkOver(pal.primary, bgs)
		m.plate.Hidden = true
		if len(colours) > 0 && b.Cells[c].Digit != 0 {
			d := inkOver(digits[c].Color, bgs)
			if worstContrast(d, bgs) < minContrast { // stripes light and dark: the digit on a plate
				plate := withAlpha(pal.board, 0xd8)
				m.plate.FillColor, m.plate.Hidden = plate, false
				m.plate.CornerRadius = 3
				d = readableOn(digits[c].Color, over(plate, bgs[0]))
			}
			digits[c].Color = d
		}
		var centre []uint8
		if b.Cells[c].Digit == 0 {
			centre = mk.Centre.List()
		}
		digits, second := centreLines(centre, b.Letters)
		m.centre.Text, m.centre.Color = digits, ink
		m.centre2.Text, m.centre2.Color = second, ink
		corner := mk.Corner.Digits()
		for i, t := range m.corner {
			t.Hidden = i >= len(corner) || b.Cells[c].Digit != 0
			if !t.Hidden {
				t.Text, t.Color = digitText(corner[i], b.Letters), ink
			}
		}
	}
	l.edges = l.edges[:0]
	if b.Selection.Count() > 1 {
		for _, c := range b.Selection.Cells() {
			if int(c) >= len(fills) {
				continue
			}
			r, k := rowCol(c, n)
			for side, nb := range [4][2]int{{r - 1, k}, {r, k + 1}, {r + 1, k}, {r, k - 1}} {
				if nb[0] < 0 || nb[0] >= n || nb[1] < 0 || nb[1] >= n || !b.Selection.Has(solver.Cell(nb[0]*n+nb[1])) {
					l.edges = append(l.edges, edge{c, side})
				}
			}
		}
	}
	for len(l.outline) < len(l.edges) {
		l.outline = append(l.outline, canvas.NewRectangle(color.Transparent))
		grew = true
	}
	for i, o := range l.outline {
		o.Hidden = i >= len(l.edges)
		o.FillColor = pal.primary
	}
	return grew
}

// under returns the opaque colours under cell c's digit and marks: each
// of its colours' stripes under its own shade, on the board; the board
// alone for a cell without colours.
func (l *markLayer) under(c solver.Cell, colours []uint8, b *Board, pal *boardPalette, fills []*canvas.Rectangle) []color.Color {
	shade := func(bg color.Color) color.Color {
		if f := fills[c].FillColor; f != nil {
			return over(f, bg)
		}
		return bg
	}
	if len(colours) == 0 {
		return []color.Color{shade(pal.board)}
	}
	out := make([]color.Color, len(colours))
	for i, k := range colours {
		out[i] = shade(over(MarkColour(k, pal.fg, b.HighContrast), pal.board))
	}
	return out
}

// inkOver returns ink made readable on every one of bgs (the stripes a
// digit straddles): ink itself, or made readable on the first, when it
// reads on them all; else near-black or near-white, whichever contrasts
// more with the stripe it contrasts least with.
func inkOver(ink color.Color, bgs []color.Color) color.Color {
	first := readableOn(ink, bgs[0])
	worst := func(c color.Color) float64 { return worstContrast(c, bgs) }
	if worst(first) >= minContrast {
		return first
	}
	black, white := color.NRGBA{0x12, 0x12, 0x12, 0xff}, color.NRGBA{0xfa, 0xfa, 0xfa, 0xff}
	if worst(black) >= worst(white) {
		return black
	}
	return white
}

// worstContrast returns the least contrast of ink with any of bgs.
func worstContrast(ink color.Color, bgs []color.Color) float64 {
	w := contrast(ink, bgs[0])
	for _, bg := range bgs[1:] {
		w = min(w, contrast(ink, bg))
	}
	return w
}

// centreLines returns the centre marks ds as the board writes them, on
// one line or, when they are many (centreTwoLines) or long (past
// centreOneLine characters), on two, the first the longer. Marks of 10-16
// written as numbers are set apart by spaces.
func centreLines(ds []uint8, letters bool) (first, second string) {
	texts := make([]string, len(ds))
	sep := ""
	for i, d := range ds {
		texts[i] = digitText(d, letters)
		if len(texts[i]) > 1 {
			sep = " "
		}
	}
	if one := strings.Join(texts, sep); len(ds) < centreTwoLines && len(one) <= centreOneLine {
		return one, ""
	}
	half := (len(ds) + 1) / 2
	return strings.Join(texts[:half], sep), strings.Join(texts[half:], sep)
}

// layout places the marks in the square at o of the given side, on a
// grid of shape s; the cages (for their sums and inset) are laid out
// already.
func (l *markLayer) layout(o fyne.Position, side, thick float32, cages *cageLayer, s sized.Shape) {
	n := s.N()
	cell := side / float32(n)
	inset := max(thick, cell*0.06)
	if cages.has() {
		inset = max(inset, cageNoteInset(cell))
	}
	cornerSize := cell * 0.24
	spot := fyne.MeasureText("8", cornerSize, fyne.TextStyle{})
	for c, m := range l.cells {
		row, col := rowCol(c, n)
		x, y := o.X+float32(col)*cell, o.Y+float32(row)*cell
		shown := 0
		for _, s := range m.stripes {
			if !s.Hidden {
				shown++
			}
		}
		for i, s := range m.stripes { // stripes across the cell, left to right
			w := cell / float32(max(1, shown))
			s.Move(fyne.NewPos(x+float32(i)*w, y))
			s.Resize(fyne.NewSize(w, cell))
		}
		// In a cell holding a cage's sum the top left corner is the
		// sum's: that spot comes last. Only a cell with every spot taken
		// needs it: then the ring starts below the sum, in type small
		// enough for its three rows to fit.
		spots, top, size, box := &cornerSpots, inset, cornerSize, spot
		if cages.labelled(c) {
			spots = &labelledSpots
			if !m.corner[game.MaxCorner-1].Hidden {
				spots, top = &cornerSpots, cages.labelH
				size = min(cornerSize, (cell-inset-top)/3/1.15)
				box = fyne.MeasureText("8", size, fyne.TextStyle{})
			}
		}
		for i, t := range m.corner {
			t.TextSize = size
			sx, sy := spots[i][0], spots[i][1]
			w := box.Width + 2
			tx := x + inset + float32(sx)*(cell-2*inset-w)/2
			ty := y + top + float32(sy)*(cell-inset-top-box.Height)/2
			t.Move(fyne.NewPos(tx, ty))
			t.Resize(fyne.NewSize(w, box.Height))
		}
		ps := cell * 0.56
		m.plate.Move(fyne.NewPos(x+(cell-ps)/2, y+(cell-ps)/2))
		m.plate.Resize(fyne.NewSize(ps, ps))
		chars := float32(max(1, len(m.centre.Text)))
		room := cell - 2*inset - 2*spot.Width // between the corner marks
		if m.centre2.Text == "" {
			m.centre.TextSize = min(cell*0.3, room/(0.62*chars))
			placeText(m.centre, x+inset, y, cell-2*inset, cell)
			continue
		}
		// Two lines about the cell's middle, between the corner marks' rows.
		two := min(cell*0.26, room/(0.62*chars))
		m.centre.TextSize, m.centre2.TextSize = two, two
		line := fyne.MeasureText("8", two, fyne.TextStyle{}).Height * 0.95
		placeText(m.centre, x+inset, y+cell/2-line, cell-2*inset, line)
		placeText(m.centre2, x+inset, y+cell/2, cell-2*inset, line)
	}
	w := max(2, cell*0.07)
	for i, e := range l.edges {
		row, col := rowCol(e.cell, n)
		x, y := o.X+float32(col)*cell, o.Y+float32(row)*cell
		r := l.outline[i]
		switch e.side {
		case 0:
			r.Move(fyne.NewPos(x, y))
			r.Resize(fyne.NewSize(cell, w))
		case 1:
			r.Move(fyne.NewPos(x+cell-w, y))
			r.Resize(fyne.NewSize(w, cell))
		case 2:
			r.Move(fyne.NewPos(x, y+cell-w))
			r.Resize(fyne.NewSize(cell, w))
		case 3:
			r.Move(fyne.NewPos(x, y))
			r.Resize(fyne.NewSize(w, cell))
		}
	}
}

// stripes returns the colour stripes of every cell, to draw under the
// cells' shades.
func (l *markLayer) stripeObjects() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for c := solver.Cell(0); c < sized.MaxCells; c++ {
		if m := l.cells[c]; m != nil {
			for _, s := range m.stripes {
				out = append(out, s)
			}
		}
	}
	return out
}

// textObjects returns the corner and centre marks of cell c, if it has
// any objects.
func (l *markLayer) textObjects(c solver.Cell) []fyne.CanvasObject {
	m := l.cells[c]
	if m == nil {
		return nil
	}
	out := make([]fyne.CanvasObject, 0, 2+len(m.corner))
	out = append(out, m.centre, m.centre2)
	for _, t := range m.corner {
		out = append(out, t)
	}
	return out
}

// outlineObjects returns the selection's edges, drawn over the grid, and
// the plates under digits on stripes, drawn under the digits.
func (l *markLayer) outlineObjects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(l.outline)+len(l.cells))
	for _, o := range l.outline {
		out = append(out, o)
	}
	for c := solver.Cell(0); c < sized.MaxCells; c++ {
		if m := l.cells[c]; m != nil {
			out = append(out, m.plate)
		}
	}
	return out
}
