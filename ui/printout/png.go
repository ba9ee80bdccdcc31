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

	"github.com/sudokudesktop/sudoku/solver/variant"
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

	// PNGWidth and PNGHeight are the size of the image PNG writes of a
	// 9x9 grid or a smaller one.
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
// in blue and pencil notes small and grey. A 12x12 or 16x16 grid, whose
// cells would be too small for their notes there, makes a larger image
// (see PNGSize).
func PNG(w io.Writer, p Page) error {
	if err := p.check(); err != nil {
		return err
	}
	fonts, err := goFonts()
	if err != nil {
		return err
	}
	regular, bold := fonts[0], fonts[1]
	var faces [6]*face
	for i, spec := range []struct {
		f    *sfnt.Font
		size float64
	}{{bold, 66}, {regular, 66}, {regular, 24}, {bold, 32}, {regular, 20}, {bold, pngSumSize}} {
		if faces[i], err = newFace(spec.f, spec.size); err != nil {
			return err
		}
	}
	givenFace, entryFace, noteFace, titleFace, footerFace := faces[0], faces[1], faces[2], faces[3], faces[4]
	sum, inCage := sums(p.Cages), caged(p.Cages)

	if p.sized() {
		return pngSized(w, &p, titleFace, footerFace)
	}
	img := image.NewRGBA(image.Rect(0, 0, PNGWidth, PNGHeight))
	fill(img, img.Rect, paper)
	drawRegionTintsPNG(img, &p) // under the digits
	drawRulesPNG(img, p.Flags)

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
			gap, down := pngNoteGap, 0
			switch {
			case sum[i] != 0: // below the sum, inside the cage's outline
				gap, down = pngSumNoteGap, pngSumNotesDown
			case inCage[i]: // inside the cage's outline
				gap = pngCageNoteGap
			}
			for _, n := range ns.List() {
				k := int(n - 1)
				drawDigit(img, noteFace, noteInk, cx+(k%3-1)*gap, cy+down+(k/3-1)*gap, n)
			}
		}
	}
	drawCagesPNG(img, p.Cages, faces[5])

	// Thin lines first, then the thick ones over their ends.
	for _, thick := range []bool{false, true} {
		width, col := pngThin, thinLine
		if thick {
			width, col = pngThick, ink
		}
		for i := 0; i <= 9; i++ {
			if p.thickLine(i) != thick {
				continue
			}
			at := i * pngCell
			lo, hi := -pngThick/2, pngGrid+pngThick/2
			fill(img, image.Rect(pngGridX+at-width/2, pngGridY+lo, pngGridX+at+width-width/2, pngGridY+hi), col)
			fill(img, image.Rect(pngGridX+lo, pngGridY+at-width/2, pngGridX+hi, pngGridY+at+width-width/2), col)
		}
	}

	drawRegionBordersPNG(img, &p)

	centre := PNGWidth / 2
	drawText(img, titleFace, ink, p.Title, centre, pngGridY-24, pngGrid)
	drawText(img, footerFace, footerInk, p.Footer, centre, pngGridY+pngGrid+40, pngGrid)

	return png.Encode(w, img)
}

func fill(img *image.RGBA, r image.Rectangle, c color.Color) {
	draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
}

// The cages of a Killer page, in pixels: the outline's inset, dashes and
// width, the sums' size, and the notes' gap in a Killer cell and how far
// they move down in a cell that holds a sum.
const (
	pngCageInset    = 9
	pngCageDash     = 8
	pngCageGap      = 6
	pngCageWidth    = 2
	pngSumSize      = 20
	pngCageNoteGap  = 25
	pngSumNoteGap   = 22
	pngSumNotesDown = 8
)

var cageInk = color.RGBA{0x30, 0x30, 0x30, 0xff}

// drawCagesPNG draws the cages' dashed outlines and their sums, each on a
// patch of paper that interrupts the outline at its corner.
func drawCagesPNG(img *image.RGBA, cages []variant.Cage, sumFace *face) {
	for _, s := range CageOutline(CageMap(cages), pngCell, pngCageInset) {
		across := s.Y0 == s.Y1
		from, to, at := s.Y0, s.Y1, s.X0
		if across {
			from, to, at = s.X0, s.X1, s.Y0
		}
		from, to = min(from, to), max(from, to)
		const period = pngCageDash + pngCageGap
		for p := float64(int(from) / period * period); p < to; p += period {
			lo, hi := int(max(p, from)), int(min(p+pngCageDash, to))
			if lo >= hi {
				continue
			}
			a := int(at) - pngCageWidth/2
			r := image.Rect(pngGridX+lo, pngGridY+a, pngGridX+hi, pngGridY+a+pngCageWidth)
			if !across {
				r = image.Rect(pngGridX+a, pngGridY+lo, pngGridX+a+pngCageWidth, pngGridY+hi)
			}
			fill(img, r, cageInk)
		}
	}
	for c, s := range sums(cages) {
		if s == 0 {
			continue
		}
		x, y := pngGridX+c%9*pngCell, pngGridY+c/9*pngCell
		text := itoa(s)
		dr := font.Drawer{Face: sumFace}
		w := dr.MeasureString(text).Ceil()
		fill(img, image.Rect(x+3, y+3, x+9+w, y+5+pngSumSize), paper)
		dr = font.Drawer{Dst: img, Src: image.NewUniform(ink), Face: sumFace,
			Dot: fixed.P(x+6, y+3+pngSumSize*3/4+1)}
		dr.DrawString(text)
	}
}

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }

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
