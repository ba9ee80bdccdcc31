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

// regionEdges is how many sides two cells share (printout.SideCells).
const regionEdges = printout.Sides

// regionLayer holds the canvas objects of a jigsaw's borders and tints,
// made the first time the board shows one.
type regionLayer struct {
	regions geometry.Regions // nil: the boxes
	tint    bool
	colour  [9]int // each region's tint, see printout.RegionColours
	borders [regionEdges]*canvas.Rectangle
	tints   [81]*canvas.Rectangle
	made    bool
}

// jigsaw reports whether the board shows regions in place of the boxes.
func (l *regionLayer) jigsaw() bool { return !l.regions.IsBoxes() }

// tinted reports whether the cells lie on the regions' tints.
func (l *regionLayer) tinted() bool { return l.jigsaw() && l.tint }

// setRegions takes the puzzle's regions and whether to tint them, and
// reports whether it made objects the board does not list yet.
func (l *regionLayer) setRegions(r geometry.Regions, tint bool) bool {
	if !r.IsBoxes() && r.Validate() != nil {
		r = nil // no layout: the boxes
	}
	if !r.Equal(l.regions) {
		l.regions = r
		if l.jigsaw() {
			l.colour = printout.RegionColours(r)
		}
	}
	l.tint = tint
	if l.made || !l.jigsaw() {
		return false
	}
	for i := range l.borders {
		l.borders[i] = canvas.NewRectangle(color.Transparent)
	}
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
		a, b := printout.SideCells(i)
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
	cell := side / 9
	for i, s := range l.borders {
		a, _ := printout.SideCells(i)
		x, y := o.X+float32(a.Col())*cell, o.Y+float32(a.Row())*cell
		if i < 72 { // along the bottom of a
			s.Move(fyne.NewPos(x-thick/2, y+cell-thick/2))
			s.Resize(fyne.NewSize(cell+thick, thick))
		} else { // along the right of a
			s.Move(fyne.NewPos(x+cell-thick/2, y-thick/2))
			s.Resize(fyne.NewSize(thick, cell+thick))
		}
	}
	for c, t := range l.tints {
		t.Move(fyne.NewPos(o.X+float32(solver.Cell(c).Col())*cell, o.Y+float32(solver.Cell(c).Row())*cell))
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
