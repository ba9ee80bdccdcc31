package game_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
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

// TestHints: each position the player asks advice for is one hint, however
// deep; a move, Undo or Redo makes a new position. The count survives a
// Restart of the game being played, not of one that is over, and a win
// reports it.
func TestHints(t *testing.T) {
	ask := func(t *testing.T, g *game.Game) {
		t.Helper()
		if _, err := g.Hint(logic.Which, true); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name string
		play func(t *testing.T, g *game.Game)
		want int
	}{
		{"none", func(*testing.T, *game.Game) {}, 0},
		{"one", ask, 1},
		{"deeper on the same position", func(t *testing.T, g *game.Game) {
			ask(t, g)
			_, err := g.Hint(logic.Full, true)
			must(t, err)
			g.Check()
			g.Pause()
			g.Resume()
			ask(t, g)
		}, 1},
		{"after a move", func(t *testing.T, g *game.Game) {
			ask(t, g)
			must(t, g.ToggleNote(empty, 1))
			ask(t, g)
		}, 2},
		{"after undo and redo", func(t *testing.T, g *game.Game) {
			must(t, g.Set(empty, gametest.Digit(empty)))
			ask(t, g)
			must(t, g.Undo())
			ask(t, g)
			must(t, g.Redo())
			ask(t, g)
		}, 3},
		{"a failed move is no new position", func(t *testing.T, g *game.Game) {
			ask(t, g)
			if err := g.Set(0, 1); err == nil { // r1c1 is a given
				t.Fatal("set a given")
			}
			ask(t, g)
		}, 1},
		{"restart while playing keeps them", func(t *testing.T, g *game.Game) {
			ask(t, g)
			must(t, g.Set(empty, gametest.Digit(empty)))
			ask(t, g)
			g.Restart()
		}, 2},
		{"restart after giving up forgets them", func(t *testing.T, g *game.Game) {
			ask(t, g)
			must(t, g.Reveal())
			g.Restart()
		}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, _ := newGame(t)
			tt.play(t, g)
			if got := g.Hints(); got != tt.want {
				t.Errorf("Hints() = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestWinReportsHints: EventWon carries the hints taken, which Stats
// keeps from the best time; a reveal is never a win.
func TestWinReportsHints(t *testing.T) {
	for _, hints := range []int{0, 1, 2} {
		g, _, rec := newGame(t)
		cells := emptyCells(t)
		for i := range hints {
			_, err := g.Hint(logic.Which, true)
			must(t, err)
			must(t, g.Set(cells[i], gametest.Digit(cells[i])))
		}
		for _, c := range cells[hints:] {
			must(t, g.Set(c, gametest.Digit(c)))
		}
		evs := rec.take()
		last := evs[len(evs)-1]
		if last.Kind != game.EventWon || last.Hints != hints {
			t.Errorf("%d hints: last event %s with %d hints", hints, last.Kind, last.Hints)
		}
	}
	g, _, rec := newGame(t)
	_, err := g.Hint(logic.Which, true)
	must(t, err)
	rec.take()
	must(t, g.Reveal())
	if ev := onlyEvent(t, rec, game.EventReveal); g.Won() || ev.Hints != 1 {
		t.Errorf("reveal: won %v, event %+v", g.Won(), ev)
	}
}

// TestTakeHint: a hint worked out away from the game (HintInput, Work)
// is taken as Hint takes one, and refused when the position moved on.
func TestTakeHint(t *testing.T) {
	for _, tc := range []struct {
		name    string
		between func(g *game.Game) // after HintInput, before TakeHint
		depth   logic.Depth
		want    error
		hints   int
	}{
		{"same position", func(*game.Game) {}, logic.Which, nil, 1},
		{"a move", func(g *game.Game) { _ = g.Set(solver.CellAt(0, 2), 4) }, logic.Which, game.ErrStaleHint, 0},
		{"a note", func(g *game.Game) { _ = g.ToggleNote(solver.CellAt(0, 2), 4) }, logic.Which, game.ErrStaleHint, 0},
		{"too deep", func(*game.Game) {}, logic.Full + 1, game.ErrBadDepth, 0},
		{"given up", func(g *game.Game) { _ = g.Reveal() }, logic.Which, game.ErrGameOver, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, _ := newGame(t)
			in := g.HintInput(true)
			h, err := in.Work()
			if err != nil {
				t.Fatal(err)
			}
			tc.between(g)
			if err := g.TakeHint(in, h, tc.depth); !errors.Is(err, tc.want) {
				t.Errorf("TakeHint: %v, want %v", err, tc.want)
			}
			if g.Hints() != tc.hints {
				t.Errorf("%d hints counted, want %d", g.Hints(), tc.hints)
			}
		})
	}
}
