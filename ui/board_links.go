package ui

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// A chain hint shows its links on the board: a line from each node's
// candidate to the next, ending in an arrowhead. Strong links (if one end
// is off, the other is on) are drawn thick in the accent colour, weak
// ones (if one is on, the other is off) thin in the text colour,
// so the two read apart at a glance. A group node's line starts from the
// middle of its candidates. The lines lie under the digits and notes (see
// rebuildObjects): a line that crosses a given or a struck note passes
// behind it.

// chainLine is the canvas of one link: the shaft and the two strokes of
// its arrowhead.
type chainLine struct {
	shaft, left, right *canvas.Line
}

func newChainLine() *chainLine {
	return &chainLine{shaft: canvas.NewLine(color.Transparent), left: canvas.NewLine(color.Transparent), right: canvas.NewLine(color.Transparent)}
}

// objects lists the line's canvas objects.
func (l *chainLine) objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{l.shaft, l.left, l.right}
}

// refreshLinks makes one line per link of the board's chain, colours
// them and reports whether lines were added.
func (r *boardRenderer) refreshLinks(pal *boardPalette) (grew bool) {
	links := r.board.Links
	for len(r.links) < len(links) {
		r.links = append(r.links, newChainLine())
		grew = true
	}
	for i, l := range r.links {
		hidden := i >= len(links)
		for _, o := range l.objects() {
			o.(*canvas.Line).Hidden = hidden
		}
		if hidden {
			continue
		}
		c, w := pal.weakLink, float32(1.5)
		if links[i].Strong {
			c, w = pal.strongLink, 3
		}
		if i < r.board.Faded { // an earlier beat's: there, but quiet
			c = withAlpha(c, 0x48)
		}
		for _, o := range []*canvas.Line{l.shaft, l.left, l.right} {
			o.StrokeColor, o.StrokeWidth = c, w
		}
	}
	return grew
}

// layoutLinks places the lines of the chain on a board of the given
// origin, cell size and thick line width.
func (r *boardRenderer) layoutLinks(o fyne.Position, cell, thick float32) {
	s := r.shape
	links := r.board.Links
	for i, l := range r.links {
		if i >= len(links) {
			continue
		}
		// A group's end is its candidate nearest the other end: a line to
		// the group's middle would end on whatever lies between its cells,
		// often a given.
		from := nodeEnd(links[i].From, nodeCentre(links[i].To, o, cell, thick, s), o, cell, thick, s)
		to := nodeEnd(links[i].To, from, o, cell, thick, s)
		dx, dy := to.X-from.X, to.Y-from.Y
		length := float32(math.Hypot(float64(dx), float64(dy)))
		if length < 1 {
			continue
		}
		ux, uy := dx/length, dy/length
		// Stop short of the candidates, so that their digits stay clear.
		gap := min(cell*0.18, length/3)
		a := fyne.NewPos(from.X+ux*gap, from.Y+uy*gap)
		b := fyne.NewPos(to.X-ux*gap, to.Y-uy*gap)
		l.shaft.Position1, l.shaft.Position2 = a, b
		head := min(cell*0.16, length/3)
		// The arrowhead's strokes go back from the tip at 30 degrees
		// either side of the shaft.
		const cos, sin = 0.866, 0.5
		l.left.Position1, l.left.Position2 = b, fyne.NewPos(b.X-head*(ux*cos-uy*sin), b.Y-head*(uy*cos+ux*sin))
		l.right.Position1, l.right.Position2 = b, fyne.NewPos(b.X-head*(ux*cos+uy*sin), b.Y-head*(uy*cos-ux*sin))
	}
}

// nodeCentre is where a chain node's candidate is drawn: the middle of its
// note's square in the cell, averaged over a group's cells.
func nodeCentre(n logic.ChainNode, o fyne.Position, cell, thick float32, s sized.Shape) fyne.Position {
	if len(n.Cells) == 0 || n.Digit < 1 || int(n.Digit) > s.N() {
		return o
	}
	var x, y float32
	for _, c := range n.Cells {
		cx, cy := notePosition(c, n.Digit, o, cell, thick, s)
		x += cx
		y += cy
	}
	k := float32(len(n.Cells))
	return fyne.NewPos(x/k, y/k)
}

// nodeEnd is where a link's line meets chain node n coming from toward:
// its candidate, or the one of a group's nearest toward.
func nodeEnd(n logic.ChainNode, toward, o fyne.Position, cell, thick float32, s sized.Shape) fyne.Position {
	if len(n.Cells) < 2 || n.Digit < 1 || int(n.Digit) > s.N() {
		return nodeCentre(n, o, cell, thick, s)
	}
	var best fyne.Position
	bestD := float32(math.MaxFloat32)
	for _, c := range n.Cells {
		x, y := notePosition(c, n.Digit, o, cell, thick, s)
		if d := (x-toward.X)*(x-toward.X) + (y-toward.Y)*(y-toward.Y); d < bestD {
			best, bestD = fyne.NewPos(x, y), d
		}
	}
	return best
}

// groupMembers lists, once each, the candidates of the links' group
// nodes: each is ringed, so that a line reaching one of a group's
// candidates reads as reaching them all.
func groupMembers(links []logic.Link) []logic.Candidate {
	var out []logic.Candidate // a few: a chain has few groups
	for _, l := range links {
		for _, n := range [2]logic.ChainNode{l.From, l.To} {
			if len(n.Cells) < 2 {
				continue
			}
			for _, c := range n.Cells {
				if k := (logic.Candidate{Cell: c, Digit: n.Digit}); !slices.Contains(out, k) {
					out = append(out, k)
				}
			}
		}
	}
	return out
}

// notePosition is the centre of digit d's note in cell c, on the grid of
// shape s the notes are drawn on.
func notePosition(c solver.Cell, d uint8, o fyne.Position, cell, thick float32, s sized.Shape) (float32, float32) {
	inset, w, h := noteGridOf(cell, thick, s)
	_, cols := noteDims(s)
	row, col := rowCol(c, s.N())
	i := int(d - 1)
	x := o.X + float32(col)*cell + inset + float32(i%cols)*w + w/2
	y := o.Y + float32(row)*cell + inset + float32(i/cols)*h + h/2
	return x, y
}

// hintMarks are the rings and lines a hint draws besides its arrows: a
// ring around each candidate of Board.Rings (a forcing chain's
// assumption, "Suppose r6c1 is 6"), and a single's reason, each witness
// digit ringed with a line from it across every cell it rules out.
type hintMarks struct {
	rings []*canvas.Circle
	lines []*canvas.Line
	// groups are the candidates of the chain's group nodes, ringed
	// thinly in the strong link's colour (see groupMembers).
	groups []logic.Candidate
}

// refresh makes and colours the rings and lines b needs, and reports
// whether any were made.
func (h *hintMarks) refresh(b *Board, pal *boardPalette) (grew bool) {
	h.groups = groupMembers(b.Links)
	nRings, nLines := len(b.Rings)+len(h.groups)+len(b.Trues), 0
	if !b.RingsOn {
		nLines += len(b.Rings) // a false candidate is struck through
	}
	for _, w := range b.Witnesses {
		if w.Digit != 0 {
			nRings++
			nLines += w.Rules.Count()
		}
	}
	for len(h.rings) < nRings {
		h.rings = append(h.rings, canvas.NewCircle(color.Transparent))
		grew = true
	}
	for len(h.lines) < nLines {
		h.lines = append(h.lines, canvas.NewLine(color.Transparent))
		grew = true
	}
	for i, c := range h.rings {
		c.Hidden = i >= nRings
		c.FillColor, c.StrokeColor = color.Transparent, pal.ring
		switch {
		case i < len(b.Rings) && b.RingsOn:
			c.FillColor, c.StrokeColor = pal.ringOnFill, pal.ringOn
		case i >= len(b.Rings) && i < len(b.Rings)+len(h.groups):
			c.StrokeColor = pal.groupRing
		case i >= len(b.Rings)+len(h.groups) && i < len(b.Rings)+len(h.groups)+len(b.Trues):
			c.StrokeColor = pal.ringOn
		}
	}
	for i, l := range h.lines {
		l.Hidden = i >= nLines
		l.StrokeColor = pal.witnessLine
		if !b.RingsOn && i < len(b.Rings) {
			l.StrokeColor = pal.ring
		}
	}
	return grew
}

// layout places the rings and lines on a board of the given origin, cell
// size and thick line width.
func (h *hintMarks) layout(b *Board, o fyne.Position, cell, thick float32) {
	ri, li := 0, 0
	s := b.shape()
	n := s.N()
	_, sub, subH := noteGridOf(cell, thick, s)
	sub = min(sub, subH)
	for _, c := range b.Rings {
		if ri >= len(h.rings) || c.Digit < 1 || int(c.Digit) > n {
			continue
		}
		x, y := notePosition(c.Cell, c.Digit, o, cell, thick, s)
		d := sub * 1.15
		placeRing(h.rings[ri], x, y, d, max(2, cell*0.04))
		ri++
		if !b.RingsOn && li < len(h.lines) {
			// Struck from corner to corner of the ring's square: false.
			r := d * 0.42
			l := h.lines[li]
			l.Position1, l.Position2 = fyne.NewPos(x-r, y+r), fyne.NewPos(x+r, y-r)
			l.StrokeWidth = max(1.5, cell*0.03)
			li++
		}
	}
	// Thin rings round candidates: a group's (see groupMembers), then
	// what the branch has found true.
	ringAll := func(cs []logic.Candidate, d, stroke float32) {
		for _, c := range cs {
			if ri >= len(h.rings) {
				return
			}
			x, y := notePosition(c.Cell, c.Digit, o, cell, thick, s)
			placeRing(h.rings[ri], x, y, d, stroke)
			ri++
		}
	}
	ringAll(h.groups, sub*1.1, max(1.5, cell*0.035))
	ringAll(b.Trues, sub*1.05, max(1.5, cell*0.025))
	centre := func(c solver.Cell) fyne.Position {
		row, col := rowCol(c, n)
		return fyne.NewPos(o.X+(float32(col)+0.5)*cell, o.Y+(float32(row)+0.5)*cell)
	}
	for _, w := range b.Witnesses {
		if w.Digit == 0 || ri >= len(h.rings) {
			continue
		}
		from := centre(w.Cell)
		d := cell * 0.78
		placeRing(h.rings[ri], from.X, from.Y, d, max(2, cell*0.045))
		ri++
		for _, c := range w.Rules.Cells() {
			if li >= len(h.lines) {
				break
			}
			// From the ring's edge across the ruled-out cell to its far
			// side: the line crosses the cell out.
			to := centre(c)
			dx, dy := to.X-from.X, to.Y-from.Y
			length := float32(math.Hypot(float64(dx), float64(dy)))
			if length < 1 {
				continue
			}
			ux, uy := dx/length, dy/length
			l := h.lines[li]
			l.Position1 = fyne.NewPos(from.X+ux*d/2, from.Y+uy*d/2)
			l.Position2 = fyne.NewPos(to.X+ux*cell*0.4, to.Y+uy*cell*0.4)
			l.StrokeWidth = max(1.5, cell*0.035)
			li++
		}
	}
}

// placeRing centres a ring of diameter d and the given stroke on (x, y).
func placeRing(r *canvas.Circle, x, y, d, stroke float32) {
	r.Move(fyne.NewPos(x-d/2, y-d/2))
	r.Resize(fyne.NewSize(d, d))
	r.StrokeWidth = stroke
}

// objects lists the rings and lines, in drawing order.
func (h *hintMarks) objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, len(h.lines)+len(h.rings))
	for _, l := range h.lines {
		objs = append(objs, l)
	}
	for _, c := range h.rings {
		objs = append(objs, c)
	}
	return objs
}
