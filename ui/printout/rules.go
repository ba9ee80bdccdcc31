package printout

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The marks of a puzzle's rules beyond classic Sudoku, as printed: in
// greys, which every printer keeps. A window is shaded light, so that
// the digits on it stay black on near-white; a diagonal is a grey line a
// little wider than the thin grid lines, drawn under the digits.

// windowRects returns the windows of the rules f, each as the cell
// rectangle it covers (columns and rows, from 0, end excluded); none
// without Windows.
func windowRects(f geometry.Flags) []image.Rectangle {
	if !f.Windows {
		return nil
	}
	var out []image.Rectangle
	for _, h := range geometry.Shared(f).Houses() {
		if h.Kind != geometry.Window {
			continue
		}
		first, last := h.Cells[0], h.Cells[len(h.Cells)-1]
		out = append(out, image.Rect(first.Col(), first.Row(), last.Col()+1, last.Row()+1))
	}
	return out
}

// The rules' greys and widths: the PNG's in pixels and 0-255, the PDF's
// in grey levels from 0 (black) to 1 and in fractions of a cell.
const (
	pngDiagonalWidth = 3
	pdfWindowGrey    = 0.9
	pdfDiagonalGrey  = 0.55
	pdfDiagonalWidth = 0.02 // of a cell
)

var (
	windowShade  = color.RGBA{0xe6, 0xe6, 0xe6, 0xff}
	diagonalInk  = color.RGBA{0x8c, 0x8c, 0x8c, 0xff}
	diagonalMask = image.NewUniform(diagonalInk)
)

// drawRulesPNG shades the windows and draws the diagonals of the rules
// f on the PNG's grid, before the digits go on them.
func drawRulesPNG(img *image.RGBA, f geometry.Flags) {
	for _, r := range windowRects(f) {
		fill(img, image.Rect(pngGridX+r.Min.X*pngCell, pngGridY+r.Min.Y*pngCell,
			pngGridX+r.Max.X*pngCell, pngGridY+r.Max.Y*pngCell), windowShade)
	}
	if !f.Diagonals {
		return
	}
	drawDiagonalsPNG(img, image.Rect(pngGridX, pngGridY, pngGridX+pngGrid, pngGridY+pngGrid))
}

// drawDiagonalsPNG draws the two diagonals of the square r as grey lines
// pngDiagonalWidth wide.
func drawDiagonalsPNG(img *image.RGBA, r image.Rectangle) {
	side := r.Dx()
	var z vector.Rasterizer
	z.Reset(side, side)
	w := float32(pngDiagonalWidth) / 2 * math.Sqrt2 // half the width, along an axis
	end := float32(side)
	// Each diagonal as a thin parallelogram between the grid's corners.
	z.MoveTo(0, 0)
	z.LineTo(w, 0)
	z.LineTo(end, end-w)
	z.LineTo(end, end)
	z.LineTo(end-w, end)
	z.LineTo(0, w)
	z.ClosePath()
	z.MoveTo(0, end)
	z.LineTo(0, end-w)
	z.LineTo(end-w, 0)
	z.LineTo(end, 0)
	z.LineTo(end, w)
	z.LineTo(w, end)
	z.ClosePath()
	z.Draw(img, r, diagonalMask, image.Point{})
}

// drawRulesPDF shades the windows and draws the diagonals of the rules f
// on the grid of cells of side cell with its top left corner at (x, top),
// before the digits go on them.
func drawRulesPDF(c *content, f geometry.Flags, x, top, cell float64) {
	if rects := windowRects(f); len(rects) > 0 {
		c.fillColour([3]float64{pdfWindowGrey, pdfWindowGrey, pdfWindowGrey})
		for _, r := range rects {
			c.op([]float64{x + float64(r.Min.X)*cell, top - float64(r.Max.Y)*cell,
				float64(r.Dx()) * cell, float64(r.Dy()) * cell}, "re f")
		}
	}
	if f.Diagonals {
		size := 9 * cell
		c.stroke(pdfDiagonalGrey, max(0.4, cell*pdfDiagonalWidth))
		c.line(x, top, x+size, top-size)
		c.line(x, top-size, x+size, top)
	}
}
