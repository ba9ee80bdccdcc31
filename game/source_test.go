package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

func TestNew(t *testing.T) {
	conflict := gametest.Grid(t, gametest.Puzzle)
	conflict[2] = 5 // r1c3=5 beside the given r1c1=5
	noSolution := gametest.Grid(t, gametest.Puzzle)
	noSolution[2] = 1 // r1c3 must be 4 (but 1 conflicts with nothing)
	var nine solver.Grid
	nine[0] = 10
	tests := []struct {
		name  string
		g     solver.Grid
		level logic.Level
		err   error // nil: accepted
	}{
		{"proper", gametest.Grid(t, gametest.Puzzle), logic.Easy, nil},
		{"extreme level", gametest.Grid(t, gametest.Puzzle), logic.Extreme, nil},
		// A full grid made a game neither won nor playable, whose save
		// Load refused.
		{"solved grid", gametest.Grid(t, gametest.Solution), logic.Easy, game.ErrNothingToSolve},
		{"conflict", conflict, logic.Easy, solver.ErrNotProper},
		{"no solution", noSolution, logic.Easy, solver.ErrNotProper},
		{"empty grid (several solutions)", solver.Grid{}, logic.Easy, solver.ErrNotProper},
		{"digit 10", nine, logic.Easy, solver.ErrNotProper},
		{"level 0", gametest.Grid(t, gametest.Puzzle), 0, errors.New("level")},
		{"level 6", gametest.Grid(t, gametest.Puzzle), logic.Extreme + 1, errors.New("level")},
	}
	if solver.Count(noSolution, 2) != 0 {
		t.Fatal("the no-solution grid has a solution")
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := game.New(variant.Puzzle{Givens: tt.g}, tt.level, gametest.NewClock())
			switch {
			case tt.err == nil && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.err == nil:
				if g.Givens() != tt.g || g.Level() != tt.level || !g.ShowMistakes || !g.AutoRemoveNotes || g.Over() {
					t.Errorf("new game: givens %v level %v settings %v %v", g.Givens(), g.Level(), g.ShowMistakes, g.AutoRemoveNotes)
				}
			case err == nil:
				t.Fatalf("accepted")
			case errors.Is(tt.err, solver.ErrNotProper) && !errors.Is(err, solver.ErrNotProper):
				t.Fatalf("error %v, want ErrNotProper", err)
			case errors.Is(tt.err, game.ErrNothingToSolve) && !errors.Is(err, game.ErrNothingToSolve):
				t.Fatalf("error %v, want ErrNothingToSolve", err)
			}
		})
	}
}

func TestFromText(t *testing.T) {
	g, err := game.FromText(gametest.Puzzle, logic.Medium, gametest.NewClock())
	must(t, err)
	if g.Givens() != gametest.Grid(t, gametest.Puzzle) || g.Level() != logic.Medium {
		t.Errorf("givens %v level %v", g.Givens(), g.Level())
	}
	if _, err := game.FromText("12", logic.Easy, nil); err == nil {
		t.Errorf("a short puzzle was accepted")
	}
}

// TestFromGridSaysWhy: a puzzle without exactly one solution is refused
// with an error that says which way it fails, for the window to word.
func TestFromGridSaysWhy(t *testing.T) {
	clash := gametest.Grid(t, "55"+strings.Repeat(".", 79))
	none := gametest.Grid(t, gametest.Puzzle)
	none[2] = 1 // r1c3: no clash, but the puzzle has no solution left
	several := gametest.Grid(t, "5"+strings.Repeat(".", 80))
	for _, tc := range []struct {
		name      string
		g         solver.Grid
		check     func(error) bool
		notProper bool // wraps ErrNotProper: not exactly one solution
	}{
		{"clash", clash, func(err error) bool { var ce *solver.ConflictError; return errors.As(err, &ce) && ce.Digit == 5 }, true},
		{"none", none, func(err error) bool { return errors.Is(err, solver.ErrNoSolution) }, true},
		{"several", several, func(err error) bool { return errors.Is(err, solver.ErrMultipleSolutions) }, true},
		// A full grid started a game neither won nor playable, whose save
		// the next start refused.
		{"full", gametest.Grid(t, gametest.Solution), func(err error) bool { return errors.Is(err, game.ErrNothingToSolve) }, false},
	} {
		_, err := game.FromGrid(tc.g, game.Options{})
		if err == nil || errors.Is(err, solver.ErrNotProper) != tc.notProper || !tc.check(err) {
			t.Errorf("%s: error %v", tc.name, err)
		}
	}
	g, err := game.FromGrid(gametest.Grid(t, gametest.Puzzle), game.Options{})
	if err != nil || g.Level() != logic.Easy {
		t.Errorf("the Wikipedia puzzle: %v, level %v", err, g.Level())
	}
}
