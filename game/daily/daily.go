// Package daily makes the daily puzzles: one of each variant a day, the
// same for every player on the same date without a network, made from
// the date by the deterministic generator (solver/generate) at a level
// that follows the week, as newspapers do: easy on Monday, the hardest on
// Sunday.
//
// The puzzle of a date and variant depends on nothing but them and the
// generator's code: the date and the variant's name seed the generator.
// Tests pin several dates' puzzles, so that a change to the generator
// that would give players other daily puzzles is seen.
package daily

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// A Date is a day of the calendar, without a time or a time zone: the
// daily puzzle of a date is the same wherever it is played.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// DateOf returns the date of t in t's location: the player's local date
// for time.Now().
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

// ParseDate reads a date written YYYY-MM-DD, as String writes it. A date
// that does not exist (2026-02-30) is an error naming it.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return Date{}, fmt.Errorf("date %q: want YYYY-MM-DD, a day of the calendar", s)
	}
	return DateOf(t), nil
}

// String writes the date as YYYY-MM-DD.
func (d Date) String() string { return d.time().Format(time.DateOnly) }

// time is the date's midnight in UTC.
func (d Date) time() time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// Weekday returns the day of the week of the date.
func (d Date) Weekday() time.Weekday { return d.time().Weekday() }

// AddDays returns the date n days after d (before it for a negative n).
func (d Date) AddDays(n int) Date { return DateOf(d.time().AddDate(0, 0, n)) }

// Compare returns -1, 0 or +1 as d comes before, on or after e.
func (d Date) Compare(e Date) int { return d.time().Compare(e.time()) }

// weekLevels is each weekday's level, Sunday first as time.Weekday
// counts: the hardest on Sunday, easy on Monday, and up through the week.
var weekLevels = [7]logic.Level{
	time.Sunday:    logic.Extreme,
	time.Monday:    logic.Easy,
	time.Tuesday:   logic.Medium,
	time.Wednesday: logic.Medium,
	time.Thursday:  logic.Hard,
	time.Friday:    logic.Hard,
	time.Saturday:  logic.Expert,
}

// Level returns the level of the puzzles of date d.
func Level(d Date) logic.Level { return weekLevels[d.Weekday()] }

// Puzzle returns the daily puzzle of variant v on date d, at the level
// of its weekday (see Level): the same puzzle on every machine and every
// run. Making it takes from milliseconds (classic) to a few seconds (an
// extreme Killer); it returns the context's error when cancelled first,
// and generate.ErrNoGrid for rules no grid keeps.
func Puzzle(ctx context.Context, d Date, v geometry.Variant) (generate.VariantPuzzle, error) {
	return generate.New(source(d, v)).Puzzle(ctx, v, Level(d), generate.Rotate180)
}

// source is the random source of date d and variant v's puzzle: a PCG
// seeded with the first 16 bytes of the SHA-256 of "sudoku daily", the
// date and the variant's name, so that every date and variant draws its
// own puzzle and nearby dates no related ones.
func source(d Date, v geometry.Variant) rand.Source {
	sum := sha256.Sum256([]byte("sudoku daily " + d.String() + " " + v.Name()))
	return rand.NewPCG(binary.LittleEndian.Uint64(sum[:8]), binary.LittleEndian.Uint64(sum[8:16]))
}
