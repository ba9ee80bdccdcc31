package game

import (
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Hint works out advice for the position (see logic.NewHint): first an
// entry that differs from the solution, then, with marks, a cell whose
// notes have lost its digit, and otherwise the next step of the solve.
// With marks the step reads the player's own notes (cells without notes
// count every candidate); without, it reads every candidate the digits
// allow. It changes nothing and fires EventHint with the cells the hint
// points at to the given depth: the focus (a house or a cell) for
// logic.Where and logic.Which, and with logic.Full also the pattern and
// the cells the step changes. The window words it with Hint.Text(depth,
// lang). A game that is over takes no hints: ErrGameOver.
func (g *Game) Hint(depth logic.Depth, marks bool) (logic.Hint, error) {
	if depth > logic.Full {
		return logic.Hint{}, ErrBadDepth
	}
	if g.Over() {
		return logic.Hint{}, ErrGameOver
	}
	var notes *[81]logic.Digits
	if marks {
		notes = &g.notes
	}
	h, err := logic.NewHint(g.givens, g.entries, notes)
	if err != nil {
		return logic.Hint{}, err // cannot happen: the givens are proper
	}
	g.emit(EventHint, HintCells(h, depth))
	return h, nil
}
