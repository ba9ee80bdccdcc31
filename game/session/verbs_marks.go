package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// markTerms name the marking modes for the status line.
var markTerms = [...]string{
	0: "mode.digits", game.MarkNote: "mode.notes", game.MarkCorner: "mode.corner",
	game.MarkCentre: "mode.centre", game.MarkColour: "mode.colour",
}

// selection returns the selected cells in increasing order: the group
// selected when it holds the cell in focus, else that cell alone; none
// when no cell is selected.
func (s *Session) selection() []solver.Cell {
	switch sel := s.cur.selected; {
	case sel < 0:
		return nil
	case s.cur.group.Has(sel):
		return s.cur.group.Cells()
	default:
		return []solver.Cell{sel}
	}
}

// selectionSet returns the selected cells as a set.
func (s *Session) selectionSet() game.CellSet {
	var set game.CellSet
	for _, c := range s.selection() {
		set.Add(c)
	}
	return set
}

// SetMarkMode chooses what digits do (the Z, X, C and V keys and the
// pad's mode control): 0 places digits, game.MarkNote toggles notes (as
// ToggleNotes), game.MarkCorner and game.MarkCentre toggle corner and
// centre marks, game.MarkColour toggles colours 1-9.
func (s *Session) SetMarkMode(k game.MarkKind) {
	defer s.begin()()
	if s.mode == entering || k > game.MarkColour || s.uncover() {
		return
	}
	s.cur.noting = k == game.MarkNote
	s.cur.marking = 0
	if k > game.MarkNote {
		s.cur.marking = k
	}
	s.say("status.mode", map[string]any{"Mode": Term(markTerms[k])})
}

// CornerDigit is Shift and a digit, as in SudokuPad: it toggles corner
// mark d in the selected cells, whatever the mode. Entering a puzzle
// takes no marks: the digit is placed.
func (s *Session) CornerDigit(d uint8) { s.markDigit(game.MarkCorner, d) }

// CentreDigit is Ctrl and a digit, as in SudokuPad: it toggles centre
// mark d in the selected cells, whatever the mode.
func (s *Session) CentreDigit(d uint8) { s.markDigit(game.MarkCentre, d) }

func (s *Session) markDigit(k game.MarkKind, d uint8) {
	defer s.begin()()
	top := s.maxDigit()
	if k == game.MarkColour {
		top = 9 // colours 1-9 on every grid
	}
	if d < 1 || d > top || s.uncover() {
		return
	}
	switch {
	case s.cur.selected < 0:
		s.say("status.select-cell", nil)
	case s.mode == entering:
		s.place(s.selection(), d)
	default:
		s.report(s.g.MarkCells(k, s.selection(), d))
	}
}

// ToggleSelect is Ctrl+click (Cmd on macOS): it adds cell c to the
// selection, or takes it away when it is there.
func (s *Session) ToggleSelect(c solver.Cell) {
	defer s.begin()()
	if !s.validCell(c) || s.uncover() {
		return
	}
	if s.caging() && (s.draft.cageOf(c) != 0 || s.draft.picked != 0) {
		s.cageTap(c) // a closed cage is picked, not added to
		return
	}
	s.toggleSelected(c)
}

// toggleSelected takes cell c into the selection, or out of it, and
// returns the selection: a cell taken in is the one in focus; taking one
// out puts the focus on the last cell left, or nowhere.
func (s *Session) toggleSelected(c solver.Cell) game.CellSet {
	set := s.selectionSet()
	if set.Has(c) {
		set.Remove(c)
		s.cur.selected = -1
		if cells := set.Cells(); len(cells) > 0 {
			s.cur.selected = cells[len(cells)-1]
		}
	} else {
		set.Add(c)
		s.cur.selected = c
	}
	s.cur.group = set
	return set
}

// StartSelect begins a drag on cell c: the selection becomes c alone, or
// with add (Ctrl held) c joins it.
func (s *Session) StartSelect(c solver.Cell, add bool) {
	defer s.begin()()
	if !s.validCell(c) || s.uncover() {
		return
	}
	if s.caging() {
		s.cageDragStart(c, add)
		return
	}
	set := game.CellSet{}
	if add {
		set = s.selectionSet()
	}
	set.Add(c)
	s.cur.selected, s.cur.group = c, set
}

// ExtendSelect adds cell c to the selection, the drag having reached it,
// and puts the focus there.
func (s *Session) ExtendSelect(c solver.Cell) {
	defer s.begin()()
	if !s.validCell(c) || s.blocked() || s.covered() {
		return
	}
	if s.caging() && (s.draft.cageOf(c) != 0 || s.draft.picked != 0) {
		return // a cage being formed goes round the closed ones
	}
	set := s.selectionSet()
	set.Add(c)
	s.cur.selected, s.cur.group = c, set
}

// ExtendSelection is Shift and an arrow: the focus moves one cell and the
// cell joins the selection.
func (s *Session) ExtendSelection(dir Direction) {
	defer s.begin()()
	if s.uncover() {
		return
	}
	set := s.selectionSet()
	s.step(dir)
	set.Add(s.cur.selected)
	s.cur.group = set
}

// SelectAll is Ctrl+A: every cell is selected, the focus staying where it
// was (the centre when none was).
func (s *Session) SelectAll() {
	defer s.begin()()
	if s.uncover() {
		return
	}
	if s.cur.selected < 0 {
		s.cur.selected = s.centre()
	}
	n := s.side()
	for c := range solver.Cell(n * n) {
		s.cur.group.Add(c)
	}
}

// SetCheckpoint remembers the position before a guess, for
// BackToCheckpoint (see game.Game.SetCheckpoint).
func (s *Session) SetCheckpoint() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	if err := s.g.SetCheckpoint(); err != nil {
		s.report(err)
		return
	}
	s.saveGame()
	s.say("status.checkpoint-set", map[string]any{"Count": s.g.Checkpoints()})
}

// BackToCheckpoint takes the board back to the last checkpoint, as one
// move that Undo takes back; the checkpoint stays for another try (see
// game.Game.BackToCheckpoint).
func (s *Session) BackToCheckpoint() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	if err := s.g.BackToCheckpoint(); err != nil {
		s.report(err)
		return
	}
	s.saveGame() // on the checkpoint itself, it is gone even when the board had not moved
	s.say("status.checkpoint-back", map[string]any{"Count": s.g.Checkpoints()})
}

// UndoToMistake asks first, then undoes the moves back to the last
// position without a wrong digit (see game.Game.UndoToMistake); Redo
// plays them again.
func (s *Session) UndoToMistake() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	if s.g.MistakeMoves() == 0 {
		s.report(game.ErrNoMistake)
		return
	}
	s.pending = &pending{q: Question{Key: "undo-mistake"}, then: func() {
		n := s.g.MistakeMoves()
		if err := s.g.UndoToMistake(); err != nil {
			s.report(err)
			return
		}
		s.say("status.mistake-undone", map[string]any{"Count": n})
	}}
	q := s.pending.q
	s.once.Question = &q
}
