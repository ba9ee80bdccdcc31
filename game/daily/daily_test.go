package daily

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

var update = flag.Bool("update", false, "rewrite testdata/pins.txt with the puzzles made now")

const pinsFile = "testdata/pins.txt"

// TestPinnedPuzzles: the daily puzzles of some dates are the ones pinned,
// so that every player, on every machine and run, gets the same one.
func TestPinnedPuzzles(t *testing.T) {
	f, err := os.Open(pinsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out strings.Builder
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			out.WriteString(line + "\n")
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("%s: %q: want date, variant, puzzle", pinsFile, line)
		}
		d, err := ParseDate(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		v, err := geometry.ParseVariant(fields[1])
		if err != nil {
			t.Fatal(err)
		}
		p, err := Puzzle(context.Background(), d, v)
		if err != nil {
			t.Fatalf("%s %s: %v", d, v, err)
		}
		got := variant.Format(p.Puzzle)
		fmt.Fprintf(&out, "%s %s %s\n", d, v.Name(), got)
		n++
		if got != fields[2] && !*update {
			t.Errorf("%s %s: made\n%s\npinned\n%s", d, v, got, fields[2])
		}
		if p.Rating.Level != Level(d) {
			t.Errorf("%s %s: rated %v, want %v for a %v", d, v, p.Rating.Level, Level(d), d.Weekday())
		}
		q, err := variant.Parse(got)
		if err != nil || variant.Count(q, 2) != 1 || q.Variant() != v {
			t.Errorf("%s %s: %q does not read back as a proper %s puzzle (%v)", d, v, got, v, err)
		}
	}
	if n < 9 {
		t.Errorf("%d pins, want at least 9", n)
	}
	if *update {
		if err := os.WriteFile(pinsFile, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDatesAndVariantsDiffer: each date and each variant draws its own
// puzzle; the same date and variant, made twice, the same one.
func TestDatesAndVariantsDiffer(t *testing.T) {
	d := Date{2026, time.December, 7} // a Monday: easy, quick to make
	seen := map[string]string{}
	for _, tc := range []struct {
		d Date
		v geometry.Variant
	}{
		{d, geometry.Variant{}},
		{d.AddDays(7), geometry.Variant{}},
		{d.AddDays(14), geometry.Variant{}},
		{d, geometry.Variant{Flags: geometry.Flags{Diagonals: true}}},
		{d, geometry.Variant{Flags: geometry.Flags{Windows: true}}},
	} {
		p, err := Puzzle(context.Background(), tc.d, tc.v)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Puzzle(context.Background(), tc.d, tc.v)
		if p.Puzzle.Givens != again.Puzzle.Givens {
			t.Errorf("%s %s: two puzzles made", tc.d, tc.v)
		}
		key := p.Puzzle.Givens.String()
		if other, ok := seen[key]; ok {
			t.Errorf("%s %s: the same puzzle as %s", tc.d, tc.v, other)
		}
		seen[key] = fmt.Sprint(tc.d, " ", tc.v)
	}
}

// TestCancelled: a cancelled context stops the making with its error.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Puzzle(ctx, Date{2026, time.December, 6}, geometry.Variant{Killer: true}); err != context.Canceled {
		t.Errorf("cancelled: %v", err)
	}
}

func TestLevelFollowsTheWeek(t *testing.T) {
	for _, tc := range []struct {
		date string
		want logic.Level
	}{
		{"2026-11-30", logic.Easy}, // Monday
		{"2026-12-01", logic.Medium},
		{"2026-12-02", logic.Medium},
		{"2026-12-03", logic.Hard},
		{"2026-12-04", logic.Hard},
		{"2026-12-05", logic.Expert},
		{"2026-12-06", logic.Extreme}, // Sunday
		{"2024-02-29", logic.Hard},    // a leap day, a Thursday
	} {
		d, err := ParseDate(tc.date)
		if err != nil {
			t.Fatal(err)
		}
		if got := Level(d); got != tc.want {
			t.Errorf("%s (%s): %v, want %v", tc.date, d.Weekday(), got, tc.want)
		}
	}
}

func TestParseDate(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Date
		ok   bool
	}{
		{"2026-12-02", Date{2026, time.December, 2}, true},
		{"2024-02-29", Date{2024, time.February, 29}, true},
		{"2026-02-29", Date{}, false}, // not a leap year
		{"2026-13-01", Date{}, false},
		{"2026-1-2", Date{}, false},
		{"02.12.2026", Date{}, false},
		{"", Date{}, false},
		{"2026-12-02T10:00:00Z", Date{}, false},
	} {
		got, err := ParseDate(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseDate(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), fmt.Sprintf("%q", tc.in)) {
			t.Errorf("ParseDate(%q): %v does not name the input", tc.in, err)
		}
		if tc.ok && got.String() != tc.in {
			t.Errorf("%v writes %q, read from %q", got, got.String(), tc.in)
		}
	}
}

func TestDateArithmetic(t *testing.T) {
	d := Date{2026, time.December, 31}
	if got := d.AddDays(1); got != (Date{2027, time.January, 1}) {
		t.Errorf("%v + 1 = %v", d, got)
	}
	if got := d.AddDays(-365); got != (Date{2025, time.December, 31}) {
		t.Errorf("%v - 365 = %v", d, got)
	}
	if d.Compare(d.AddDays(1)) != -1 || d.AddDays(1).Compare(d) != 1 || d.Compare(d) != 0 {
		t.Error("Compare does not order days")
	}
	if got := DateOf(time.Date(2026, 12, 2, 23, 59, 0, 0, time.FixedZone("UTC+14", 14*3600))); got != (Date{2026, time.December, 2}) {
		t.Errorf("DateOf keeps the local date: %v", got)
	}
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-12-02", "2024-02-29", "0000-01-01", "9999-12-31", "2026-02-30", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			return
		}
		again, err := ParseDate(d.String())
		if err != nil || again != d {
			t.Errorf("%q reads as %v, which writes %q and reads back as %v, %v", s, d, d.String(), again, err)
		}
	})
}
