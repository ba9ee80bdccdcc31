package game_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// statsOp is one call on Stats in a sequence.
type statsOp func(*game.Stats)

func start(l logic.Level) statsOp { return func(s *game.Stats) { s.Started(l) } }

func solve(l logic.Level, d time.Duration) statsOp {
	return func(s *game.Stats) { s.Solved(l, d, 0) }
}

// solveHinted wins a game of level l in d with the given number of hints.
func solveHinted(l logic.Level, d time.Duration, hints int) statsOp {
	return func(s *game.Stats) { s.Solved(l, d, hints) }
}

func giveUp(l logic.Level) statsOp { return func(s *game.Stats) { s.GaveUp(l) } }

// played returns the ops of n games of a level started and won in d each.
func played(l logic.Level, n int, d time.Duration) []statsOp {
	var ops []statsOp
	for range n {
		ops = append(ops, start(l), solve(l, d))
	}
	return ops
}

func seq(parts ...[]statsOp) []statsOp {
	var out []statsOp
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func ops(o ...statsOp) []statsOp { return o }

func run(o []statsOp) *game.Stats {
	s := new(game.Stats)
	for _, op := range o {
		op(s)
	}
	return s
}

// checkStats compares every level of s with want (absent levels are zero)
// and the game being played with playing (0 for none).
func checkStats(t *testing.T, s *game.Stats, want map[logic.Level]game.LevelStats, playing logic.Level) {
	t.Helper()
	for _, l := range logic.Levels {
		if got := s.Level(l); got != want[l] {
			t.Errorf("%s: got %+v, want %+v", l, got, want[l])
		}
	}
	got, ok := s.Playing()
	if got != playing || ok != (playing != 0) {
		t.Errorf("Playing() = %v, %v; want %v, %v", got, ok, playing, playing != 0)
	}
}

const (
	easy    = logic.Easy
	medium  = logic.Medium
	hard    = logic.Hard
	expert  = logic.Expert
	extreme = logic.Extreme
)

func TestStatsSequences(t *testing.T) {
	m := time.Minute
	tests := []struct {
		name    string
		ops     []statsOp
		want    map[logic.Level]game.LevelStats
		playing logic.Level
	}{
		{name: "nothing"},
		{
			name:    "started only",
			ops:     ops(start(easy)),
			want:    map[logic.Level]game.LevelStats{easy: {Started: 1}},
			playing: easy,
		},
		{
			name: "one win",
			ops:  ops(start(easy), solve(easy, 5*m)),
			want: map[logic.Level]game.LevelStats{easy: {Started: 1, Solved: 1, BestTime: 5 * m, TotalTime: 5 * m, Streak: 1, BestStreak: 1}},
		},
		{
			name: "best and total",
			ops:  seq(played(medium, 1, 5*m), played(medium, 1, 3*m), played(medium, 1, 7*m)),
			want: map[logic.Level]game.LevelStats{medium: {Started: 3, Solved: 3, BestTime: 3 * m, TotalTime: 15 * m, Streak: 3, BestStreak: 3}},
		},
		{
			name: "give up ends the streak",
			ops:  seq(played(easy, 2, m), ops(start(easy), giveUp(easy)), played(easy, 1, 2*m)),
			want: map[logic.Level]game.LevelStats{easy: {Started: 4, Solved: 3, GivenUp: 1, BestTime: m, TotalTime: 4 * m, Streak: 1, BestStreak: 2}},
		},
		{
			name: "give up keeps the times",
			ops:  seq(played(hard, 1, 9*m), ops(start(hard), giveUp(hard))),
			want: map[logic.Level]game.LevelStats{hard: {Started: 2, Solved: 1, GivenUp: 1, BestTime: 9 * m, TotalTime: 9 * m, BestStreak: 1}},
		},
		{
			name:    "start start abandons the first",
			ops:     seq(played(easy, 3, m), ops(start(easy), start(easy))),
			want:    map[logic.Level]game.LevelStats{easy: {Started: 5, Solved: 3, Abandoned: 1, BestTime: m, TotalTime: 3 * m, BestStreak: 3}},
			playing: easy,
		},
		{
			name: "start start then a win",
			ops:  seq(played(easy, 2, m), ops(start(easy), start(easy), solve(easy, 2*m))),
			want: map[logic.Level]game.LevelStats{easy: {Started: 4, Solved: 3, Abandoned: 1, BestTime: m, TotalTime: 4 * m, Streak: 1, BestStreak: 2}},
		},
		{
			name: "starting another level abandons the game",
			ops:  seq(played(easy, 2, m), ops(start(easy), start(hard))),
			want: map[logic.Level]game.LevelStats{
				easy: {Started: 3, Solved: 2, Abandoned: 1, BestTime: m, TotalTime: 2 * m, BestStreak: 2},
				hard: {Started: 1},
			},
			playing: hard,
		},
		{
			name: "streaks are per level",
			ops:  seq(played(easy, 2, m), ops(start(hard), giveUp(hard)), played(easy, 1, m)),
			want: map[logic.Level]game.LevelStats{
				easy: {Started: 3, Solved: 3, BestTime: m, TotalTime: 3 * m, Streak: 3, BestStreak: 3},
				hard: {Started: 1, GivenUp: 1},
			},
		},
		{
			name: "solved without started counts a start",
			ops:  ops(solve(extreme, 20*m), solve(extreme, 10*m)),
			want: map[logic.Level]game.LevelStats{extreme: {Started: 2, Solved: 2, BestTime: 10 * m, TotalTime: 30 * m, Streak: 2, BestStreak: 2}},
		},
		{
			name: "given up without started counts a start",
			ops:  ops(giveUp(medium)),
			want: map[logic.Level]game.LevelStats{medium: {Started: 1, GivenUp: 1}},
		},
		{
			name: "solved at another level abandons the game",
			ops:  seq(played(easy, 1, m), ops(start(easy), solve(hard, 4*m))),
			want: map[logic.Level]game.LevelStats{
				easy: {Started: 2, Solved: 1, Abandoned: 1, BestTime: m, TotalTime: m, BestStreak: 1},
				hard: {Started: 1, Solved: 1, BestTime: 4 * m, TotalTime: 4 * m, Streak: 1, BestStreak: 1},
			},
		},
		{
			name: "a finished game is not abandoned",
			ops:  ops(start(easy), solve(easy, m), solve(easy, m), start(easy), giveUp(easy), start(hard)),
			want: map[logic.Level]game.LevelStats{
				easy: {Started: 3, Solved: 2, GivenUp: 1, BestTime: m, TotalTime: 2 * m, BestStreak: 2},
				hard: {Started: 1},
			},
			playing: hard,
		},
		{
			name: "a negative time counts as zero",
			ops:  seq(played(easy, 1, m), played(easy, 1, -m)),
			want: map[logic.Level]game.LevelStats{easy: {Started: 2, Solved: 2, TotalTime: m, Streak: 2, BestStreak: 2}},
		},
		{
			name: "a win with hints is a win, with no best time",
			ops:  ops(start(easy), solveHinted(easy, m, 3)),
			want: map[logic.Level]game.LevelStats{easy: {Started: 1, Solved: 1, Hinted: 1, TotalTime: m, Streak: 1, BestStreak: 1}},
		},
		{
			name: "a faster win with hints keeps the streak, not the best",
			ops:  seq(played(easy, 1, 5*m), ops(start(easy), solveHinted(easy, m, 1))),
			want: map[logic.Level]game.LevelStats{easy: {Started: 2, Solved: 2, Hinted: 1, BestTime: 5 * m, TotalTime: 6 * m, Streak: 2, BestStreak: 2}},
		},
		{
			name: "the first win without hints sets the best, however slow",
			ops:  seq(ops(start(easy), solveHinted(easy, m, 2)), played(easy, 1, 9*m)),
			want: map[logic.Level]game.LevelStats{easy: {Started: 2, Solved: 2, Hinted: 1, BestTime: 9 * m, TotalTime: 10 * m, Streak: 2, BestStreak: 2}},
		},
		{
			name:    "unknown levels are ignored",
			ops:     ops(start(easy), start(0), solve(0, m), giveUp(logic.Extreme+1), start(200)),
			want:    map[logic.Level]game.LevelStats{easy: {Started: 1}},
			playing: easy,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkStats(t, run(tt.ops), tt.want, tt.playing)
		})
	}
}

func TestLevelStatsAverage(t *testing.T) {
	tests := []struct {
		l    game.LevelStats
		want time.Duration
	}{
		{game.LevelStats{}, 0},
		{game.LevelStats{Started: 2, GivenUp: 2}, 0},
		{game.LevelStats{Solved: 1, BestTime: time.Minute, TotalTime: time.Minute}, time.Minute},
		{game.LevelStats{Solved: 3, BestTime: 3 * time.Minute, TotalTime: 15 * time.Minute}, 5 * time.Minute},
		{game.LevelStats{Solved: 2, TotalTime: 3 * time.Second}, 1500 * time.Millisecond},
	}
	for _, tt := range tests {
		if got := tt.l.Average(); got != tt.want {
			t.Errorf("%+v.Average() = %v, want %v", tt.l, got, tt.want)
		}
	}
	s := run(seq(played(hard, 1, 5*time.Minute), played(hard, 1, 3*time.Minute), played(hard, 1, 7*time.Minute)))
	if got := s.Level(hard).Average(); got != 5*time.Minute {
		t.Errorf("average of 5m, 3m and 7m = %v, want 5m", got)
	}
}

func TestLevelStatsBeats(t *testing.T) {
	m := time.Minute
	tests := []struct {
		name  string
		l     game.LevelStats
		d     time.Duration
		hints int
		want  bool
	}{
		{"first win", game.LevelStats{}, 9 * m, 0, true},
		{"first win with hints", game.LevelStats{}, m, 1, false},
		{"faster", game.LevelStats{Solved: 1, BestTime: 5 * m, TotalTime: 5 * m}, 4 * m, 0, true},
		{"as fast", game.LevelStats{Solved: 1, BestTime: 5 * m, TotalTime: 5 * m}, 5 * m, 0, false},
		{"faster with hints", game.LevelStats{Solved: 1, BestTime: 5 * m, TotalTime: 5 * m}, m, 2, false},
		{"after hinted wins only", game.LevelStats{Solved: 2, Hinted: 2, TotalTime: 2 * m}, 9 * m, 0, true},
	}
	for _, tt := range tests {
		if got := tt.l.Beats(tt.d, tt.hints); got != tt.want {
			t.Errorf("%s: %+v.Beats(%v, %d) = %v, want %v", tt.name, tt.l, tt.d, tt.hints, got, tt.want)
		}
	}
}

func TestStatsLevelUnknown(t *testing.T) {
	s := run(played(easy, 1, time.Minute))
	for _, l := range []logic.Level{0, logic.Extreme + 1, 255} {
		if got := s.Level(l); got != (game.LevelStats{}) {
			t.Errorf("Level(%d) = %+v, want zero", l, got)
		}
	}
}

func TestStatsSaturatingTotal(t *testing.T) {
	long := time.Duration(1<<63 - 1)
	s := run(seq(played(easy, 1, long), played(easy, 1, long)))
	l := s.Level(easy)
	if l.TotalTime != long || l.BestTime != long || l.Solved != 2 {
		t.Errorf("got %+v, want a total saturated at %v", l, long)
	}
	st := gametest.Store{}
	must(t, s.Save(st))
	if _, err := game.LoadStats(st); err != nil {
		t.Errorf("saturated stats do not load back: %v", err)
	}
}

func TestStatsReset(t *testing.T) {
	s := run(seq(played(easy, 3, time.Minute), ops(start(hard), giveUp(hard), start(medium))))
	s.Reset()
	checkStats(t, s, nil, 0)

	// The game that was being played is forgotten: its win counts a start.
	s.Solved(medium, time.Minute, 0)
	checkStats(t, s, map[logic.Level]game.LevelStats{
		medium: {Started: 1, Solved: 1, BestTime: time.Minute, TotalTime: time.Minute, Streak: 1, BestStreak: 1},
	}, 0)
}

func TestStatsSaveLoad(t *testing.T) {
	tests := []struct {
		name string
		ops  []statsOp
	}{
		{"empty", nil},
		{"playing", ops(start(easy))},
		{"mixed", seq(
			played(easy, 3, 90*time.Second),
			ops(start(easy), start(easy), solve(hard, 12*time.Minute+345*time.Millisecond)),
			ops(start(medium), giveUp(medium)),
			played(extreme, 2, time.Hour+time.Nanosecond),
			ops(start(extreme), solveHinted(extreme, time.Minute, 4)),
			ops(start(expert)),
		)},
		{"hinted only", ops(start(medium), solveHinted(medium, time.Minute, 1))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := run(tt.ops)
			st := gametest.Store{}
			must(t, s.Save(st))
			if len(st) != 1 || st[game.StatsKey] == "" {
				t.Fatalf("store holds %v, want one value under %q", st, game.StatsKey)
			}
			got, err := game.LoadStats(st)
			if err != nil {
				t.Fatal(err)
			}
			sameStats(t, got, s)

			// Saving what was loaded stores the same.
			again := gametest.Store{}
			must(t, got.Save(again))
			if again[game.StatsKey] != st[game.StatsKey] {
				t.Errorf("saved again:\n%s\nfirst:\n%s", again[game.StatsKey], st[game.StatsKey])
			}
		})
	}
}

// sameStats checks that a and b hold the same statistics.
func sameStats(t *testing.T, got, want *game.Stats) {
	t.Helper()
	all := map[logic.Level]game.LevelStats{}
	for _, l := range logic.Levels {
		all[l] = want.Level(l)
	}
	playing, _ := want.Playing()
	checkStats(t, got, all, playing)
}

// A game being played when the stats are saved goes on after they are
// loaded: winning it does not count another start.
func TestStatsPlayingSurvivesSave(t *testing.T) {
	s := run(seq(played(hard, 2, time.Minute), ops(start(hard))))
	st := gametest.Store{}
	must(t, s.Save(st))
	got, err := game.LoadStats(st)
	if err != nil {
		t.Fatal(err)
	}
	got.Solved(hard, 2*time.Minute, 0)
	checkStats(t, got, map[logic.Level]game.LevelStats{
		hard: {Started: 3, Solved: 3, BestTime: time.Minute, TotalTime: 4 * time.Minute, Streak: 3, BestStreak: 3},
	}, 0)
}

func TestLoadStatsNothingStored(t *testing.T) {
	for name, st := range map[string]game.Store{
		"empty store": gametest.Store{},
		"other keys":  gametest.Store{"theme": "dark"},
		"nil store":   nil,
	} {
		s, err := game.LoadStats(st)
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if s == nil {
			t.Fatalf("%s: nil stats", name)
		}
		checkStats(t, s, nil, 0)
	}
}

func TestStatsSaveNilStore(t *testing.T) {
	if err := new(game.Stats).Save(nil); err == nil {
		t.Error("Save(nil) succeeded")
	}
}

// validStats is stored statistics that load; the corrupt cases below are
// small edits of it.
const validStats = `{"version":1,"playing":"hard","levels":{` +
	`"easy":{"started":5,"solved":3,"given_up":1,"abandoned":1,"best_ns":60000000000,"total_ns":240000000000,"streak":1,"best_streak":2},` +
	`"hard":{"started":1,"solved":0,"given_up":0,"abandoned":0,"best_ns":0,"total_ns":0,"streak":0,"best_streak":0}}}`

func TestLoadStatsValid(t *testing.T) {
	s, err := game.LoadStats(gametest.Store{game.StatsKey: validStats})
	if err != nil {
		t.Fatal(err)
	}
	checkStats(t, s, map[logic.Level]game.LevelStats{
		easy: {Started: 5, Solved: 3, GivenUp: 1, Abandoned: 1, BestTime: time.Minute, TotalTime: 4 * time.Minute, Streak: 1, BestStreak: 2},
		hard: {Started: 1},
	}, hard)
}

func TestLoadStatsCorrupt(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(validStats, old) {
			t.Fatalf("%q is not in validStats", old)
		}
		return strings.Replace(validStats, old, new, 1)
	}
	tests := []struct {
		name, data, want string
	}{
		{"not JSON", "stats!", "invalid character"},
		{"truncated", validStats[:len(validStats)/2], "unexpected end"},
		{"an array", "[1,2]", "cannot unmarshal"},
		{"null", "null", "no version"},
		{"no version", "{}", "no version"},
		{"future version", edit(`"version":1`, `"version":4`), "version 4, want 1 to 3"},
		{"version a string", edit(`"version":1`, `"version":"1"`), "cannot unmarshal"},
		{"unknown field", edit(`"playing"`, `"colour":"red","playing"`), "unknown field"},
		{"unknown level field", edit(`"streak":1`, `"streak":1,"luck":7`), "unknown field"},
		{"data after", validStats + `{}`, "after top-level value"},
		{"unknown level", edit(`"easy":`, `"trivial":`), "unknown level"},
		{"unknown playing level", edit(`"playing":"hard"`, `"playing":"evil"`), "unknown level"},
		{"playing without a start", edit(`"playing":"hard"`, `"playing":"medium"`), "no medium game"},
		{"a count not a number", edit(`"started":5`, `"started":"5"`), "cannot unmarshal"},
		{"a fraction", edit(`"started":5`, `"started":5.5`), "cannot unmarshal"},
		{"negative count", edit(`"abandoned":1`, `"abandoned":-1`), "negative"},
		{"negative time", edit(`"best_ns":60000000000`, `"best_ns":-1`), "negative"},
		{"more ended than started", edit(`"started":5`, `"started":4`), "of 4 started"},
		{"solved beyond started", edit(`"solved":3`, `"solved":30`), "of 5 started"},
		{"the game played is counted ended", edit(`"given_up":0,"abandoned":0`, `"given_up":1,"abandoned":0`), "of 1 started"},
		{"times without a win", edit(`"best_ns":0,"total_ns":0`, `"best_ns":5,"total_ns":5`), "without a game solved"},
		{"best beyond total", edit(`"total_ns":240000000000`, `"total_ns":1000`), "beyond the total"},
		{"streak beyond best", edit(`"streak":1`, `"streak":3`), "best streak"},
		{"hinted beyond solved", edit(`"solved":3`, `"solved":3,"hinted":4`), "4 games solved with hints of 3"},
		{"negative hinted", edit(`"solved":3`, `"solved":3,"hinted":-1`), "negative"},
		{"a best time from hinted wins only", edit(`"solved":3`, `"solved":3,"hinted":3`), "without hints"},
		{"best streak beyond solved", edit(`"best_streak":2`, `"best_streak":4`), "best streak 4 of 3"},
		// Started one under its limit still counts every game (at the
		// limit it stops, and the others may count on past it).
		{"counts that overflow", edit(`"started":5,"solved":3,"given_up":1,"abandoned":1`,
			`"started":9223372036854775806,"solved":9223372036854775807,"given_up":9223372036854775807,"abandoned":9223372036854775807`),
			"abandoned of 9223372036854775806 started"},
		{"huge number", edit(`"started":5`, `"started":1e30`), "cannot unmarshal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := gametest.Store{game.StatsKey: tt.data}
			s, err := game.LoadStats(st)
			if !errors.Is(err, game.ErrCorruptStats) {
				t.Fatalf("error %v, want one wrapping ErrCorruptStats", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not say %q", err, tt.want)
			}
			if s == nil {
				t.Fatal("nil stats")
			}
			checkStats(t, s, nil, 0)

			// The fresh stats work, and saving them replaces the bad value.
			s.Started(easy)
			must(t, s.Save(st))
			again, err := game.LoadStats(st)
			if err != nil {
				t.Fatal(err)
			}
			checkStats(t, again, map[logic.Level]game.LevelStats{easy: {Started: 1}}, easy)
		})
	}
}

func FuzzLoadStats(f *testing.F) {
	f.Add(validStats)
	f.Add(`{"version":1,"levels":{}}`)
	f.Add(`{"version":1,"levels":{"extreme":{"started":9223372036854775807,"solved":9223372036854775807,"streak":1,"best_streak":1}}}`)
	f.Fuzz(func(t *testing.T, data string) {
		st := gametest.Store{game.StatsKey: data}
		s, err := game.LoadStats(st)
		if s == nil {
			t.Fatal("nil stats")
		}
		if err != nil {
			if !errors.Is(err, game.ErrCorruptStats) {
				t.Fatalf("error %v does not wrap ErrCorruptStats", err)
			}
			return
		}
		// What loads saves and loads back the same.
		must(t, s.Save(st))
		again, err := game.LoadStats(st)
		if err != nil {
			t.Fatalf("saved stats do not load back: %v\n%s", err, st[game.StatsKey])
		}
		sameStats(t, again, s)
	})
}

// Record turns a game's events into statistics.
func TestStatsRecord(t *testing.T) {
	var s game.Stats

	// A game won in 7 minutes.
	g, clock, _ := newGame(t)
	s.Started(g.Level())
	g.OnChange = s.Record
	clock.Advance(7 * time.Minute)
	for _, c := range emptyCells(t) {
		must(t, g.Set(c, gametest.Digit(c)))
	}
	if !g.Won() {
		t.Fatal("the game is not won")
	}

	// A game won in 2 minutes with a hint: a win, not a best time.
	g, clock, _ = newGame(t)
	s.Started(g.Level())
	g.OnChange = s.Record
	if _, err := g.Hint(logic.Full, true); err != nil {
		t.Fatal(err)
	}
	clock.Advance(2 * time.Minute)
	for _, c := range emptyCells(t) {
		must(t, g.Set(c, gametest.Digit(c)))
	}

	// A game given up.
	g, _, _ = newGame(t)
	s.Started(g.Level())
	g.OnChange = s.Record
	must(t, g.Reveal())

	// A game that shows something and is abandoned.
	g, _, _ = newGame(t)
	s.Started(g.Level())
	g.OnChange = s.Record
	g.Check()
	g.Pause()
	s.Started(logic.Hard)

	checkStats(t, &s, map[logic.Level]game.LevelStats{
		logic.Easy: {Started: 4, Solved: 2, Hinted: 1, GivenUp: 1, Abandoned: 1, BestTime: 7 * time.Minute, TotalTime: 9 * time.Minute, BestStreak: 2},
		logic.Hard: {Started: 1},
	}, logic.Hard)
}

// TestStatsCloneSharesNothing: a clone taken for the background writer
// keeps its counts while the original goes on counting (a shallow copy
// shared the map of variants, a data race under -race).
func TestStatsCloneSharesNothing(t *testing.T) {
	var s game.Stats
	x := geometry.Variant{Flags: geometry.Flags{Diagonals: true}}
	s.StartedIn(x, logic.Easy)
	c := s.Clone()
	s.StartedIn(x, logic.Easy)
	s.StartedIn(geometry.Variant{}, logic.Hard)
	if got := c.LevelIn(x, logic.Easy).Started; got != 1 {
		t.Errorf("the clone counts %d X games started, want 1", got)
	}
	if got := c.LevelIn(geometry.Variant{}, logic.Hard).Started; got != 0 {
		t.Errorf("the clone counts %d classic games, want 0", got)
	}
}
