package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/sudokudesktop/sudoku/ui/printout"
)

// The board's share of the player's aids: the selected cell's cage
// outlined, and the cells a highlighting filter lights.

// setSelected outlines cage i-1 (0 for none) solid in ink, the
// selection's colour, redrawing the outlines when it changes.
func (l *cageLayer) setSelected(i int, ink color.Color) {
	if i < 0 || i > len(l.cages) {
		i = 0
	}
	if l.sel == i && (i == 0 || l.selInk == ink) {
		return
	}
	l.sel, l.selInk = i, ink
	if l.raster != nil {
		l.raster.Refresh()
	}
}

// drawSelected draws the selected cell's cage: a solid outline as wide
// as the hint's, over the cage's dashes, so that it reads apart from them.
func (l *cageLayer) drawSelected(img *image.NRGBA, cell, inset, scale float64) {
	if l.sel <= 0 || l.sel > len(l.cages) || l.selInk == nil {
		return
	}
	n, cells := l.side9(), l.cells()
	in := make([]int16, cells)
	for _, c := range l.cages[l.sel-1].Cells {
		if c >= 0 && int(c) < cells {
			in[c] = 1
		}
	}
	ink := color.NRGBAModel.Convert(l.selInk).(color.NRGBA)
	for _, seg := range printout.CageOutlineOf(in, n, cell, inset) {
		solid(img, seg, ink, math.Max(2, math.Round(2*scale)))
	}
}

// filterShade is the shade of the cells a filter lights: a tint of the
// theme's success colour, between the peers' shade and the selection's
// in contrast with a plain cell, so that it reads in both themes, apart
// from both by its hue, and leaves the notes on it readable. The green is
// taken a third of the way to the foreground first: the light theme's
// bright green needed so much of itself to show on white that it glared.
func filterShade(success, fg, board color.Color) color.Color {
	return shadeTo(over(withAlpha(fg, 0x55), success), board, filterContrast)
}

// filterContrast is the contrast of filterShade with a plain cell.
const filterContrast = 1.4
