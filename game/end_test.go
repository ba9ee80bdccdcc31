package game_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestWin(t *testing.T) {
	g, clock, rec := newGame(t)
	cells := emptyCells(t)
	must(t, g.ToggleNote(cells[len(cells)-1], 3))
	for i, c := range cells {
		clock.Advance(time.Second)
		must(t, g.Set(c, gametest.Digit(c)))
		if i < len(cells)-1 && g.Won() {
			t.Fatalf("won with %d cells left", len(cells)-1-i)
		}
	}
	evs := rec.take()
	last := evs[len(evs)-1]
	for _, e := range evs[:len(evs)-1] {
		if e.Kind != game.EventSet && e.Kind != game.EventNote {
			t.Fatalf("event %s before the end", e.Kind)
		}
	}
	if last.Kind != game.EventWon || last.Elapsed != 51*time.Second || last.Level != logic.Easy {
		t.Fatalf("last event %+v, want won after 51s at easy", last)
	}
	if !slices.Equal(last.Cells, []solver.Cell{cells[len(cells)-1]}) {
		t.Errorf("win event cells %v", last.Cells)
	}
	if !g.Won() || !g.Over() || g.GivenUp() || g.Running() {
		t.Fatalf("won %v over %v given up %v running %v", g.Won(), g.Over(), g.GivenUp(), g.Running())
	}
	clock.Advance(time.Hour)
	if g.Elapsed() != 51*time.Second {
		t.Errorf("the timer ran on after the win: %v", g.Elapsed())
	}
	g.Resume()
	g.Pause()
	g.Resume()
	if g.Elapsed() != 51*time.Second || g.Running() {
		t.Errorf("pause and resume restarted the timer of a won game")
	}
	overVerbs(t, g, rec)
}

// overVerbs checks that a game over refuses every move.
func overVerbs(t *testing.T, g *game.Game, rec *recorder) {
	t.Helper()
	rec.take()
	verbs := map[string]func() error{
		"set":    func() error { return g.Set(emptyCells(t)[0], 1) },
		"erase":  func() error { return g.Erase(emptyCells(t)[0]) },
		"note":   func() error { return g.ToggleNote(emptyCells(t)[0], 1) },
		"undo":   g.Undo,
		"redo":   g.Redo,
		"reveal": g.Reveal,
		"hint":   func() error { _, err := g.Hint(logic.Where, true); return err },
	}
	before := snap(g)
	for name, verb := range verbs {
		if err := verb(); !errors.Is(err, game.ErrGameOver) {
			t.Errorf("%s after the end: %v, want ErrGameOver", name, err)
		}
	}
	if snap(g) != before {
		t.Errorf("a game over changed")
	}
	if evs := rec.take(); len(evs) != 0 {
		t.Errorf("refused verbs fired %v", evs)
	}
	if g.CanUndo() || g.CanRedo() {
		t.Errorf("a game over offers undo or redo")
	}
}

func TestReveal(t *testing.T) {
	g, clock, rec := newGame(t)
	c := emptyCells(t)
	must(t, g.Set(c[0], wrong(c[0])))
	must(t, g.Set(c[1], gametest.Digit(c[1])))
	must(t, g.ToggleNote(c[2], 5))
	clock.Advance(time.Minute)
	rec.take()
	must(t, g.Reveal())
	e := onlyEvent(t, rec, game.EventReveal)
	if len(e.Cells) != 50 || slices.Contains(e.Cells, c[1]) {
		t.Errorf("reveal changed %d cells %v, want the 50 not already right", len(e.Cells), e.Cells)
	}
	if e.Elapsed != time.Minute {
		t.Errorf("reveal at %v, want 1m", e.Elapsed)
	}
	if g.Board() != gametest.Grid(t, gametest.Solution) || g.AllNotes() != [81]game.Digits{} {
		t.Errorf("the board is not the solution:\n%s", g.Board().Board())
	}
	if !g.GivenUp() || g.Won() || !g.Over() || g.Running() {
		t.Errorf("given up %v won %v over %v running %v", g.GivenUp(), g.Won(), g.Over(), g.Running())
	}
	clock.Advance(time.Minute)
	if g.Elapsed() != time.Minute {
		t.Errorf("timer ran on after reveal: %v", g.Elapsed())
	}
	if r := g.Check(); r.Won || r.Empty != 0 || !r.Clean() {
		t.Errorf("check after reveal: %+v", r)
	}
	overVerbs(t, g, rec)
}

func TestRestart(t *testing.T) {
	for _, end := range []string{"playing", "revealed", "paused"} {
		t.Run(end, func(t *testing.T) {
			g, clock, rec := newGame(t)
			c := emptyCells(t)
			must(t, g.Set(c[0], 1))
			must(t, g.ToggleNote(c[1], 2))
			must(t, g.Undo())
			must(t, g.ToggleNote(c[2], 3))
			clock.Advance(time.Minute)
			switch end {
			case "revealed":
				must(t, g.Reveal())
			case "paused":
				g.Pause()
			}
			rec.take()
			g.Restart()
			e := onlyEvent(t, rec, game.EventRestart)
			if e.Elapsed != 0 {
				t.Errorf("restart event at %v", e.Elapsed)
			}
			if end != "revealed" && !slices.Equal(e.Cells, []solver.Cell{c[0], c[2]}) {
				t.Errorf("restart cleared %v, want %v", e.Cells, []solver.Cell{c[0], c[2]})
			}
			if g.Board() != g.Givens() || g.AllNotes() != [81]game.Digits{} {
				t.Errorf("restart left entries or notes")
			}
			if g.Givens() != gametest.Grid(t, gametest.Puzzle) {
				t.Errorf("restart changed the puzzle")
			}
			if g.CanUndo() || g.CanRedo() || g.Over() || g.GivenUp() {
				t.Errorf("restart left history or the end: undo %v redo %v over %v", g.CanUndo(), g.CanRedo(), g.Over())
			}
			clock.Advance(time.Second)
			want := time.Second
			if end == "paused" {
				want = 0 // still paused
				if !g.Paused() {
					t.Errorf("restart lifted the pause")
				}
			}
			if g.Elapsed() != want {
				t.Errorf("elapsed %v after restart, want %v", g.Elapsed(), want)
			}
			must(t, g.Set(c[0], gametest.Digit(c[0])))
		})
	}
}
