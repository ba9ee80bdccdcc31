package session_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestWhyNotAPeer(t *testing.T) {
	h := newHarness(t, nil)
	h.s.TapCell(r1c3)
	h.s.AskWhyNot()
	if v := h.view(); !v.AskingWhy || v.Status.Key != "why.ask" {
		t.Fatalf("asked: asking %v, status %q", v.AskingWhy, v.Status.Key)
	}
	h.s.KeyDigit(5) // r1c1 holds 5, in row 1
	v := h.view()
	if h.s.Game().Digit(r1c3) != 0 {
		t.Fatal("the digit asked about was placed")
	}
	if v.AskingWhy || v.Why == nil || v.Why.Words.Key != "why.peer" || v.Why.Words.Args["Peer"] != "r1c1" {
		t.Fatalf("answer %+v, asking %v", v.Why, v.AskingWhy)
	}
	if v.Status.Key != "why.peer" || v.Hint != nil {
		t.Errorf("status %q, hint %v", v.Status.Key, v.Hint)
	}
	if len(v.Why.Witnesses) != 1 || v.Why.Witnesses[0].Cell != r1c1 || !v.Why.Witnesses[0].Rules.Has(r1c3) {
		t.Errorf("witnesses %+v", v.Why.Witnesses)
	}
	if !v.Cells[r1c3].Struck.Has(5) || !v.Cells[r1c1].Hinted || !v.Cells[solver.CellAt(0, 8)].Focus || v.Cells[solver.CellAt(1, 8)].Focus {
		t.Errorf("cells: r1c3 struck %v, r1c1 hinted %v, row 1 in focus", v.Cells[r1c3].Struck, v.Cells[r1c1].Hinted)
	}
	if v.Selected != r1c3 || h.s.Game().Hints() != 0 {
		t.Errorf("selected %v, hints %d", v.Selected, h.s.Game().Hints())
	}
	h.s.Escape()
	if v := h.view(); v.Why != nil || v.Cells[r1c3].Struck != 0 || v.Selected != r1c3 {
		t.Errorf("Escape left the answer: %+v, selected %v", v.Why, v.Selected)
	}
}

func TestWhyNotTheSolutionsDigit(t *testing.T) {
	h := newHarness(t, nil)
	h.s.TapCell(r1c3)
	h.s.AskWhyNot()
	h.s.PressDigit(gametest.Digit(r1c3)) // the pad answers as the keyboard does
	v := h.view()
	if v.Why == nil || v.Why.Words.Key != "why.open" || v.Cells[r1c3].Struck != 0 || h.s.Game().Digit(r1c3) != 0 {
		t.Fatalf("answer %+v, struck %v", v.Why, v.Cells[r1c3].Struck)
	}
	h.s.KeyDigit(gametest.Digit(r1c3)) // no question asked: the digit goes in, and the answer goes
	if v := h.view(); v.Why != nil || h.s.Game().Digit(r1c3) != gametest.Digit(r1c3) {
		t.Errorf("after a move: answer %+v", v.Why)
	}
}

func TestWhyNotAStep(t *testing.T) {
	h := newHarness(t, nil)
	g := h.s.Game()
	at, digit := solver.Cell(-1), uint8(0)
	for c := solver.Cell(0); c < 81 && at < 0; c++ {
		for d := uint8(1); d <= 9; d++ {
			if w, err := g.WhyNot(c, d); err == nil && w.Reason == game.StepRules {
				at, digit = c, d
				break
			}
		}
	}
	if at < 0 {
		t.Fatal("no digit of the opening position is ruled out by a step")
	}
	h.s.TapCell(at)
	h.s.WhyNot(digit)
	v := h.view()
	if v.Why == nil || v.Why.Words.Key != "why.step" || v.Hint == nil || v.Hint.Depth != logic.Full || v.Hint.Step == nil {
		t.Fatalf("answer %+v, hint %+v", v.Why, v.Hint)
	}
	if !v.Hint.Step.RulesOut(at, digit) || v.Selected != at {
		t.Errorf("the step does not rule out %v=%d, or the selection moved to %v", at, digit, v.Selected)
	}
	if g.Hints() != 1 {
		t.Errorf("a step shown counts as a hint: %d", g.Hints())
	}
	h.s.Hint() // a hint of its own, not the answer deepened
	h.settle()
	if v := h.view(); v.Why != nil {
		t.Errorf("Hint kept the answer: %+v", v.Why)
	}
}

func TestWhyNotKillerCage(t *testing.T) {
	h := killerHarness(t, nil)
	h.s.TapCell(r1c1)
	h.s.WhyNot(1) // 16 in two cells: 7 and 9 only
	v := h.view()
	if v.Why == nil || v.Why.Words.Key != "why.cage-sum" || v.Why.Words.Args["Sum"] != 16 || len(v.Why.Cages) != 1 {
		t.Fatalf("answer %+v", v.Why)
	}
	if !v.Cells[solver.CellAt(1, 0)].Focus || !v.Cells[r1c1].Struck.Has(1) {
		t.Error("the cage is not in focus, or 1 not struck")
	}
}

func TestWhyNotAsksForACell(t *testing.T) {
	h := newHarness(t, nil)
	if h.s.View().Enabled.WhyNot {
		t.Error("Why not offered with no cell selected")
	}
	h.s.AskWhyNot()
	if v := h.view(); v.AskingWhy || v.Status.Key != "status.select-cell" {
		t.Errorf("no cell selected: asking %v, status %q", v.AskingWhy, v.Status.Key)
	}
	h.s.TapCell(r1c3)
	if !h.view().Enabled.WhyNot {
		t.Error("Why not not offered with r1c3 selected")
	}
	h.s.AskWhyNot()
	h.s.KeyDigit(0) // not a digit to ask about: the question goes
	if v := h.view(); v.AskingWhy || v.Why != nil {
		t.Errorf("0 answered: asking %v, %+v", v.AskingWhy, v.Why)
	}
}
