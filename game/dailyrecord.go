package game

import (
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// A DayResult is what the history says of one day's daily puzzle of a
// variant: whether it was played, and whether solved, in what best time.
type DayResult struct {
	Played bool
	Solved bool
	Best   time.Duration // the quickest time it was solved in, when Solved
}

// DailyResults returns the daily puzzles of variant v in the history,
// by date ("2026-12-02"): played (any game of it ended), solved, and the
// best time.
func DailyResults(records []Record, v geometry.Variant) map[string]DayResult {
	out := map[string]DayResult{}
	for _, r := range records {
		if r.Daily == "" || r.Variant != v {
			continue
		}
		d := out[r.Daily]
		d.Played = true
		if r.Outcome == Solved && (!d.Solved || r.Elapsed < d.Best) {
			d.Solved, d.Best = true, r.Elapsed
		}
		out[r.Daily] = d
	}
	return out
}

// DailyStreak returns the days in a row, up to today, whose daily puzzle
// (of the variant results are of) was solved: a streak still stands
// while today's is not solved yet, counted up to yesterday. Dates are
// written YYYY-MM-DD; today is the player's date.
func DailyStreak(results map[string]DayResult, today string) int {
	day, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return 0
	}
	if !results[today].Solved {
		day = day.AddDate(0, 0, -1)
	}
	n := 0
	for results[day.Format(time.DateOnly)].Solved {
		n++
		day = day.AddDate(0, 0, -1)
	}
	return n
}

// BestDailyStreak returns the most days in a row whose daily puzzle was
// solved.
func BestDailyStreak(results map[string]DayResult) int {
	best := 0
	for date, r := range results {
		if !r.Solved {
			continue
		}
		day, err := time.Parse(time.DateOnly, date)
		if err != nil || results[day.AddDate(0, 0, -1).Format(time.DateOnly)].Solved {
			continue // not the first day of its run
		}
		n := 0
		for results[day.Format(time.DateOnly)].Solved {
			n++
			day = day.AddDate(0, 0, 1)
		}
		best = max(best, n)
	}
	return best
}
