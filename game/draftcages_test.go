package game_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestDraftCagesSaved: the cages of a Killer puzzle being entered go into
// the save with its givens and come back after a load, as they were.
func TestDraftCagesSaved(t *testing.T) {
	g, err := game.FromText(gametest.Puzzle, logic.Easy, gametest.NewClock())
	if err != nil {
		t.Fatal(err)
	}
	cages := []variant.Cage{{Cells: []solver.Cell{0, 1, 10}, Sum: 17}, {Cells: []solver.Cell{80}, Sum: 0}, {Cells: []solver.Cell{40, 41}, Sum: 45}}
	var draft solver.Grid
	draft[5] = 3
	var buf bytes.Buffer
	if err := g.Snapshot().WithDraft(draft).WithDraftCages(cages).Save(&buf); err != nil {
		t.Fatal(err)
	}
	h, err := game.Load(&buf)
	if err != nil {
		t.Fatal(err)
	}
	got := h.SavedDraftCages()
	if d, ok := h.SavedDraft(); !ok || d != draft || !slices.EqualFunc(got, cages, func(a, b variant.Cage) bool {
		return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells)
	}) {
		t.Errorf("the draft came back as %v, %v; want %v", d, got, cages)
	}
}
