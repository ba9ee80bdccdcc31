package session_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// statsIn returns the statistics kept in store, failing t when they do
// not load.
func statsIn(t *testing.T, store gametest.Store) *game.Stats {
	t.Helper()
	s, err := game.LoadStats(store)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// harness is a session playing the Wikipedia puzzle at the easy level on
// a fake clock, recording its views; background results are queued for
// settle to run, as the window's goroutine would.
type harness struct {
	t      *testing.T
	s      *session.Session
	clock  *gametest.Clock
	views  []session.View
	posted chan func()
}

// newHarness makes a harness; set, when not nil, changes the options.
func newHarness(t *testing.T, set func(o *session.Options)) *harness {
	t.Helper()
	h := &harness{t: t, clock: gametest.NewClock(), posted: make(chan func(), 64)}
	opts := session.Options{
		Clock: h.clock, Rand: rand.New(rand.NewPCG(1, 2)), Settings: session.DefaultSettings(),
		Post: func(f func()) { h.posted <- f },
	}
	if set != nil {
		set(&opts)
	}
	h.s = session.New(opts)
	t.Cleanup(h.s.Close)
	h.s.OnChange = func(v session.View) { h.views = append(h.views, v) }
	h.s.Start(h.newGame())
	h.views = nil
	return h
}

// newGame is a game of the Wikipedia puzzle on the harness's clock.
func (h *harness) newGame() *game.Game {
	h.t.Helper()
	g, err := game.FromText(gametest.Puzzle, logic.Easy, h.clock)
	if err != nil {
		h.t.Fatal(err)
	}
	return g
}

// view returns the last view handed out, failing when there is none.
func (h *harness) view() session.View {
	h.t.Helper()
	if len(h.views) == 0 {
		h.t.Fatal("no view handed out")
	}
	return h.views[len(h.views)-1]
}

// settle waits for background work and saves, and runs what they
// posted, until what it ran starts no more (a file read, then its puzzle
// rated).
func (h *harness) settle() {
	for {
		h.s.Wait()
		h.s.Flush()
		select {
		case f := <-h.posted:
			f()
			for more := true; more; {
				select {
				case f := <-h.posted:
					f()
				default:
					more = false
				}
			}
		default:
			return
		}
	}
}

// move plays a digit that fits the rules but not the solution at r1c3,
// making the game one in progress.
func (h *harness) move() {
	h.s.TapCell(r1c3)
	h.s.KeyDigit(1)
	if h.s.Game().Digit(r1c3) != 1 {
		h.t.Fatal("the move did not land")
	}
}

func (h *harness) wantStatus(key string) {
	h.t.Helper()
	if got := h.view().Status.Key; got != key {
		h.t.Errorf("status %q (%v), want %q", got, h.view().Status.Args, key)
	}
}

var (
	r1c1 = solver.CellAt(0, 0)
	r1c3 = solver.CellAt(0, 2)
	r1c4 = solver.CellAt(0, 3)
)
