package ui_test

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// findTabs returns the shown tab container under o, or nil.
func findTabs(o fyne.CanvasObject) *container.AppTabs {
	for _, x := range objects(o) {
		if t, ok := x.(*container.AppTabs); ok {
			return t
		}
	}
	return nil
}

// TestHistoryTab: the statistics window's History tab lists the games
// that ended, newest first, filters them by level, and plays one again
// from its givens.
func TestHistoryTab(t *testing.T) {
	dir := t.TempDir()
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) {
		o.StatsPath, o.HistoryPath = filepath.Join(dir, "stats.json"), filepath.Join(dir, "history.tsv")
	})
	t.Cleanup(f.play.Close)
	leave := func() { // a move, then another game: the first is left
		f.tapCell(solver.CellAt(0, 2))
		f.pressDigit(1)
		g, err := game.FromText(gametest.Puzzle, logic.Easy, f.clock)
		if err != nil {
			t.Fatal(err)
		}
		f.play.Start(g)
	}
	leave()
	leave()
	f.press("stats")
	d := f.topOverlay()
	tabs := findTabs(d)
	if tabs == nil || len(tabs.Items) != 3 {
		t.Fatal("the statistics window has no Levels, History and Charts tabs")
	}
	tabs.SelectIndex(1)
	list := findList(d)
	if list == nil || list.Length() != 2 {
		t.Fatalf("the history lists %v games, want 2", list)
	}
	if !hasTextContaining(d, lang.L("history.outcome.abandoned")) {
		t.Error("no line says the games were left")
	}
	findSelect(t, d, lang.L("history.all-levels")).SetSelectedIndex(1 + int(logic.Hard) - 1)
	if list.Length() != 0 || !hasText(d, lang.L("history.none-match")) {
		t.Errorf("filtered to hard: %d lines", list.Length())
	}
	findSelect(t, d, lang.L("history.all-levels")).SetSelectedIndex(0)
	again := findButton(d, lang.L("history.again"))
	if again == nil || !again.Disabled() {
		t.Fatal("Play again is there before a game is chosen")
	}
	list.Select(0)
	test.Tap(again)
	f.settle()
	if f.topOverlay() != nil {
		t.Error("the statistics window stays up over the game played again")
	}
	if g := f.game(); g.Entries() != (solver.Grid{}) || g.Givens().String() != gametest.Puzzle {
		t.Errorf("playing %s with entries, want the puzzle again from its givens", g.Givens())
	}
	if s := f.play.Session().View().Status; s.Key != "status.again" {
		t.Errorf("status %q", s.Key)
	}
}
