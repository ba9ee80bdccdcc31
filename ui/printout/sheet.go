package printout

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Page furniture, in points.
const (
	sheetMargin  = 40
	sheetTop     = pageHeight - 70 // the puzzles start under the heading
	sheetBottom  = 50              // and end above the footer
	headingSize  = 16
	sheetFooterY = 28
)

var (
	givenRGB = [3]float64{0, 0, 0}
	entryRGB = [3]float64{0.10, 0.34, 0.78}
	noteRGB  = [3]float64{0.33, 0.33, 0.33}
	greyRGB  = [3]float64{0.38, 0.38, 0.38}
)

// Ink middles of the digits 0-9 in Helvetica and Helvetica-Bold, from the
// glyphs' bounding boxes in Adobe's metrics, in thousandths of the size:
// across from the glyph origin, and up from the baseline for the digits as
// a row. A "1" sits well left of the middle of its advance.
var (
	digitMidX     = [10]float64{278, 230, 266.5, 278, 274, 273, 278, 280, 277.5, 278}
	boldDigitMidX = [10]float64{278, 223.5, 268.5, 271.5, 276.5, 271.5, 275.5, 276.5, 278, 276}
)

const (
	digitMidY     = 342   // (-19 + 703) / 2
	boldDigitMidY = 345.5 // (-19 + 710) / 2
)

// AnswersPerPage is how many solutions an answer page holds: nine small
// grids, three by three.
const AnswersPerPage = 9

// Puzzles writes the puzzles as a PDF with perPage (1, 2, 4 or 6) on each
// A4 page, every page headed with title and numbered "n / total" at the
// foot. Each puzzle's Title is its caption.
func Puzzles(w io.Writer, title string, puzzles []Page, perPage int) error {
	return Set(w, title, puzzles, perPage, "", nil)
}

// Set writes the puzzles as Puzzles does and, when answers are given,
// answer pages after them: one answer for each puzzle, in the same order,
// AnswersPerPage small grids a page headed answersTitle. The page numbers
// run on through the answers. An answer is a Page too: the puzzle's
// givens, with the rest of its solution as Entries so that the two stand
// apart, and the puzzle's caption as its Title.
func Set(w io.Writer, title string, puzzles []Page, perPage int, answersTitle string, answers []Page) error {
	if len(puzzles) == 0 {
		return errors.New("printout: no puzzles to print")
	}
	if !slices.Contains(puzzleLayouts, perPage) {
		return fmt.Errorf("printout: %d puzzles per page; want 1, 2, 4 or 6", perPage)
	}
	if len(answers) != 0 && len(answers) != len(puzzles) {
		return fmt.Errorf("printout: %d answers to %d puzzles", len(answers), len(puzzles))
	}
	n := pagesFor(len(puzzles), perPage) + pagesFor(len(answers), AnswersPerPage)
	sheets := make([]Sheet, 0, n)
	paginate := func(title string, pages []Page, per int) {
		for i := 0; i < len(pages); i += per {
			sheets = append(sheets, Sheet{
				Title:   title,
				Footer:  fmt.Sprintf("%d / %d", len(sheets)+1, n),
				PerPage: per,
				Puzzles: pages[i:min(i+per, len(pages))],
			})
		}
	}
	paginate(title, puzzles, perPage)
	paginate(answersTitle, answers, AnswersPerPage)
	return PDF(w, sheets)
}

// pagesFor is how many pages n puzzles take, per to a page.
func pagesFor(n, per int) int { return (n + per - 1) / per }

// SinglePDF writes one puzzle, with whatever progress the page holds, as a
// one-page PDF with the puzzle as large as the page allows.
func SinglePDF(w io.Writer, p Page) error {
	return PDF(w, []Sheet{{PerPage: 1, Puzzles: []Page{p}}})
}

// drawSheet returns the content stream of one page.
func drawSheet(s *Sheet) ([]byte, error) {
	cols, rows, err := s.layout()
	if err != nil {
		return nil, err
	}
	for i := range s.Puzzles {
		if err := s.Puzzles[i].check(); err != nil {
			return nil, err
		}
	}
	var c content
	width := float64(pageWidth - 2*sheetMargin)
	if s.Title != "" {
		c.fillColour(givenRGB)
		c.centred(true, headingSize, 10, pageWidth/2, pageHeight-48, width, s.Title)
	}
	if s.Footer != "" {
		c.fillColour(greyRGB)
		c.centred(false, 9, 6, pageWidth/2, sheetFooterY, width, s.Footer)
	}

	// Captions shrink with the puzzles.
	var captionSize float64
	switch cols * rows {
	case 1:
		captionSize = 16
	case 2:
		captionSize = 13
	case 4:
		captionSize = 11
	case 6:
		captionSize = 10
	default:
		captionSize = 9
	}
	footSize := max(7.5, captionSize*0.7)
	captionH, footH := captionSize*1.7, footSize*1.9
	const gap = 20 // between neighbouring puzzles
	slotW := width / float64(cols)
	slotH := float64(sheetTop-sheetBottom) / float64(rows)
	size := min(slotW-gap, slotH-gap-captionH-footH)

	for i := range s.Puzzles {
		p := &s.Puzzles[i]
		slotX := sheetMargin + float64(i%cols)*slotW
		slotTop := sheetTop - float64(i/cols)*slotH
		top := slotTop - (slotH-(captionH+size+footH))/2 // of the caption
		x := slotX + (slotW-size)/2
		if p.Title != "" {
			c.fillColour(givenRGB)
			c.centred(true, captionSize, 6, slotX+slotW/2, top-captionSize, slotW-gap/2, p.Title)
		}
		drawGrid(&c, p, x, top-captionH, size)
		if p.Footer != "" {
			c.fillColour(greyRGB)
			c.centred(false, footSize, 6, slotX+slotW/2, top-captionH-size-footSize*1.5, slotW-gap/2, p.Footer)
		}
	}
	return c.b, nil
}

// drawGrid draws the puzzle as a size x size square with its top left
// corner at (x, top).
func drawGrid(c *content, p *Page, x, top, size float64) {
	if p.sized() {
		drawSizedGrid(c, p, x, top, size)
		return
	}
	cell := size / 9
	digitSize := cell * 0.62
	noteSize := cell * 0.24
	noteGap := cell * 0.29
	colour := [3]float64{-1, -1, -1}
	setColour := func(rgb [3]float64) {
		if rgb != colour {
			c.fillColour(rgb)
			colour = rgb
		}
	}
	sum := sums(p.Cages)
	inCage := caged(p.Cages)
	drawRegionTintsPDF(c, p, x, top, cell) // under the digits
	drawRulesPDF(c, p.Flags, x, top, cell)
	for i := range 81 {
		cx := x + (float64(i%9)+0.5)*cell
		cy := top - (float64(i/9)+0.5)*cell
		kind, d, ns := p.cell(i)
		if kind == notes && sum[i] != 0 {
			cy -= cell * 0.07 // below the sum
		}
		switch kind {
		case given:
			setColour(givenRGB)
			c.text(true, digitSize, cx-boldDigitMidX[d]*digitSize/1000, cy-boldDigitMidY*digitSize/1000, []byte{'0' + d})
		case entry:
			setColour(entryRGB)
			c.text(false, digitSize, cx-digitMidX[d]*digitSize/1000, cy-digitMidY*digitSize/1000, []byte{'0' + d})
		case notes:
			setColour(noteRGB)
			noteSize, noteGap := noteSize, noteGap
			if inCage[i] { // closer, inside the cage's outline
				noteSize, noteGap = cell*0.21, cell*0.25
			}
			for _, n := range ns.List() {
				k := float64(n - 1)
				nx := cx + (float64(int(k)%3)-1)*noteGap
				ny := cy - (float64(int(k)/3)-1)*noteGap
				c.text(false, noteSize, nx-digitMidX[n]*noteSize/1000, ny-digitMidY*noteSize/1000, []byte{'0' + n})
			}
		}
	}

	drawCagesPDF(c, p.Cages, x, top, cell)
	thin := max(0.5, cell*0.012)
	thick := max(1.5, cell*0.045)
	c.stroke(0.35, thin)
	for i := 1; i < 9; i++ {
		if p.thickLine(i) {
			continue
		}
		at := float64(i) * cell
		c.line(x+at, top, x+at, top-size)
		c.line(x, top-at, x+size, top-at)
	}
	drawRegionBordersPDF(c, p, x, top, cell, thick)
	c.stroke(0, thick)
	for i := 1; i < 9; i++ {
		if !p.thickLine(i) {
			continue
		}
		at := float64(i) * cell
		c.line(x+at, top, x+at, top-size)
		c.line(x, top-at, x+size, top-at)
	}
	c.rect(x, top-size, size, size)
}

// drawCagesPDF draws the cages of a Killer puzzle on the grid of cells of
// the given side with its top left corner at (x, top): dashed outlines
// inside the cells, and each sum small and bold on a patch of paper at the
// top left of its cage's first cell.
func drawCagesPDF(c *content, cages []variant.Cage, x, top, cell float64) {
	inset := cell * 0.09
	c.stroke(0.2, max(0.4, cell*0.012))
	dash := max(1, cell*0.08)
	c.dash(dash, dash*0.7)
	for _, s := range CageOutline(CageMap(cages), cell, inset) {
		c.line(x+s.X0, top-s.Y0, x+s.X1, top-s.Y1)
	}
	c.dash(0, 0) // solid lines again
	size := cell * 0.2
	for i, s := range sums(cages) {
		if s == 0 {
			continue
		}
		text := []byte(strconv.Itoa(s))
		cx, cy := x+float64(i%9)*cell, top-float64(i/9)*cell
		w := textWidth(true, text, size)
		c.fillColour([3]float64{1, 1, 1})
		c.op([]float64{cx + cell*0.03, cy - cell*0.03 - size*0.95, w + cell*0.06, size * 0.95}, "re f")
		c.fillColour(givenRGB)
		c.text(true, size, cx+cell*0.06, cy-cell*0.03-size*0.75, text)
	}
}
