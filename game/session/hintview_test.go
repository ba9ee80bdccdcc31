package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestHintShowsItsChainsCandidates: a forcing chain's arrows ended on
// candidates the board did not show when the player had not noted them,
// so a player saw arrows between empty spots. In full, the view now
// shows every candidate of the chain's links as part of the pattern.
func TestHintShowsItsChainsCandidates(t *testing.T) {
	// A puzzle of magictour's top1465 whose solve path meets a forcing chain.
	const puzzle = "5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9"
	h := newHarness(t, nil)
	g, err := game.FromText(puzzle, logic.Extreme, h.clock)
	if err != nil {
		t.Fatal(err)
	}
	h.s.Start(g)
	for range 200 {
		next, err := g.Hint(logic.Which, true)
		if err != nil {
			t.Fatal(err)
		}
		if next.Kind == logic.NextStep && next.Step.Technique == logic.ForcingChain {
			break
		}
		h.s.Hint()
		h.s.Hint()
		h.s.ApplyHint()
		h.settle()
	}
	h.s.Hint()
	h.settle()
	h.s.Hint()      // deepens the hint on show: a forcing chain opens at its first beat
	h.s.WholeStep() // the whole step, every link drawn
	v := h.view()
	if v.Hint == nil || v.Hint.Step == nil || v.Hint.Step.Technique != logic.ForcingChain || len(v.Hint.Step.Links) == 0 {
		t.Fatal("no forcing chain on show")
	}
	for _, l := range v.Hint.Step.Links {
		for _, n := range []logic.ChainNode{l.From, l.To} {
			for _, c := range n.Cells {
				if cell := v.Cells[c]; !cell.Pattern.Has(n.Digit) {
					t.Errorf("link %s=%d: the view does not show the candidate (notes %v, pattern %v)", c, n.Digit, cell.Notes, cell.Pattern)
				}
			}
		}
	}
}
