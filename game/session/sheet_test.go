package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestSheetIsTheGame: the window exports the game the session holds,
// givens, entries and notes, without reading the game itself.
func TestSheetIsTheGame(t *testing.T) {
	h := newHarness(t, nil)
	g := h.newGame()
	h.s.Start(g)
	h.move()
	sh := h.s.Sheet()
	if sh.Givens != g.Givens() || sh.Entries != g.Entries() || sh.Notes != g.AllNotes() || sh.Level != logic.Easy {
		t.Errorf("the sheet is not the game: %+v", sh)
	}
	if sh.Entries[0*9+2] != 1 {
		t.Errorf("the sheet lacks the entry at r1c3: %v", sh.Entries)
	}
	if givens, _ := solver.ParseLine(gametest.Puzzle); sh.Givens != givens {
		t.Errorf("the sheet's givens %v, want the puzzle's", sh.Givens)
	}
}

// TestPrintSetSolves: printing asks the session for the puzzles and
// their solutions, classic and Killer: each solution fills the grid,
// keeps the givens and (for a Killer) makes every cage's sum.
func TestPrintSetSolves(t *testing.T) {
	for _, killer := range []bool{false, true} {
		v := geometry.Variant{Killer: killer}
		puzzles, err := session.PrintSet(v, "hard", 3, true)
		if err != nil || len(puzzles) != 3 {
			t.Fatalf("killer %v: %d puzzles, %v", killer, len(puzzles), err)
		}
		for i, pz := range puzzles {
			if killer != (len(pz.Cages) > 0) {
				t.Errorf("killer %v, puzzle %d: %d cages", killer, i, len(pz.Cages))
			}
			if !pz.Solution.Full() || pz.Solution.Conflict() != nil {
				t.Errorf("killer %v, puzzle %d: solution %v is no full grid", killer, i, pz.Solution)
			}
			for c, d := range pz.Givens {
				if d != 0 && pz.Solution[c] != d {
					t.Errorf("killer %v, puzzle %d: the solution changes the given at %d", killer, i, c)
				}
			}
			for _, cg := range pz.Cages {
				sum := 0
				for _, c := range cg.Cells {
					sum += int(pz.Solution[c])
				}
				if cg.Sum != 0 && sum != cg.Sum {
					t.Errorf("killer %v, puzzle %d: a cage of sum %d adds up to %d", killer, i, cg.Sum, sum)
				}
			}
		}
		plain, err := session.PrintSet(v, "hard", 3, false)
		if err != nil || plain[0].Solution != (solver.Grid{}) || plain[0].Givens != puzzles[0].Givens {
			t.Errorf("killer %v without answers: %v, solution %v", killer, err, plain[0].Solution)
		}
	}
	if _, err := session.PrintSet(geometry.Variant{}, "fiendish", 1, true); err == nil {
		t.Error("an unknown level printed")
	}
}
