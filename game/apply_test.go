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
				if g.Notes(c2) != logic.DigitSet(6) {
					t.Errorf("r1c4 notes %v, want 6", g.Notes(c2))
				}
			}},
		{"an elimination where no notes are", logic.Step{Eliminations: []logic.Candidate{{Cell: c3, Digit: 7}}}, game.EventNote,
			func(t *testing.T, g *game.Game) {
				cands := logic.NewBoard(g.Board()).Cands[c3]
				if n := g.Notes(c3); n.Has(7) || n != cands&^logic.DigitSet(7) {
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
