package printout

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/sudokudesktop/sudoku/solver/sized"
)

// Grids of other sizes than 9x9: a Page whose Shape is set and not
// sized.Shape9 is drawn from its size-neutral fields, by the functions
// here, so that the 9x9 drawing stays as it was to the byte.

// sized reports whether the page is a grid of another size than 9x9.
func (p *Page) sized() bool { return p.Shape != (sized.Shape{}) && p.Shape != sized.Shape9 }

// checkSized reports a shape that is not played, a field of the wrong
// length, a digit or region past N, or cages, which only 9x9 pages draw.
func (p *Page) checkSized() error {
	s := p.Shape
	if !s.Valid() {
		return fmt.Errorf("printout: %q: %v is not a grid played", p.Title, s)
	}
	n, cells := s.N(), s.Cells()
	for _, f := range []struct {
		name string
		v    []uint8
		max  int
	}{{"givens", p.GivenCells, n}, {"entries", p.EntryCells, n}, {"regions", p.SizedRegions, n - 1}} {
		if f.v == nil {
			continue
		}
		if len(f.v) != cells {
			return fmt.Errorf("printout: %q: %d cells of %s on a %v grid, want %d", p.Title, len(f.v), f.name, s, cells)
		}
		for i, v := range f.v {
			if int(v) > f.max {
				return fmt.Errorf("printout: %q: %s %d at %s is more than %d", p.Title, f.name, v, s.CellName(i), f.max)
			}
		}
	}
	if p.NoteCells != nil && len(p.NoteCells) != cells {
		return fmt.Errorf("printout: %q: %d cells of notes on a %v grid, want %d", p.Title, len(p.NoteCells), s, cells)
	}
	if len(p.Cages) > 0 {
		return fmt.Errorf("printout: %q: cages on a %v grid are not drawn", p.Title, s)
	}
	return nil
}

// sizedCell returns what cell i of a grid of another size shows: a
// given or entry digit, or the notes 1 to N of an otherwise empty cell.
func (p *Page) sizedCell(i int) (cellKind, uint8, uint32) {
	all := uint32(1)<<(p.Shape.N()+1) - 2
	switch {
	case p.GivenCells != nil && p.GivenCells[i] != 0:
		return given, p.GivenCells[i], 0
	case p.EntryCells != nil && p.EntryCells[i] != 0:
		return entry, p.EntryCells[i], 0
	case p.NoteCells != nil && p.NoteCells[i]&all != 0:
		return notes, 0, p.NoteCells[i] & all
	}
	return blank, 0, 0
}

// label returns how digit d is written: "1" to "9", then "10" to "16",
// or with Letters "A" to "G".
func (p *Page) label(d uint8) string {
	if d >= 10 && p.Letters {
		return string(sized.DigitChar(int(d)))
	}
	return strconv.Itoa(int(d))
}

// labels returns the labels of the digits 1 to N.
func (p *Page) labels() []string {
	out := make([]string, p.Shape.N())
	for d := range out {
		out[d] = p.label(uint8(d + 1))
	}
	return out
}

// sizedJigsaw reports whether the page's SizedRegions take the place of
// the boxes: N regions of N cells that are not the boxes.
func (p *Page) sizedJigsaw() bool {
	s := p.Shape
	n := s.N()
	if len(p.SizedRegions) != s.Cells() {
		return false
	}
	count := make([]int, n)
	boxes := true
	for c, k := range p.SizedRegions {
		if int(k) >= n {
			return false
		}
		count[k]++
		boxes = boxes && int(k) == s.Box(c)
	}
	for _, k := range count {
		if k != n {
			return false
		}
	}
	return !boxes
}

// sizedBorders returns the sides between two regions of a jigsaw page of
// another size, each as the cell above or left of it and whether it runs
// along that cell's bottom; none but for a jigsaw.
func (p *Page) sizedBorders() (out []sizedSide) {
	if !p.sizedJigsaw() {
		return nil
	}
	n := p.Shape.N()
	for c, k := range p.SizedRegions {
		if c/n < n-1 && p.SizedRegions[c+n] != k {
			out = append(out, sizedSide{c, true})
		}
		if c%n < n-1 && p.SizedRegions[c+1] != k {
			out = append(out, sizedSide{c, false})
		}
	}
	return out
}

// sizedSide is a side between two cells: along the bottom of cell Cell,
// or along its right.
type sizedSide struct {
	Cell   int
	Bottom bool
}

// sizedTints returns the grey of each cell of a jigsaw page of another
// size with TintRegions, neighbouring regions in different ones; nil
// without.
func (p *Page) sizedTints() []float64 {
	if !p.sizedJigsaw() || !p.TintRegions {
		return nil
	}
	colours := RegionColoursOf(p.SizedRegions, p.Shape.N())
	out := make([]float64, len(p.SizedRegions))
	for c, k := range p.SizedRegions {
		out[c] = regionGreys[colours[k]%RegionTintCount]
	}
	return out
}

// sizedThickLine reports whether grid line k (0 to N) of a page of
// another size is drawn thick: down the grid (between columns) or across
// it (between rows). The frame's always are, and those between boxes
// unless jigsaw regions take their place.
func (p *Page) sizedThickLine(k int, down bool) bool {
	n := p.Shape.N()
	if k == 0 || k == n {
		return true
	}
	step := p.Shape.BoxRows
	if down {
		step = p.Shape.BoxCols
	}
	return k%step == 0 && !p.sizedJigsaw()
}

// noteLayout says how a cell's notes sit on a grid of another size, all
// in fractions of a cell.
type noteLayout struct {
	rows, cols int // shaped like a box: 2 rows of 3 on a 6x6
	// across and down are how far apart the middles of neighbouring notes
	// are: the cell cut into as many bands, each note in the middle of its
	// own, as a 9x9's notes sit in its thirds.
	across, down float64
	// size is the largest a note is written, that of a 9x9's notes, and
	// width the widest its label may be, which leaves a space between
	// "11" and "12".
	size, width float64
}

// notes returns how the notes of the page's cells sit.
func (p *Page) notes() noteLayout {
	rows, cols := p.Shape.BoxRows, p.Shape.BoxCols
	across, down := 0.9/float64(cols), 0.9/float64(rows)
	return noteLayout{rows, cols, across, down, min(0.24, 0.83*min(across, down)), 0.72 * across}
}

// noteOffset returns where note d sits from the middle of its cell, in
// cells: across and down.
func (l noteLayout) noteOffset(d int) (dx, dy float64) {
	k := d - 1
	return (float64(k%l.cols) - float64(l.cols-1)/2) * l.across, (float64(k/l.cols) - float64(l.rows-1)/2) * l.down
}

// The PNG of a grid of another size: the same image as a 9x9's, its grid
// of whole-pixel cells centred where the 9x9 grid is.

// pngMinCell is the smallest cell of a PNG, in pixels, which leaves room
// for the notes 1 to 12 or 16 of a 12x12 or a 16x16 grid: their grids make
// larger images.
const pngMinCell = 90

// sizedPNGGrid returns the side of a cell in pixels and the top left
// corner of the grid.
func (p *Page) sizedPNGGrid() (cell, x, y int) {
	n := p.Shape.N()
	cell = max(pngGrid/n, pngMinCell)
	off := max(0, (pngGrid-cell*n)/2)
	return cell, pngGridX + off, pngGridY + off
}

// PNGSize returns the size of the image PNG writes of a grid of shape s:
// PNGWidth x PNGHeight but for a grid too big for its cells to hold their
// notes at that size (12x12, 16x16), which takes more. The zero Shape is
// 9x9.
func PNGSize(s sized.Shape) image.Point {
	if s.N() <= 9 {
		return image.Pt(PNGWidth, PNGHeight)
	}
	grid := max(pngGrid, s.N()*max(pngGrid/s.N(), pngMinCell))
	return image.Pt(grid+PNGWidth-pngGrid, grid+PNGHeight-pngGrid) // the same bands around it
}

// fitFace returns the largest face of f no larger than size in which
// every label is at most width pixels wide.
func fitFace(f *face, size float64, labels []string, width float64) (*face, error) {
	widest := 0.0
	for _, l := range labels {
		b, _ := font.BoundString(f, l)
		widest = max(widest, float64(b.Max.X-b.Min.X)/64)
	}
	// f is drawn at 100 pixels: widths scale with the size.
	return newFace(f.src, min(size, width*100/widest))
}

// pngSized writes a page of another size, as PNG does a 9x9 one.
func pngSized(w io.Writer, p *Page, titleFace, footerFace *face) error {
	size := PNGSize(p.Shape)
	img := image.NewRGBA(image.Rect(0, 0, size.X, size.Y))
	fill(img, img.Rect, paper)
	fonts, err := goFonts()
	if err != nil {
		return err
	}
	regular, bold := fonts[0], fonts[1]
	n := p.Shape.N()
	cell, gx, gy := p.sizedPNGGrid()
	grid := n * cell
	labels := p.labels()
	nl := p.notes()
	var faces [3]*face // given, entry, note
	for i, spec := range []struct {
		bold        bool
		size, width float64
	}{
		{true, 0.66 * float64(cell), 0.56 * float64(cell)},
		{false, 0.66 * float64(cell), 0.56 * float64(cell)},
		{false, nl.size * float64(cell), nl.width * float64(cell)},
	} {
		f := regular
		if spec.bold {
			f = bold
		}
		big, err := newFace(f, 100)
		if err != nil {
			return err
		}
		if faces[i], err = fitFace(big, spec.size, labels, spec.width); err != nil {
			return err
		}
	}

	if tints := p.sizedTints(); tints != nil {
		for c, g := range tints {
			v := uint8(g*0xff + 0.5)
			x, y := gx+c%n*cell, gy+c/n*cell
			fill(img, image.Rect(x, y, x+cell, y+cell), color.RGBA{v, v, v, 0xff})
		}
	}
	if p.Flags.Diagonals {
		drawDiagonalsPNG(img, image.Rect(gx, gy, gx+grid, gy+grid))
	}
	for i := range p.Shape.Cells() {
		cx, cy := gx+i%n*cell+cell/2, gy+i/n*cell+cell/2
		kind, d, ns := p.sizedCell(i)
		switch kind {
		case given:
			drawLabel(img, faces[0], ink, cx, cy, labels[d-1])
		case entry:
			drawLabel(img, faces[1], entryInk, cx, cy, labels[d-1])
		case notes:
			for d := 1; d <= n; d++ {
				if ns>>d&1 == 0 {
					continue
				}
				dx, dy := nl.noteOffset(d)
				drawLabel(img, faces[2], noteInk, cx+int(math.Round(dx*float64(cell))), cy+int(math.Round(dy*float64(cell))), labels[d-1])
			}
		}
	}

	// Thin lines first, then the thick ones over their ends.
	for _, thick := range []bool{false, true} {
		width, col := pngThin, thinLine
		if thick {
			width, col = pngThick, ink
		}
		for k := 0; k <= n; k++ {
			at := k * cell
			lo, hi := -pngThick/2, grid+pngThick/2
			if p.sizedThickLine(k, true) == thick {
				fill(img, image.Rect(gx+at-width/2, gy+lo, gx+at+width-width/2, gy+hi), col)
			}
			if p.sizedThickLine(k, false) == thick {
				fill(img, image.Rect(gx+lo, gy+at-width/2, gx+hi, gy+at+width-width/2), col)
			}
		}
	}
	for _, sd := range p.sizedBorders() {
		x, y := gx+sd.Cell%n*cell, gy+sd.Cell/n*cell
		lo, hi := pngThick/2, pngThick-pngThick/2
		if sd.Bottom {
			fill(img, image.Rect(x-lo, y+cell-lo, x+cell+hi, y+cell+hi), ink)
		} else {
			fill(img, image.Rect(x+cell-lo, y-lo, x+cell+hi, y+cell+hi), ink)
		}
	}

	centre, bottom := size.X/2, max(pngGridY+pngGrid, gy+grid)
	drawText(img, titleFace, ink, p.Title, centre, pngGridY-24, max(pngGrid, grid))
	drawText(img, footerFace, footerInk, p.Footer, centre, bottom+40, max(pngGrid, grid))
	return png.Encode(w, img)
}

// drawLabel draws s with the middle of its ink across at cx and the
// middle of the digits' ink down at cy.
func drawLabel(img *image.RGBA, f *face, c color.Color, cx, cy int, s string) {
	b, _ := font.BoundString(f, s)
	dr := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f}
	dr.Dot = fixed.Point26_6{
		X: fixed.I(cx) - (b.Min.X+b.Max.X)/2,
		Y: fixed.I(cy) - f.vmid,
	}
	dr.DrawString(s)
}

// The PDF of a grid of another size.

// pdfLabel returns digit d's label as PDF text and the middle of its ink
// across from the start of the text, in thousandths of the size: from
// the digits' metrics, and for a letter the middle of its advance.
func (p *Page) pdfLabel(d uint8, bold bool) ([]byte, float64) {
	text := []byte(p.label(d))
	mids := &digitMidX
	if bold {
		mids = &boldDigitMidX
	}
	mid := func(b byte) float64 {
		if b >= '0' && b <= '9' {
			return mids[b-'0']
		}
		return textWidth(bold, []byte{b}, 1000) / 2
	}
	// Every digit of Helvetica is 556 wide: the ink runs from the first
	// character's to the last's, near enough.
	first, last := mid(text[0]), mid(text[len(text)-1])
	lead := textWidth(bold, text[:len(text)-1], 1000)
	return text, (first + lead + last) / 2
}

// pdfFit returns size, or less so that the widest label is at most width.
func (p *Page) pdfFit(bold bool, size, width float64) float64 {
	for d := 1; d <= p.Shape.N(); d++ {
		text, _ := p.pdfLabel(uint8(d), bold)
		if w := textWidth(bold, text, size); w > width {
			size *= width / w
		}
	}
	return size
}

// drawSizedGrid draws a page of another size as drawGrid draws a 9x9
// one: a size x size square with its top left corner at (x, top).
func drawSizedGrid(c *content, p *Page, x, top, size float64) {
	n := p.Shape.N()
	cell := size / float64(n)
	nl := p.notes()
	givenSize := p.pdfFit(true, cell*0.62, cell*0.54)
	entrySize := p.pdfFit(false, cell*0.62, cell*0.54)
	noteSize := p.pdfFit(false, cell*nl.size, cell*nl.width)

	if tints := p.sizedTints(); tints != nil {
		for k, g := range tints {
			c.fillColour([3]float64{g, g, g})
			c.op([]float64{x + float64(k%n)*cell, top - float64(k/n+1)*cell, cell, cell}, "re f")
		}
	}
	if p.Flags.Diagonals {
		c.stroke(pdfDiagonalGrey, max(0.4, cell*pdfDiagonalWidth))
		c.line(x, top, x+size, top-size)
		c.line(x, top-size, x+size, top)
	}
	colour := [3]float64{-1, -1, -1}
	setColour := func(rgb [3]float64) {
		if rgb != colour {
			c.fillColour(rgb)
			colour = rgb
		}
	}
	for i := range p.Shape.Cells() {
		cx := x + (float64(i%n)+0.5)*cell
		cy := top - (float64(i/n)+0.5)*cell
		kind, d, ns := p.sizedCell(i)
		switch kind {
		case given:
			setColour(givenRGB)
			text, mid := p.pdfLabel(d, true)
			c.text(true, givenSize, cx-mid*givenSize/1000, cy-boldDigitMidY*givenSize/1000, text)
		case entry:
			setColour(entryRGB)
			text, mid := p.pdfLabel(d, false)
			c.text(false, entrySize, cx-mid*entrySize/1000, cy-digitMidY*entrySize/1000, text)
		case notes:
			setColour(noteRGB)
			for d := 1; d <= n; d++ {
				if ns>>d&1 == 0 {
					continue
				}
				dx, dy := nl.noteOffset(d)
				text, mid := p.pdfLabel(uint8(d), false)
				nx, ny := cx+dx*cell, cy-dy*cell
				c.text(false, noteSize, nx-mid*noteSize/1000, ny-digitMidY*noteSize/1000, text)
			}
		}
	}

	// Lines as wide as a 9x9's of the same size.
	thin, thick := max(0.5, size/9*0.012), max(1.5, size/9*0.045)
	for _, heavy := range []bool{false, true} {
		if heavy {
			c.stroke(0, thick)
		} else {
			c.stroke(0.35, thin)
		}
		for k := 1; k < n; k++ {
			at := float64(k) * cell
			if p.sizedThickLine(k, true) == heavy {
				c.line(x+at, top, x+at, top-size)
			}
			if p.sizedThickLine(k, false) == heavy {
				c.line(x, top-at, x+size, top-at)
			}
		}
		if !heavy {
			if borders := p.sizedBorders(); len(borders) > 0 {
				c.fillColour([3]float64{0, 0, 0})
				for _, sd := range borders {
					left, upper := x+float64(sd.Cell%n)*cell, top-float64(sd.Cell/n)*cell
					if sd.Bottom {
						c.op([]float64{left - thick/2, upper - cell - thick/2, cell + thick, thick}, "re f")
					} else {
						c.op([]float64{left + cell - thick/2, upper - cell - thick/2, thick, cell + thick}, "re f")
					}
				}
			}
		}
	}
	c.rect(x, top-size, size, size)
}
