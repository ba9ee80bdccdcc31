package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/ui/printout"
)

// boardRenderer draws a Board: cell backgrounds, the grid lines (20 on a
// 9x9 grid), a digit and a mark bar per cell, and, made only for cells
// that have ever held notes, a note digit per digit of the grid with its
// strike bar.
type boardRenderer struct {
	board      *Board
	shape      sized.Shape // the shape the objects were made for
	background *canvas.Rectangle
	cells      []*canvas.Rectangle // one per cell
	lines      []*canvas.Rectangle // N+1 across, then N+1 down
	coords     []*canvas.Text      // the rows' numbers, then the columns', shown with Board.Coordinates
	digits     []*canvas.Text
	marks      []*canvas.Rectangle
	notes      map[solver.Cell]*noteTexts
	links      []*chainLine // the lines of a chain hint, made as needed
	own        markLayer    // the player's corner and centre marks and colours, and the selection's outline
	aids       hintMarks    // rings and a single's witness lines
	// pal is the palette of the theme colours palKey, once palMade.
	pal     boardPalette
	palKey  paletteKey
	palMade bool
	cages   cageLayer   // a Killer game's cages
	rules   rulesLayer  // the diagonals, windows and knight's or king's cells of a variant's rules
	regions regionLayer // a jigsaw's regions: their borders, and their tints
	objects []fyne.CanvasObject
	// scratchDisc and scratchStrike take what refreshNotes sets on the
	// discs and slashes of notes that have none made (see noteTexts).
	scratchDisc   *canvas.Circle
	scratchStrike *canvas.Line
}

// noteTexts are the pencil-mark digits of one cell, one per digit of the
// grid, on a fixed mini grid shaped like a box (3x3 on a 9x9 grid: 1 top
// left, 9 bottom right; 2 rows of 3 on a 6x6 one), the discs that light a
// note up (the digit selected, or a candidate a hint stands on) and the
// slashes that strike a note out (a hint removes it, or a digit in its
// row, column or box rules it out). On a grid of more than nine digits,
// whose cells hold up to 16 notes, the discs and slashes are made only
// once a note of the cell is lit or struck: nil till then.
type noteTexts struct {
	digits  []*canvas.Text
	discs   []*canvas.Circle
	strikes []*canvas.Line
}

// makeMarks makes the notes' discs and slashes.
func (n *noteTexts) makeMarks() {
	n.discs, n.strikes = make([]*canvas.Circle, len(n.digits)), make([]*canvas.Line, len(n.digits))
	for i := range n.digits {
		n.discs[i] = canvas.NewCircle(color.Transparent)
		n.discs[i].Hide()
		n.strikes[i] = canvas.NewLine(color.Transparent)
	}
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves room for a readable digit in every cell: as many as a
// 9x9 grid's on a smaller grid, and on a larger one no more than a 12x12
// grid's, which keeps the play area within the narrowest window
// (MinWidth); a 16x16 grid's cells are then 1.65 text sizes across, its
// digits one.
func (r *boardRenderer) MinSize() fyne.Size {
	side := float32(min(max(r.board.shape().N(), 9), 12)) * 2.2 * theme.Size(theme.SizeNameText)
	return fyne.NewSize(side, side)
}

// Layout places everything in the square the grid fills.
func (r *boardRenderer) Layout(size fyne.Size) {
	if r.shape != r.board.shape() {
		return // not made yet for the board's shape: Refresh lays it out
	}
	side, o := boardSquareWith(size, r.board.Coordinates)
	n := r.shape.N()
	cell := side / float32(n)
	if r.board.Coordinates {
		m := coordMargin(min(size.Width, size.Height))
		for i, t := range r.coords {
			t.TextSize = m * 0.72
			if i < n { // a row's, left of it
				placeText(t, o.X-m-max(2, side/120), o.Y+float32(i)*cell, m, cell)
			} else { // a column's, above it
				placeText(t, o.X+float32(i-n)*cell, o.Y-m-max(2, side/120), cell, m)
			}
		}
	}
	r.background.Move(o)
	r.background.Resize(fyne.NewSize(side, side))
	thin, thick := max(1, side/320), max(2, side/120)
	for k := 0; k <= n; k++ {
		for _, across := range [2]bool{true, false} {
			w := thin
			if r.thickLine(k, across) {
				w = thick
			}
			at := float32(k)*cell - w/2
			from, long := -thick/2, side+thick // a thick line meets the frame's corners
			if !r.thickLine(k, across) {
				from, long = 0, side // a thin one stays inside the frame
			}
			if across {
				r.lines[k].Move(fyne.NewPos(o.X+from, o.Y+at))
				r.lines[k].Resize(fyne.NewSize(long, w))
			} else {
				r.lines[n+1+k].Move(fyne.NewPos(o.X+at, o.Y+from))
				r.lines[n+1+k].Resize(fyne.NewSize(w, long))
			}
		}
	}
	r.rules.n = n
	r.rules.layout(o, side, thick)
	r.regions.layout(o, side, thick)
	r.cages.layout(o, side) // first: the notes of a cell holding a sum close up below it
	r.own.layout(o, side, thick, &r.cages, r.shape)
	digitSize, wide := cell*0.62, cell*0.62
	noteRows, noteCols := noteDims(r.shape)
	inset0, sub0, subH0 := noteGridOf(cell, thick, r.shape)
	var size0 float32 // the notes' size on a grid past 9x9, measured once
	if n > 9 {
		wide = digitFit(cell)
		size0 = noteSize(sub0, subH0, false, r.board.Letters, n)
	}
	for c := solver.Cell(0); int(c) < len(r.cells); c++ {
		row, col := rowCol(c, n)
		x, y := o.X+float32(col)*cell, o.Y+float32(row)*cell
		r.cells[c].Move(fyne.NewPos(x, y))
		r.cells[c].Resize(fyne.NewSize(cell, cell))
		r.digits[c].TextSize = digitSize
		if len(r.digits[c].Text) > 1 { // 10-16 in numbers: narrower, to stay inside the cell
			r.digits[c].TextSize = min(digitSize, wide)
		}
		placeText(r.digits[c], x, y, cell, cell)
		bar := max(2, cell*0.07)
		barY := y + cell*0.84 // a clash: under the digit
		if r.board.Cells[c].Mark == Mistake {
			barY = y + (cell-bar)/2 // a wrong digit: struck through
		}
		r.marks[c].Move(fyne.NewPos(x+cell*0.22, barY))
		r.marks[c].Resize(fyne.NewSize(cell*0.56, bar))
		if nt := r.notes[c]; nt != nil {
			inset, sub, subH, size := inset0, sub0, subH0, size0
			if r.cages.has() { // inside the cages' outlines
				inset = max(inset, cageNoteInset(cell))
				sub, subH = (cell-2*inset)/float32(noteCols), (cell-2*inset)/float32(noteRows)
			}
			if n <= 9 || r.cages.has() { // past 9x9 measured but once, unless a cage's outline narrows the notes
				size = noteSize(sub, subH, r.cages.has(), r.board.Letters, n)
			}
			top := inset
			if r.cages.labelled(c) { // the notes' rows close up below the cage's sum
				top = max(inset, r.cages.labelH)
				subH = (cell - inset - top) / float32(noteRows)
			}
			for i := range nt.digits {
				nx, ny := x+inset+float32(i%noteCols)*sub, y+top+float32(i/noteCols)*subH
				// A cell holding a cage's sum keeps its notes' size: its
				// rows close up, not its digits.
				nt.digits[i].TextSize = size
				placeText(nt.digits[i], nx, ny, sub, subH)
				if nt.discs == nil {
					continue
				}
				d := min(sub, subH) * 0.92
				nt.discs[i].Move(fyne.NewPos(nx+(sub-d)/2, ny+(subH-d)/2))
				nt.discs[i].Resize(fyne.NewSize(d, d))
				// A slash, not a bar: a bar through a small 1 reads as +.
				nt.strikes[i].Position1 = fyne.NewPos(nx+sub*0.22, ny+subH*0.84)
				nt.strikes[i].Position2 = fyne.NewPos(nx+sub*0.78, ny+subH*0.16)
				nt.strikes[i].StrokeWidth = max(1, sub*0.06)
			}
		}
	}
	r.layoutLinks(o, cell, thick)
	r.aids.layout(r.board, o, cell, thick)
}

// thickLine reports whether grid line k (0-N) across the grid (between
// rows), or down it, is drawn thick: the frame's, and between two boxes
// (every BoxRows rows, every BoxCols columns) unless a jigsaw's regions
// take their place.
func (r *boardRenderer) thickLine(k int, across bool) bool {
	n := r.shape.N()
	if r.shape == sized.Shape9 {
		return printout.BoxBorder(k) && (k == 0 || k == 9 || !r.regions.jigsaw())
	}
	step := r.shape.BoxCols
	if across {
		step = r.shape.BoxRows
	}
	return k == 0 || k == n || (k%step == 0 && !r.regions.jigsaw())
}

// noteDims returns the rows and columns of a cell's mini grid of notes on
// a grid of shape s: a box's, 3x3 on a 9x9 grid, 2 rows of 3 on a 6x6 one.
func noteDims(s sized.Shape) (rows, cols int) { return s.BoxRows, s.BoxCols }

// noteGridOf returns where a cell's mini grid of notes starts inside the
// cell and the width and height of one note's box, on a grid of shape s:
// noteGrid's on a 9x9 grid. On a grid of more than nine digits the notes
// are so many that the inset shrinks to what clears a thick line, so as
// to leave them what room there is.
func noteGridOf(cell, thick float32, s sized.Shape) (inset, w, h float32) {
	rows, cols := noteDims(s)
	inset, _ = noteGrid(cell, thick)
	if s.N() > 9 {
		inset = max(thick/2+1, cell*0.03)
	}
	return inset, (cell - 2*inset) / float32(cols), (cell - 2*inset) / float32(rows)
}

// noteSize returns the text size of the notes in boxes w by h: about a
// quarter of a 9x9 cell, less inside a cage's outline; on a grid of more
// than nine digits, whose notes are many and small, the largest that
// keeps a note's widest label to four fifths of its box's width (a
// letter), or nine tenths of it ("16"), and its figures' height (about
// three quarters of the size) a pixel short of the box's.
func noteSize(w, h float32, caged, letters bool, n int) float32 {
	scale := float32(0.9) // about a quarter of the cell
	if caged {
		scale = 0.82 // inside the cages' outlines
	}
	if n <= 9 {
		return w * scale
	}
	fit := w * 0.8 / labelWidth("G")
	if !letters { // two figures: as wide as the box, the boxes' insets apart
		fit = w * 0.9 / labelWidth("16")
	}
	return max(1, min((h-1)/0.75, fit))
}

// labelWidth is the width of a label at text size 1, in the theme's font.
func labelWidth(label string) float32 { return labelWidthIn(label, fyne.TextStyle{}) }

// labelWidthIn is labelWidth in a style.
func labelWidthIn(label string, style fyne.TextStyle) float32 {
	return fyne.MeasureText(label, 100, style).Width / 100
}

// digitFit returns the largest size at which a two-figure digit (10-16),
// bold as a given is, stays inside a cell, clear of its sides.
func digitFit(cell float32) float32 {
	return cell * 0.8 / labelWidthIn("16", fyne.TextStyle{Bold: true})
}

// noteGrid returns where a cell's 3x3 grid of notes starts inside the
// cell and the side of one note's square. It is inset by more than a thick
// line's half, so that no note of a cell beside a box edge is drawn under
// the line.
func noteGrid(cell, thick float32) (inset, sub float32) {
	inset = max(thick, cell*0.06)
	return inset, (cell - 2*inset) / 3
}

// placeText centres a text in the box at (x, y) of size w by h.
func placeText(t *canvas.Text, x, y, w, h float32) {
	th := fyne.MeasureText("8", t.TextSize, t.TextStyle).Height
	t.Move(fyne.NewPos(x, y+(h-th)/2))
	t.Resize(fyne.NewSize(w, th))
}

// Refresh re-reads the board's state and the theme's colours.
func (r *boardRenderer) Refresh() {
	b := r.board
	grew := false
	if r.shape != b.shape() {
		r.build(b.shape())
		grew = true
	}
	n := r.shape.N()
	regions, cages, flags := b.Regions, b.Cages, b.Flags
	if n != 9 { // Windoku's windows are a 9x9 grid's
		flags.Windows = false
	}
	th := b.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	var key paletteKey
	for i, n := range paletteColours {
		key[i] = color.NRGBAModel.Convert(col(n)).(color.NRGBA)
	}
	if key != r.palKey || !r.palMade {
		// Worked out once a theme: finding the shades' alphas takes a
		// few hundred contrast measures, too many for every tap.
		r.pal, r.palKey, r.palMade = boardPaletteFor(th, v), key, true
	}
	pal := r.pal
	fg, primary, errc := pal.fg, pal.primary, pal.err
	// No focus ring: the board has the keys whenever a game is on, the
	// selected cell's outline shows where they go, and a ring under the
	// thick border showed only as a one-pixel line down its right side.
	r.background.FillColor = pal.board
	for _, t := range r.coords {
		t.Hidden, t.Color = !b.Coordinates, pal.note
	}
	if r.regions.setRegions(regions, b.TintRegions, n) { // before the lines, which a jigsaw thins; for tinted below
		grew = true
	}
	for k := 0; k <= n; k++ {
		for i, across := range [2]bool{true, false} {
			c := pal.thinLine
			if r.thickLine(k, across) {
				c = fg
			}
			r.lines[i*(n+1)+k].FillColor = c
		}
	}
	r.rules.flags = flags // for inWindow below, before setFlags makes the marks
	for c := solver.Cell(0); int(c) < len(r.cells); c++ {
		cv := b.Cells[c]
		r.cells[c].FillColor = r.cellFill(c, cv, &pal)
		r.cells[c].StrokeWidth = 0
		if c == b.Selected { // an outline, so that the digit on it keeps its contrast
			r.cells[c].StrokeColor, r.cells[c].StrokeWidth = primary, 2
		}
		d := r.digits[c]
		d.Text, d.TextStyle.Bold, d.Color = "", cv.Given, primary
		if cv.Digit != 0 {
			d.Text = digitText(cv.Digit, b.Letters)
		}
		switch {
		case cv.Given:
			d.Color = pal.givenInk
		case cv.Revealed:
			d.Color = col(theme.ColorNamePlaceHolder)
		case cv.Digit == 0 && cv.Placed != 0: // the digit a hint puts here, as a ghost, readable on its cell
			d.Text, d.Color = digitText(cv.Placed, b.Letters), readableOn(pal.ghost, over(r.cells[c].FillColor, pal.board))
		case r.rules.inWindow(c): // an entry on a window's tint
			d.Color = pal.windowEntry
		case r.regions.tinted(): // an entry on a region's tint
			d.Color = pal.regionEntry
		}
		wrong := cv.Mark == Conflict || cv.Mark == Mistake // a given that clashes is not wrong
		r.marks[c].Hidden = !wrong || cv.Digit == 0
		if wrong {
			d.Color, r.marks[c].FillColor = errc, errc
		}
		shown := cv.Notes | cv.Struck | cv.Pattern | cv.Fin | cv.Wrong // a hint's candidates and a wrong removal show, noted or not
		if cv.Placed != 0 {
			shown = 0 // the ghost digit stands there
		}
		if cv.Digit == 0 && shown != 0 && r.notes[c] == nil {
			r.notes[c] = newNoteTexts(n, b.Letters)
			grew = true
		}
		if n := r.notes[c]; n != nil {
			np := &pal
			if r.rules.inWindow(c) || r.regions.tinted() {
				wp := pal
				wp.note = pal.windowNote
				if r.regions.tinted() {
					wp.note = pal.regionNote
				}
				np = &wp
			}
			if r.refreshNotes(n, cv, shown, np) {
				grew = true
			}
		}
	}
	if r.own.refresh(b, &pal, r.cells, r.digits, n) {
		grew = true
	}
	if r.refreshLinks(&pal) {
		grew = true
	}
	if r.aids.refresh(b, &pal) {
		grew = true
	}
	r.cages.n = n
	if r.cages.setCages(cages) {
		grew = true
	}
	if r.rules.setFlags(flags, b.Cells[:r.shape.Cells()]) {
		grew = true
	}
	r.rules.refresh(b.Cells[:r.shape.Cells()], &pal)
	r.regions.refresh(&pal)
	r.cages.setFault(b.FaultCage)
	r.cages.setSelected(b.SelectedCage, pal.primary)
	r.cages.refresh(&pal, r.cells)
	r.cages.setHint(b.HintCages, b.Innies, b.Outies)
	if grew || r.objects == nil {
		r.rebuildObjects()
	}
	r.Layout(b.Size()) // the chain's lines follow the hint
	canvas.Refresh(b)
}

// refreshNotes draws the notes of one cell: the notes shown in the
// foreground colour; the selected digit, and the candidates a hint stands
// on, lit on a disc; those a hint removes struck out in the error colour,
// and those a digit in sight rules out struck out and bold; a candidate
// the trainer found wrongly removed bold on a disc of the error colour.
// It reports whether it made the discs and slashes, which the renderer
// must then list.
func (r *boardRenderer) refreshNotes(n *noteTexts, cv CellView, shown game.Digits, pal *boardPalette) (grew bool) {
	fg, primary, errc := pal.fg, pal.primary, pal.err
	same := r.board.SameDigit
	if lit := shown & (cv.Wrong | cv.Struck | cv.BadNotes | cv.Fin | cv.Pattern | game.DigitSet(same)); n.discs == nil && cv.Digit == 0 && lit != 0 {
		n.makeMarks()
		grew = true
	}
	if r.scratchDisc == nil {
		r.scratchDisc, r.scratchStrike = &canvas.Circle{}, &canvas.Line{}
	}
	for i := range n.digits {
		digit := uint8(i + 1)
		if t := digitText(digit, r.board.Letters); n.digits[i].Text != t {
			n.digits[i].Text = t
		}
		on := cv.Digit == 0 && shown.Has(digit)
		struck, bad := cv.Struck.Has(digit), cv.BadNotes.Has(digit)
		t, disc, strike := n.digits[i], r.scratchDisc, r.scratchStrike
		if n.discs != nil {
			disc, strike = n.discs[i], n.strikes[i]
		}
		t.Hidden, disc.Hidden = !on, true
		t.Color, t.TextStyle.Bold = pal.note, false
		switch {
		case on && cv.Wrong.Has(digit): // the player's mistake: on a disc of its own, apart from the step's struck ones
			disc.FillColor, disc.Hidden = errc, false
			t.Color, t.TextStyle.Bold = readableOn(fg, errc), true
			struck, bad = false, false
		case on && struck:
			t.Color = errc
		case on && bad: // bold too, so as not to rest on colour alone
			t.Color, t.TextStyle.Bold = errc, true
		case on && cv.Fin.Has(digit): // a fin: on the success colour, apart from the pattern's accent
			t.Color, t.TextStyle.Bold = fg, true
			disc.FillColor, disc.Hidden = pal.finDisc, false
		case on && cv.Pattern.Has(digit):
			t.Color, t.TextStyle.Bold = fg, true
			disc.FillColor, disc.Hidden = pal.patternDisc, false
		case on && digit == same:
			t.Color, t.TextStyle.Bold = primary, true
			disc.FillColor, disc.Hidden = pal.sameDisc, false
		}
		strike.Hidden = !on || !(struck || bad)
		strike.StrokeColor = errc
	}
	return grew
}

// cellFill picks a cell's background: in a clash, or wrong in the
// trainer; selected; in a hint's pattern; in its base houses or the house
// it points at; in its cover houses; changed by it; holding the selected
// digit; in a house of the selected cell (its row, column and box, and a
// diagonal or window it lies on); or a given's shade, in that order. A clash outranks the selection, which keeps its outline.
func (r *boardRenderer) cellFill(c solver.Cell, cv CellView, pal *boardPalette) color.Color {
	b := r.board
	sel := b.Selected
	switch {
	case (cv.Mark == Conflict || cv.Mark == Clashed) && cv.Digit != 0, cv.Wrong != 0:
		return pal.clash
	case cv.Marks.Colours != 0 && cv.Pattern == 0 && cv.Placed == 0 && !cv.Base && !cv.Focus && !cv.Cover && !cv.Hinted:
		// The player's colours untinted: the selection's blue over yellow
		// read as green. The selection's outline shows where it is.
		return color.Transparent
	case c == sel || b.Selection.Has(c):
		return pal.selected
	case cv.Pattern != 0 || cv.Placed != 0:
		return pal.pattern
	case cv.Base || cv.Focus:
		return pal.focus
	case cv.Cover:
		return pal.cover
	case cv.Hinted:
		return pal.hinted
	case cv.Filtered:
		return pal.filter
	case b.SameDigit != 0 && cv.Digit == b.SameDigit:
		return pal.same
	case sel >= 0 && r.peers(c, sel):
		return pal.peer
	case cv.Given:
		return pal.given
	}
	return color.Transparent
}

// peers reports whether cells a and b share a house of the board's
// rules: on a 9x9 grid as the rules' geometry says, on another its row,
// column, box (or jigsaw region), or a diagonal of Sudoku X.
func (r *boardRenderer) peers(a, b solver.Cell) bool {
	s := r.board.shape()
	if s == sized.Shape9 {
		return sameHouse(r.board.Flags, r.board.Regions, a, b)
	}
	n := s.N()
	ar, ac := rowCol(a, n)
	br, bc := rowCol(b, n)
	switch {
	case ar == br || ac == bc:
		return true
	case r.regions.jigsaw() && int(a) < len(r.regions.regions) && int(b) < len(r.regions.regions):
		return r.regions.regions[a] == r.regions.regions[b] || r.board.Flags.Diagonals && onDiagonal(ar, ac, br, bc, n)
	case ar/s.BoxRows == br/s.BoxRows && ac/s.BoxCols == bc/s.BoxCols:
		return true
	}
	return r.board.Flags.Diagonals && onDiagonal(ar, ac, br, bc, n)
}

// onDiagonal reports whether the cells at (ar, ac) and (br, bc) of a grid
// of side n lie on one of its diagonals.
func onDiagonal(ar, ac, br, bc, n int) bool {
	return (ar == ac && br == bc) || (ar+ac == n-1 && br+bc == n-1)
}

// boardPalette are the colours of one refresh, worked out once from the
// theme: one accent (the theme's primary), the foreground, and the
// error, warning and success colours for marks and hints.
type boardPalette struct {
	fg, primary, err                color.Color
	note, ghost                     color.Color
	selected, pattern, focus, same  color.Color
	cover, hinted, finDisc          color.Color
	clash                           color.Color // the cells of a clash, whose digits are red too
	peer, given                     color.Color
	patternDisc, sameDisc, thinLine color.Color
	givenInk                        color.Color                  // givens: darker (or lighter) than the foreground
	board                           color.Color                  // under every cell's own shade
	strongLink, weakLink            color.Color                  // a chain hint's links
	ring, witnessLine               color.Color                  // a hint's rings, and a single's witness lines
	ringOn, ringOnFill              color.Color                  // the ring of a candidate a beat finds true, and its fill
	groupRing                       color.Color                  // around each candidate of a chain's group node
	innie, outie                    color.Color                  // the frames of a rule-of-45 step's cells in and out
	filter                          color.Color                  // the cells a highlighting filter lights
	window                          color.Color                  // Windoku's windows, under every other shade
	windowNote                      color.Color                  // the notes' ink in a window
	windowEntry                     color.Color                  // the entries' ink in a window
	regionTints                     [regionTintCount]color.Color // a jigsaw's regions, under every other shade
	regionNote, regionEntry         color.Color                  // the notes' and entries' ink on the regions' tints
	diagonal                        color.Color                  // Sudoku X's diagonals
	reach, reachEdge                color.Color                  // the dot of a cell a knight's or king's move away, and its rim
}

// inkOn returns the strongest ink for a background: near-black on a light
// one, near-white on a dark one, so that givens stand apart from entries
// in both themes.
func inkOn(bg color.Color) color.Color {
	r, g, b, _ := bg.RGBA()
	if 299*r+587*g+114*b > 1000*0x8000 { // luma above one half
		return color.NRGBA{R: 0x12, G: 0x12, B: 0x12, A: 0xff}
	}
	return color.NRGBA{R: 0xfa, G: 0xfa, B: 0xfa, A: 0xff}
}

// paletteColours are the theme's colours a board palette is made of.
var paletteColours = [...]fyne.ThemeColorName{
	theme.ColorNameForeground, theme.ColorNamePrimary, theme.ColorNameError, theme.ColorNameWarning,
	theme.ColorNameSuccess, theme.ColorNameBackground, theme.ColorNameInputBackground,
}

// paletteKey holds the colours of paletteColours a palette was made of.
type paletteKey [len(paletteColours)]color.NRGBA

// boardPaletteFor returns the board's colours in theme th's variant v.
func boardPaletteFor(th fyne.Theme, v fyne.ThemeVariant) boardPalette {
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	pal := newBoardPalette(col(theme.ColorNameForeground), col(theme.ColorNamePrimary), col(theme.ColorNameError),
		col(theme.ColorNameWarning), col(theme.ColorNameSuccess))
	pal.givenInk = inkOn(col(theme.ColorNameBackground))
	pal.board = col(theme.ColorNameInputBackground)
	// The shades that show where the player is are set by the contrast
	// they reach on a plain cell, whatever the theme's colours: a given's
	// faint, the row, column and box of the selection clearly visible,
	// the selection louder still. The notes' ink then reads on all of
	// them (WCAG 4.5:1).
	fg := col(theme.ColorNameForeground)
	pal.given = shadeTo(fg, pal.board, givenContrast)
	pal.peer = shadeTo(fg, pal.board, peerContrast)
	pal.selected = shadeTo(col(theme.ColorNamePrimary), pal.board, selectedContrast)
	pal.filter = filterShade(col(theme.ColorNameSuccess), col(theme.ColorNameForeground), pal.board)
	pal.window = windowShade(col(theme.ColorNamePrimary), col(theme.ColorNameError), pal.board)
	pal.diagonal = diagonalInk(fg, pal.board)
	pal.reach, pal.reachEdge = col(theme.ColorNameWarning), fg
	note := fg
	for _, bg := range []color.Color{pal.board, pal.given, pal.peer, pal.selected, pal.filter} {
		note = readableOn(note, over(bg, pal.board))
	}
	pal.note = note
	windowed := over(pal.window, pal.board) // and on a window, under the same shades
	for _, bg := range []color.Color{pal.window, pal.given, pal.peer, pal.selected, pal.filter} {
		note = readableOn(note, over(bg, windowed))
	}
	pal.windowNote = note
	pal.windowEntry = windowInk(col(theme.ColorNamePrimary), pal.board, windowed, over(pal.peer, windowed), over(pal.selected, windowed))
	pal.regionTints = regionTints(pal.board)
	note = pal.note // and on every region's tint, under the same shades
	var entryBgs []color.Color
	for _, t := range pal.regionTints {
		tinted := over(t, pal.board)
		for _, bg := range []color.Color{t, pal.given, pal.peer, pal.selected, pal.filter} {
			note = readableOn(note, over(bg, tinted))
		}
		entryBgs = append(entryBgs, tinted, over(pal.peer, tinted), over(pal.selected, tinted))
	}
	pal.regionNote = note
	pal.regionEntry = windowInk(col(theme.ColorNamePrimary), pal.board, entryBgs...)
	return pal
}

// The contrasts of the board's shades against a plain cell.
const (
	givenContrast    = 1.10
	peerContrast     = 1.25
	selectedContrast = 1.45
)

// shadeTo returns ink at the least alpha at which it, laid over the
// opaque bg, contrasts with bg by at least target; ink opaque when
// nothing less reaches it.
func shadeTo(ink, bg color.Color, target float64) color.Color {
	for a := 4; a < 0xff; a += 2 {
		c := withAlpha(ink, uint8(a))
		if contrast(over(c, bg), bg) >= target {
			return c
		}
	}
	return withAlpha(ink, 0xff)
}

func newBoardPalette(fg, primary, errc, warn, success color.Color) boardPalette {
	return boardPalette{
		fg: fg, primary: primary, err: errc,
		note: withAlpha(fg, 0xd8), ghost: success,
		selected: withAlpha(primary, 0x30), pattern: withAlpha(warn, 0x70), focus: withAlpha(warn, 0x38),
		cover: withAlpha(primary, 0x24), hinted: withAlpha(warn, 0x50), finDisc: withAlpha(success, 0xa0),
		same: withAlpha(primary, 0x38), peer: withAlpha(fg, 0x16), given: withAlpha(fg, 0x0c), clash: withAlpha(errc, 0x30),
		patternDisc: withAlpha(primary, 0x80), sameDisc: withAlpha(primary, 0x30), thinLine: withAlpha(fg, 0x50),
		strongLink: withAlpha(primary, 0xf0), weakLink: withAlpha(fg, 0xd0),
		ring: withAlpha(errc, 0xe0), witnessLine: withAlpha(errc, 0x90),
		ringOn: withAlpha(success, 0xf0), ringOnFill: withAlpha(success, 0x40),
		groupRing: withAlpha(primary, 0xf0),
		innie:     withAlpha(success, 0xe0), outie: withAlpha(warn, 0xf0),
	}
}

// newNoteTexts makes the notes of a cell of a grid of side size: with
// their discs and slashes up to 9x9, without on a larger grid.
func newNoteTexts(size int, letters bool) *noteTexts {
	n := &noteTexts{digits: make([]*canvas.Text, size)}
	for i := 0; i < size; i++ {
		n.digits[i] = canvas.NewText(digitText(uint8(i+1), letters), color.Black)
		n.digits[i].Alignment = fyne.TextAlignCenter
	}
	if size <= 9 {
		n.makeMarks()
	}
	return n
}

// rebuildObjects lists the canvas objects in drawing order: the cells'
// shades, a Killer game's cage outlines, the grid, a chain's arrows, the
// digits and notes, so that an arrow crossing a given or a struck note
// never hides it, and last the cages' sums.
func (r *boardRenderer) rebuildObjects() {
	objs := make([]fyne.CanvasObject, 0, 1+len(r.cells)*3+len(r.lines)+len(r.links)*3+len(r.notes)*3*r.shape.N())
	objs = append(objs, r.background)
	objs = append(objs, r.rules.below()...)       // the windows, under every shade
	objs = append(objs, r.regions.below()...)     // the regions' tints, as the windows
	objs = append(objs, r.own.stripeObjects()...) // colours, under the cells' shades
	for _, c := range r.cells {
		objs = append(objs, c)
	}
	cagesBelow, cagesAbove := r.cages.objects()
	objs = append(objs, cagesBelow...)      // the outlines, under the grid's lines
	objs = append(objs, r.rules.lines()...) // the diagonals, under the grid and the digits
	for _, l := range r.lines {
		objs = append(objs, l)
	}
	objs = append(objs, r.regions.lines()...) // the regions' borders, over the thin lines
	for _, t := range r.coords {
		objs = append(objs, t)
	}
	objs = append(objs, r.own.outlineObjects()...)
	for _, l := range r.links {
		objs = append(objs, l.objects()...)
	}
	objs = append(objs, r.aids.objects()...)
	objs = append(objs, r.rules.dots()...)
	for c := solver.Cell(0); int(c) < len(r.cells); c++ {
		objs = append(objs, r.digits[c], r.marks[c])
		objs = append(objs, r.own.textObjects(c)...)
		if n := r.notes[c]; n != nil {
			for i := range n.digits {
				if n.discs == nil {
					objs = append(objs, n.digits[i])
					continue
				}
				objs = append(objs, n.discs[i], n.digits[i], n.strikes[i])
			}
		}
	}
	objs = append(objs, cagesAbove...) // the sums, which nothing covers
	r.objects = objs
}

// withAlpha returns c with its alpha set to a (0-255).
func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}
