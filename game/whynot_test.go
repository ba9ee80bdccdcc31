package game_test

import (
	"errors"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// cellAt returns the cell of row r and column c, counted from 1.
func cellAt(r, c int) solver.Cell { return solver.Cell((r-1)*9 + c - 1) }

func TestWhyNotNamesTheReason(t *testing.T) {
	g, _, _ := newGame(t)
	killer, _ := newKiller(t)
	must(t, killer.Set(cellAt(4, 4), 5)) // in the cage of r4c3, r4c4 and r5c3 (16), seeing none of r5c3's houses
	tests := []struct {
		name   string
		g      *game.Game
		c      solver.Cell
		d      uint8
		reason game.Reason
		peer   solver.Cell
		house  logic.Unit
	}{
		{"a given's cell", g, cellAt(1, 1), 5, game.Filled, 0, 0},
		{"a digit in the row", g, cellAt(1, 3), 5, game.PeerHolds, cellAt(1, 1), logic.Row(0)},
		{"a digit in the column", g, cellAt(1, 3), 8, game.PeerHolds, cellAt(3, 3), logic.Col(2)},
		{"a digit in the box only", g, cellAt(1, 3), 6, game.PeerHolds, cellAt(2, 1), logic.Box(0)},
		{"the solution's digit", g, cellAt(1, 3), 4, game.Open, 0, 0},
		{"a digit in the cage", killer, cellAt(5, 3), 5, game.MateHolds, cellAt(4, 4), 0},
		{"the cage's sum", killer, cellAt(1, 1), 1, game.CageSum, 0, 0}, // 16 in two cells: 7 and 9 only
		{"the Killer's solution digit", killer, cellAt(1, 1), 7, game.Open, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, err := tt.g.WhyNot(tt.c, tt.d)
			if err != nil {
				t.Fatal(err)
			}
			if w.Reason != tt.reason || w.Cell != tt.c || w.Digit != tt.d {
				t.Fatalf("WhyNot(%v, %d) = reason %d at %v=%d, want reason %d", tt.c, tt.d, w.Reason, w.Cell, w.Digit, tt.reason)
			}
			if (tt.reason == game.PeerHolds || tt.reason == game.MateHolds) && w.Peer != tt.peer {
				t.Errorf("peer %v, want %v", w.Peer, tt.peer)
			}
			if tt.reason == game.PeerHolds && w.House != tt.house {
				t.Errorf("house %v, want %v", w.House, tt.house)
			}
		})
	}
}

// TestWhyNotStepsAreSound asks why not every digit of every empty cell of
// the opening position: a step found rules that digit out, the
// solution's digit is never ruled out, and some digit no placed digit
// rules out has a step.
func TestWhyNotStepsAreSound(t *testing.T) {
	g, _, _ := newGame(t)
	steps := 0
	for c := solver.Cell(0); c < 81; c++ {
		for d := uint8(1); d <= 9; d++ {
			w, err := g.WhyNot(c, d)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case g.Digit(c) != 0:
				if w.Reason != game.Filled {
					t.Errorf("%v=%d in a filled cell: reason %d", c, d, w.Reason)
				}
			case d == gametest.Digit(c) && w.Reason != game.Open:
				t.Errorf("%v=%d is the solution's, yet reason %d", c, d, w.Reason)
			case w.Reason == game.StepRules:
				steps++
				if w.Step == nil || w.Board == nil || !w.Step.RulesOut(c, d) {
					t.Errorf("%v=%d: the step does not rule it out", c, d)
				}
			}
		}
	}
	if steps == 0 {
		t.Error("no digit was ruled out by a step")
	}
	if h := g.Hints(); h != 0 {
		t.Errorf("WhyNot counted %d hints", h)
	}
}

func TestWhyNotRefusesBadInput(t *testing.T) {
	g, _, _ := newGame(t)
	for _, tt := range []struct {
		c    solver.Cell
		d    uint8
		want error
	}{{-1, 5, game.ErrBadCell}, {81, 5, game.ErrBadCell}, {2, 0, game.ErrBadDigit}, {2, 10, game.ErrBadDigit}} {
		if _, err := g.WhyNot(tt.c, tt.d); !errors.Is(err, tt.want) {
			t.Errorf("WhyNot(%d, %d) = %v, want %v", tt.c, tt.d, err, tt.want)
		}
	}
}
