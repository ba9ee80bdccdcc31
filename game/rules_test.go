package game_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestGameGeometry checks that a game holds the geometry of its rules,
// made with the game and again when it is loaded: the classic one for a
// classic game, the Killer's cages for a Killer.
func TestGameGeometry(t *testing.T) {
	classic, _, _ := newGame(t)
	if classic.Geometry() != geometry.Classic() {
		t.Error("a classic game does not hold the classic geometry")
	}
	killer, _ := newKiller(t)
	h, _ := load(t, save(t, killer))
	for name, g := range map[string]*game.Game{"new": killer, "loaded": h} {
		geo := g.Geometry()
		if len(geo.Cages()) != len(g.Cages()) || len(geo.Houses()) != 27 {
			t.Fatalf("%s Killer: geometry of %d cages and %d houses, the game has %d cages", name, len(geo.Cages()), len(geo.Houses()), len(g.Cages()))
		}
		for i, cg := range g.Cages() {
			if !slices.Equal(geo.Cages()[i].Cells, cg.Cells) || geo.Cages()[i].Sum != cg.Sum {
				t.Errorf("%s Killer: geometry cage %d = %v, game's %v", name, i, geo.Cages()[i], cg)
			}
			for _, c := range cg.Cells {
				if j, ok := g.CageOf(c); !ok || j != i {
					t.Errorf("%s Killer: CageOf(%s) = %d, %v, want %d", name, c, j, ok, i)
				}
			}
		}
	}
}

// TestClassicConflictsAsBefore fills a classic game with random digits
// and checks that the conflicts read from the geometry are those
// solver.Grid finds in rows, columns and boxes, in its order and with its
// house names.
func TestClassicConflictsAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	for round := range 50 {
		g, _, _ := newGame(t)
		for _, c := range emptyCells(t) {
			if rng.IntN(3) > 0 {
				must(t, g.Set(c, uint8(1+rng.IntN(9))))
			}
		}
		board := g.Board()
		want := board.Conflicts()
		if got := g.Inspect(false).Conflicts; !slices.Equal(got, want) {
			t.Fatalf("round %d: conflicts %v, want %v", round, got, want)
		}
		if round == 0 && len(want) == 0 {
			t.Fatal("a random fill has no conflicts: the test checks nothing")
		}
	}
}

// TestKillerConflictsKeepTheirOrder checks a Killer's conflicts: those of
// the houses first, then those of the cages, a pair that shares both told
// for each.
func TestKillerConflictsKeepTheirOrder(t *testing.T) {
	at := solver.CellAt
	g, _ := newKiller(t)
	g.ShowMistakes = false
	// r1c1 and r2c1 share column 1 and the 16-cage; r4c4 and r5c3 share a cage only.
	must(t, g.Set(at(0, 0), 7))
	must(t, g.Set(at(1, 0), 7))
	must(t, g.Set(at(3, 3), 5))
	must(t, g.Set(at(4, 2), 5))
	want := []game.Conflict{
		{A: at(0, 0), B: at(1, 0), Digit: 7, Unit: "column"},
		{A: at(0, 0), B: at(1, 0), Digit: 7, Unit: "cage"},
		{A: at(3, 3), B: at(4, 2), Digit: 5, Unit: "cage"},
	}
	got := g.Inspect(false).Conflicts
	if !slices.Equal(got, want) {
		t.Errorf("conflicts %v, want %v", got, want)
	}
}
