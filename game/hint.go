package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Hint works out advice for the position (see logic.NewHint): first an
// entry that differs from the solution, then, with marks, a cell whose
// notes have lost its digit, and otherwise the next step of the solve.
// With marks the step reads the player's own notes (cells without notes
// count every candidate); without, it reads every candidate the digits
// allow. It changes nothing on the grid and fires EventHint with the cells
// the hint points at to the given depth: the focus (a house or a cell) for
// logic.Where and logic.Which, and with logic.Full also the pattern and
// the cells the step changes. The window words it with Hint.Text(depth,
// lang), from the session's view. It counts a hint taken (see Hints). A game that is over takes no
// hints: ErrGameOver.
func (g *Game) Hint(depth logic.Depth, marks bool) (logic.Hint, error) {
	if depth > logic.Full {
		return logic.Hint{}, ErrBadDepth
	}
	if g.Over() {
		return logic.Hint{}, ErrGameOver
	}
	if g.shape != sized.Shape9 {
		return logic.Hint{}, ErrSizedHint
	}
	in := g.HintInput(marks)
	h, err := in.Work()
	if err != nil {
		return logic.Hint{}, err // cannot happen: the givens are proper
	}
	return h, g.TakeHint(in, h, depth)
}

// HintInput is the position a hint is worked out from: copies of the
// game's givens, entries and, with marks, notes. Work does the search,
// and it may run on any goroutine while the game goes on; TakeHint then
// shows its result, as Hint does, while the position is the same.
type HintInput struct {
	Givens, Entries solver.Grid
	Notes           *[81]Digits // nil without marks
	// Rules are the game's rules: the hint follows the solution under
	// them and may take their own steps (a Killer's, with cages).
	Rules geometry.Rules

	// The whole position, of a grid of any size, for TakeHint to compare.
	givens, entries cellDigits
	notes           *cellNotes
	size            int
}

// HintInput returns the position a hint of the game is worked out from
// now (see Hint for marks).
func (g *Game) HintInput(marks bool) HintInput {
	in := HintInput{Givens: g.givens.nine(), Entries: g.entries.nine(), Rules: g.rules.puzzleRules(),
		givens: g.givens, entries: g.entries, size: g.size}
	if marks {
		notes := g.notes
		in.notes = &notes
		var nine [81]Digits
		copy(nine[:], notes[:])
		in.Notes = &nine
	}
	return in
}

// Work works the hint out (see logic.NewHint and logic.NewPuzzleHint):
// the slow part of Hint.
func (in HintInput) Work() (logic.Hint, error) {
	if in.size != 81 {
		return logic.Hint{}, ErrSizedHint
	}
	var notes *[81]logic.Digits
	if in.Notes != nil {
		n := logicNotes(in.Notes)
		notes = &n
	}
	return logic.NewPuzzleHint(variant.Puzzle{Givens: in.Givens, Rules: in.Rules}, in.Entries, notes)
}

// logicNotes returns a 9x9 grid's notes as the solver's logic has them.
func logicNotes(notes *[81]Digits) [81]logic.Digits {
	var out [81]logic.Digits
	for c, n := range notes {
		out[c] = n.Logic()
	}
	return out
}

// TakeHint gives the player h, worked out from in, to the given depth, as
// Hint does: it counts a hint taken and fires EventHint. The position
// must still be in's: ErrStaleHint when a move came between, ErrGameOver
// when the game is over.
func (g *Game) TakeHint(in HintInput, h logic.Hint, depth logic.Depth) error {
	switch {
	case depth > logic.Full:
		return ErrBadDepth
	case g.Over():
		return ErrGameOver
	case in.size != g.size || in.givens != g.givens || in.entries != g.entries || (in.notes != nil) != (in.Notes != nil) ||
		in.notes != nil && *in.notes != g.notes:
		return ErrStaleHint
	}
	if !g.hinted {
		g.hinted = true
		g.hints = Saturated(g.hints) // Load takes any count up to math.MaxInt
	}
	g.emit(EventHint, HintCells(h, depth))
	return nil
}

// Hints returns how many hints the player has taken in this game: the
// positions Hint gave advice for. Asking again, deeper, before the grid
// changes (a move, Undo or Redo) is the same hint. A game won with hints
// still counts as won, but sets no best time (see Stats.Solved). Restart
// keeps the count while the game is being played, and sets it to 0 when
// the game was over: playing it again is a new game.
func (g *Game) Hints() int { return g.hints }
