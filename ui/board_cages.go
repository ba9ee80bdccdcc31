package ui

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/ui/printout"
)

// cageLayer draws a Killer game's cages: a dashed outline inset inside
// the cells along each cage's outer edge, as one raster, and each sum in
// a small label on the cell's own shade at the top left of the cage's
// first cell. A classic game has none of it: the board's objects stay as
// they were.
type cageLayer struct {
	cages []variant.Cage // the cages drawn, the board's when last refreshed
	// n is the grid's side (0 for 9), set by the board before setCages;
	// made the side the cages were taken on.
	n, made int
	in      [sized.MaxCells]int16 // 1 + the index of each cell's cage, 0 for none
	anchor  [sized.MaxCells]int16 // 1 + the index of the cage whose sum sits in the cell, 0 for none
	raster  *canvas.Raster
	sums    []*canvas.Text      // one per cage with a sum, in cage order
	bgs     []*canvas.Rectangle // behind each sum
	ink     color.Color         // the outline's colour
	fault   int                 // 1 + the index of the cage outlined in alarm, 0 for none
	alarm   color.Color         // and its colour
	sel     int                 // 1 + the index of the selected cell's cage, 0 for none (see setSelected)
	selInk  color.Color         // and its colour, the selection's
	side    float32             // the side of the grid the raster spans
	at      fyne.Position       // and its top left corner: the sums are placed for both
	labelH  float32             // labelHeight of the cells of that side
	// The hint's part (see Board.HintCages): the cages outlined solid in
	// hintInk, and the cells framed as in and out.
	hint           []bool // by cage index
	in45, out45    game.CellSet
	hintInk        color.Color
	innInk, outInk color.Color
}

// sameCages reports whether a and b are the same cages: the board is
// handed the game's slice, which never changes, so this is cheap.
func sameCages(a, b []variant.Cage) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// setCages makes the layer draw cages; it reports whether its objects
// changed, so that the board lists them again.
func (l *cageLayer) setCages(cages []variant.Cage) bool {
	if sameCages(l.cages, cages) && (l.cages == nil) == (cages == nil) && l.made == l.side9() {
		return false
	}
	l.cages, l.made = cages, l.side9()
	l.in, l.anchor = [sized.MaxCells]int16{}, [sized.MaxCells]int16{}
	l.sums, l.bgs = nil, nil
	l.side, l.at = 0, fyne.Position{} // to be laid out anew
	if len(cages) == 0 {
		l.raster = nil
		return true
	}
	for i, cg := range cages {
		for _, c := range cg.Cells {
			if c >= 0 && int(c) < l.cells() {
				l.in[c] = int16(i + 1)
			}
		}
		if cg.Sum > 0 && len(cg.Cells) > 0 && int(cg.Anchor()) < l.cells() {
			l.anchor[cg.Anchor()] = int16(i + 1)
			t := canvas.NewText(strconv.Itoa(cg.Sum), color.Black)
			t.TextStyle.Bold = true
			l.sums = append(l.sums, t)
			l.bgs = append(l.bgs, canvas.NewRectangle(color.Transparent))
		}
	}
	l.raster = canvas.NewRaster(l.draw)
	l.raster.ScaleMode = canvas.ImageScalePixels
	return true
}

// setFault outlines cage i-1 in alarm (0 for none).
func (l *cageLayer) setFault(i int) {
	if i < 0 || i > len(l.cages) {
		i = 0
	}
	if l.fault != i {
		l.fault = i
		if l.raster != nil {
			l.raster.Refresh()
		}
	}
}

// has reports whether the layer draws anything.
func (l *cageLayer) has() bool { return l.raster != nil }

// side9 returns the grid's side: n, or 9 when unset.
func (l *cageLayer) side9() int {
	if l.n == 0 {
		return 9
	}
	return l.n
}

// cells returns how many cells the grid has.
func (l *cageLayer) cells() int { return l.side9() * l.side9() }

// labelled reports whether cell c holds a cage's sum.
func (l *cageLayer) labelled(c solver.Cell) bool {
	return l.has() && int(c) < len(l.anchor) && l.anchor[c] != 0
}

// sumSize is the text size of the sums in a cell of the given side:
// small, but never below 10 points.
func sumSize(cell float32) float32 { return max(10, cell*0.2) }

// labelHeight is how far down from a cell's top its sum's label reaches.
func labelHeight(cell float32) float32 {
	return 2 + fyne.MeasureText("8", sumSize(cell), fyne.TextStyle{Bold: true}).Height
}

// layout places the raster over the grid and the sums in their cells.
func (l *cageLayer) layout(o fyne.Position, side float32) {
	if l.raster == nil || l.side == side && l.at == o {
		return // laid out already: a tap moves nothing of it
	}
	if l.side != side {
		l.side = side
		l.raster.Refresh()
	}
	l.at = o
	l.raster.Move(o)
	l.raster.Resize(fyne.NewSize(side, side))
	n := l.side9()
	cell := side / float32(n)
	l.labelH = labelHeight(cell)
	size := sumSize(cell)
	k := 0
	for _, cg := range l.cages {
		if cg.Sum <= 0 || len(cg.Cells) == 0 || int(cg.Anchor()) >= l.cells() {
			continue
		}
		a := cg.Anchor()
		t, bg := l.sums[k], l.bgs[k]
		k++
		t.TextSize = size
		ts := fyne.MeasureText(t.Text, size, t.TextStyle)
		row, col := rowCol(a, n)
		x, y := o.X+float32(col)*cell, o.Y+float32(row)*cell
		pad := max(1, cell*0.03)
		bg.Move(fyne.NewPos(x+pad, y+pad))
		bg.Resize(fyne.NewSize(ts.Width+2*pad, ts.Height))
		t.Move(fyne.NewPos(x+2*pad, y+pad))
		t.Resize(ts)
	}
}

// refresh takes the colours of the theme: the outline's and the sums',
// and each label's background, the shade of its cell over the board.
func (l *cageLayer) refresh(pal *boardPalette, fills []*canvas.Rectangle) {
	if l.raster == nil {
		return
	}
	ink := withAlpha(pal.fg, 0xb0)
	if l.ink != ink || l.alarm != pal.err || l.hintInk != pal.strongLink || l.innInk != pal.innie || l.outInk != pal.outie {
		l.ink, l.alarm, l.hintInk, l.innInk, l.outInk = ink, pal.err, pal.strongLink, pal.innie, pal.outie
		l.raster.Refresh()
	}
	k := 0
	for _, cg := range l.cages {
		if cg.Sum <= 0 || len(cg.Cells) == 0 || int(cg.Anchor()) >= l.cells() {
			continue
		}
		l.sums[k].Color = pal.fg
		l.bgs[k].FillColor = over(fills[cg.Anchor()].FillColor, pal.board)
		k++
	}
}

// setHint marks the cages and cells a Killer hint stands on, redrawing
// the outlines when they change.
func (l *cageLayer) setHint(cages []int, innies, outies []solver.Cell) {
	if l.raster == nil {
		return
	}
	hint := make([]bool, len(l.cages))
	for _, k := range cages {
		if k >= 0 && k < len(hint) {
			hint[k] = true
		}
	}
	var in, out game.CellSet
	for _, c := range innies {
		if c >= 0 && int(c) < l.cells() {
			in.Add(c)
		}
	}
	for _, c := range outies {
		if c >= 0 && int(c) < l.cells() {
			out.Add(c)
		}
	}
	if slices.Equal(hint, l.hint) && in == l.in45 && out == l.out45 {
		return
	}
	l.hint, l.in45, l.out45 = hint, in, out
	l.raster.Refresh()
}

// objects are the layer's objects below the grid lines (the outlines)
// and above everything (the sums).
func (l *cageLayer) objects() (below, above []fyne.CanvasObject) {
	if l.raster == nil {
		return nil, nil
	}
	below = []fyne.CanvasObject{l.raster}
	for k := range l.sums {
		above = append(above, l.bgs[k], l.sums[k])
	}
	return below, above
}

// draw is the raster's generator: the dashed outlines at w by h pixels.
func (l *cageLayer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if w <= 0 || h <= 0 {
		return img
	}
	ink := color.NRGBAModel.Convert(l.ink).(color.NRGBA)
	if l.ink == nil {
		ink = color.NRGBA{A: 0xb0}
	}
	scale := float64(w) / float64(max(1, l.side)) // pixels per unit
	n, cells := l.side9(), l.cells()
	inset := float64(cageInset(l.side/float32(n))) * scale
	cell := float64(w) / float64(n)
	for _, seg := range printout.CageOutlineOf(l.in[:cells], n, cell, inset) {
		dash(img, seg, ink, cell, scale)
	}
	if l.fault > 0 && l.fault <= len(l.cages) && l.alarm != nil { // solid and thick: it stands out of the dashes
		in := make([]int16, cells)
		for _, c := range l.cages[l.fault-1].Cells {
			if c >= 0 && int(c) < cells {
				in[c] = 1
			}
		}
		alarm := color.NRGBAModel.Convert(l.alarm).(color.NRGBA)
		for _, seg := range printout.CageOutlineOf(in, n, cell, inset) {
			solid(img, seg, alarm, math.Max(2, math.Round(2*scale)))
		}
	}
	l.drawSelected(img, cell, inset, scale)
	l.drawHint(img, cell, inset, scale)
	return img
}

// drawHint draws the hint's part of the layer: its cages' outlines solid
// and twice as wide, over their dashes, and a frame inside each cell in
// or out, within the outline.
func (l *cageLayer) drawHint(img *image.NRGBA, cell, inset, scale float64) {
	nrgba := func(c color.Color) color.NRGBA {
		if c == nil {
			return color.NRGBA{A: 0xff}
		}
		return color.NRGBAModel.Convert(c).(color.NRGBA)
	}
	width := math.Max(2, math.Round(2*scale))
	n, cells := l.side9(), l.cells()
	mine := make([]int16, cells)
	for k, on := range l.hint {
		if !on {
			continue
		}
		for _, c := range l.cages[k].Cells {
			if c >= 0 && int(c) < cells {
				mine[c] = int16(k + 1)
			}
		}
	}
	if slices.ContainsFunc(l.hint, func(b bool) bool { return b }) {
		ink := nrgba(l.hintInk)
		for _, seg := range printout.CageOutlineOf(mine, n, cell, inset) {
			solid(img, seg, ink, width)
		}
	}
	frame := inset + width + math.Max(2, scale*2)
	for c := solver.Cell(0); int(c) < cells; c++ {
		ink := l.innInk
		switch {
		case l.in45.Has(c):
		case l.out45.Has(c):
			ink = l.outInk
		default:
			continue
		}
		row, col := rowCol(c, n)
		x, y := float64(col)*cell, float64(row)*cell
		lo, hi := frame, cell-frame
		for _, seg := range []printout.Segment{
			{X0: x + lo, Y0: y + lo, X1: x + hi, Y1: y + lo}, {X0: x + lo, Y0: y + hi, X1: x + hi, Y1: y + hi},
			{X0: x + lo, Y0: y + lo, X1: x + lo, Y1: y + hi}, {X0: x + hi, Y0: y + lo, X1: x + hi, Y1: y + hi},
		} {
			solid(img, seg, nrgba(ink), width)
		}
	}
}

// cageInset is how far inside the cells a cage's outline runs, for cells
// of the given side: a few pixels, clear of the grid's lines.
func cageInset(cell float32) float32 { return max(4, cell*0.09) }

// cageNoteInset is how far inside a cell of a Killer board its notes
// start: inside the cage's outline, so that no note sits on it.
func cageNoteInset(cell float32) float32 { return cageInset(cell) + 2 }

// dash draws a segment as dashes in ink, the dashes laid from the image's
// edge, so that the stretches of one line join into one even pattern.
func dash(img *image.NRGBA, s printout.Segment, ink color.NRGBA, cell, scale float64) {
	on := math.Max(3, math.Round(cell*0.1))
	period := on + math.Max(2, math.Round(cell*0.07))
	width := math.Max(1, math.Round(scale))
	across := s.Y0 == s.Y1
	from, to, at := s.Y0, s.Y1, s.X0
	if across {
		from, to, at = s.X0, s.X1, s.Y0
	}
	from, to = min(from, to), max(from, to)
	a0 := int(math.Round(at - width/2))
	for p := math.Floor(from/period) * period; p < to; p += period {
		lo, hi := int(math.Round(max(p, from))), int(math.Round(min(p+on, to)))
		for t := lo; t < hi; t++ {
			for k := 0; k < int(width); k++ {
				if across {
					img.SetNRGBA(t, a0+k, ink)
				} else {
					img.SetNRGBA(a0+k, t, ink)
				}
			}
		}
	}
}

// solid draws a segment as a solid line width pixels wide in ink.
func solid(img *image.NRGBA, s printout.Segment, ink color.NRGBA, width float64) {
	x0, x1 := math.Min(s.X0, s.X1), math.Max(s.X0, s.X1)
	y0, y1 := math.Min(s.Y0, s.Y1), math.Max(s.Y0, s.Y1)
	x0, x1 = x0-width/2, x1+width/2
	y0, y1 = y0-width/2, y1+width/2
	for y := int(math.Round(y0)); y < int(math.Round(y1)); y++ {
		for x := int(math.Round(x0)); x < int(math.Round(x1)); x++ {
			img.SetNRGBA(x, y, ink)
		}
	}
}
