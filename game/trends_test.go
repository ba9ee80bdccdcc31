package game_test

import (
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestSolveTimes(t *testing.T) {
	day := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	rec := func(days int, min int, o game.Outcome, hints int, l logic.Level) game.Record {
		return game.Record{Ended: day.AddDate(0, 0, days), Elapsed: time.Duration(min) * time.Minute, Outcome: o, Hints: hints, Level: l}
	}
	records := []game.Record{
		rec(0, 10, game.Solved, 0, logic.Hard),
		rec(1, 8, game.Solved, 1, logic.Hard), // hinted: no best
		rec(2, 20, game.GaveUp, 0, logic.Hard),
		rec(3, 12, game.Solved, 0, logic.Hard),
		rec(4, 9, game.Solved, 0, logic.Hard),
		rec(5, 1, game.Solved, 0, logic.Easy), // another level
	}
	got := game.SolveTimes(records, geometry.Variant{}, logic.Hard)
	want := []game.TimePoint{
		{Ended: day, Elapsed: 10 * time.Minute, Median: 10 * time.Minute, Best: true},
		{Ended: day.AddDate(0, 0, 1), Elapsed: 8 * time.Minute, Median: 9 * time.Minute, Hinted: true},
		{Ended: day.AddDate(0, 0, 3), Elapsed: 12 * time.Minute, Median: 10 * time.Minute},
		{Ended: day.AddDate(0, 0, 4), Elapsed: 9 * time.Minute, Median: 9*time.Minute + 30*time.Second, Best: true},
	}
	if len(got) != len(want) {
		t.Fatalf("%d points, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("point %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestWeeklyGames(t *testing.T) {
	now := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC) // a Wednesday
	at := func(y int, m time.Month, d int, o game.Outcome) game.Record {
		return game.Record{Ended: time.Date(y, m, d, 12, 0, 0, 0, time.UTC), Outcome: o}
	}
	records := []game.Record{
		at(2026, 11, 15, game.Solved),   // a Sunday: too old for 3 weeks
		at(2026, 11, 16, game.Solved),   // the Monday of the first week
		at(2026, 11, 23, game.Solved),   // the Monday two weeks ago
		at(2026, 11, 29, game.GaveUp),   // that Sunday
		at(2026, 11, 30, game.Solved),   // this Monday
		at(2026, 12, 2, game.Abandoned), // today
		at(2026, 12, 9, game.Solved),    // next week: not yet
	}
	got := game.WeeklyGames(records, now, 3, time.UTC)
	want := []game.WeekCount{
		{Start: time.Date(2026, 11, 16, 0, 0, 0, 0, time.UTC), Games: 1, Solved: 1},
		{Start: time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), Games: 2, Solved: 1},
		{Start: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), Games: 2, Solved: 1},
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("week %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if game.WeeklyGames(records, now, 0, time.UTC) != nil {
		t.Error("no weeks asked, some given")
	}
}
