package game

import (
	"github.com/sudokudesktop/sudoku/solver/logic"
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
// lang). It counts a hint taken (see Hints). A game that is over takes no
// hints: ErrGameOver.
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
	if !g.hinted {
		g.hinted = true
		g.hints = saturated(g.hints) // Load takes any count up to math.MaxInt
	}
	g.emit(EventHint, HintCells(h, depth))
	return h, nil
}

// Hints returns how many hints the player has taken in this game: the
// positions Hint gave advice for. Asking again, deeper, before the grid
// changes (a move, Undo or Redo) is the same hint. A game won with hints
// still counts as won, but sets no best time (see Stats.Solved). Restart
// keeps the count while the game is being played, and sets it to 0 when
// the game was over: playing it again is a new game.
func (g *Game) Hints() int { return g.hints }
