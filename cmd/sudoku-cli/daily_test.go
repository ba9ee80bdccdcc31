package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestDaily: daily prints the puzzle game/daily makes for the date and
// variant, in the format asked for, and names the date and level on
// standard error; bad flags are usage errors that name the flag.
func TestDaily(t *testing.T) {
	monday := daily.Date{Year: 2026, Month: time.November, Day: 30}
	x := geometry.Variant{Flags: geometry.Flags{Diagonals: true}}
	want := func(v geometry.Variant, format func(variant.Puzzle) string) string {
		p, err := daily.Puzzle(context.Background(), monday, v)
		if err != nil {
			t.Fatal(err)
		}
		return format(p.Puzzle) + "\n"
	}
	for _, tc := range []struct {
		name   string
		args   []string
		stdout string
		stderr string
		status int
	}{
		{"classic", []string{"-date", "2026-11-30"}, want(geometry.Variant{}, variant.Format), "2026-11-30 (Monday), classic, easy", exitOK},
		{"x", []string{"-date", "2026-11-30", "-variant", "x"}, want(x, variant.Format), "x, easy", exitOK},
		{"iss", []string{"-date", "2026-11-30", "-variant", "x", "-format", "iss"}, want(x, variant.FormatISS), "x, easy", exitOK},
		{"bad date", []string{"-date", "2026-02-30"}, "", `-date: date "2026-02-30"`, exitUsage},
		{"bad variant", []string{"-variant", "thermo"}, "", `-variant "thermo"`, exitUsage},
		{"bad format", []string{"-format", "pdf"}, "", `-format "pdf"`, exitUsage},
		{"argument", []string{"2026-11-30"}, "", `unexpected argument "2026-11-30"`, exitUsage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, st := cli(t, "", append([]string{"daily"}, tc.args...)...)
			if out != tc.stdout || st != tc.status || !strings.Contains(errOut, tc.stderr) {
				t.Errorf("daily %v: status %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, st, out, errOut, tc.status, tc.stdout, tc.stderr)
			}
		})
	}
}
