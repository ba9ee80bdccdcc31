package game_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
)

// r1c3 is empty in the puzzle; its solution is 4. r1c1 is the given 5.
const (
	empty solver.Cell = 2
	given solver.Cell = 0
)

func TestVerbsOnAFreshGame(t *testing.T) {
	tests := []struct {
		name  string
		do    func(*game.Game) error
		err   error
		kind  game.EventKind // 0: no event
		cells []solver.Cell
		digit uint8       // what empty shows afterwards
		notes game.Digits // the notes of empty afterwards
	}{
		{"set", func(g *game.Game) error { return g.Set(empty, 4) }, nil, game.EventSet, []solver.Cell{empty}, 4, 0},
		{"set wrong digit", func(g *game.Game) error { return g.Set(empty, 9) }, nil, game.EventSet, []solver.Cell{empty}, 9, 0},
		{"set given", func(g *game.Game) error { return g.Set(given, 5) }, game.ErrFixedCell, 0, nil, 0, 0},
		{"set digit 0", func(g *game.Game) error { return g.Set(empty, 0) }, game.ErrBadDigit, 0, nil, 0, 0},
		{"set digit 10", func(g *game.Game) error { return g.Set(empty, 10) }, game.ErrBadDigit, 0, nil, 0, 0},
		{"set cell -1", func(g *game.Game) error { return g.Set(-1, 1) }, game.ErrBadCell, 0, nil, 0, 0},
		{"set cell 81", func(g *game.Game) error { return g.Set(81, 1) }, game.ErrBadCell, 0, nil, 0, 0},
		{"erase given", func(g *game.Game) error { return g.Erase(given) }, game.ErrFixedCell, 0, nil, 0, 0},
		{"erase empty cell", func(g *game.Game) error { return g.Erase(empty) }, nil, 0, nil, 0, 0},
		{"erase cell 81", func(g *game.Game) error { return g.Erase(81) }, game.ErrBadCell, 0, nil, 0, 0},
		{"note", func(g *game.Game) error { return g.ToggleNote(empty, 7) }, nil, game.EventNote, []solver.Cell{empty}, 0, game.DigitSet(7)},
		{"note on given", func(g *game.Game) error { return g.ToggleNote(given, 7) }, game.ErrFixedCell, 0, nil, 0, 0},
		{"note digit 0", func(g *game.Game) error { return g.ToggleNote(empty, 0) }, game.ErrBadDigit, 0, nil, 0, 0},
		{"note cell -5", func(g *game.Game) error { return g.ToggleNote(-5, 1) }, game.ErrBadCell, 0, nil, 0, 0},
		{"undo", (*game.Game).Undo, game.ErrNothingToUndo, 0, nil, 0, 0},
		{"redo", (*game.Game).Redo, game.ErrNothingToRedo, 0, nil, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			if err := tt.do(g); !errors.Is(err, tt.err) {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			if tt.kind == 0 {
				noEvent(t, rec)
			} else if e := onlyEvent(t, rec, tt.kind); !slices.Equal(e.Cells, tt.cells) {
				t.Errorf("event cells %v, want %v", e.Cells, tt.cells)
			}
			if d := g.Digit(empty); d != tt.digit {
				t.Errorf("r1c3 holds %d, want %d", d, tt.digit)
			}
			if n := g.Notes(empty); n != tt.notes {
				t.Errorf("r1c3 notes %v, want %v", n, tt.notes)
			}
			if g.Digit(given) != 5 || !g.IsGiven(given) || g.IsGiven(empty) {
				t.Errorf("the given r1c1 changed")
			}
		})
	}
}

func TestGivensRefuseEveryEdit(t *testing.T) {
	g, _, rec := newGame(t)
	givens := g.Givens()
	for c := solver.Cell(0); c < 81; c++ {
		if givens[c] == 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if err := g.Set(c, d); !errors.Is(err, game.ErrFixedCell) {
				t.Fatalf("Set(%s, %d): %v, want ErrFixedCell", c, d, err)
			}
			if err := g.ToggleNote(c, d); !errors.Is(err, game.ErrFixedCell) {
				t.Fatalf("ToggleNote(%s, %d): %v, want ErrFixedCell", c, d, err)
			}
		}
		if err := g.Erase(c); !errors.Is(err, game.ErrFixedCell) {
			t.Fatalf("Erase(%s): %v, want ErrFixedCell", c, err)
		}
	}
	noEvent(t, rec)
	if g.Board() != givens || g.CanUndo() {
		t.Errorf("the givens took input")
	}
}

func TestSetAndEraseClearNotes(t *testing.T) {
	g, _, rec := newGame(t)
	g.AutoRemoveNotes = false
	must(t, g.ToggleNote(empty, 1))
	must(t, g.ToggleNote(empty, 2))
	must(t, g.ToggleNote(empty, 1)) // off again
	if n := g.Notes(empty); n != game.DigitSet(2) {
		t.Fatalf("notes %v, want 2", n)
	}
	must(t, g.Set(empty, 4))
	if g.Notes(empty) != 0 || g.Digit(empty) != 4 {
		t.Fatalf("after Set: digit %d, notes %v", g.Digit(empty), g.Notes(empty))
	}
	if err := g.ToggleNote(empty, 3); !errors.Is(err, game.ErrFilledCell) {
		t.Fatalf("note on a filled cell: %v, want ErrFilledCell", err)
	}
	if err := g.Set(empty, 4); err != nil {
		t.Fatalf("the same digit again: %v", err)
	}
	rec.take()
	must(t, g.Undo()) // Set took the notes away; Undo brings them back
	if g.Notes(empty) != game.DigitSet(2) || g.Digit(empty) != 0 {
		t.Fatalf("after Undo: digit %d, notes %v, want notes 2", g.Digit(empty), g.Notes(empty))
	}
	must(t, g.Erase(empty))
	if g.Notes(empty) != 0 {
		t.Fatalf("Erase left notes %v", g.Notes(empty))
	}
	evs := rec.take()
	if len(evs) != 2 || evs[0].Kind != game.EventUndo || evs[1].Kind != game.EventErase {
		t.Errorf("events %v, want undo, erase", evs)
	}
}

func TestAutoRemoveNotes(t *testing.T) {
	// r1c3 takes 4. Notes of 4 in its row (r1c4), column (r5c3) and box
	// (r2c2) go; in r9c9, which it does not see, they stay.
	r1c4, r5c3, r2c2, r9c9 := solver.CellAt(0, 3), solver.CellAt(4, 2), solver.CellAt(1, 1), solver.CellAt(8, 8)
	noted := []solver.Cell{r1c4, r5c3, r2c2, r9c9}
	for _, auto := range []bool{true, false} {
		g, _, rec := newGame(t)
		g.AutoRemoveNotes = auto
		for _, c := range noted {
			if g.IsGiven(c) {
				continue // r9c9 is a given: use r9c7 instead
			}
			must(t, g.ToggleNote(c, 4))
			must(t, g.ToggleNote(c, 2))
		}
		r9c7 := solver.CellAt(8, 6)
		must(t, g.ToggleNote(r9c7, 4))
		rec.take()
		before := snap(g)

		must(t, g.Set(empty, 4))
		want := []solver.Cell{empty}
		if auto {
			want = []solver.Cell{empty, r2c2, r1c4, r5c3}
			slices.Sort(want)
		}
		if e := onlyEvent(t, rec, game.EventSet); !slices.Equal(e.Cells, want) {
			t.Errorf("auto %v: event cells %v, want %v", auto, e.Cells, want)
		}
		for _, c := range []solver.Cell{r1c4, r5c3, r2c2} {
			wantNotes := game.DigitSet(2, 4)
			if auto {
				wantNotes = game.DigitSet(2)
			}
			if n := g.Notes(c); n != wantNotes {
				t.Errorf("auto %v: %s notes %v, want %v", auto, c, n, wantNotes)
			}
		}
		if g.Notes(r9c7) != game.DigitSet(4) {
			t.Errorf("auto %v: r9c7 lost its note", auto)
		}
		after := snap(g)

		must(t, g.Undo())
		if e := onlyEvent(t, rec, game.EventUndo); !slices.Equal(e.Cells, want) {
			t.Errorf("auto %v: undo cells %v, want %v", auto, e.Cells, want)
		}
		if snap(g) != before {
			t.Errorf("auto %v: one Undo did not restore every note", auto)
		}
		must(t, g.Redo())
		onlyEvent(t, rec, game.EventRedo)
		if snap(g) != after {
			t.Errorf("auto %v: Redo did not strike the notes again", auto)
		}
	}
}

// TestUndoRedoChains plays random moves, then undoes and redoes them all,
// comparing every position on the way.
func TestUndoRedoChains(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		g, _, rec := newGame(t)
		rng := rand.New(rand.NewPCG(seed, 0))
		cells := emptyCells(t)
		history := []snapshot{snap(g)}
		for len(history) < 200 {
			c := cells[rng.IntN(len(cells))]
			d := uint8(1 + rng.IntN(9))
			var err error
			switch rng.IntN(4) {
			case 0, 1:
				err = g.ToggleNote(c, d)
				if errors.Is(err, game.ErrFilledCell) {
					continue
				}
			case 2:
				if d == gametest.Digit(c) {
					d = wrong(c) // never win by chance
				}
				err = g.Set(c, d)
			case 3:
				err = g.Erase(c)
			}
			must(t, err)
			if s := snap(g); s != history[len(history)-1] {
				history = append(history, s)
			}
		}
		rec.take()
		for i := len(history) - 2; i >= 0; i-- {
			must(t, g.Undo())
			if snap(g) != history[i] {
				t.Fatalf("seed %d: undo to position %d differs", seed, i)
			}
		}
		if err := g.Undo(); !errors.Is(err, game.ErrNothingToUndo) {
			t.Fatalf("undo past the start: %v", err)
		}
		for i := 1; i < len(history); i++ {
			must(t, g.Redo())
			if snap(g) != history[i] {
				t.Fatalf("seed %d: redo to position %d differs", seed, i)
			}
		}
		if err := g.Redo(); !errors.Is(err, game.ErrNothingToRedo) {
			t.Fatalf("redo past the end: %v", err)
		}
		if n := len(rec.take()); n != 2*(len(history)-1) {
			t.Errorf("%d events for %d undos and redos", n, 2*(len(history)-1))
		}
	}
}

func TestNewMoveClearsRedo(t *testing.T) {
	g, _, _ := newGame(t)
	must(t, g.Set(empty, 1))
	must(t, g.Set(empty, 2))
	must(t, g.Undo())
	if !g.CanRedo() {
		t.Fatal("nothing to redo after an undo")
	}
	must(t, g.ToggleNote(solver.CellAt(8, 6), 3))
	if g.CanRedo() {
		t.Fatal("a new move left the redo history")
	}
	if err := g.Redo(); !errors.Is(err, game.ErrNothingToRedo) {
		t.Fatalf("Redo: %v, want ErrNothingToRedo", err)
	}
	must(t, g.Undo())
	must(t, g.Undo())
	if g.Digit(empty) != 0 || g.CanUndo() {
		t.Fatalf("two undos left r1c3 at %d", g.Digit(empty))
	}
}

func TestAccessorsOutsideTheGrid(t *testing.T) {
	g, _, _ := newGame(t)
	for _, c := range []solver.Cell{-1, 81, 1000} {
		if g.Digit(c) != 0 || g.Notes(c) != 0 || g.IsGiven(c) {
			t.Errorf("cell %d shows something", c)
		}
	}
}

func TestEventKindString(t *testing.T) {
	for k, want := range map[game.EventKind]string{
		game.EventSet: "set", game.EventWon: "won", game.EventResume: "resume", 0: "EventKind(0)", 99: "EventKind(99)",
	} {
		if got := k.String(); got != want {
			t.Errorf("%d: %q, want %q", k, got, want)
		}
	}
}
