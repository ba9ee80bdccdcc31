package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestKillerHintWithoutNotes plays hints on fresh Killers as a player who
// keeps no notes does, writing only what a hint strikes (a cell without
// notes first gets every candidate, as the game's Apply gives it, less
// the digits no combination of its cage allows): no hint may be a cage
// combination that leaves a note-less cell more than fewToWrite
// candidates (the 11-cage "cannot hold 1", then eight notes written);
// the first hint points at every cell of its cage. A player who has
// written every candidate is told the combination whatever it leaves,
// for it strikes their notes.
func TestKillerHintWithoutNotes(t *testing.T) {
	ps, _ := killerSamples(t, 5)
	for i, p := range ps {
		var marks [81]Digits
		var entries solver.Grid
		for n := 0; n < 12; n++ {
			h, err := NewPuzzleHint(p, entries, &marks)
			if err != nil || h.Kind != NextStep {
				t.Fatalf("puzzle %d, hint %d: %v, kind %d", i, n, err, h.Kind)
			}
			s := h.Step
			if n == 0 {
				_, cells := h.Focus()
				if s.Technique == CageCombination && len(cells) != len(p.Cages[s.Cages[0]].Cells) {
					t.Errorf("puzzle %d: the first hint points at %v, not all of its cage %v", i, cells, p.Cages[s.Cages[0]].Cells)
				}
			}
			noteless := true
			for _, e := range s.Eliminations {
				noteless = noteless && marks[e.Cell] == 0
			}
			if s.Technique == CageCombination && noteless {
				if left := mostLeft(h.Board, s); left > fewToWrite {
					t.Errorf("puzzle %d, hint %d: %s leaves %d candidates", i, n, s.Describe("en"), left)
				}
			}
			for _, pl := range s.Placements {
				entries[pl.Cell] = pl.Digit
			}
			for _, e := range s.Eliminations {
				if marks[e.Cell] == 0 {
					marks[e.Cell] = h.Board.Cands[e.Cell]
				}
				marks[e.Cell] &^= 1 << e.Digit
			}
		}
	}

	// Every candidate written: the first combination in ladder order comes,
	// few or many.
	p := ps[0]
	b := NewPuzzleBoard(p)
	first := Next(b)
	marks := b.Cands
	h, err := NewPuzzleHint(p, solver.Grid{}, &marks)
	if err != nil || h.Kind != NextStep || len(h.Step.Eliminations) != len(first.Eliminations) || h.Step.Cages[0] != first.Cages[0] {
		t.Errorf("with every candidate written the hint is %+v, want %s", h.Step, first.Describe("en"))
	}
}
