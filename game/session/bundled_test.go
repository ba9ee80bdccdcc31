package session

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/levels"
)

// TestBundled plays a bundled puzzle of every level, at its level and
// timed by the session's clock, and refuses an unknown level.
func TestBundled(t *testing.T) {
	clock := gametest.ClockAt(time.Unix(1e9, 0))
	s := &Session{opts: Options{Clock: clock, Rand: rand.New(rand.NewPCG(1, 2))}}
	if _, err := s.bundled("impossible"); err == nil {
		t.Errorf("an unknown level was accepted")
	}
	for _, name := range levels.Names {
		g, err := s.bundled(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		givens := g.Givens()
		if g.Level().String() != name || givens.Givens() < 17 {
			t.Errorf("%s: a game at %s with %d givens", name, g.Level(), givens.Givens())
		}
		clock.Advance(7 * time.Second)
		if g.Elapsed() != 7*time.Second {
			t.Errorf("%s: the game ignores the session's clock: %v", name, g.Elapsed())
		}
		clock.Advance(-7 * time.Second)
	}
}
