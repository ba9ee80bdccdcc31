package logic

import (
	"strings"
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

// TestKillerHintLeadsToPlacement replays hints on the sample Killers as
// a player who writes only what a hint strikes, until a hint tells steps
// on the way to a placement: those steps strike candidates only from
// cells without notes, there are at most maxLead of them, the hint
// places a digit of the solution, and its words tell the steps first.
func TestKillerHintLeadsToPlacement(t *testing.T) {
	ps, sols := killerSamples(t, 5)
	leads := 0
	for i, p := range ps {
		var marks [81]Digits
		var entries solver.Grid
		for n := 0; n < 30; n++ {
			h, err := NewPuzzleHint(p, entries, &marks)
			if err != nil || h.Kind != NextStep {
				t.Fatalf("puzzle %d, hint %d: %v, kind %d", i, n, err, h.Kind)
			}
			s := h.Step
			if len(h.Lead) > 0 {
				leads++
				if len(h.Lead) > maxLead || len(s.Placements) == 0 {
					t.Errorf("puzzle %d, hint %d: %d steps lead to %s", i, n, len(h.Lead), s.Describe("en"))
				}
				for _, l := range h.Lead {
					for _, e := range l.Eliminations {
						if marks[e.Cell] != 0 || entries[e.Cell] != 0 || p.Givens[e.Cell] != 0 {
							t.Errorf("puzzle %d, hint %d: a step on the way strikes %v, a cell with notes or a digit", i, n, e)
						}
					}
				}
				for _, pl := range s.Placements {
					if sols[i][pl.Cell] != pl.Digit {
						t.Errorf("puzzle %d, hint %d: places %v, the solution has %d", i, n, pl, sols[i][pl.Cell])
					}
				}
				if full, first := h.Text(Full, "en"), h.Lead[0].describe("en", NameSpoken); !strings.Contains(full, first) ||
					strings.Index(full, first) > strings.Index(full, s.describe("en", NameSpoken)) {
					t.Errorf("puzzle %d, hint %d: the words do not tell the steps on the way first: %q", i, n, full)
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
	if leads == 0 {
		t.Error("no hint told steps on the way to a placement")
	}
}
