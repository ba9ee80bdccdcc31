package game

import (
	"slices"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// A TimePoint is a game won, as the chart of solve times shows it: when
// it ended, its time, and the median of the times of the games won up to
// it (itself included) at the same variant and level.
type TimePoint struct {
	Ended   time.Time
	Elapsed time.Duration
	Median  time.Duration
	Hinted  bool // won with hints: it sets no best time
	Best    bool // the best time so far without hints, when it was set
}

// SolveTimes returns the games of records won at variant v and level l,
// oldest first, each with the running median of the times so far and
// whether it set a best time (see LevelStats.BestTime: games won with
// hints set none).
func SolveTimes(records []Record, v geometry.Variant, l logic.Level) []TimePoint {
	var out []TimePoint
	var times []time.Duration // sorted
	var best time.Duration
	for _, r := range records {
		if r.Outcome != Solved || r.Variant != v || r.Level != l {
			continue
		}
		i, _ := slices.BinarySearch(times, r.Elapsed)
		times = slices.Insert(times, i, r.Elapsed)
		p := TimePoint{Ended: r.Ended, Elapsed: r.Elapsed, Median: median(times), Hinted: r.Hints > 0}
		if !p.Hinted && (best == 0 || r.Elapsed < best) {
			best, p.Best = r.Elapsed, true
		}
		out = append(out, p)
	}
	return out
}

// median returns the median of sorted times: the mean of the middle two
// of an even count.
func median(sorted []time.Duration) time.Duration {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// A WeekCount is how many games ended in the week starting on Monday
// Start (local time), and how many of them were won.
type WeekCount struct {
	Start         time.Time
	Games, Solved int
}

// WeeklyGames returns the games that ended in each of the weeks weeks
// (Monday to Sunday, in loc) up to the one holding now, oldest first.
func WeeklyGames(records []Record, now time.Time, weeks int, loc *time.Location) []WeekCount {
	if weeks <= 0 {
		return nil
	}
	now = now.In(loc)
	monday := time.Date(now.Year(), now.Month(), now.Day()-(int(now.Weekday())+6)%7, 0, 0, 0, 0, loc)
	out := make([]WeekCount, weeks)
	for i := range out {
		out[i].Start = monday.AddDate(0, 0, -7*(weeks-1-i))
	}
	for _, r := range records {
		ended := r.Ended.In(loc)
		if ended.Before(out[0].Start) || !ended.Before(monday.AddDate(0, 0, 7)) {
			continue
		}
		i := weeks - 1
		for i > 0 && ended.Before(out[i].Start) {
			i--
		}
		out[i].Games++
		if r.Outcome == Solved {
			out[i].Solved++
		}
	}
	return out
}
