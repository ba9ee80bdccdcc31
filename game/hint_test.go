package game_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestHint(t *testing.T) {
	tests := []struct {
		name  string
		setup func(*game.Game)
		marks bool
		kind  logic.HintKind
		cell  solver.Cell // for WrongEntry and WrongNote
	}{
		{name: "fresh", kind: logic.NextStep},
		{name: "right entry", setup: func(g *game.Game) { g.Set(empty, 4) }, kind: logic.NextStep},
		{
			name: "wrong entry first",
			setup: func(g *game.Game) {
				g.ToggleNote(solver.CellAt(8, 6), 2) // r9c7 is 1: a wrong note too
				g.Set(solver.CellAt(4, 4), 1)        // r5c5 is 5
			},
			marks: true, kind: logic.WrongEntry, cell: solver.CellAt(4, 4),
		},
		{
			name:  "wrong note",
			setup: func(g *game.Game) { g.ToggleNote(solver.CellAt(8, 6), 2) },
			marks: true, kind: logic.WrongNote, cell: solver.CellAt(8, 6),
		},
		{
			name:  "wrong note, marks unused",
			setup: func(g *game.Game) { g.ToggleNote(solver.CellAt(8, 6), 2) },
			kind:  logic.NextStep,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			if tt.setup != nil {
				tt.setup(g)
			}
			before := snap(g)
			rec.take()
			var cells [3][]solver.Cell
			for _, depth := range []logic.Depth{logic.Where, logic.Which, logic.Full} {
				h, err := g.Hint(depth, tt.marks)
				must(t, err)
				if h.Kind != tt.kind {
					t.Fatalf("depth %d: hint %v, want kind %v", depth, h, tt.kind)
				}
				if (tt.kind == logic.WrongEntry || tt.kind == logic.WrongNote) && h.Cell != tt.cell {
					t.Errorf("hint at %s, want %s", h.Cell, tt.cell)
				}
				if tt.kind == logic.NextStep && (h.Step == nil || !h.Step.Progress()) {
					t.Errorf("a next step that does nothing: %+v", h.Step)
				}
				if h.Text(depth, "en") == "" {
					t.Errorf("no text")
				}
				cells[depth] = onlyEvent(t, rec, game.EventHint).Cells
			}
			if snap(g) != before {
				t.Errorf("Hint changed the game")
			}
			if len(cells[logic.Where]) == 0 || !slices.Equal(cells[logic.Where], cells[logic.Which]) {
				t.Errorf("where %v, which %v", cells[logic.Where], cells[logic.Which])
			}
			for _, c := range cells[logic.Where] {
				if !slices.Contains(cells[logic.Full], c) {
					t.Errorf("the full hint does not point at %s", c)
				}
			}
			if tt.kind != logic.NextStep && !slices.Equal(cells[logic.Full], []solver.Cell{tt.cell}) {
				t.Errorf("a mistake hint points at %v", cells[logic.Full])
			}
		})
	}
}

func TestHintBadDepth(t *testing.T) {
	g, _, rec := newGame(t)
	if _, err := g.Hint(logic.Full+1, false); !errors.Is(err, game.ErrBadDepth) {
		t.Errorf("depth %d: %v, want ErrBadDepth", logic.Full+1, err)
	}
	noEvent(t, rec)
}
