package game_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// benchGames are a classic and a Killer game with their solutions.
func benchGames(b *testing.B) []struct {
	name string
	g    *game.Game
	sol  solver.Grid
} {
	classic, _, _ := newGame(b)
	p := killerPuzzle(b)
	killer, _ := newKiller(b)
	var s variant.Solver
	ksol, n := s.Solve(p, 2)
	if n != 1 {
		b.Fatalf("the Killer has %d solutions", n)
	}
	return []struct {
		name string
		g    *game.Game
		sol  solver.Grid
	}{{"classic", classic, gametest.Grid(b, gametest.Solution)}, {"killer", killer, ksol}}
}

// BenchmarkPlay plays a game as a player who keeps notes does: fill the
// notes, then type the solution's digit in every empty cell but the last,
// looking the board over (Inspect, as the window does) and reading the
// bad notes after each digit. One op is one such game.
func BenchmarkPlay(b *testing.B) {
	for _, tc := range benchGames(b) {
		b.Run(tc.name, func(b *testing.B) {
			g := tc.g
			var empty []solver.Cell
			for c := solver.Cell(0); c < 81; c++ {
				if !g.IsGiven(c) {
					empty = append(empty, c)
				}
			}
			empty = empty[:len(empty)-1]
			for b.Loop() {
				g.Restart()
				if err := g.FillNotes(); err != nil {
					b.Fatal(err)
				}
				for _, c := range empty {
					if err := g.Set(c, tc.sol[c]); err != nil {
						b.Fatal(err)
					}
					if r := g.Inspect(true); len(r.Conflicts) > 0 {
						b.Fatalf("conflicts %v", r.Conflicts)
					}
					_ = g.BadNotes()
				}
			}
		})
	}
}

// BenchmarkApplyPlacements places the solution's digits by applying
// steps, as taking hint after hint does, less the search for the steps.
func BenchmarkApplyPlacements(b *testing.B) {
	for _, tc := range benchGames(b) {
		b.Run(tc.name, func(b *testing.B) {
			g := tc.g
			var steps []logic.Step
			for c := solver.Cell(0); c < 80; c++ {
				if !g.IsGiven(c) {
					steps = append(steps, logic.Step{Technique: logic.NakedSingle, Placements: []logic.Candidate{{Cell: c, Digit: tc.sol[c]}}})
				}
			}
			for b.Loop() {
				g.Restart()
				for i := range steps {
					if err := g.ApplyStep(&steps[i]); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
