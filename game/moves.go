package game

import (
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// cellState is what a cell shows to the player: an entry, or notes and
// marks; and its colours.
type cellState struct {
	digit uint8 // the entry, 0 for none
	notes Digits
	marks Marks
}

// change is one cell's part in a move.
type change struct {
	cell          solver.Cell
	before, after cellState
}

// moveKind says which verb made a move.
type moveKind uint8

const (
	moveSet moveKind = iota + 1
	moveErase
	moveNote
	moveReveal
	moveCorner // corner marks
	moveCentre // centre marks
	moveColour // colours
	moveBack   // back to a checkpoint
)

// move is one step of the history: every cell it changed, the cell the
// player acted on first.
type move struct {
	kind    moveKind
	changes []change
}

// cells returns the move's cells in increasing order.
func (m *move) cells() []solver.Cell {
	out := make([]solver.Cell, len(m.changes))
	for i, ch := range m.changes {
		out[i] = ch.cell
	}
	slices.Sort(out)
	return out
}

// state returns what cell c shows now.
func (g *Game) state(c solver.Cell) cellState {
	return cellState{g.entries[c], g.notes[c], g.marks[c]}
}

// put makes cell c show s.
func (g *Game) put(c solver.Cell, s cellState) {
	g.entries[c], g.notes[c], g.marks[c] = s.digit, s.notes, s.marks
}

// checkMove returns the error for a move on cell c, or nil.
func (g *Game) checkMove(c solver.Cell) error {
	switch {
	case !g.validCell(c):
		return ErrBadCell
	case g.Over():
		return ErrGameOver
	case g.givens[c] != 0:
		return ErrFixedCell
	}
	return nil
}

// Set enters digit d in cell c, clearing the cell's notes and marks (not
// its colours), and with AutoRemoveNotes strikes d from the notes and
// corner and centre marks of c's peers under the rules (see Geometry),
// all as one move. It fires EventSet, or EventWon when the grid is now the
// solution. Entering the digit the cell already holds does nothing.
func (g *Game) Set(c solver.Cell, d uint8) error {
	if err := g.checkMove(c); err != nil {
		return err
	}
	if !g.validDigit(d) {
		return ErrBadDigit
	}
	return g.SetCells([]solver.Cell{c}, d)
}

// Erase clears cell c as EraseCells does: its entry, notes and marks, as
// one move, or when it has none of those its colours; it fires
// EventErase. Erasing a cell with nothing to clear does nothing.
func (g *Game) Erase(c solver.Cell) error {
	if err := g.checkMove(c); err != nil {
		return err
	}
	return g.EraseCells([]solver.Cell{c})
}

// ToggleNote adds digit d to the pencil notes of the empty cell c, or takes
// it away when it is there, as one move, and fires EventNote. A cell
// holding an entry takes no notes: ErrFilledCell.
func (g *Game) ToggleNote(c solver.Cell, d uint8) error {
	if err := g.checkMove(c); err != nil {
		return err
	}
	if !g.validDigit(d) {
		return ErrBadDigit
	}
	if g.entries[c] != 0 {
		return ErrFilledCell
	}
	before := g.state(c)
	after := before
	after.notes ^= DigitSet(d)
	g.play(move{kind: moveNote, changes: []change{{c, before, after}}}, EventNote)
	return nil
}

// play applies a new move, records it, clears the redo history and fires
// one event.
func (g *Game) play(m move, kind EventKind) {
	g.apply(&m)
	g.undo.push(m)
	g.redo.clear()
	g.bound()
	g.settle(kind, m.cells())
}

// Undo takes back the last move, with every cell it changed, and fires
// EventUndo (EventWon if that completes the solution).
func (g *Game) Undo() error {
	if g.Over() {
		return ErrGameOver
	}
	if g.undo.len() == 0 {
		return ErrNothingToUndo
	}
	m := g.undo.pop()
	g.unapply(&m)
	g.redo.push(m)
	g.tally.Undos = Saturated(g.tally.Undos)
	g.settle(EventUndo, m.cells())
	return nil
}

// Redo plays the last undone move again and fires EventRedo (EventWon if
// that completes the solution).
func (g *Game) Redo() error {
	if g.Over() {
		return ErrGameOver
	}
	if g.redo.len() == 0 {
		return ErrNothingToRedo
	}
	m := g.redo.pop()
	g.apply(&m)
	g.undo.push(m)
	g.settle(EventRedo, m.cells())
	return nil
}

// apply makes every cell of m show its state after the move.
func (g *Game) apply(m *move) {
	for _, ch := range m.changes {
		g.put(ch.cell, ch.after)
	}
}

// unapply makes every cell of m show its state before the move.
func (g *Game) unapply(m *move) {
	for i := len(m.changes) - 1; i >= 0; i-- {
		g.put(m.changes[i].cell, m.changes[i].before)
	}
}

// settle ends a verb that changed cells: it looks for a win, then fires
// the verb's event or EventWon.
func (g *Game) settle(kind EventKind, cells []solver.Cell) {
	g.hinted = false // a new position: the next hint is another
	if g.solved() {
		g.won = true
		g.timer.stop()
		kind = EventWon
	}
	g.emit(kind, cells)
}

// solved reports whether the grid holds the solution.
func (g *Game) solved() bool { return g.board() == g.solution }
