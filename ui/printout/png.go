package printout

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"strconv"
	"sync"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The PNG's geometry in pixels: a 900x900 grid of 100-pixel cells with a
// title band above and a footer band below.
const (
	pngCell    = 100
	pngGrid    = 9 * pngCell
	pngMargin  = 30
	pngGridX   = pngMargin
	pngGridY   = pngMargin + 60
	pngThin    = 2 // width of the lines between cells
	pngThick   = 6 // width of the lines around boxes and the grid
	pngNoteGap = 29

	// PNGWidth and PNGHeight are the size of every image PNG writes.
	PNGWidth  = pngGrid + 2*pngMargin
	PNGHeight = pngGridY + pngGrid + 60
)

var (
	paper     = color.RGBA{0xff, 0xff, 0xff, 0xff}
	ink       = color.RGBA{0x00, 0x00, 0x00, 0xff}
	thinLine  = color.RGBA{0x80, 0x80, 0x80, 0xff}
	entryInk  = color.RGBA{0x1a, 0x56, 0xc8, 0xff}
	noteInk   = color.RGBA{0x50, 0x50, 0x50, 0xff}
	footerInk = color.RGBA{0x60, 0x60, 0x60, 0xff}
)

// goFonts parses the Go fonts once; the parsed fonts are safe for
// concurrent use, the faces made from them are not.
var goFonts = sync.OnceValues(func() (*[2]*sfnt.Font, error) {
	regular, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, err
	}
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, err
	}
	return &[2]*sfnt.Font{regular, bold}, nil
})

// face is a font at one size, with the vertical middle of its digits.
type face struct {
	font.Face
	src  *sfnt.Font
	vmid fixed.Int26_6 // middle of the digits, relative to the baseline
}

func newFace(f *sfnt.Font, size float64) (*face, error) {
	ff, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	// Centre every digit on the same line so that a row of digits shares
	// one baseline: use the union of their ink.
	var top, bottom fixed.Int26_6
	for r := '0'; r <= '9'; r++ {
		b, _, _ := ff.GlyphBounds(r)
		top, bottom = min(top, b.Min.Y), max(bottom, b.Max.Y)
	}
	return &face{Face: ff, src: f, vmid: (top + bottom) / 2}, nil
}

// PNG writes the page as a PNG image of PNGWidth x PNGHeight pixels: the
// title above the grid, the footer below it, givens in bold black, entries
// in blue and pencil notes small and grey.
func PNG(w io.Writer, p Page) error {
	if err := p.check(); err != nil {
		return err
	}
	fonts, err := goFonts()
	if err != nil {
		return err
	}
	regular, bold := fonts[0], fonts[1]
	var faces [7]*face
	for i, spec := range []struct {
		f    *sfnt.Font
		size float64
	}{{bold, 66}, {regular, 66}, {regular, 24}, {bold, 32}, {regular, 20}, {regular, 21}, {regular, 24 * sumNoteSize}} {
		if faces[i], err = newFace(spec.f, spec.size); err != nil {
			return err
		}
	}
	givenFace, entryFace, noteFace, titleFace, footerFace, sumFace, sumNoteFace := faces[0], faces[1], faces[2], faces[3], faces[4], faces[5], faces[6]
	sums := p.sums()

	img := image.NewRGBA(image.Rect(0, 0, PNGWidth, PNGHeight))
	fill(img, img.Rect, paper)

	for i := range 81 {
		cx := pngGridX + i%9*pngCell + pngCell/2
		cy := pngGridY + i/9*pngCell + pngCell/2
		kind, d, ns := p.cell(i)
		switch kind {
		case given:
			drawDigit(img, givenFace, ink, cx, cy, d)
		case entry:
			drawDigit(img, entryFace, entryInk, cx, cy, d)
		case notes:
			f := noteFace
			if sums[i] > 0 {
				f = sumNoteFace
			}
			for _, n := range ns.List() {
				dx, dy := notePlace(n, pngNoteGap, sums[i] > 0)
				drawDigit(img, f, noteInk, cx+int(dx), cy+int(dy), n)
			}
		}
	}
	for _, c := range p.Cages {
		for _, s := range CageOutline(c.Cells, cageInset) {
			dashed(img, s, ink)
		}
	}
	for i, sum := range sums {
		if sum > 0 {
			drawSum(img, sumFace, pngGridX+i%9*pngCell, pngGridY+i/9*pngCell, sum)
		}
	}

	// Thin lines first, then the thick ones over their ends.
	for _, thick := range []bool{false, true} {
		width, col := pngThin, thinLine
		if thick {
			width, col = pngThick, ink
		}
		for i := 0; i <= 9; i++ {
			if (i%3 == 0) != thick {
				continue
			}
			at := i * pngCell
			lo, hi := -pngThick/2, pngGrid+pngThick/2
			fill(img, image.Rect(pngGridX+at-width/2, pngGridY+lo, pngGridX+at+width-width/2, pngGridY+hi), col)
			fill(img, image.Rect(pngGridX+lo, pngGridY+at-width/2, pngGridX+hi, pngGridY+at+width-width/2), col)
		}
	}

	centre := PNGWidth / 2
	drawText(img, titleFace, ink, p.Title, centre, pngGridY-24, pngGrid)
	drawText(img, footerFace, footerInk, p.Footer, centre, pngGridY+pngGrid+40, pngGrid)

	return png.Encode(w, img)
}

// The dashes of cage outlines, in pixels.
const (
	pngDash    = 7
	pngDashGap = 5
	pngDashW   = 2
)

// dashed draws a horizontal or vertical segment (in cell units) as a
// dashed line pngDashW pixels wide, starting with a dash at its start.
func dashed(img *image.RGBA, s Segment, c color.Color) {
	px := func(v float64) int { return int(v*pngCell + 0.5) }
	x0, y0, x1, y1 := pngGridX+px(s.X0), pngGridY+px(s.Y0), pngGridX+px(s.X1), pngGridY+px(s.Y1)
	horizontal := y0 == y1
	lo, hi := y0, y1
	if horizontal {
		lo, hi = x0, x1
	}
	for at := lo; at < hi; at += pngDash + pngDashGap {
		to := min(at+pngDash, hi)
		if horizontal {
			fill(img, image.Rect(at, y0-pngDashW/2, to, y0-pngDashW/2+pngDashW), c)
		} else {
			fill(img, image.Rect(x0-pngDashW/2, at, x0-pngDashW/2+pngDashW, to), c)
		}
	}
}

// drawSum draws a cage's sum small in the top left corner of the cell
// whose top left corner is at (x, y), on a patch of paper that breaks the
// cage's outline under it.
func drawSum(img *image.RGBA, f *face, x, y, sum int) {
	text := strconv.Itoa(sum)
	dr := font.Drawer{Dst: img, Src: image.NewUniform(ink), Face: f}
	w := dr.MeasureString(text).Ceil()
	fill(img, image.Rect(x+pngThin, y+pngThin, x+pngThin+w+8, y+pngThin+24), paper)
	dr.Dot = fixed.P(x+pngThin+4, y+pngThin+19)
	dr.DrawString(text)
}

func fill(img *image.RGBA, r image.Rectangle, c color.Color) {
	draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
}

// drawDigit draws digit d with the middle of its ink at (cx, cy).
func drawDigit(img *image.RGBA, f *face, c color.Color, cx, cy int, d uint8) {
	r := rune('0' + d)
	b, _, _ := f.GlyphBounds(r)
	dr := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f}
	dr.Dot = fixed.Point26_6{
		X: fixed.I(cx) - (b.Min.X+b.Max.X)/2,
		Y: fixed.I(cy) - f.vmid,
	}
	dr.DrawString(string(r))
}

// drawText draws s centred on cx with its baseline at y, no wider than
// maxWidth: characters the font lacks become '?', and text that is too
// long is cut short with an ellipsis.
func drawText(img *image.RGBA, f *face, c color.Color, s string, cx, y, maxWidth int) {
	rs := drawable(f.src, s)
	if len(rs) > maxText {
		rs = rs[:maxText] // no line shows more; spare the fitting loop
	}
	if len(rs) == 0 {
		return
	}
	dr := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f}
	limit := fixed.I(maxWidth)
	if dr.MeasureString(string(rs)) > limit {
		for len(rs) > 0 && dr.MeasureString(string(rs)+"…") > limit {
			rs = rs[:len(rs)-1]
		}
		rs = append(rs, '…')
	}
	text := string(rs)
	dr.Dot = fixed.Point26_6{X: fixed.I(cx) - dr.MeasureString(text)/2, Y: fixed.I(y)}
	dr.DrawString(text)
}

// maxText is more characters than any line of a printout can hold.
const maxText = 200

// drawable returns the runes of s with control characters turned into
// spaces and runes the font has no glyph for (such as CJK in the Go fonts)
// turned into '?'.
func drawable(f *sfnt.Font, s string) []rune {
	var buf sfnt.Buffer
	rs := []rune(s)
	for i, r := range rs {
		if unicode.IsControl(r) || unicode.IsSpace(r) {
			rs[i] = ' '
			continue
		}
		if x, err := f.GlyphIndex(&buf, r); err != nil || x == 0 {
			rs[i] = '?'
		}
	}
	return rs
}
