package session

import (
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// View returns what the window draws now.
func (s *Session) View() View {
	v := s.once
	v.Selected, v.Armed, v.Noting = s.cur.selected, s.cur.armed, s.cur.noting
	v.Selection, v.Marking = s.selectionSet(), s.cur.marking
	if s.cur.noting {
		v.Marking = game.MarkNote
	}
	v.Status, v.Banner = s.line.status, s.bannerNow()
	v.StatusID, v.StatusExpires = s.line.id, !s.line.status.Empty() && !sticky[s.line.status.Key]
	if s.busy() {
		v.Making = s.making.level
	}
	v.Choosing = s.choosing() && !s.busy()
	v.Working.Hint = s.aids.asked != nil
	v.Working.Saving = s.bg.syncing > 0
	v.Working.Rating = s.bg.rating != nil
	v.Suggested = s.suggested()
	v.NewVariant, v.Variants = s.variant, offeredVariants()
	v.NewLevels = LevelsOf(s.variant)
	v.ShowReach = s.cur.reach
	if s.mode == entering {
		v.Mode = Entering
		v.Shape = sized.Shape9
		v.Left = s.draft.view(v.Cells[:81])
		d := s.draft
		v.Cages, v.Caging, v.FaultCage, v.PickedCage = s.shownCages(), d.caging, d.fault, d.picked
		v.Flags, v.Regions = d.flags, d.regions
		if d.picked != 0 {
			v.Selection = game.CellsOf(d.cages[d.picked-1].Cells...)
		}
	} else {
		v.Shape = s.g.Shape()
		cells := v.Cells[:s.g.Size()]
		if s.replay != nil { // the frame's cells, not the game's: the game's are not worked out
			v.Replay = s.replayOnto(cells)
		} else {
			v.Left = s.viewGame(cells)
		}
		v.Level, v.Elapsed = s.g.Level(), s.g.Elapsed()
		v.Variant, v.Cages = s.g.Variant(), s.g.Cages()
		v.Info = s.g.Info()
		v.Flags = v.Variant.Flags
		v.Regions = s.regions()
		s.reachOnto(cells)
		v.Combos = s.cageLine()
		v.Paused, v.Over = s.g.Paused(), s.g.Over()
		v.Checkpoints = s.g.Checkpoints()
		if s.aids.hint != nil {
			v.Hint = s.aids.hint.drawn(cells)
		}
		if h := s.aids.sized; h != nil {
			h.onto(cells)
			v.SizedHint = h
		}
		v.SelectedCage, v.Sum = s.selectedCage(), s.selectionSum()
		v.Filters, v.AskingWhy, v.Why = s.filters, s.aids.askingWhy, s.whyOnto(cells)
		s.filterCells(cells)
		if v.Replay != nil { // a replay shows its moves alone
			v.Hint, v.Why, v.Combos, v.Sum, v.SizedHint = nil, nil, nil, nil, nil
		}
	}
	if s.cur.selected >= 0 {
		v.SameDigit = v.Cells[s.cur.selected].Digit
	}
	if s.cur.armed != 0 {
		v.SameDigit = s.cur.armed
	}
	if v.Paused && !v.Choosing { // the pause's cover hides the board and the words about it; the level card leaves them
		v.Status, v.Hint, v.Combos, v.SizedHint = Message{}, nil, nil, nil
		v.Why, v.Sum, v.SelectedCage = nil, nil, 0
	}
	v.Enabled = s.actions(v)
	return v
}

// actions says what the window offers in the view v. A covered board
// offers nothing but to resume (the pause button, or any tap or key): a
// pause that left Undo or the digits live would let moves be made on a
// board the player cannot see.
func (s *Session) actions(v View) Actions {
	var a Actions
	switch {
	case v.Mode == Entering:
		a = Actions{Digits: true, Erase: true, Start: true, Cancel: true, New: true, Cages: true}
	case v.Paused:
	case v.Replay != nil: // the moves go by, none is made
		a = Actions{Restart: true, New: true, Enter: true}
	default:
		live := !v.Over
		a = Actions{
			Undo: s.g.CanUndo(), Redo: s.g.CanRedo(),
			Hint: live, Check: live, Answer: live,
			Restart: true, New: true, Enter: true,
			Notes: live, Fill: live, Digits: live, Erase: live,
			Marks: live, Checkpoint: live, Back: live && v.Checkpoints > 0, Mistake: live,
		}
	}
	if v.Choosing { // a puzzle of the player's own, or a level from the menu, instead of the card's
		a.Enter, a.New = true, true
	}
	a.Pause = v.Mode == Playing && !v.Over && !v.Choosing && v.Making == 0
	a.Apply = v.Hint != nil && v.Hint.Kind != logic.Solved || v.SizedHint != nil && v.SizedHint.Kind != logic.Solved
	a.WhyNot = a.Hint && v.Selected >= 0
	a.Link = !v.Paused && (v.Mode == Entering || v.Shape == sized.Shape9)
	for d := 1; d <= v.Shape.N(); d++ {
		a.Keys[d] = a.Digits && v.Left[d] > 0
	}
	a.Keys[0] = a.Erase
	return a
}

// viewGame fills cells from the game and returns how many of each digit
// are left to place.
func (s *Session) viewGame(cells []Cell) (left [sized.MaxN + 1]int) {
	g := s.g
	marks := s.cellMarks()
	ov := overlayOf(s.aids.hint)
	// Notes a digit rules out are clashes too: struck when clashes show,
	// as the player types or, in MistakesOnCheck, after Check.
	bad := make([]game.Digits, g.Size())
	if s.settings.Mistakes != MistakesOnCheck || s.aids.marks != nil {
		bad = g.BadNotesAll()
	}
	board := g.BoardCells()
	for c := range solver.Cell(g.Size()) {
		cells[c] = Cell{
			Digit: board[c], Given: g.IsGiven(c), Notes: g.Notes(c), Marks: g.Marks(c), BadNotes: bad[c],
			Mark: marks[c], Revealed: s.aids.revealed.Has(c),
		}
		ov.onto(&cells[c], c)
	}
	return digitsLeft(board, g.Shape().N())
}

// cellMarks returns the mark of every cell of the game: what the last
// Check found, and what the mistake mode shows as the player types. The
// game's verdicts decide (game.Report.Verdicts): a wrong entry is struck,
// never merely in a clash, and once the solution is sought a right digit
// is never blamed. A Check's marks last until the next move, so they
// and the live ones are of one board: one inspection gives both.
func (s *Session) cellMarks() []Mark {
	g := s.g
	marks := make([]Mark, g.Size())
	live := s.settings.Mistakes != MistakesOnCheck && !g.GivenUp()
	if s.aids.marks == nil && !live {
		return marks
	}
	sought := s.settings.Mistakes == MistakesSolution && live || s.aids.marks != nil && s.aids.marks.Sought
	r := g.Inspect(sought)
	for c, v := range r.Verdicts(g.GivenCells()) {
		marks[c] = verdictMarks[v]
	}
	return marks
}

// regions returns the jigsaw regions of the game, one a cell, numbered
// from 0 on a grid of another size than 9x9 and as geometry.Regions
// numbers them on 9x9; nil for the boxes.
func (s *Session) regions() geometry.Regions {
	if geo := s.g.Geometry(); geo != nil {
		return geo.Regions()
	}
	return geometry.Regions(s.g.SizedPuzzle().Regions)
}

// verdictMarks are the marks the board draws for the game's verdicts.
var verdictMarks = [...]Mark{
	game.Fine: NoMark, game.Clashing: Conflict, game.GivenClashing: Clashed, game.Wrong: Mistake,
	game.RightClashing: Clashed,
}

// digitsLeft counts, for each digit, how many more of it a full grid
// holds than board does, on a grid of n digits; a digit placed n+1
// times leaves none, not -1. board has one entry a cell
// (game.Game.BoardCells).
func digitsLeft(board []uint8, n int) (left [sized.MaxN + 1]int) {
	for d := range n + 1 {
		left[d] = n
	}
	for _, d := range board {
		left[d] = max(0, left[d]-1)
	}
	return left
}

// Elapsed returns the game's time, for the clock; 0 while a puzzle is
// entered.
func (s *Session) Elapsed() time.Duration {
	if s.mode == entering {
		return 0
	}
	return s.g.Elapsed()
}
