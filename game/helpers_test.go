package game_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// recorder keeps the events a game fires.
type recorder struct{ events []game.Event }

func (r *recorder) record(e game.Event) { r.events = append(r.events, e) }

// take returns the events so far and forgets them.
func (r *recorder) take() []game.Event {
	out := r.events
	r.events = nil
	return out
}

// newGame starts the Wikipedia puzzle on a fake clock, recording events.
func newGame(t testing.TB) (*game.Game, *gametest.Clock, *recorder) {
	t.Helper()
	clock := gametest.NewClock()
	g, err := game.New(gametest.Classic(t, gametest.Puzzle), logic.Easy, clock)
	if err != nil {
		t.Fatal(err)
	}
	rec := new(recorder)
	g.OnChange = rec.record
	return g, clock, rec
}

// emptyCells returns the cells of the puzzle without a given, in order.
func emptyCells(t testing.TB) []solver.Cell {
	t.Helper()
	var out []solver.Cell
	for c, d := range gametest.Grid(t, gametest.Puzzle) {
		if d == 0 {
			out = append(out, solver.Cell(c))
		}
	}
	return out
}

// wrong returns a digit that is not the solution's in c.
func wrong(c solver.Cell) uint8 { return gametest.Digit(c)%9 + 1 }

// must fails the test when err is not nil.
func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// snapshot is what a game shows.
type snapshot struct {
	entries solver.Grid
	notes   [81]game.Digits
}

func snap(g *game.Game) snapshot { return snapshot{g.Entries(), g.AllNotes()} }

// onlyEvent checks that exactly one event of kind was fired and returns it.
func onlyEvent(t testing.TB, rec *recorder, kind game.EventKind) game.Event {
	t.Helper()
	evs := rec.take()
	if len(evs) != 1 {
		t.Fatalf("%d events %v, want one %s", len(evs), evs, kind)
	}
	if evs[0].Kind != kind {
		t.Fatalf("event %s, want %s", evs[0].Kind, kind)
	}
	return evs[0]
}

// noEvent checks that no event was fired.
func noEvent(t testing.TB, rec *recorder) {
	t.Helper()
	if evs := rec.take(); len(evs) != 0 {
		t.Fatalf("events %v, want none", evs)
	}
}
