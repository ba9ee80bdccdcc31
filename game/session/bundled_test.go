package session

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
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

// TestBundledKillers hands out the first Killers of every level's
// set, with their cages and one solution each, and refuses counts the
// set cannot give and unknown levels.
func TestBundledKillers(t *testing.T) {
	killer := geometry.Variant{Killer: true}
	for _, name := range levels.Names {
		most, err := BundledCount(killer, name)
		if err != nil || most < 1 {
			t.Fatalf("%s: %d Killers, %v", name, most, err)
		}
		ps, err := BundledSet(killer, name, 2)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, p := range ps {
			want, _ := levels.Puzzle("killer-"+name, i)
			if len(p.Cages) == 0 || !strings.HasPrefix(want, variant.Format(p)) {
				t.Errorf("%s %d: %q, want the bundled %q", name, i, variant.Format(p), want)
			}
			if n := variant.Count(p, 2); n != 1 {
				t.Errorf("%s %d: %d solutions", name, i, n)
			}
		}
		for _, n := range []int{0, -1, most + 1} {
			if _, err := BundledSet(killer, name, n); err == nil {
				t.Errorf("%s: %d Killers were handed out of %d", name, n, most)
			}
		}
	}
	if _, err := BundledSet(killer, "impossible", 1); err == nil {
		t.Errorf("an unknown level was accepted")
	}
}
