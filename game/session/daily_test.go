package session_test

import (
	"context"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestDailyPlaysTodaysPuzzle: Daily plays the puzzle package daily makes
// for the clock's local date and the variant New plays, at the weekday's
// level, asking first when a game is in progress, and greets it as the
// day's puzzle.
func TestDailyPlaysTodaysPuzzle(t *testing.T) {
	for _, tc := range []struct {
		name string
		at   time.Time
		v    geometry.Variant
	}{
		{"classic, a Monday", time.Date(2026, time.November, 30, 9, 0, 0, 0, time.Local), geometry.Variant{}},
		{"x, a Wednesday", time.Date(2026, time.December, 2, 23, 30, 0, 0, time.Local), geometry.Variant{Flags: geometry.Flags{Diagonals: true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, func(o *session.Options) { o.Clock = gametest.ClockAt(tc.at) })
			h.s.SetVariant(tc.v)
			h.move() // a game in progress: Daily asks first
			h.s.Daily()
			q := h.view().Question
			if q == nil || q.Key != "daily" || q.Args["Date"] != daily.DateOf(tc.at).String() {
				t.Fatalf("asked %+v, want the daily question naming %s", q, daily.DateOf(tc.at))
			}
			h.s.Reply(true)
			h.settle()
			want, err := daily.Puzzle(context.Background(), daily.DateOf(tc.at), tc.v)
			if err != nil {
				t.Fatal(err)
			}
			g := h.s.Game()
			if g.Givens() != want.Puzzle.Givens || g.Variant() != tc.v || g.Level() != daily.Level(daily.DateOf(tc.at)) {
				t.Errorf("playing %v %v %s, want the daily %v %v %s", g.Variant(), g.Level(), g.Givens(), tc.v, daily.Level(daily.DateOf(tc.at)), want.Puzzle.Givens)
			}
			if g.Daily() != daily.DateOf(tc.at).String() {
				t.Errorf("the game is the daily of %q, want %s", g.Daily(), daily.DateOf(tc.at))
			}
			h.wantStatus("status.daily")
		})
	}
}

// TestDailyRefusedKeepsTheGame: answering no to Daily's question keeps
// the game in progress.
func TestDailyRefusedKeepsTheGame(t *testing.T) {
	h := newHarness(t, nil)
	h.move()
	before := h.s.Game()
	h.s.Daily()
	h.s.Reply(false)
	h.settle()
	if h.s.Game() != before || h.s.Game().Level() != logic.Easy {
		t.Error("a refused daily puzzle replaced the game")
	}
}
