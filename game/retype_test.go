package game_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// TestRetype checks that Retype replaces a last move that entered a digit
// in the cell alone, as if it had not been made, and is Set otherwise.
func TestRetype(t *testing.T) {
	var p sized.Puzzle
	for _, q := range sizedPuzzles(t) {
		if q.Shape == sized.Shape16 {
			p = q
			break
		}
	}
	if p.Shape != sized.Shape16 {
		t.Fatal("no 16x16 puzzle in testdata/sized.txt")
	}
	sol := sizedSolution(t, p)
	// Two empty cells of one row: the second sees the first.
	var a, b solver.Cell = -1, -1
	for c, d := range p.Givens {
		if d != 0 {
			continue
		}
		if a < 0 {
			a = solver.Cell(c)
		} else if c/16 == int(a)/16 {
			b = solver.Cell(c)
			break
		}
	}
	if b < 0 {
		t.Fatal("no two empty cells in a row")
	}
	wrong := func(c solver.Cell) uint8 { // a digit that is not c's
		return sol[c]%16 + 1
	}
	tests := []struct {
		name string
		// first plays before Retype(a, sol[a]).
		first        func(g *game.Game) error
		moves        int // the undo history after
		mistakes     int
		bNotes       bool // b keeps its note of wrong(a)
		wantBEntered uint8
	}{
		{"wrong digit in a, retyped", func(g *game.Game) error { return g.Set(a, wrong(a)) }, 2, 0, true, 0},
		{"right digit in a, retyped", func(g *game.Game) error { return g.Set(a, sol[a]) }, 2, 0, true, 0},
		{"digit in another cell", func(g *game.Game) error { return g.Set(b, wrong(b)) }, 3, 1, false, wrong(b)},
		{"a note in a", func(g *game.Game) error { return g.ToggleNote(a, 3) }, 3, 0, true, 0},
		{"nothing", func(g *game.Game) error { return nil }, 2, 0, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
			must(t, err)
			g.AutoRemoveNotes = true
			must(t, g.ToggleNote(b, wrong(a))) // struck by a's wrong digit, back when it goes
			must(t, tt.first(g))
			must(t, g.Retype(a, sol[a]))
			if g.Digit(a) != sol[a] {
				t.Fatalf("a holds %d, want %d", g.Digit(a), sol[a])
			}
			if g.Digit(b) != tt.wantBEntered {
				t.Errorf("b holds %d, want %d", g.Digit(b), tt.wantBEntered)
			}
			if tl := g.Tally(); tl.Mistakes != tt.mistakes || tl.Undos != 0 {
				t.Errorf("tally %+v, want %d mistakes, no undo", tl, tt.mistakes)
			}
			if got := g.Notes(b).Has(wrong(a)); got != tt.bNotes && wrong(a) != sol[a] {
				t.Errorf("b's note of %d: %v, want %v", wrong(a), got, tt.bNotes)
			}
			n := 0
			for g.CanUndo() {
				must(t, g.Undo())
				n++
			}
			if n != tt.moves {
				t.Errorf("%d moves to undo, want %d", n, tt.moves)
			}
		})
	}
}
