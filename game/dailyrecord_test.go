package game_test

import (
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

func TestDailyResultsAndStreaks(t *testing.T) {
	x := geometry.Variant{Flags: geometry.Flags{Diagonals: true}}
	rec := func(date string, v geometry.Variant, o game.Outcome, min int) game.Record {
		return game.Record{Daily: date, Variant: v, Outcome: o, Elapsed: time.Duration(min) * time.Minute}
	}
	records := []game.Record{
		rec("2026-11-25", geometry.Variant{}, game.Solved, 9),
		rec("2026-11-26", geometry.Variant{}, game.Solved, 8),
		rec("2026-11-27", geometry.Variant{}, game.Solved, 7), // a run of three
		rec("2026-11-29", geometry.Variant{}, game.GaveUp, 20),
		rec("2026-11-30", geometry.Variant{}, game.Solved, 12),
		rec("2026-11-30", geometry.Variant{}, game.Solved, 10), // played again, quicker
		rec("2026-12-01", geometry.Variant{}, game.Solved, 11),
		rec("2026-12-01", x, game.Solved, 5),                // another variant's
		{Variant: geometry.Variant{}, Outcome: game.Solved}, // not a daily
	}
	got := game.DailyResults(records, geometry.Variant{})
	if len(got) != 6 {
		t.Errorf("%d days, want 6: %v", len(got), got)
	}
	if d := got["2026-11-30"]; !d.Solved || d.Best != 10*time.Minute {
		t.Errorf("2026-11-30: %+v, want solved in 10:00", d)
	}
	if d := got["2026-11-29"]; !d.Played || d.Solved {
		t.Errorf("2026-11-29: %+v, want played, not solved", d)
	}
	for _, tc := range []struct {
		today string
		want  int
	}{
		{"2026-12-01", 2}, // the 30th and the 1st
		{"2026-12-02", 2}, // today not solved yet: the streak stands
		{"2026-12-03", 0}, // yesterday missed
		{"2026-11-28", 3},
		{"bad", 0},
	} {
		if n := game.DailyStreak(got, tc.today); n != tc.want {
			t.Errorf("streak on %s: %d, want %d", tc.today, n, tc.want)
		}
	}
	if n := game.BestDailyStreak(got); n != 3 {
		t.Errorf("best streak %d, want 3", n)
	}
}
