package game

import (
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// HistoryCSVColumns are the columns WriteHistoryCSV writes, a game a row
// (README lists what each holds).
var HistoryCSVColumns = []string{
	"ended", "started", "variant", "level", "outcome", "seconds", "hints", "checks", "mistakes", "undos", "daily", "puzzle",
}

// WriteHistoryCSV writes the games of the history as CSV (RFC 4180), a
// row of HistoryCSVColumns then a row a game, oldest first: times in RFC
// 3339, UTC; seconds the game's time to the millisecond ("754.120"), so
// that a spreadsheet reads it as a number.
func WriteHistoryCSV(w io.Writer, records []Record) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(HistoryCSVColumns); err != nil {
		return err
	}
	for _, r := range records {
		row := []string{
			r.Ended.UTC().Format(time.RFC3339), r.Started.UTC().Format(time.RFC3339), r.Variant.Name(), r.Level.String(),
			r.Outcome.String(), seconds(r.Elapsed), strconv.Itoa(r.Hints), strconv.Itoa(r.Checks),
			strconv.Itoa(r.Mistakes), strconv.Itoa(r.Undos), r.Daily, r.Puzzle,
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// StatsCSVColumns are the columns WriteStatsCSV writes, a variant's
// level a row (README lists what each holds).
var StatsCSVColumns = []string{
	"variant", "level", "started", "solved", "hinted", "given_up", "abandoned", "best_seconds", "average_seconds", "streak", "best_streak",
}

// WriteStatsCSV writes the statistics as CSV, a row of StatsCSVColumns
// then a row for each level of each variant that has statistics (see
// Stats.Variants), easiest first; best_seconds is empty until a game of
// the level is won without hints, average_seconds until one is won.
func WriteStatsCSV(w io.Writer, s *Stats) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(StatsCSVColumns); err != nil {
		return err
	}
	for _, v := range s.Variants() {
		for _, l := range logic.Levels {
			st := s.LevelIn(v, l)
			best, avg := "", ""
			if st.HasBest() {
				best = seconds(st.BestTime)
			}
			if st.Solved > 0 {
				avg = seconds(st.Average())
			}
			row := []string{v.Name(), l.String(), strconv.Itoa(st.Started), strconv.Itoa(st.Solved), strconv.Itoa(st.Hinted),
				strconv.Itoa(st.GivenUp), strconv.Itoa(st.Abandoned), best, avg, strconv.Itoa(st.Streak), strconv.Itoa(st.BestStreak)}
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// seconds writes d in seconds to the millisecond: "754.120".
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Truncate(time.Millisecond).Seconds(), 'f', 3, 64)
}
