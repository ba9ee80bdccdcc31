package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestFillNotes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, g *game.Game)
		// want returns the notes expected in cell c after the fill.
		want func(c solver.Cell) game.Digits
	}{
		{
			name: "fresh game",
			want: func(c solver.Cell) game.Digits {
				return game.FromLogic(logic.NewBoard(gametest.Grid(t, gametest.Puzzle)).Cands[c])
			},
		},
		{
			// an applied step struck 4 from r1c3, which had no notes: the
			// step noted the rest there, and the fill keeps them
			name: "an applied hint's elimination stays",
			setup: func(t *testing.T, g *game.Game) {
				must(t, g.ApplyStep(&logic.Step{Eliminations: []logic.Candidate{{Cell: empty, Digit: 4}}}))
			},
			want: func(c solver.Cell) game.Digits {
				if c == empty {
					return game.DigitSet(1, 2)
				}
				return game.FromLogic(logic.NewBoard(gametest.Grid(t, gametest.Puzzle)).Cands[c])
			},
		},
		{
			// entries count like givens; a wrong entry too
			name: "with entries, and notes that all clash",
			setup: func(t *testing.T, g *game.Game) {
				must(t, g.Set(empty, 1))
				must(t, g.ToggleNote(3, 9)) // 9 is given in box 2
				must(t, g.ToggleNote(3, 5)) // 5 is given in row 1
			},
			want: func(c solver.Cell) game.Digits {
				b := gametest.Grid(t, gametest.Puzzle)
				b[empty] = 1
				return game.FromLogic(logic.NewBoard(b).Cands[c])
			},
		},
		{
			// r1c3 may hold 1, 2 or 4 and r1c4 2 or 6: the player struck 1
			// from r1c3 and 2 from r1c4, and noted a 9 that clashes
			name: "notes keep their eliminations",
			setup: func(t *testing.T, g *game.Game) {
				for _, d := range []uint8{2, 4} {
					must(t, g.ToggleNote(empty, d))
				}
				for _, d := range []uint8{6, 9} {
					must(t, g.ToggleNote(3, d))
				}
			},
			want: func(c solver.Cell) game.Digits {
				switch c {
				case empty:
					return game.DigitSet(2, 4)
				case 3:
					return game.DigitSet(6)
				}
				return game.FromLogic(logic.NewBoard(gametest.Grid(t, gametest.Puzzle)).Cands[c])
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			if tc.setup != nil {
				tc.setup(t, g)
			}
			before := snap(g)
			rec.take()

			must(t, g.FillNotes())
			ev := onlyEvent(t, rec, game.EventNote)
			var changed []solver.Cell
			for c := solver.Cell(0); c < 81; c++ {
				want := tc.want(c)
				if g.Digit(c) != 0 {
					want = 0
				}
				if got := g.Notes(c); got != want {
					t.Errorf("%v notes %v, want %v", c, got, want)
				}
				if g.Notes(c) != before.notes[c] {
					changed = append(changed, c)
				}
			}
			if len(ev.Cells) != len(changed) {
				t.Errorf("event cells %v, want %v", ev.Cells, changed)
			}
			if g.Entries() != before.entries {
				t.Error("filling notes changed entries")
			}

			// Saved and loaded, the fill is one move of the history.
			var buf bytes.Buffer
			must(t, g.Save(&buf))
			h, err := game.LoadWithClock(&buf, gametest.NewClock())
			must(t, err)
			if snap(h) != snap(g) {
				t.Error("the loaded game differs")
			}

			for _, x := range []*game.Game{g, h} {
				must(t, x.Undo())
				if snap(x) != before {
					t.Error("one undo did not take the fill back")
				}
				must(t, x.Redo())
				if x.AllNotes() != g.AllNotes() {
					t.Error("redo did not fill again")
				}
			}

			// A second fill changes nothing and makes no move.
			rec.take()
			must(t, g.FillNotes())
			noEvent(t, rec)
			must(t, g.Undo())
			if snap(g) != before {
				t.Error("the second fill made a move")
			}
		})
	}
}

func TestFillNotesGameOver(t *testing.T) {
	g, _, rec := newGame(t)
	must(t, g.Reveal())
	rec.take()
	if err := g.FillNotes(); !errors.Is(err, game.ErrGameOver) {
		t.Errorf("FillNotes = %v, want ErrGameOver", err)
	}
	noEvent(t, rec)
}
