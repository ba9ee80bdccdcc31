package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

const dailyHead = `Usage: sudoku-cli daily [-date YYYY-MM-DD] [-variant VARIANT] [-format FORMAT]

Daily prints the daily puzzle of a date (default today, the local date)
and variant (default classic), one line, as generate writes puzzles:
the same date and variant give the same puzzle on every machine and
every run, without a network, as the game's Game > Daily puzzle plays
it. The level follows the week: easy on Monday, medium on Tuesday and
Wednesday, hard on Thursday and Friday, expert on Saturday, extreme on
Sunday. Standard error names the date and the level. Example:
sudoku-cli daily -date 2026-12-06 -variant killer
`

func runDaily(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("daily", dailyHead)
	dateText := fs.String("date", "", "the `DATE`, YYYY-MM-DD (default today)")
	variantName := fs.String("variant", geometry.ClassicName, "the `VARIANT` of Sudoku: classic, or any mix of jigsaw, killer, x, windoku, antiknight and antiking")
	formatName := fs.String("format", puzzleFormats[0].name, "write the puzzle in `FORMAT`: "+formatNames())
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return usageError(stderr, "daily", fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	date := daily.DateOf(time.Now())
	if *dateText != "" {
		var err error
		if date, err = daily.ParseDate(*dateText); err != nil {
			return usageError(stderr, "daily", fmt.Errorf("-date: %w", err))
		}
	}
	v, write, err := variantAndFormat(*variantName, *formatName)
	if err != nil {
		return usageError(stderr, "daily", err)
	}
	p, err := daily.Puzzle(context.Background(), date, v)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-cli: daily: %s %s: %v\n", date, v.Name(), err)
		return exitFail
	}
	fmt.Fprintf(stderr, "sudoku-cli: daily: %s (%s), %s, %s\n", date, date.Weekday(), v.Name(), daily.Level(date))
	if _, err := fmt.Fprintln(stdout, write(p.Puzzle)); err != nil {
		return writeError(stderr, "daily", err)
	}
	return exitOK
}
