package game_test

import (
	"errors"
	"os"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
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
// the opening position: every wrong digit no placed digit rules out gets
// the steps that do (before, two in three of them got "nothing rules it
// out yet"), the first the step the answer shows, and the solution's
// digit gets Open, with no work to do.
func TestWhyNotStepsAreSound(t *testing.T) {
	g, _, _ := newGame(t)
	steps, paths := 0, 0
	for c := solver.Cell(0); c < 81; c++ {
		for d := uint8(1); d <= 9; d++ {
			w, err := g.WhyNot(c, d)
			if err != nil {
				t.Fatal(err)
			}
			_, work, _ := g.AskWhyNot(c, d)
			switch {
			case g.Digit(c) != 0:
				if w.Reason != game.Filled || work != nil {
					t.Errorf("%v=%d in a filled cell: reason %d", c, d, w.Reason)
				}
			case d == gametest.Digit(c):
				if w.Reason != game.Open || work != nil {
					t.Errorf("%v=%d is the solution's, yet reason %d, work %v", c, d, w.Reason, work != nil)
				}
			case w.Reason == game.PeerHolds:
				if work != nil {
					t.Errorf("%v=%d: a peer holds it, yet there is work", c, d)
				}
			case w.Reason != game.StepRules:
				t.Errorf("%v=%d is wrong, yet reason %d", c, d, w.Reason)
			case w.Step == nil || w.Board == nil || len(w.Path) == 0 || w.Path[0] != w.Step:
				t.Errorf("%v=%d: step %v, board %v, path of %d", c, d, w.Step, w.Board, len(w.Path))
			default:
				steps++
				b := *w.Board
				for i, s := range w.Path {
					if b.Cells[c] != 0 || !b.Cands[c].Has(d) {
						t.Errorf("%v=%d is ruled out before step %d of %d", c, d, i+1, len(w.Path))
					}
					b.Apply(s)
				}
				if b.Cells[c] == 0 && b.Cands[c].Has(d) {
					t.Errorf("%v=%d: its %d steps leave it", c, d, len(w.Path))
				}
				if len(w.Path) > 1 {
					paths++
				}
			}
		}
	}
	if steps == 0 || paths == 0 {
		t.Errorf("%d digits ruled out by steps, %d of them by several", steps, paths)
	}
	if h := g.Hints(); h != 0 {
		t.Errorf("WhyNot counted %d hints", h)
	}
}

// TestWhyNotKillerOpenings asks why not every digit of every fifth cell
// (with SUDOKU_LONG; else of every fifteenth, a different third at each
// level) at the openings of bundled Killers: every wrong one is answered, with
// a cage, a digit in sight or the ladder's steps (at the first go, a
// walk of 81 steps left one in six of them unexplained: a Killer with
// no givens takes a step to read each cage), the solution's never. The
// extreme Killers the ladder cannot solve without guessing are left out:
// a wrong digit the walk never rules out there stays Open.
func TestWhyNotKillerOpenings(t *testing.T) {
	if testing.Short() {
		t.Skip("walks the ladder over Killer openings")
	}
	game.LiftWhyBudget(t)
	// Without SUDOKU_LONG each level asks at every fifteenth cell, from
	// cells 0, 5 and 10: every fifth cell over the three.
	stride := 15
	if os.Getenv("SUDOKU_LONG") != "" {
		stride = 5
	}
	for li, level := range []string{"killer-easy", "killer-medium", "killer-hard"} {
		line, err := levels.Puzzle(level, 0)
		if err != nil {
			t.Fatal(err)
		}
		p, err := variant.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.New(p, logic.Hard, gametest.NewClock())
		if err != nil {
			t.Fatal(err)
		}
		solution, ok := variant.Solve(p)
		if !ok {
			t.Fatalf("%s: no solution", level)
		}
		wrong, steps := 0, 0
		var slowest time.Duration
		first := solver.Cell(li * 5 % stride)
		for c := first; c < 81; c += solver.Cell(stride) {
			for d := uint8(1); d <= 9; d++ {
				start := time.Now()
				w, err := g.WhyNot(c, d)
				slowest = max(slowest, time.Since(start))
				switch {
				case err != nil:
					t.Fatal(err)
				case d == solution[c]:
					if w.Reason != game.Open {
						t.Errorf("%s: %v=%d is the solution's, yet reason %d", level, c, d, w.Reason)
					}
				case w.Reason == game.Open:
					t.Errorf("%s: %v=%d is wrong, yet Open", level, c, d)
				default:
					wrong++
					steps += len(w.Path)
				}
			}
		}
		t.Logf("%s: %d wrong digits answered, by %d steps in all; slowest answer %v", level, wrong, steps, slowest)
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
