package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/ui/printout"
)

// The board's share of a jigsaw: its regions take the place of the boxes,
// so the grid draws no box lines, and the borders between two regions are
// drawn as thick as a box's, one segment a cell side. With
// Board.TintRegions each region is filled with a pale tint under every
// other shade, neighbouring regions in different tints (see
// printout.RegionColours), the digits on them kept readable as on Windoku's
// windows.

// regionLayer holds the canvas objects of a jigsaw's borders and tints,
// made the first time the board shows one. On a grid of side n, n regions
// of n cells each take the place of the boxes.
type regionLayer struct {
	regions geometry.Regions // nil: the boxes
	tint    bool
	colour  []int               // each region's tint, see printout.RegionColours
	borders []*canvas.Rectangle // one a side two cells share (see sideCells)
	tints   []*canvas.Rectangle // one a cell
	made    bool
	n       int // the side of the grid the objects were made for, 0 for 9
}

// side9 returns the grid's side: n, or 9 when unset.
func (l *regionLayer) side9() int {
	if l.n == 0 {
		return 9
	}
	return l.n
}

// sideCells returns the two cells on either side of side i of a grid of
// side n: the first (n-1)*n between a cell and the one below it,
// row-major, the rest between a cell and the one to its right; on a 9x9
// grid printout.SideCells.
func sideCells(i, n int) (a, b solver.Cell) {
	if n == 9 {
		return printout.SideCells(i)
	}
	if i < (n-1)*n {
		return solver.Cell(i), solver.Cell(i + n)
	}
	i -= (n - 1) * n
	a = solver.Cell(i/(n-1)*n + i%(n-1))
	return a, a + 1
}

// validRegions reports whether r is a layout of a grid of side n: n*n
// cells, n regions of n cells each (on a 9x9 grid, r.Validate).
func validRegions(r geometry.Regions, n int) bool {
	if n == 9 {
		return r.Validate() == nil
	}
	if len(r) != n*n {
		return false
	}
	size := make([]int, n)
	for _, k := range r {
		if int(k) >= n {
			return false
		}
		size[k]++
	}
	for _, c := range size {
		if c != n {
			return false
		}
	}
	return true
}

// regionColours colours the n regions of a valid layout so that two
// regions that share a side differ, as the printouts colour them:
// printout.RegionColours on a 9x9 grid, printout.RegionColoursOf on
// another.
func regionColours(r geometry.Regions, n int) []int {
	if n == 9 {
		c := printout.RegionColours(r)
		return c[:]
	}
	return printout.RegionColoursOf(r, n)
}

// jigsaw reports whether the board shows regions in place of the boxes.
func (l *regionLayer) jigsaw() bool { return !l.regions.IsBoxes() }

// tinted reports whether the cells lie on the regions' tints.
func (l *regionLayer) tinted() bool { return l.jigsaw() && l.tint }

// setRegions takes the puzzle's regions, whether to tint them and the
// grid's side, and reports whether it made objects the board does not
// list yet.
func (l *regionLayer) setRegions(r geometry.Regions, tint bool, n int) bool {
	grew := false
	if n != l.side9() { // another grid: its own objects, made when needed
		l.n, l.made, l.regions = n, false, nil
		l.borders, l.tints = nil, nil
		grew = true
	}
	if !r.IsBoxes() && !validRegions(r, n) {
		r = nil // no layout: the boxes
	}
	if !r.Equal(l.regions) {
		l.regions = r
		if l.jigsaw() {
			l.colour = regionColours(r, n)
		}
	}
	l.tint = tint
	if l.made || !l.jigsaw() {
		return grew
	}
	l.borders = make([]*canvas.Rectangle, 2*(n-1)*n)
	for i := range l.borders {
		l.borders[i] = canvas.NewRectangle(color.Transparent)
	}
	l.tints = make([]*canvas.Rectangle, n*n)
	for i := range l.tints {
		l.tints[i] = canvas.NewRectangle(color.Transparent)
	}
	l.made = true
	return true
}

// refresh colours the borders and tints and shows those the regions ask
// for.
func (l *regionLayer) refresh(pal *boardPalette) {
	if !l.made {
		return
	}
	jigsaw := l.jigsaw()
	for i, s := range l.borders {
		a, b := sideCells(i, l.side9())
		s.Hidden = !jigsaw || l.regions[a] == l.regions[b]
		s.FillColor = pal.fg
	}
	for c, t := range l.tints {
		t.Hidden = !jigsaw || !l.tint
		if !t.Hidden {
			t.FillColor = pal.regionTints[l.colour[l.regions[c]]%len(pal.regionTints)]
		}
	}
}

// layout places the borders and tints on the grid of side side at o;
// thick is the box borders' width. A border runs half a thick line past
// each end of its side, so that borders meet in square corners.
func (l *regionLayer) layout(o fyne.Position, side, thick float32) {
	if !l.made {
		return
	}
	n := l.side9()
	cell := side / float32(n)
	for i, s := range l.borders {
		a, _ := sideCells(i, n)
		row, col := rowCol(a, n)
		x, y := o.X+float32(col)*cell, o.Y+float32(row)*cell
		if i < (n-1)*n { // along the bottom of a
			s.Move(fyne.NewPos(x-thick/2, y+cell-thick/2))
			s.Resize(fyne.NewSize(cell+thick, thick))
		} else { // along the right of a
			s.Move(fyne.NewPos(x+cell-thick/2, y-thick/2))
			s.Resize(fyne.NewSize(thick, cell+thick))
		}
	}
	for c, t := range l.tints {
		row, col := rowCol(solver.Cell(c), n)
		t.Move(fyne.NewPos(o.X+float32(col)*cell, o.Y+float32(row)*cell))
		t.Resize(fyne.NewSize(cell, cell))
	}
}

// below returns the tints, drawn under every cell's own shade.
func (l *regionLayer) below() []fyne.CanvasObject {
	if !l.made {
		return nil
	}
	out := make([]fyne.CanvasObject, 0, len(l.tints))
	for _, t := range l.tints {
		out = append(out, t)
	}
	return out
}

// lines returns the borders, drawn over the grid's thin lines.
func (l *regionLayer) lines() []fyne.CanvasObject {
	if !l.made {
		return nil
	}
	out := make([]fyne.CanvasObject, 0, len(l.borders))
	for _, s := range l.borders {
		out = append(out, s)
	}
	return out
}

// regionTintCount is how many tints the regions take (see
// printout.RegionColours).
const regionTintCount = printout.RegionTintCount

// regionHues are the hues of the regions' tints: Okabe and Ito's sky
// blue, orange, bluish green, reddish purple and yellow, apart from one
// another for every kind of colour vision. Most layouts take three or
// four: yellow, which must be laid on thickest to show on white, comes
// last.
var regionHues = [regionTintCount]color.NRGBA{
	{0x56, 0xb4, 0xe9, 0xff}, {0xe6, 0x9f, 0x00, 0xff}, {0x00, 0x9e, 0x73, 0xff},
	{0xcc, 0x79, 0xa7, 0xff}, {0xf0, 0xe4, 0x42, 0xff},
}

// regionTints returns the tints of the regions on a board: each hue at
// the least alpha that sets it apart from a plain cell by
// regionContrast, or on a dark board by regionContrastDark, pale enough
// that the peers' and the selection's shades still read over it.
func regionTints(board color.Color) [regionTintCount]color.Color {
	target := regionContrast
	if luminance(board) < darkBoard {
		target = regionContrastDark
	}
	var out [regionTintCount]color.Color
	for i, h := range regionHues {
		out[i] = shadeTo(h, board, target)
	}
	return out
}

// The contrasts of the regions' tints with a plain cell: a little less
// than Windoku's windows, which are one tint on a plain board; here every
// cell is tinted, and neighbours tell apart by their hue.
const (
	regionContrast     = 1.10
	regionContrastDark = 1.25
)
