package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Mark flags a cell the player should look at again. Conflict and
// Mistake draw the digit in the error colour, and a bar so as not to rest
// on colour alone; they differ in the bar and the cell: a clash tints the
// clashing cells and underlines their digits, a wrong digit is struck
// through on its own cell's colour. A given in a clash (Clashed) keeps
// its digit as it is, on a tinted cell: the entry is the one to mend.
type Mark = session.Mark

// The marks a cell can carry.
const (
	NoMark   = session.NoMark
	Conflict = session.Conflict // the digit repeats in the cell's row, column or box
	Mistake  = session.Mistake  // the digit is not the solution's
	Clashed  = session.Clashed  // a given an entry repeats: its cell tinted, its digit not marked
)

// CellView is what the board shows in one cell: a session's cell. A given
// is drawn bold; bad notes bold in the error colour; a struck candidate
// is drawn even when the cell has no such note; a revealed digit muted.
type CellView = session.Cell

var (
	_ fyne.Widget            = (*Board)(nil)
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Focusable         = (*Board)(nil)
	_ desktop.Keyable        = (*Board)(nil)
	_ fyne.Draggable         = (*Board)(nil)
	_ desktop.Mouseable      = (*Board)(nil)
)

// Board is the grid, 9x9 or of another Shape: one widget that draws every
// cell, so that the canvas holds few objects however many notes there
// are. It knows nothing of the rules: it draws Cells and reports taps and
// keys.
type Board struct {
	widget.BaseWidget

	// Shape is the grid's shape: N x N cells in boxes BoxRows tall and
	// BoxCols wide. The zero Shape (or any invalid one) is 9x9.
	Shape sized.Shape
	// Letters draws the digits 10-16 as the letters A-G; unset, as the
	// numbers 10-16. Digits 1-9 are drawn as numbers either way.
	Letters bool
	// Cells are the cells, row by row: cell r*N+c is row r, column c.
	// Only the first Shape.Cells() are drawn.
	Cells    [sized.MaxCells]CellView
	Selected solver.Cell // the selected cell, or -1
	// Selection is every selected cell, Selected among them: more than
	// one is outlined around their edge.
	Selection game.CellSet
	// HighContrast draws the cells' colours in full, not as tints.
	HighContrast bool
	// SameDigit is the digit whose cells are softly highlighted, 0 for none.
	SameDigit uint8
	// Links is the chain of the hint on show, drawn as arrows between
	// candidates; nil for none.
	Links []logic.Link
	// Faded is how many of Links, from the first, are drawn faded: a
	// chain walked beat by beat shows the links before the current ones
	// so.
	Faded int
	// Coordinates numbers the rows down the grid's left and the columns
	// along its top, in a margin the grid gives up (a setting: hints name
	// cells as r4c2).
	Coordinates bool
	// Rings are candidates drawn in a ring: the assumption a forcing
	// chain starts from, or what the beat on show is about. RingsOn says
	// what the beat finds of them: set, they are true (a green ring, as
	// "Suppose r1c4 is 3"); unset, they are false (a red ring, the digit
	// struck through, as "so r4c4 is not 3").
	Rings   []logic.Candidate
	RingsOn bool
	// Trues are candidates found true earlier on the branch of the beat
	// on show, ringed thinly in green.
	Trues []logic.Candidate
	// Witnesses are a single's reason: each placed digit is ringed, with
	// a line from it across every cell it rules out.
	Witnesses []logic.Witness
	// Cages are a Killer game's cages, drawn as dashed outlines with their
	// sums; nil for a classic game. The board keeps the slice it is given
	// and does not change it.
	Cages []variant.Cage
	// HintCages are the cages a Killer hint stands on (indices into
	// Cages), outlined solid in the hint's colour over their dashes;
	// Innies and Outies are the cells a rule-of-45 step counts into or out
	// of its houses, framed in two colours. Nil for none.
	HintCages      []int
	Innies, Outies []solver.Cell
	// FaultCage is 1 + the index in Cages of a cage to outline in the
	// error colour, solid, as a puzzle being entered names the cage at
	// fault; 0 for none.
	FaultCage int
	// SelectedCage is 1 + the index in Cages of the selected cell's
	// cage, outlined solid in the selection's colour; 0 for none.
	SelectedCage int
	// Flags are the puzzle's rules beyond classic Sudoku: Sudoku X's
	// diagonals are drawn as thin lines, Windoku's windows tinted, and
	// the selection's peers shaded across them too. A cell whose
	// CellView.Reach is set (a knight's or king's move from the
	// selection) carries a small dot.
	Flags geometry.Flags
	// Regions are a jigsaw's regions (session.View.Regions), nil for the
	// boxes: the borders between two regions are drawn thick, and no box
	// lines; the selection's peers are shaded across its region. With
	// TintRegions each region is filled with a pale tint, neighbouring
	// regions in different ones.
	Regions     geometry.Regions
	TintRegions bool

	OnTapped          func(solver.Cell) // primary tap on a cell
	OnTappedOutside   func()            // primary tap beside the grid, in the board's margin
	OnTappedSecondary func(solver.Cell) // right click on a cell
	OnTypedRune       func(rune)        // a character typed while focused
	// OnTypedDigit, when set, gets the digits typed while focused, in
	// place of OnTypedRune: 0-9 from the digit keys (0 to erase) and,
	// on a grid of more than nine digits, 10 up to N from the letters
	// A-G either case. Other characters still go to OnTypedRune.
	OnTypedDigit func(uint8)
	OnTypedKey   func(*fyne.KeyEvent)
	// OnShiftDigit gets a digit key 1-9 pressed with Shift held, by its
	// key, whatever character the layout types for it ('!' on a US
	// keyboard, '1' on a French one), and on a grid of more than nine
	// digits the letter keys A-G for 10 up to N. The board drops that
	// character and does not report the key to OnTypedKey. Auto-repeat is
	// not reported.
	OnShiftDigit func(uint8)
	// OnCtrlTapped gets a tap on a cell with Ctrl (Cmd on macOS) held:
	// the cell joins or leaves the selection.
	OnCtrlTapped func(solver.Cell)
	// OnDragStart gets the cell a drag starts on, and whether Ctrl (Cmd)
	// is held to add to the selection; OnDragCell each further cell the
	// drag reaches.
	OnDragStart func(c solver.Cell, add bool)
	OnDragCell  func(solver.Cell)

	// The pointer: the modifiers held at the last press, and the cell
	// the drag under way last reached (-1 for no drag).
	pressMod fyne.KeyModifier
	dragAt   solver.Cell

	// Keyboard state from KeyDown and KeyUp: which Shift keys are held,
	// the key last pressed (cleared once typed, so that repeats are
	// known), and whether the next character belongs to a Shift+digit.
	shiftLeft, shiftRight bool
	down                  fyne.KeyName
	dropRune              bool
}

// NewBoard returns an empty board with no cell selected.
func NewBoard() *Board {
	b := &Board{Selected: -1, dragAt: -1}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer builds the board's canvas objects once.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b, background: canvas.NewRectangle(color.Transparent)}
	r.build(b.shape())
	r.Refresh()
	return r
}

// build makes the objects of a grid of shape s: a shade, a digit and a
// mark bar per cell, the grid's lines and the coordinates. The notes and
// marks of another shape's cells are dropped, to be made again as needed.
func (r *boardRenderer) build(s sized.Shape) {
	n := s.N()
	r.shape = s
	r.notes = map[solver.Cell]*noteTexts{}
	r.own.cells = nil
	r.rules.reachMade = false
	r.cells = make([]*canvas.Rectangle, s.Cells())
	r.digits = make([]*canvas.Text, s.Cells())
	r.marks = make([]*canvas.Rectangle, s.Cells())
	for i := range r.cells {
		r.cells[i] = canvas.NewRectangle(color.Transparent)
		r.digits[i] = canvas.NewText("", color.Black)
		r.digits[i].Alignment = fyne.TextAlignCenter
		r.marks[i] = canvas.NewRectangle(color.Transparent)
		r.marks[i].Hide()
	}
	r.lines = make([]*canvas.Rectangle, 2*(n+1))
	for i := range r.lines {
		r.lines[i] = canvas.NewRectangle(color.Black)
	}
	r.coords = make([]*canvas.Text, 2*n)
	for i := range r.coords {
		r.coords[i] = canvas.NewText(strconv.Itoa(i%n+1), color.Black)
		r.coords[i].Alignment = fyne.TextAlignCenter
		r.coords[i].Hide()
	}
	r.objects = nil
}

// shape returns the shape the board draws: Shape, or 9x9 for the zero
// Shape or an invalid one.
func (b *Board) shape() sized.Shape { return shapeOrNine(b.Shape) }

// shapeOrNine returns s, or 9x9 when s is not a valid shape.
func shapeOrNine(s sized.Shape) sized.Shape {
	if !s.Valid() {
		return sized.Shape9
	}
	return s
}

// rowCol returns the row and column of cell c of a grid of side n.
func rowCol(c solver.Cell, n int) (row, col int) { return int(c) / n, int(c) % n }

// Tapped selects the cell under the pointer; with Ctrl (Cmd) held it
// adds the cell to the selection or takes it away.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	c, ok := b.cellAt(ev.Position)
	switch {
	case ok && b.pressMod&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0 && b.OnCtrlTapped != nil:
		b.OnCtrlTapped(c)
	case ok && b.OnTapped != nil:
		b.OnTapped(c)
	case !ok && b.OnTappedOutside != nil:
		b.OnTappedOutside()
	}
}

// MouseDown is part of desktop.Mouseable: the board keeps the modifiers
// held, for the tap or drag that follows.
func (b *Board) MouseDown(ev *desktop.MouseEvent) { b.pressMod = ev.Modifier }

// MouseUp is part of desktop.Mouseable.
func (b *Board) MouseUp(*desktop.MouseEvent) {}

// Dragged selects the cells a drag crosses: the first event reports the
// cell the drag started on (where the pointer was before it moved), and
// every cell on the way from the last position to this one is reported
// as the drag reaches it, so that a quick drag skips none.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	from := ev.Position.Subtract(ev.Dragged)
	if b.dragAt < 0 {
		c, ok := b.cellAt(from)
		if !ok {
			return
		}
		b.dragAt = c
		if b.OnDragStart != nil {
			b.OnDragStart(c, b.pressMod&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0)
		}
	}
	side, _ := b.square()
	dist := max(abs32(ev.Dragged.DX), abs32(ev.Dragged.DY))
	steps := 1 + int(dist/max(1, side/float32(4*b.shape().N()))) // four samples a cell
	for i := 1; i <= steps; i++ {
		k := float32(i) / float32(steps)
		at := from.Add(fyne.NewPos(ev.Dragged.DX*k, ev.Dragged.DY*k))
		if c, ok := b.cellAt(at); ok && c != b.dragAt {
			b.dragAt = c
			if b.OnDragCell != nil {
				b.OnDragCell(c)
			}
		}
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// DragEnd ends the drag.
func (b *Board) DragEnd() { b.dragAt = -1 }

// TappedSecondary reports a right click on a cell.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if c, ok := b.cellAt(ev.Position); ok && b.OnTappedSecondary != nil {
		b.OnTappedSecondary(c)
	}
}

// FocusGained is called when the board receives keyboard focus.
func (b *Board) FocusGained() {}

// FocusLost is called when the board loses keyboard focus, as when the
// window does: the keys held are forgotten, as their release may go
// elsewhere.
func (b *Board) FocusLost() {
	b.shiftLeft, b.shiftRight, b.down, b.dropRune = false, false, "", false
	b.Refresh()
}

// TypedRune forwards a typed character, but for the one a Shift+digit key
// types.
func (b *Board) TypedRune(r rune) {
	if b.dropRune {
		b.dropRune = false
		return
	}
	if d, ok := runeDigit(r, b.shape().N()); ok && b.OnTypedDigit != nil {
		b.OnTypedDigit(d)
		return
	}
	if b.OnTypedRune != nil {
		b.OnTypedRune(r)
	}
}

// TypedKey forwards a key press: a digit key 1-9 with Shift held to
// OnShiftDigit, any other to OnTypedKey. A letter A-G with Shift held is
// a capital, the digit 10-16 as the board writes it: it comes to
// OnTypedDigit with the character it types.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	fresh := ev.Name == b.down // not an auto-repeat
	b.down = ""
	if d, ok := digitKey(ev.Name); ok && b.ShiftHeld() {
		b.dropRune = true
		if fresh && b.OnShiftDigit != nil {
			b.OnShiftDigit(d)
		}
		return
	}
	if b.OnTypedKey != nil {
		b.OnTypedKey(ev)
	}
}

// KeyDown is part of desktop.Keyable: the board tracks Shift, and the
// start of each key press, from it.
func (b *Board) KeyDown(ev *fyne.KeyEvent) {
	switch ev.Name {
	case desktop.KeyShiftLeft:
		b.shiftLeft = true
	case desktop.KeyShiftRight:
		b.shiftRight = true
	default:
		b.down, b.dropRune = ev.Name, false
	}
}

// KeyUp is part of desktop.Keyable: the board tracks Shift from it.
func (b *Board) KeyUp(ev *fyne.KeyEvent) {
	switch ev.Name {
	case desktop.KeyShiftLeft:
		b.shiftLeft = false
	case desktop.KeyShiftRight:
		b.shiftRight = false
	case b.down:
		b.down = ""
	}
}

// dropKeyRune drops the character the key being pressed types, if any:
// the key has done its work.
func (b *Board) dropKeyRune() { b.dropRune = true }

// ShiftHeld reports whether a Shift key is down, as KeyDown and KeyUp
// have told the board.
func (b *Board) ShiftHeld() bool { return b.shiftLeft || b.shiftRight }

// digitKey returns the digit of the keys 1-9, top row or keypad.
func digitKey(k fyne.KeyName) (uint8, bool) {
	if len(k) == 1 && k[0] >= '1' && k[0] <= '9' {
		return k[0] - '0', true
	}
	return 0, false
}

// runeDigit returns the digit a typed character stands for on a grid of
// side n: 0-9 from '0'-'9' and, when n is over 9, 10 up to n from the
// letters A-G either case.
func runeDigit(r rune, n int) (uint8, bool) {
	if r >= '0' && r <= '9' {
		return uint8(r - '0'), true
	}
	if n > 9 {
		return letterDigit(r, n)
	}
	return 0, false
}

// letterDigit returns the digit 10-16 that the letter A-G (either case)
// stands for, when it is no more than n.
func letterDigit(r rune, n int) (uint8, bool) {
	if r >= 'a' && r <= 'z' {
		r -= 'a' - 'A'
	}
	if r < 'A' || r > 'G' {
		return 0, false
	}
	d := int(r-'A') + 10
	return uint8(d), d <= n
}

// digitText returns how digit d is written: 1-9 as numbers, 10-16 as the
// letters A-G with letters, else as numbers.
func digitText(d uint8, letters bool) string {
	if d >= 10 && letters {
		return string(sized.DigitChar(int(d)))
	}
	return strconv.Itoa(int(d))
}

// cellAt returns the cell under a position in the widget.
func (b *Board) cellAt(p fyne.Position) (solver.Cell, bool) {
	side, origin := b.square()
	x, y := p.X-origin.X, p.Y-origin.Y
	if side <= 0 || x < 0 || y < 0 || x >= side || y >= side {
		return 0, false
	}
	n := b.shape().N()
	k := float32(n)
	return solver.Cell(min(n-1, int(y*k/side))*n + min(n-1, int(x*k/side))), true
}

// square returns the side and top-left corner of the square the grid
// fills in the board widget: see boardSquareWith.
func (b *Board) square() (float32, fyne.Position) { return boardSquareWith(b.Size(), b.Coordinates) }

// boardSquareWith returns the side and top-left corner of the square the
// grid fills in size: with coordinates, the grid gives up a margin along
// its top and its left for the column and row numbers, the whole centred.
func boardSquareWith(size fyne.Size, coordinates bool) (float32, fyne.Position) {
	if !coordinates {
		return boardSquare(size)
	}
	m := coordMargin(min(size.Width, size.Height))
	side, o := boardSquare(fyne.NewSize(size.Width-m, size.Height-m))
	return side, fyne.NewPos(o.X+m, o.Y+m)
}

// coordMargin is the margin the row and column numbers take on a board
// widget whose shorter side is short.
func coordMargin(short float32) float32 { return max(12, short*0.032) }

// boardSquare returns the side and top-left corner of the square the grid
// fills, centred in size and inset so that its outer lines stay inside.
func boardSquare(size fyne.Size) (float32, fyne.Position) {
	side := min(size.Width, size.Height)
	side -= max(2, side/120) + 2 // half a thick line and a pixel of rounding each side: nothing drawn outside the widget
	return side, fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
}
