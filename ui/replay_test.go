package ui_test

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestReplayFromTheSolvedCard: the solved card's Replay shows the game
// from its givens, the slider and the arrows move through it, Done ends
// it; the board takes no digit meanwhile.
func TestReplayFromTheSolvedCard(t *testing.T) {
	f := newFixture(t)
	sol := parse(t, gametest.Solution)
	first := solver.Cell(-1)
	for c := solver.Cell(0); c < 81; c++ {
		if !f.game().IsGiven(c) {
			if first < 0 {
				first = c
			}
			f.tapCell(c)
			f.pressDigit(sol[c])
		}
	}
	if !f.game().Won() {
		t.Fatal("not won")
	}
	replay := findButton(f.win.Canvas().Content(), lang.L("solved.replay"))
	if replay == nil {
		t.Fatal("the solved card has no Replay")
	}
	test.Tap(replay)
	bar, slider := f.play.ReplayBar()
	if !bar.Visible() || f.board().Cells[first].Digit != 0 {
		t.Fatal("the replay does not start from the givens with its controls shown")
	}
	test.Tap(findButton(bar, "")) // Back, at the start: stays
	slider.SetValue(1)            // the first move
	if f.board().Cells[first].Digit != sol[first] {
		t.Errorf("after the first move %s shows %d", first, f.board().Cells[first].Digit)
	}
	if !hasTextContaining(f.win.Canvas().Content(), "1") {
		t.Error("the panel does not say which move")
	}
	var buttons []*widget.Button // Back, Next, Done
	for _, o := range objects(bar) {
		if b, ok := o.(*widget.Button); ok {
			buttons = append(buttons, b)
		}
	}
	if len(buttons) != 3 {
		t.Fatalf("%d replay buttons, want Back, Next and Done", len(buttons))
	}
	test.Tap(buttons[1]) // Next: the second move
	if slider.Value != 2 {
		t.Errorf("Next: the slider reads %v, want 2", slider.Value)
	}
	test.Tap(buttons[2])
	if bar.Visible() || f.board().Cells[80].Digit == 0 {
		t.Error("Done did not show the finished game again")
	}
}
