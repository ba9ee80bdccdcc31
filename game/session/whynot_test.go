package session_test

import (
	"reflect"
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
			if w, err := g.WhyNot(c, d); err == nil && w.Reason == game.StepRules && len(w.Path) == 1 {
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
	h.settle()
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

// pathDigit returns a wrong digit of the opening, and its cell, that no
// single step rules out: the ladder's steps do, several of them.
func pathDigit(t *testing.T, g *game.Game) (solver.Cell, uint8, game.WhyNot) {
	t.Helper()
	for c := solver.Cell(0); c < 81; c++ {
		for d := uint8(1); d <= 9; d++ {
			if w, err := g.WhyNot(c, d); err == nil && w.Reason == game.StepRules && len(w.Path) > 1 {
				return c, d, w
			}
		}
	}
	t.Fatal("every wrong digit of the opening is ruled out by one step or a digit in sight")
	return 0, 0, game.WhyNot{}
}

// TestWhyNotAPath asks about a wrong digit that only several steps rule
// out: the answer, worked out in the background, says how many, and
// shows the first as a hint (before, the answer was "nothing rules it
// out yet").
func TestWhyNotAPath(t *testing.T) {
	h := newHarness(t, nil)
	g := h.s.Game()
	at, digit, want := pathDigit(t, g)
	h.s.TapCell(at)
	h.s.AskWhyNot()
	h.s.KeyDigit(digit)
	if v := h.view(); !v.Working.Hint || v.Why != nil || v.AskingWhy {
		t.Errorf("while the answer is worked out: working %v, answer %+v, asking %v", v.Working.Hint, v.Why, v.AskingWhy)
	}
	h.settle()
	v := h.view()
	if v.Why == nil || v.Why.Words.Key != "why.path" || v.Why.Words.Args["Steps"] != len(want.Path) || v.Why.Words.Args["Cell"] != at.String() {
		t.Fatalf("answer %+v, want why.path in %d steps", v.Why, len(want.Path))
	}
	if v.Hint == nil || v.Hint.Depth != logic.Full || v.Hint.Step == nil || v.Working.Hint {
		t.Fatalf("hint %+v, working %v", v.Hint, v.Working.Hint)
	}
	if !reflect.DeepEqual(v.Hint.Step.Placements, want.Step.Placements) || !reflect.DeepEqual(v.Hint.Step.Eliminations, want.Step.Eliminations) {
		t.Errorf("the hint shows %v, not the path's first step %v", v.Hint.Step.Technique, want.Step.Technique)
	}
	if v.Selected != at || g.Hints() != 1 || g.Digit(at) != 0 {
		t.Errorf("selected %v, hints %d, %v holds %d", v.Selected, g.Hints(), at, g.Digit(at))
	}
	if v.Status.Key != "why.path" {
		t.Errorf("status %q", v.Status.Key)
	}
}

// TestWhyNotWorkDropped: an answer still being worked out goes with
// Escape or a move, and counts no hint; Apply meanwhile plays its first
// step when it comes.
func TestWhyNotWorkDropped(t *testing.T) {
	for _, tt := range []struct {
		name string
		then func(h *harness, at solver.Cell)
	}{
		{"Escape", func(h *harness, _ solver.Cell) { h.s.Escape() }},
		{"a move", func(h *harness, _ solver.Cell) { h.s.TapCell(r1c3); h.s.KeyDigit(gametest.Digit(r1c3)) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			at, digit, _ := pathDigit(t, h.s.Game())
			h.s.TapCell(at)
			h.s.WhyNot(digit)
			tt.then(h, at)
			h.settle()
			if v := h.view(); v.Why != nil || v.Hint != nil || v.Working.Hint || h.s.Game().Hints() != 0 {
				t.Errorf("answer %+v, hint %v, working %v, hints %d", v.Why, v.Hint, v.Working.Hint, h.s.Game().Hints())
			}
		})
	}
	h := newHarness(t, nil)
	g := h.s.Game()
	at, digit, want := pathDigit(t, g)
	h.s.TapCell(at)
	h.s.WhyNot(digit)
	h.s.ApplyHint()
	h.settle()
	for _, p := range want.Step.Placements {
		if g.Digit(p.Cell) != p.Digit {
			t.Errorf("Apply while the answer was worked out: %v holds %d, want %d", p.Cell, g.Digit(p.Cell), p.Digit)
		}
	}
	for _, e := range want.Step.Eliminations {
		if g.Notes(e.Cell).Has(e.Digit) {
			t.Errorf("Apply while the answer was worked out: %v still noted", e)
		}
	}
	if v := h.view(); v.Why != nil || v.Hint != nil || g.Hints() != 1 {
		t.Errorf("answer %+v, hint %v, hints %d", v.Why, v.Hint, g.Hints())
	}
}

// TestWhyNotPromptFollowsTheSelection: selecting another cell while the
// question waits for its digit moves it there, and the words name that
// cell (before, they named the first); with none selected it goes.
func TestWhyNotPromptFollowsTheSelection(t *testing.T) {
	h := newHarness(t, nil)
	h.s.TapCell(r1c3)
	h.s.AskWhyNot()
	r1c4 := solver.CellAt(0, 3)
	h.s.TapCell(r1c4)
	v := h.view()
	if !v.AskingWhy || v.Status.Key != "why.ask" || v.Status.Args["Cell"] != "r1c4" {
		t.Fatalf("after selecting r1c4: asking %v, status %q %v", v.AskingWhy, v.Status.Key, v.Status.Args)
	}
	h.s.KeyDigit(gametest.Digit(r1c4))
	h.settle()
	if v := h.view(); v.Why == nil || v.Why.Cell != r1c4 || v.Why.Words.Args["Cell"] != "r1c4" || h.s.Game().Digit(r1c4) != 0 {
		t.Fatalf("answer %+v", v.Why)
	}
	h.s.TapCell(r1c3)
	h.s.AskWhyNot()
	h.s.Deselect()
	if v := h.view(); v.AskingWhy || v.Status.Key == "why.ask" {
		t.Errorf("no cell selected: asking %v, status %q", v.AskingWhy, v.Status.Key)
	}
	h.s.KeyDigit(5) // no question: nothing to answer, nothing selected to fill
	if v := h.view(); v.Why != nil {
		t.Errorf("answered with no cell: %+v", v.Why)
	}
}
