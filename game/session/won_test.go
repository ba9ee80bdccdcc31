package session_test

import (
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestWinWithHints: a game won with hints counted as an ordinary win and
// could set the best time. It is a win that keeps the streak, but no best
// time, and the solved card hears how many hints there were; showing the
// answer is still no win.
func TestWinWithHints(t *testing.T) {
	// An ending of a game: how long it took, how many hints, and whether
	// the answer was shown instead.
	type ending struct {
		took   time.Duration
		hints  int
		reveal bool
	}
	tests := []struct {
		name     string
		games    []ending
		want     *session.Won // of the last game; nil for none
		wantEasy game.LevelStats
	}{
		{
			name:     "without hints",
			games:    []ending{{took: 5 * time.Minute}},
			want:     &session.Won{Level: logic.Easy, Elapsed: 5 * time.Minute, NewBest: true, Streak: 1},
			wantEasy: game.LevelStats{Started: 1, Solved: 1, BestTime: 5 * time.Minute, TotalTime: 5 * time.Minute, Streak: 1, BestStreak: 1},
		},
		{
			name:     "with hints",
			games:    []ending{{took: 5 * time.Minute, hints: 3}},
			want:     &session.Won{Level: logic.Easy, Elapsed: 5 * time.Minute, Streak: 1, Hints: 3},
			wantEasy: game.LevelStats{Started: 1, Solved: 1, Hinted: 1, TotalTime: 5 * time.Minute, Streak: 1, BestStreak: 1},
		},
		{
			name:     "faster with a hint after a best",
			games:    []ending{{took: 5 * time.Minute}, {took: time.Minute, hints: 1}},
			want:     &session.Won{Level: logic.Easy, Elapsed: time.Minute, Streak: 2, Hints: 1},
			wantEasy: game.LevelStats{Started: 2, Solved: 2, Hinted: 1, BestTime: 5 * time.Minute, TotalTime: 6 * time.Minute, Streak: 2, BestStreak: 2},
		},
		{
			name:     "the answer shown after a hint",
			games:    []ending{{took: 5 * time.Minute}, {took: time.Minute, hints: 1, reveal: true}},
			wantEasy: game.LevelStats{Started: 2, Solved: 1, GivenUp: 1, BestTime: 5 * time.Minute, TotalTime: 5 * time.Minute, BestStreak: 1},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := gametest.Store{}
			h := newHarness(t, func(o *session.Options) { o.LegacyStats = store })
			for i, e := range tt.games {
				if i > 0 {
					h.s.Start(h.newGame())
				}
				h.winOrReveal(e.took, e.hints, e.reveal)
			}
			got := h.view().Won
			switch {
			case tt.want == nil && got != nil:
				t.Errorf("won %+v, want no win", *got)
			case tt.want != nil && (got == nil || *got != *tt.want):
				t.Errorf("won %+v, want %+v", got, *tt.want)
			}
			if easy := statsIn(t, store).Level(logic.Easy); easy != tt.wantEasy {
				t.Errorf("easy statistics %+v, want %+v", easy, tt.wantEasy)
			}
		})
	}
}

// winOrReveal plays the game to its end after the given time: each of
// hints asks a hint and places one digit, and the rest of the digits are
// typed in, or the answer is shown.
func (h *harness) winOrReveal(took time.Duration, hints int, reveal bool) {
	h.t.Helper()
	sol := gametest.Grid(h.t, gametest.Solution)
	var empty []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if !h.s.Game().IsGiven(c) {
			empty = append(empty, c)
		}
	}
	h.clock.Advance(took)
	for i := range hints {
		h.s.Hint()
		h.settle()
		h.s.TapCell(empty[i])
		h.s.KeyDigit(sol[empty[i]])
	}
	if reveal {
		h.s.ShowAnswer()
		h.s.Reply(true)
		return
	}
	for _, c := range empty[hints:] {
		h.s.TapCell(c)
		h.s.KeyDigit(sol[c])
	}
	if !h.s.Game().Won() {
		h.t.Fatal("the game is not won")
	}
}

// TestLevelCardAfterAWin: the solved card's Change level puts the level
// card up over the finished game, Escape takes it away again, and a
// level picked plays; over a game in progress it offers the levels under
// New instead, leaving the game on show.
func TestLevelCardAfterAWin(t *testing.T) {
	h := newHarness(t, nil)
	h.move()
	h.s.LevelCard()
	if v := h.view(); v.Choosing || !v.Levels {
		t.Fatalf("over a game in progress: choosing %v, levels %v; want the levels under New", v.Choosing, v.Levels)
	}
	h.s.Game().Reveal()
	h.s.LevelCard()
	if v := h.view(); !v.Choosing || v.Levels {
		t.Fatalf("over a finished game: choosing %v, levels %v; want the card", v.Choosing, v.Levels)
	}
	over := h.s.Game()
	h.s.Escape()
	if v := h.view(); v.Choosing || h.s.Game() != over {
		t.Fatalf("Escape: choosing %v; want the finished game back", v.Choosing)
	}
	h.s.LevelCard()
	h.s.New("hard")
	h.settle()
	if v := h.view(); v.Choosing || h.s.Game() == over || v.Level != logic.Hard {
		t.Errorf("a level picked on the card: choosing %v, level %v", v.Choosing, v.Level)
	}
}
