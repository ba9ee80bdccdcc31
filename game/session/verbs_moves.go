package session

import (
	"errors"
	"slices"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// Direction is where a key moves the selection.
type Direction uint8

// The directions of MoveSelection.
const (
	Up Direction = iota
	Down
	Left
	Right
	Home // the first cell of the row
	End  // the last cell of the row
)

// covered reports whether the game's board is covered: paused, and not
// put aside for a puzzle being entered.
func (s *Session) covered() bool { return s.mode != entering && s.g.Paused() }

// uncover resumes a paused game: any tap or key on a covered board does
// that and nothing else. It reports whether it did, or whether the board
// takes nothing at all now (see blocked): either way the verb stops.
func (s *Session) uncover() bool {
	if s.blocked() { // a dialog, the level card or a puzzle being made: held, not paused
		return true
	}
	if !s.covered() {
		return false
	}
	s.g.Resume()
	return true
}

// TapCell selects cell c, or places the armed digit there. With
// Settings.Picker on and no digit armed, a cell the player may fill asks
// the window for the number picker (View.Picker).
func (s *Session) TapCell(c solver.Cell) {
	defer s.begin()()
	if !s.validCell(c) || s.uncover() {
		return
	}
	if s.caging() { // the cell joins the cage being formed, or picks a cage
		s.cageTap(c)
		return
	}
	s.cur.selected, s.cur.group = c, game.CellSet{}
	if s.cur.armed != 0 && (s.mode == entering || !s.g.IsGiven(c) || s.cur.marking == game.MarkColour) {
		s.place([]solver.Cell{c}, s.cur.armed)
	}
	s.once.Picker = s.settings.Picker && s.cur.armed == 0 && s.mode != choosing &&
		(s.mode == entering || !s.g.IsGiven(c) && !s.g.Over())
}

// TapCellSecondary is a right click on cell c: it selects the cell and,
// with a digit armed, toggles that note there.
func (s *Session) TapCellSecondary(c solver.Cell) {
	defer s.begin()()
	if !s.validCell(c) || s.uncover() {
		return
	}
	s.cur.selected, s.cur.group = c, game.CellSet{}
	switch {
	case s.mode == entering:
	case s.cur.armed == 0:
		s.say("status.right-click", nil)
	case !s.g.IsGiven(c):
		s.report(s.g.ToggleNote(c, s.cur.armed))
	}
}

// Deselect drops the selected cell, so that a palette digit arms for
// tapping cells again.
func (s *Session) Deselect() {
	defer s.begin()()
	if s.cur.selected >= 0 {
		s.cur.selected = -1
	}
}

// PressDigit handles a palette key, d 1 to the grid's largest digit (9,
// or 4 to 16 on other sizes) or 0 for Erase: with a cell
// selected it fills the cell, or in notes mode toggles the note; with
// none, it arms the digit for tapping cells, or disarms it when pressed
// again. While a digit is armed the keys arm and disarm.
func (s *Session) PressDigit(d uint8) {
	defer s.begin()()
	if d > s.maxDigit() || s.uncover() || s.answerWhy(d) {
		return
	}
	if s.caging() { // Killer mode arms nothing: the keys type the sum, Erase its last figure
		if d == 0 {
			s.erase(nil)
		} else {
			s.place(nil, d)
		}
		return
	}
	sel := s.cur.selected
	switch {
	case sel >= 0 && s.cur.armed == 0 && d == 0:
		s.erase(s.selection())
	case sel >= 0 && s.cur.armed == 0:
		s.place(s.selection(), d)
	case d == 0 || d == s.cur.armed:
		s.cur.armed = 0
		s.say("status.select-cell", nil)
	case s.cur.noting && s.mode != entering:
		s.cur.armed = d
		s.say("status.armed-note", map[string]any{"Digit": d})
	case s.cur.marking != 0 && s.mode != entering:
		s.cur.armed = d
		s.say("status.armed-mark", map[string]any{"Digit": d, "Mode": Term(markTerms[s.cur.marking])})
	case s.mode != entering && s.left(d) == 0:
		s.cur.armed = 0
		s.say("status.digit-done", map[string]any{"Digit": d})
	default:
		s.cur.armed = d
		s.say("status.armed", map[string]any{"Digit": d})
	}
}

// KeyDigit is a digit typed on the keyboard, 0 to erase: it goes into the
// selected cell, or toggles the note in notes mode. On a grid of more
// than nine digits, a 1 entered in a cell and a digit typed right after
// it (within twoKeys, the next key) make one entry of the two: 1 then 6
// enters 16, 1 then 0 enters 10 (the letters A-G type them too).
func (s *Session) KeyDigit(d uint8) {
	defer s.begin()()
	one := s.cur.one
	s.cur.one = typedOne{}
	if n := s.maxDigit(); n > 9 && d <= n-10 && s.secondKey(one) {
		s.report(s.g.Retype(one.cell, 10+d))
		return
	}
	if d > s.maxDigit() || s.uncover() || s.answerWhy(d) {
		return
	}
	if d == 1 && s.maxDigit() > 9 && s.enteringDigits() && len(s.selection()) == 1 {
		defer func() {
			if sel := s.cur.selected; sel >= 0 && !s.g.IsGiven(sel) && s.g.Digit(sel) == 1 {
				s.cur.one = typedOne{cell: sel, verb: s.verbs, at: s.opts.Clock.Now()}
			}
		}()
	}
	switch sel := s.cur.selected; {
	case sel < 0:
		s.say("status.select-cell", nil)
	case d == 0 && !s.caging(): // in Killer mode 0 is a figure of a sum
		s.erase(s.selection())
	default:
		s.place(s.selection(), d)
	}
}

// ShiftDigit is Shift and a digit key: it toggles that note in the
// selected cell whatever the mode. Entering a puzzle takes no notes: the
// digit is placed.
func (s *Session) ShiftDigit(d uint8) {
	defer s.begin()()
	if d < 1 || d > s.maxDigit() || s.uncover() {
		return
	}
	switch sel := s.cur.selected; {
	case sel < 0:
		s.say("status.select-cell", nil)
	case s.mode == entering:
		s.place(s.selection(), d)
	default:
		s.report(s.g.MarkCells(game.MarkNote, s.selection(), d))
	}
}

// EraseSelected clears the selected cell (Delete and Backspace); with
// none selected, it selects the centre first.
func (s *Session) EraseSelected() {
	defer s.begin()()
	if s.uncover() {
		return
	}
	if s.cur.selected < 0 && !s.caging() { // a cage picked has no cell selected
		s.cur.selected = s.centre()
	}
	s.erase(s.selection())
}

// MoveSelection moves the selection one cell, wrapping at the edges, or
// to the row's ends. With none selected, the first key selects the centre.
func (s *Session) MoveSelection(dir Direction) {
	defer s.begin()()
	if s.uncover() {
		return
	}
	if s.replay != nil { // the arrows step the replay: left and up back, the others on
		s.replay.at = max(0, min(s.replay.at+replayKeys[dir], s.g.ReplayLen()))
		return
	}
	s.cur.group = game.CellSet{}
	s.step(dir)
}

// replayKeys are the moves of the replay the arrow keys and Home and End
// make: one back or on, to the start or to the end.
var replayKeys = [...]int{Up: -1, Down: 1, Left: -1, Right: 1, Home: -1 << 20, End: 1 << 20}

// step moves the cell in focus one cell, wrapping at the edges, or to
// the row's ends; with none, it selects the centre.
func (s *Session) step(dir Direction) {
	n := s.side()
	if s.cur.selected < 0 {
		s.cur.selected = s.centre()
		return
	}
	r, c := int(s.cur.selected)/n, int(s.cur.selected)%n
	switch dir {
	case Up:
		r = (r + n - 1) % n
	case Down:
		r = (r + 1) % n
	case Left:
		c = (c + n - 1) % n
	case Right:
		c = (c + 1) % n
	case Home:
		c = 0
	case End:
		c = n - 1
	}
	s.cur.selected = solver.Cell(r*n + c)
}

// side returns the number of cells along a side of the grid played, 9
// while a puzzle is entered.
func (s *Session) side() int { return int(s.maxDigit()) }

// centre returns the cell the keys select first: the grid's centre, the
// one down and right of it on an even side.
func (s *Session) centre() solver.Cell {
	n := s.side()
	return solver.Cell(n/2*n + n/2)
}

// Escape puts the hint on show away, the status going back to the words
// before it; with no hint it drops the selection and the armed digit.
// Over the level card that LevelCard put over a finished game, it takes
// the card away.
func (s *Session) Escape() {
	defer s.begin()()
	if s.choosing() && s.cardOver { // the level card over a finished game: back to it
		s.mode, s.cardOver = playing, false
		return
	}
	if s.uncover() || s.putHintAway() {
		return
	}
	if s.mode == entering { // the cage being formed, or picked, goes too
		s.draft.sum, s.draft.picked = 0, 0
	}
	s.cur.selected, s.cur.armed, s.cur.group = -1, 0, game.CellSet{}
}

// ToggleNotes turns notes mode on or off: in notes mode digits toggle
// pencil notes instead of placing digits.
func (s *Session) ToggleNotes() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	s.cur.noting, s.cur.marking = !s.cur.noting, 0
	switch {
	case s.cur.noting && s.cur.armed != 0:
		s.say("status.armed-note", map[string]any{"Digit": s.cur.armed})
	case s.cur.noting:
		s.say("status.notes-on", nil)
	case s.cur.armed != 0:
		s.say("status.armed", map[string]any{"Digit": s.cur.armed})
	default:
		s.say("status.notes-off", nil)
	}
}

// FillNotes notes in every empty cell without notes the digits its row,
// column and box allow, and takes the digits that clash from the notes of
// the others (see game.Game.FillNotes), as one move that one Undo takes
// back.
func (s *Session) FillNotes() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	before := s.g.NotesAll()
	if err := s.g.FillNotes(); err != nil {
		s.report(err)
	} else if slices.Equal(s.g.NotesAll(), before) {
		s.say("status.filled-already", nil)
	} else {
		if s.g.Variant().Jigsaw {
			s.say("status.filled.jigsaw", nil) // regions, not boxes
		} else {
			s.say("status.filled", nil)
		}
	}
}

// Undo takes the last move back.
func (s *Session) Undo() {
	defer s.begin()()
	if s.mode != entering && !s.uncover() {
		s.report(s.g.Undo())
	}
}

// Redo plays the last undone move again.
func (s *Session) Redo() {
	defer s.begin()()
	if s.mode != entering && !s.uncover() {
		s.report(s.g.Redo())
	}
}

// Pause stops the clock and covers the board, as when the window loses
// the focus, and saves the game: the wait for the save to reach the disk
// is in the background (View.Working.Saving). The game put aside while a
// puzzle is entered is paused already.
func (s *Session) Pause() {
	defer s.begin()()
	if s.mode != entering && !s.g.Paused() && !s.g.Over() {
		s.g.Pause()
	}
}

// TogglePause pauses a running game and resumes a paused one (the P key
// and the Pause button).
func (s *Session) TogglePause() {
	defer s.begin()()
	if s.covered() {
		s.uncover()
		return
	}
	s.Pause()
}

// Resume starts the clock again and uncovers the board.
func (s *Session) Resume() {
	defer s.begin()()
	s.uncover()
}

// place puts digit d in cells: givens while entering a puzzle, a note
// in notes mode, a mark or colour in marking mode, else an entry; on many
// cells, one move. A digit armed on the palette whose last copy this
// places is disarmed: there is nowhere left for it.
func (s *Session) place(cells []solver.Cell, d uint8) {
	switch {
	case s.caging(): // digits type the sum of the cage being formed
		s.typeSum(d)
	case s.mode == entering:
		for _, c := range cells {
			s.draft.grid[c] = d
		}
		s.draft.touched()
	case s.cur.noting:
		s.report(s.g.MarkCells(game.MarkNote, cells, d))
	case s.cur.marking != 0:
		s.report(s.g.MarkCells(s.cur.marking, cells, d))
	default:
		s.report(s.g.SetCells(cells, d))
		if s.cur.armed == d && s.left(d) == 0 && !s.g.Over() {
			s.cur.armed = 0
			s.say("status.digit-done", map[string]any{"Digit": d})
		}
	}
}

// twoKeys is how soon after a 1 the next digit key makes one entry of the
// two (see KeyDigit).
const twoKeys = 1500 * time.Millisecond

// secondKey reports whether a key typed now goes with the 1 typed as one:
// the verb right before this one, in the cell still selected, within
// twoKeys, digits being entered in the game.
func (s *Session) secondKey(one typedOne) bool {
	return one.verb != 0 && one.verb == s.verbs-1 && one.cell == s.cur.selected &&
		s.enteringDigits() && len(s.selection()) == 1 && s.g.Digit(one.cell) == 1 &&
		s.opts.Clock.Now().Sub(one.at) < twoKeys
}

// enteringDigits reports whether digit keys enter digits in the game: a
// game played, not over, in digits mode (not notes nor marks), nothing over
// the board.
func (s *Session) enteringDigits() bool {
	return s.mode == playing && s.g != nil && !s.g.Over() && !s.cur.noting && s.cur.marking == 0 && !s.caging()
}

// erase clears cells as one move: the marks of the current mode first
// (notes, corner or centre marks, colours; see game.Game.EraseMarks),
// else their entries, notes and marks, or their colours when they have
// none of those (see game.Game.EraseCells); or the givens being entered.
func (s *Session) erase(cells []solver.Cell) {
	if s.caging() {
		s.cageErase()
		return
	}
	if s.mode == entering {
		for _, c := range cells {
			s.draft.grid[c] = 0
		}
		s.draft.touched()
		return
	}
	k := s.cur.marking // the current mode's marks go first, as in SudokuPad
	if s.cur.noting {
		k = game.MarkNote
	}
	s.report(s.g.EraseMarks(k, cells))
}

// maxDigit returns the largest digit of the grid: the game's, 9 while a
// puzzle is entered (a 9x9 one).
func (s *Session) maxDigit() uint8 {
	if s.mode == entering || s.g == nil {
		return 9
	}
	return uint8(s.g.Shape().N())
}

// left returns how many more copies of d the game's grid takes.
func (s *Session) left(d uint8) int {
	if int(d) > s.g.Shape().N() {
		return 0
	}
	return digitsLeft(s.g.BoardCells(), s.g.Shape().N())[d]
}

// report says what went wrong with a verb, if anything.
func (s *Session) report(err error) {
	switch {
	case err == nil:
	case errors.Is(err, game.ErrFixedCell):
		s.say("status.given", nil)
	case errors.Is(err, game.ErrFilledCell):
		s.say("status.filled-cell", nil)
	case errors.Is(err, game.ErrGameOver):
		s.say("status.over", nil)
	case errors.Is(err, game.ErrNothingToUndo):
		s.say("status.nothing-to-undo", nil)
	case errors.Is(err, game.ErrNothingToRedo):
		s.say("status.nothing-to-redo", nil)
	case errors.Is(err, game.ErrNoCheckpoint):
		s.say("status.no-checkpoint", nil)
	case errors.Is(err, game.ErrNoMistake):
		s.say("status.no-mistake", nil)
	default:
		s.say("status.error", map[string]any{"Error": err.Error()})
	}
}

// validCell reports whether c is a cell of the grid played, or of the
// puzzle being entered (a 9x9 grid).
func (s *Session) validCell(c solver.Cell) bool {
	n := len(solver.Grid{})
	if s.mode != entering && s.g != nil {
		n = s.g.Size()
	}
	return c >= 0 && int(c) < n
}
