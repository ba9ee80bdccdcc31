package printout

import (
	"image"
	"image/color"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// A jigsaw's regions, as printed and as the board draws them: the borders
// between two regions thick, as the boxes' are on another puzzle, and no
// box lines; with Page.TintRegions each region shaded in a light grey,
// neighbouring regions in different ones.

// Sides is how many sides two cells of the grid share: 8 between the
// rows, 9 along each, and as many between the columns.
const Sides = 2 * 8 * 9

// SideCells returns the two cells on either side of side i (0 to
// Sides-1): the first 72 between a cell and the one below it, row-major,
// the rest between a cell and the one to its right.
func SideCells(i int) (a, b solver.Cell) {
	if i < 72 {
		a = solver.Cell(i)
		return a, a + 9
	}
	i -= 72
	a = solver.CellAt(i/8, i%8)
	return a, a + 1
}

// RegionTintCount is how many tints RegionColours uses at most: four
// colour any map of regions each in one piece, and a fifth spares the
// search in most layouts whose regions are in pieces.
const RegionTintCount = 5

// RegionColours colours the regions of a valid layout so that two
// regions that share a side differ: a region in two pieces counts as
// touching what either piece touches. Regions are taken most neighbours
// first (Welsh and Powell's order), each given the first colour its
// coloured neighbours lack; should that need more colours than
// RegionTintCount, a search for the fewest follows (nine regions: at
// once). Colours count from 0.
func RegionColours(r geometry.Regions) [9]int {
	touch := make([][]bool, 9)
	for k := range touch {
		touch[k] = make([]bool, 9)
	}
	for i := range Sides {
		a, b := SideCells(i)
		if ra, rb := r[a], r[b]; ra != rb {
			touch[ra][rb], touch[rb][ra] = true, true
		}
	}
	var out [9]int
	copy(out[:], colourRegions(touch))
	return out
}

// RegionColoursOf is RegionColours on a grid of side n (4 to 16) whose
// regions, one a cell row by row, are numbered 0 to n-1: the colours of
// regions 0 to n-1. The board on screen and the printouts of every size
// colour regions alike through it.
func RegionColoursOf(r []uint8, n int) []int {
	touch := make([][]bool, n)
	for k := range touch {
		touch[k] = make([]bool, n)
	}
	for c := range n * n {
		a := int(r[c])
		if c%n+1 < n { // the cell to its right
			if b := int(r[c+1]); a != b {
				touch[a][b], touch[b][a] = true, true
			}
		}
		if c+n < n*n { // the cell below it
			if b := int(r[c+n]); a != b {
				touch[a][b], touch[b][a] = true, true
			}
		}
	}
	return colourRegions(touch)
}

// colourRegions colours the regions 0 to len(touch)-1, where touch[a][b]
// says that regions a and b share a side, as RegionColours describes:
// most neighbours first, each the first colour its coloured neighbours
// lack, and a search for the fewest colours should that need more than
// RegionTintCount.
func colourRegions(touch [][]bool) []int {
	n := len(touch)
	degree := func(k int) (d int) {
		for _, t := range touch[k] {
			if t {
				d++
			}
		}
		return d
	}
	order := make([]int, n)
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, b int) int { return degree(b) - degree(a) })
	colour := make([]int, n)
	fits := func(k, c int, done []int) bool {
		for _, j := range done {
			if touch[k][j] && colour[j] == c {
				return false
			}
		}
		return true
	}
	most := 0
	for i, k := range order {
		c := 0
		for !fits(k, c, order[:i]) {
			c++
		}
		colour[k], most = c, max(most, c+1)
	}
	if most <= RegionTintCount {
		return colour
	}
	var try func(i, m int) bool // colours order[i:] with m colours
	try = func(i, m int) bool {
		if i == len(order) {
			return true
		}
		for c := range m {
			if fits(order[i], c, order[:i]) {
				colour[order[i]] = c
				if try(i+1, m) {
					return true
				}
			}
		}
		return false
	}
	for m := 1; m <= n; m++ {
		if try(0, m) {
			break
		}
	}
	return colour
}

// regionGreys are the printed regions' shades, by RegionColours' colour:
// light enough that black digits and the grey notes read on each.
var regionGreys = [RegionTintCount]float64{0.95, 0.86, 0.91, 0.82, 0.89}

// jigsaw reports whether the page's regions take the place of the boxes.
func (p *Page) jigsaw() bool { return !p.Regions.IsBoxes() && p.Regions.Validate() == nil }

// thickLine reports whether grid line k (0-9) of the page is drawn
// thick: the frame's, and between two boxes unless regions take their
// place.
func (p *Page) thickLine(k int) bool {
	return BoxBorder(k) && (k == 0 || k == 9 || !p.jigsaw())
}

// regionBorders returns the sides of the page's grid between two
// regions, as SideCells numbers them; none but for a jigsaw.
func (p *Page) regionBorders() []int {
	if !p.jigsaw() {
		return nil
	}
	var out []int
	for i := range Sides {
		if a, b := SideCells(i); p.Regions[a] != p.Regions[b] {
			out = append(out, i)
		}
	}
	return out
}

// regionGrey returns the shade of cell c of a jigsaw with TintRegions,
// and whether it has one.
func (p *Page) regionGrey(colours *[9]int, c solver.Cell) (float64, bool) {
	if !p.jigsaw() || !p.TintRegions {
		return 0, false
	}
	return regionGreys[colours[p.Regions[c]]%RegionTintCount], true
}

// drawRegionTintsPNG shades the regions of a jigsaw page with
// TintRegions, before the digits go on them.
func drawRegionTintsPNG(img *image.RGBA, p *Page) {
	if !p.jigsaw() || !p.TintRegions {
		return
	}
	colours := RegionColours(p.Regions)
	for c := solver.Cell(0); c < 81; c++ {
		g, _ := p.regionGrey(&colours, c)
		v := uint8(g*0xff + 0.5)
		x, y := pngGridX+c.Col()*pngCell, pngGridY+c.Row()*pngCell
		fill(img, image.Rect(x, y, x+pngCell, y+pngCell), color.RGBA{v, v, v, 0xff})
	}
}

// drawRegionBordersPNG draws the borders between a jigsaw page's regions
// over the thin lines, pngThick wide, each running half that past its
// ends so that borders meet in square corners.
func drawRegionBordersPNG(img *image.RGBA, p *Page) {
	for _, i := range p.regionBorders() {
		a, _ := SideCells(i)
		x, y := pngGridX+a.Col()*pngCell, pngGridY+a.Row()*pngCell
		lo, hi := pngThick/2, pngThick-pngThick/2
		if i < 72 { // along the bottom of a
			fill(img, image.Rect(x-lo, y+pngCell-lo, x+pngCell+hi, y+pngCell+hi), ink)
		} else { // along the right of a
			fill(img, image.Rect(x+pngCell-lo, y-lo, x+pngCell+hi, y+pngCell+hi), ink)
		}
	}
}

// drawRegionTintsPDF shades the regions of a jigsaw page with
// TintRegions on the grid of cells of side cell with its top left corner
// at (x, top), before the digits go on them.
func drawRegionTintsPDF(c *content, p *Page, x, top, cell float64) {
	if !p.jigsaw() || !p.TintRegions {
		return
	}
	colours := RegionColours(p.Regions)
	for k := solver.Cell(0); k < 81; k++ {
		g, _ := p.regionGrey(&colours, k)
		c.fillColour([3]float64{g, g, g})
		c.op([]float64{x + float64(k.Col())*cell, top - float64(k.Row()+1)*cell, cell, cell}, "re f")
	}
}

// drawRegionBordersPDF draws the borders between a jigsaw page's regions,
// thick wide, as filled bars that meet in square corners.
func drawRegionBordersPDF(c *content, p *Page, x, top, cell, thick float64) {
	borders := p.regionBorders()
	if len(borders) == 0 {
		return
	}
	c.fillColour([3]float64{0, 0, 0})
	for _, i := range borders {
		a, _ := SideCells(i)
		left, upper := x+float64(a.Col())*cell, top-float64(a.Row())*cell
		if i < 72 { // along the bottom of a
			c.op([]float64{left - thick/2, upper - cell - thick/2, cell + thick, thick}, "re f")
		} else { // along the right of a
			c.op([]float64{left + cell - thick/2, upper - cell - thick/2, thick, cell + thick}, "re f")
		}
	}
}
