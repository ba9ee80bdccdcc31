package session_test

import (
	"reflect"
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

// TestWrongDigitHintRingsWhatItRepeats: a hint for a wrong digit that
// repeats a given names the given and rings it, with a line to the
// wrong digit, as a single's witness; one that repeats nothing names no
// cell to ring.
func TestWrongDigitHintRingsWhatItRepeats(t *testing.T) {
	for _, tc := range []struct {
		name  string
		digit uint8 // entered at r1c3: 5 repeats r1c1's given, 1 nothing
		ring  []logic.Witness
	}{
		{"repeats a given", 5, []logic.Witness{{Cell: r1c1, Digit: 5, Rules: logic.CellsOf(r1c3)}}},
		{"repeats nothing", 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.TapCell(r1c3)
			h.s.KeyDigit(tc.digit)
			h.s.Hint()
			h.settle()
			v := h.view()
			if v.Hint == nil || v.Hint.Kind != logic.WrongEntry || v.Hint.Wrong == nil {
				t.Fatalf("hint %+v, want a wrong entry's, with why", v.Hint)
			}
			if !reflect.DeepEqual(v.Hint.Marks.Witnesses, tc.ring) {
				t.Errorf("witnesses %+v, want %+v", v.Hint.Marks.Witnesses, tc.ring)
			}
		})
	}
}
