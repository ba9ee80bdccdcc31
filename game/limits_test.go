package game_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// withFields returns the save of g with some top-level fields replaced
// by the given JSON values.
func withFields(t *testing.T, g *game.Game, fields map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	must(t, g.Save(&buf))
	var m map[string]json.RawMessage
	must(t, json.Unmarshal(buf.Bytes(), &m))
	for k, v := range fields {
		m[k] = json.RawMessage(v)
	}
	out, err := json.Marshal(m)
	must(t, err)
	return out
}

// roundTrip saves g and loads it back on clock.
func roundTrip(t *testing.T, g *game.Game, clock game.Clock) *game.Game {
	t.Helper()
	var buf bytes.Buffer
	must(t, g.Save(&buf))
	back, err := game.LoadWithClock(&buf, clock)
	if err != nil {
		t.Fatalf("the save written after one more step does not load: %v", err)
	}
	return back
}

// TestGameCountersSaturate: a save 1 ms under the ten-year limit, or with
// hints = 2^63-1, loaded; one more second or hint pushed it past what
// Load accepts (or wrapped it negative), and the next start called the
// save corrupt. Counters stop at the limit Load accepts.
func TestGameCountersSaturate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		fields map[string]string
		step   func(t *testing.T, g *game.Game, clock *gametest.Clock)
		check  func(t *testing.T, g *game.Game)
	}{
		{
			name:   "elapsed 1ms under the limit, one more second",
			fields: map[string]string{"elapsed_ns": fmt.Sprint(int64(game.MaxElapsed - time.Millisecond))},
			step:   func(t *testing.T, g *game.Game, clock *gametest.Clock) { clock.Advance(time.Second) },
			check: func(t *testing.T, g *game.Game) {
				if g.Elapsed() != game.MaxElapsed {
					t.Errorf("elapsed %v, want the limit %v", g.Elapsed(), game.MaxElapsed)
				}
			},
		},
		{
			name:   "elapsed at the limit, a move and an hour more",
			fields: map[string]string{"elapsed_ns": fmt.Sprint(int64(game.MaxElapsed))},
			step: func(t *testing.T, g *game.Game, clock *gametest.Clock) {
				must(t, g.Set(emptyCells(t)[0], 1))
				clock.Advance(time.Hour)
			},
			check: func(t *testing.T, g *game.Game) {
				if g.Elapsed() != game.MaxElapsed {
					t.Errorf("elapsed %v, want the limit %v", g.Elapsed(), game.MaxElapsed)
				}
			},
		},
		{
			name:   "a clock that jumps twenty years",
			fields: map[string]string{},
			step:   func(t *testing.T, g *game.Game, clock *gametest.Clock) { clock.Advance(20 * 365 * 24 * time.Hour) },
			check: func(t *testing.T, g *game.Game) {
				if g.Elapsed() != game.MaxElapsed {
					t.Errorf("elapsed %v, want the limit %v", g.Elapsed(), game.MaxElapsed)
				}
			},
		},
		{
			name:   "hints at the limit, one more hint",
			fields: map[string]string{"hints": fmt.Sprint(math.MaxInt)},
			step: func(t *testing.T, g *game.Game, clock *gametest.Clock) {
				_, err := g.Hint(logic.Which, true)
				must(t, err)
			},
			check: func(t *testing.T, g *game.Game) {
				if g.Hints() != math.MaxInt {
					t.Errorf("hints %d, want %d", g.Hints(), math.MaxInt)
				}
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g0, _, _ := newGame(t)
			data := withFields(t, g0, tc.fields)
			clock := gametest.NewClock()
			g, err := game.LoadWithClock(bytes.NewReader(data), clock)
			if err != nil {
				t.Fatalf("a save at the limit does not load: %v", err)
			}
			tc.step(t, g, clock)
			back := roundTrip(t, g, clock)
			tc.check(t, back)
		})
	}
}

// TestLoadRefusesPastTheLimits: the limits Load accepts are those the
// counters stop at, and no more.
func TestLoadRefusesPastTheLimits(t *testing.T) {
	g0, _, _ := newGame(t)
	data := withFields(t, g0, map[string]string{"elapsed_ns": fmt.Sprint(int64(game.MaxElapsed + 1))})
	if _, err := game.Load(bytes.NewReader(data)); err == nil {
		t.Error("a save past the time limit loads")
	}
}

// statsJSON is a statistics value with one easy level as given.
func statsJSON(easy, playing string) string {
	p := ""
	if playing != "" {
		p = `,"playing":"` + playing + `"`
	}
	return `{"version":1` + p + `,"levels":{"easy":{` + easy + `}}}`
}

// TestStatsCountersSaturate: statistics with started = solved = 2^63-1
// loaded; one more game wrapped them negative, and the next start called
// the file corrupt and reset it. Every counter stops at its limit, and
// what Load accepts takes the counts a saturated counter leaves behind.
func TestStatsCountersSaturate(t *testing.T) {
	const m = math.MaxInt
	max := fmt.Sprint(m)
	for _, tc := range []struct {
		name  string
		easy  string
		step  func(s *game.Stats)
		check func(l game.LevelStats) bool
	}{
		{
			"started, solved and streaks at the limit; one more game won",
			`"started":` + max + `,"solved":` + max + `,"given_up":0,"abandoned":0,"best_ns":1,"total_ns":1,"streak":` + max + `,"best_streak":` + max,
			func(s *game.Stats) { s.Started(logic.Easy); s.Solved(logic.Easy, time.Minute, 0) },
			func(l game.LevelStats) bool {
				return l.Started == m && l.Solved == m && l.Streak == m && l.BestStreak == m
			},
		},
		{
			"started and solved at the limit; a game begun and left playing",
			`"started":` + max + `,"solved":` + max + `,"given_up":0,"abandoned":0,"best_ns":1,"total_ns":1,"streak":1,"best_streak":1`,
			func(s *game.Stats) { s.Started(logic.Easy) },
			func(l game.LevelStats) bool { return l.Started == m && l.Solved == m },
		},
		{
			"given up at the limit; one more given up",
			`"started":` + max + `,"solved":0,"given_up":` + max + `,"abandoned":0,"best_ns":0,"total_ns":0,"streak":0,"best_streak":0`,
			func(s *game.Stats) { s.Started(logic.Easy); s.GaveUp(logic.Easy) },
			func(l game.LevelStats) bool { return l.Started == m && l.GivenUp == m },
		},
		{
			"abandoned at the limit; two more started",
			`"started":` + max + `,"solved":0,"given_up":0,"abandoned":` + max + `,"best_ns":0,"total_ns":0,"streak":0,"best_streak":0`,
			func(s *game.Stats) { s.Started(logic.Easy); s.Started(logic.Easy); s.Started(logic.Easy) },
			func(l game.LevelStats) bool { return l.Started == m && l.Abandoned == m },
		},
		{
			"hinted at the limit; one more won with hints",
			`"started":` + max + `,"solved":` + max + `,"hinted":` + max + `,"given_up":0,"abandoned":0,"best_ns":0,"total_ns":` + fmt.Sprint(int64(math.MaxInt64)) + `,"streak":0,"best_streak":1`,
			func(s *game.Stats) { s.Started(logic.Easy); s.Solved(logic.Easy, time.Hour, 3) },
			func(l game.LevelStats) bool {
				return l.Hinted == m && l.Solved == m && l.TotalTime == math.MaxInt64 && l.Streak == 1
			},
		},
		{
			"a mixed record at the limit; won, given up and abandoned",
			`"started":` + max + `,"solved":` + fmt.Sprint(m/2) + `,"given_up":` + fmt.Sprint(m/2) + `,"abandoned":1,"best_ns":5,"total_ns":9,"streak":3,"best_streak":4`,
			func(s *game.Stats) {
				s.Started(logic.Easy)
				s.Solved(logic.Easy, time.Second, 0)
				s.Started(logic.Easy)
				s.GaveUp(logic.Easy)
				s.Started(logic.Easy)
				s.Started(logic.Easy)
			},
			func(l game.LevelStats) bool { return l.Started == m && l.Solved == m/2+1 && l.Abandoned == 2 },
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := gametest.Store{game.StatsKey: statsJSON(tc.easy, "")}
			s, err := game.LoadStats(st)
			if err != nil {
				t.Fatalf("statistics at the limit do not load: %v", err)
			}
			tc.step(s)
			must(t, s.Save(st))
			back, err := game.LoadStats(st)
			if err != nil {
				t.Fatalf("statistics after one more game do not load: %v\n%s", err, st[game.StatsKey])
			}
			if l := back.Level(logic.Easy); !tc.check(l) {
				t.Errorf("after one more game: %+v", l)
			}
			if strings.Contains(st[game.StatsKey], "-") {
				t.Errorf("a negative number: %s", st[game.StatsKey])
			}
		})
	}
}
