package game_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestApplyStep(t *testing.T) {
	c1, c2, c3 := solver.CellAt(0, 2), solver.CellAt(0, 3), solver.CellAt(1, 1)
	for _, tc := range []struct {
		name  string
		step  logic.Step
		event game.EventKind
		check func(t *testing.T, g *game.Game)
	}{
		{"a placement", logic.Step{Placements: []logic.Candidate{{Cell: c1, Digit: 4}}}, game.EventSet,
			func(t *testing.T, g *game.Game) {
				if g.Digit(c1) != 4 {
					t.Errorf("r1c3 holds %d", g.Digit(c1))
				}
			}},
		{"an elimination from notes", logic.Step{Eliminations: []logic.Candidate{{Cell: c2, Digit: 2}}}, game.EventNote,
			func(t *testing.T, g *game.Game) {
				if g.Notes(c2) != game.DigitSet(6) {
					t.Errorf("r1c4 notes %v, want 6", g.Notes(c2))
				}
			}},
		{"an elimination where no notes are", logic.Step{Eliminations: []logic.Candidate{{Cell: c3, Digit: 7}}}, game.EventNote,
			func(t *testing.T, g *game.Game) {
				cands := game.FromLogic(logic.NewBoard(g.Board()).Cands[c3])
				if n := g.Notes(c3); n.Has(7) || n != cands&^game.DigitSet(7) {
					t.Errorf("r2c2 notes %v, candidates %v", n, cands)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			for _, d := range []uint8{2, 6} {
				if err := g.ToggleNote(c2, d); err != nil {
					t.Fatal(err)
				}
			}
			rec.take()
			before := g.AllNotes()
			if err := g.ApplyStep(&tc.step); err != nil {
				t.Fatal(err)
			}
			if ev := rec.take(); len(ev) != 1 || ev[0].Kind != tc.event {
				t.Fatalf("events %v, want one %v", ev, tc.event)
			}
			tc.check(t, g)
			if err := g.Undo(); err != nil || g.AllNotes() != before || g.Digit(c1) != 0 {
				t.Errorf("one Undo does not take the step back: %v", err)
			}
		})
	}
}

// TestKillerHintsApplyWithoutNotes plays a fresh Killer by hints alone,
// as a player who keeps no notes: a cage combination applied to cells
// without notes (striking none the player has) writes a few notes there (at most four), never the eight
// a trivial one ("the 11-cage cannot hold 1") left them.
func TestKillerHintsApplyWithoutNotes(t *testing.T) {
	g, _ := newKiller(t)
	for n := 0; n < 12; n++ {
		before := g.AllNotes()
		h, err := g.Hint(logic.Full, true)
		if err != nil || h.Kind != logic.NextStep {
			t.Fatalf("hint %d: %v, kind %d", n, err, h.Kind)
		}
		noteless := true // the combination strikes no note the player has
		for _, e := range h.Step.Eliminations {
			noteless = noteless && before[e.Cell] == 0
		}
		must(t, g.ApplyStep(h.Step))
		after := g.AllNotes()
		for c := range after {
			if before[c] == 0 && after[c].Count() > 4 && h.Step.Technique == logic.CageCombination && noteless {
				t.Errorf("hint %d (%s) wrote %d notes in %s", n, h.Step.Describe("en"), after[c].Count(), solver.Cell(c))
			}
		}
		if n == 0 && (h.Step.Technique != logic.CageCombination || after[0].Count() > 4) {
			t.Errorf("the first hint %s leaves r1c1 %v", h.Step.Describe("en"), after[0])
		}
	}
}
