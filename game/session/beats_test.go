package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestHintWalksBeats walks a forcing chain's hint beat by beat: the
// whole step first, then NextBeat and PrevBeat one beat at a time within
// the step's beats; WholeStep shows all of it and, pressed again (or
// PrevBeat), goes back to the beat the player was on (NextBeat to the one
// after it), while PrevBeat walked back to the whole step stays there.
func TestHintWalksBeats(t *testing.T) {
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
	// The first hints point at the assumption's cell, where the chain
	// starts, not at the house it ends in.
	if v := h.view(); v.Hint != nil && v.Hint.Step != nil {
		var focus []solver.Cell
		for c := solver.Cell(0); c < 81; c++ {
			if v.Cells[c].Focus {
				focus = append(focus, c)
			}
		}
		if want := v.Hint.Step.Pattern[0].Cell; len(focus) != 1 || focus[0] != want {
			t.Errorf("a forcing chain's first hint focuses %v, want its assumption's cell %v", focus, want)
		}
	}
	h.s.NextBeat() // a Which hint has no beats
	if v := h.view(); v.Hint == nil || v.Hint.Beat != 0 || v.Hint.Beats != 0 {
		t.Fatalf("a Which hint: %+v", v.Hint)
	}
	h.s.Hint()
	v := h.view()
	if v.Hint == nil || v.Hint.Step == nil || v.Hint.Step.Technique != logic.ForcingChain {
		t.Fatal("no forcing chain on show")
	}
	n := v.Hint.Beats
	if want := len(v.Hint.Step.Beats(v.Hint.Board, "en")); n != want || n < 3 {
		t.Fatalf("Beats %d, want %d (at least 3)", n, want)
	}
	for _, tc := range []struct {
		verb string
		do   func()
		want int
	}{
		{"PrevBeat at the whole step", h.s.PrevBeat, 0},
		{"NextBeat", h.s.NextBeat, 1},
		{"NextBeat", h.s.NextBeat, 2},
		{"PrevBeat", h.s.PrevBeat, 1},
		{"WholeStep", h.s.WholeStep, 0},
		{"WholeStep again: back to the beat", h.s.WholeStep, 1},
		{"NextBeat", h.s.NextBeat, 2},
		{"NextBeat", h.s.NextBeat, 3},
		{"WholeStep from beat 3", h.s.WholeStep, 0},
		{"WholeStep back to beat 3", h.s.WholeStep, 3},
		{"WholeStep from beat 3 again", h.s.WholeStep, 0},
		{"PrevBeat back to beat 3", h.s.PrevBeat, 3},
		{"WholeStep", h.s.WholeStep, 0},
		{"NextBeat on from beat 3", h.s.NextBeat, 4},
		{"PrevBeat", h.s.PrevBeat, 3},
		{"PrevBeat", h.s.PrevBeat, 2},
		{"PrevBeat", h.s.PrevBeat, 1},
		{"PrevBeat to the whole step", h.s.PrevBeat, 0},
		{"PrevBeat at the whole step, walked back to", h.s.PrevBeat, 0},
		{"WholeStep at the whole step, walked back to", h.s.WholeStep, 0},
	} {
		tc.do()
		if got := h.view().Hint.Beat; got != tc.want {
			t.Errorf("%s: beat %d, want %d", tc.verb, got, tc.want)
		}
	}
	for range n + 3 {
		h.s.NextBeat()
	}
	if got := h.view().Hint.Beat; got != n {
		t.Errorf("past the last beat: beat %d, want %d", got, n)
	}
}
