package game_test

import (
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// The puzzle of the Wikipedia article on Sudoku, and its solution.
const (
	puzzleText   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solutionText = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// fakeClock is a Clock that moves only when told.
type fakeClock struct{ now time.Time }

func newFakeClock() *fakeClock { return &fakeClock{time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time          { return c.now }
func (c *fakeClock) Advance(d time.Duration) { c.now = c.now.Add(d) }

// recorder keeps the events a game fires.
type recorder struct{ events []game.Event }

func (r *recorder) record(e game.Event) { r.events = append(r.events, e) }

// take returns the events so far and forgets them.
func (r *recorder) take() []game.Event {
	out := r.events
	r.events = nil
	return out
}

func grid(t testing.TB, text string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// newGame starts the Wikipedia puzzle on a fake clock, recording events.
func newGame(t testing.TB) (*game.Game, *fakeClock, *recorder) {
	t.Helper()
	clock := newFakeClock()
	g, err := game.New(grid(t, puzzleText), logic.Easy, clock)
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
	for c, d := range grid(t, puzzleText) {
		if d == 0 {
			out = append(out, solver.Cell(c))
		}
	}
	return out
}

// solution returns the solution's digit in c.
func solution(c solver.Cell) uint8 { return solutionText[c] - '0' }

// wrong returns a digit that is not the solution's in c.
func wrong(c solver.Cell) uint8 { return solution(c)%9 + 1 }

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
	notes   [81]logic.Digits
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
