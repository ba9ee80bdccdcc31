package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/vector"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The board's share of a puzzle's rules beyond classic Sudoku: Sudoku X's
// two diagonals drawn as thin lines through the cells, under the digits;
// Windoku's four windows tinted, under every other shade; and, for
// anti-knight and anti-king, the cells a knight's or king's move from the
// selected one (CellView.Reach) marked by a dot in their top right
// corner. Like the cages, they are drawn from the rules alone: the
// board knows the houses they make from solver/geometry, not from sums
// of its own.

// rulesLayer holds the canvas objects of the rules' marks, made once the
// board shows a puzzle with such rules.
type rulesLayer struct {
	flags     geometry.Flags
	windows   [4]*canvas.Rectangle
	diagonals *canvas.Raster   // both diagonals, drawn with their ends under the frame
	ink       color.Color      // the diagonals' colour
	side      float32          // the grid's side the raster was laid out for
	reach     []*canvas.Circle // one a cell, made on the first Reach cell
	n         int              // the grid's side, 0 for 9
	made      bool
	reachMade bool
}

// setFlags takes the puzzle's rules and reports whether it made objects
// the board does not list yet.
func (l *rulesLayer) setFlags(f geometry.Flags, cells []CellView) bool {
	l.flags = f
	grew := false
	if !l.made && (f.Diagonals || f.Windows) {
		for i := range l.windows {
			l.windows[i] = canvas.NewRectangle(color.Transparent)
		}
		l.diagonals = canvas.NewRaster(l.drawDiagonals)
		l.made, grew = true, true
	}
	if !l.reachMade {
		for c := range cells {
			if cells[c].Reach {
				l.reach = make([]*canvas.Circle, len(cells))
				for i := range l.reach {
					l.reach[i] = canvas.NewCircle(color.Transparent)
					l.reach[i].Hide()
				}
				l.reachMade, grew = true, true
				break
			}
		}
	}
	return grew
}

// refresh colours the marks and shows those the rules and cells ask for.
func (l *rulesLayer) refresh(cells []CellView, pal *boardPalette) {
	if l.made {
		for _, w := range l.windows {
			w.FillColor, w.Hidden = pal.window, !l.flags.Windows
		}
		l.diagonals.Hidden = !l.flags.Diagonals
		if l.ink != pal.diagonal {
			l.ink = pal.diagonal
			l.diagonals.Refresh()
		}
	}
	if l.reachMade {
		for c, dot := range l.reach {
			dot.Hidden = !cells[c].Reach
			dot.FillColor, dot.StrokeColor = pal.reach, pal.reachEdge
		}
	}
}

// layout places the marks on the grid of side side at o, l.n cells a
// side (9 when unset); thick is the box borders' width.
func (l *rulesLayer) layout(o fyne.Position, side, thick float32) {
	n := l.n
	if n == 0 {
		n = 9
	}
	cell := side / float32(n)
	if l.made {
		g := geometry.Shared(geometry.Flags{Windows: true})
		i := 0
		for _, h := range g.Houses() {
			if h.Kind != geometry.Window || i >= len(l.windows) {
				continue
			}
			first, last := h.Cells[0], h.Cells[len(h.Cells)-1]
			x, y := o.X+float32(first.Col())*cell, o.Y+float32(first.Row())*cell
			l.windows[i].Move(fyne.NewPos(x, y))
			l.windows[i].Resize(fyne.NewSize(float32(last.Col()-first.Col()+1)*cell, float32(last.Row()-first.Row()+1)*cell))
			i++
		}
		if l.side != side {
			l.side = side
			l.diagonals.Refresh()
		}
		l.diagonals.Move(o)
		l.diagonals.Resize(fyne.NewSize(side, side))
	}
	if l.reachMade {
		d, inset, rim := reachDot(cell, thick)
		for c, dot := range l.reach {
			row, col := rowCol(solver.Cell(c), n)
			x := o.X + float32(col+1)*cell - inset - d
			y := o.Y + float32(row)*cell + inset
			dot.Move(fyne.NewPos(x, y))
			dot.Resize(fyne.NewSize(d, d))
			dot.StrokeWidth = rim
		}
	}
}

// reachDot returns the size of a Reach cell's dot on cells of side cell
// (thick is the box borders' width), how far it sits in from the cell's
// top right corner, and its rim's width: near a quarter of the cell, so
// that it shows at a glance in both themes (at a sixth, playtesters
// missed it), yet clear of the digit's ink. A digit's figure sits low in
// its cell: in the bottom right corner the dot ran into an 8's or a 9's;
// the top right corner has the room, and the dot is made no larger than
// keeps it off the corner of the digits' ink (digitInkRight,
// digitInkTop), two pixels apart.
func reachDot(cell, thick float32) (d, inset, rim float32) {
	inset = max(thick, cell*0.05)
	// The dot's centre is r in from the corner's inset both ways; its
	// distance to the ink's corner (a-r, b-r away) is at least r+gap.
	const gap = 2
	a, b := (1-digitInkRight)*cell-inset, digitInkTop*cell-inset
	s := float64(a + b + gap)
	fit := float32(s - math.Sqrt(s*s-float64(a*a+b*b-gap*gap)))
	d = max(4, min(cell*0.24, 2*fit))
	return d, inset, max(1.5, d*0.15)
}

// The corner of the digits' ink nearest a cell's top right corner, as a
// share of the cell: the rightmost ink (a 4's arm) and the topmost, as
// measured on boards of 30 to 90 px cells (see TestReachDotsClearTheDigits).
const (
	digitInkRight = 0.74
	digitInkTop   = 0.34
)

// diagonalWidth is the width of Sudoku X's diagonals on a grid of side
// side: a little wider than the thin grid lines, narrower than a box's.
func diagonalWidth(side float32) float32 { return max(1.5, side/220) }

// below returns the window tints, drawn under every cell's own shade.
func (l *rulesLayer) below() []fyne.CanvasObject {
	if !l.made {
		return nil
	}
	out := make([]fyne.CanvasObject, 0, len(l.windows))
	for _, w := range l.windows {
		out = append(out, w)
	}
	return out
}

// lines returns the diagonals, drawn over the cells' shades and under the
// grid's lines, which cover their ends and crossings, and the digits.
func (l *rulesLayer) lines() []fyne.CanvasObject {
	if !l.made {
		return nil
	}
	return []fyne.CanvasObject{l.diagonals}
}

// drawDiagonals is the diagonals' raster generator: both long diagonals
// at w by h pixels, anti-aliased, diagonalWidth wide at the grid's side.
// (A raster, as the cages' outlines are, so that the grid's lines and a
// cage sum's patch of paper, drawn later, lie over it.)
func (l *rulesLayer) drawDiagonals(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if w <= 0 || h <= 0 || l.ink == nil {
		return img
	}
	scale := float32(w) / max(1, l.side)
	half := diagonalWidth(l.side) * scale / 2 * math.Sqrt2 // half the width, along an axis
	fw, fh := float32(w), float32(h)
	var z vector.Rasterizer
	z.Reset(w, h)
	z.MoveTo(0, 0) // ↘
	z.LineTo(half, 0)
	z.LineTo(fw, fh-half)
	z.LineTo(fw, fh)
	z.LineTo(fw-half, fh)
	z.LineTo(0, half)
	z.ClosePath()
	z.MoveTo(0, fh) // ↗
	z.LineTo(0, fh-half)
	z.LineTo(fw-half, 0)
	z.LineTo(fw, 0)
	z.LineTo(fw, half)
	z.LineTo(half, fh)
	z.ClosePath()
	z.Draw(img, img.Rect, image.NewUniform(l.ink), image.Point{})
	return img
}

// dots returns the Reach cells' dots.
func (l *rulesLayer) dots() []fyne.CanvasObject {
	if !l.reachMade {
		return nil
	}
	out := make([]fyne.CanvasObject, 0, len(l.reach))
	for _, d := range l.reach {
		out = append(out, d)
	}
	return out
}

// sameHouse reports whether cells a and b share a house of the rules f
// on the regions r (nil: the boxes): a row, column, box or region, and a
// diagonal or window when f has them. The knight's and king's moves are
// no house: Reach shows those.
func sameHouse(f geometry.Flags, r geometry.Regions, a, b solver.Cell) bool {
	rel, _ := geometry.Layout(f, r).Between(a, b)
	return rel == geometry.SameHouse
}

// inWindow reports whether c lies in a window of the rules shown.
func (l *rulesLayer) inWindow(c solver.Cell) bool {
	if !l.flags.Windows {
		return false
	}
	g := geometry.Shared(l.flags)
	for _, i := range g.HousesOf(c) {
		if h, _ := g.House(i); h.Kind == geometry.Window {
			return true
		}
	}
	return false
}

// windowShade is the tint of Windoku's windows: a lilac, the theme's
// primary taken a third of the way to its error colour, at the least
// alpha that sets it apart from a plain cell by windowContrast, or on a
// dark board by windowContrastDark. Of another hue than the peers' grey
// and the selection's blue, it reads as part of the grid under every
// shade the play lays over it, in both themes.
func windowShade(primary, errc, board color.Color) color.Color {
	target := windowContrast
	if luminance(board) < darkBoard {
		target = windowContrastDark
	}
	return shadeTo(over(withAlpha(errc, 0x55), primary), board, target)
}

// The contrasts of windowShade with a plain cell. Near black the same
// ratio is a far smaller step of lightness: at 1.15 the dark theme's
// windows hardly showed (playtest), so a dark board takes more.
const (
	windowContrast     = 1.15
	windowContrastDark = 1.4
)

// darkBoard is the luminance under which a board counts as dark.
const darkBoard = 0.18

// windowInk returns the entries' ink on a window: ink, taken towards the
// strongest ink on each of bgs (the window under the shades a cell takes)
// until it contrasts with every one of them as much as it does with the
// plain board, or by minContrast, whichever is less: the tint never
// makes a digit harder to read.
func windowInk(ink, board color.Color, bgs ...color.Color) color.Color {
	target := min(contrast(ink, board), minContrast)
	worst := func(c color.Color) float64 {
		w := math.Inf(1)
		for _, bg := range bgs {
			w = min(w, contrast(over(c, bg), bg))
		}
		return w
	}
	if worst(ink) >= target {
		return ink
	}
	to := inkOn(board)
	for k := 1; k <= 20; k++ {
		mixed := over(withAlpha(to, uint8(k*0xff/20)), over(ink, board))
		if worst(mixed) >= target {
			return mixed
		}
	}
	return to
}

// diagonalInk is the colour of Sudoku X's diagonals: the foreground at the
// least alpha that contrasts with a plain cell by diagonalContrast, clear
// beside the thin grid lines, well under the digits drawn over it.
func diagonalInk(fg, board color.Color) color.Color { return shadeTo(fg, board, diagonalContrast) }

// diagonalContrast is the contrast of diagonalInk with a plain cell.
const diagonalContrast = 2.2
