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

// TestStatsPerVariant keeps Killer and classic games apart: a Killer game
// of a level counts in the Killer statistics of that level only, and one
// of either variant starting abandons a game of the other.
func TestStatsPerVariant(t *testing.T) {
	var s game.Stats
	s.StartedIn(gametest.KillerVariant, logic.Hard)
	s.SolvedIn(gametest.KillerVariant, logic.Hard, time.Minute, 0)
	s.StartedIn(gametest.KillerVariant, logic.Hard)
	s.Started(logic.Hard) // abandons the Killer game
	s.Solved(logic.Hard, 2*time.Minute, 0)
	s.Record(game.Event{Kind: game.EventWon, Variant: gametest.KillerVariant, Level: logic.Easy, Elapsed: 3 * time.Minute})
	s.StartedIn(gametest.KillerVariant, logic.Medium)
	if got, want := s.LevelIn(gametest.KillerVariant, logic.Hard), (game.LevelStats{
		Started: 2, Solved: 1, Abandoned: 1, BestTime: time.Minute, TotalTime: time.Minute, BestStreak: 1,
	}); got != want {
		t.Errorf("killer hard %+v, want %+v", got, want)
	}
	if got, want := s.Level(logic.Hard), (game.LevelStats{
		Started: 1, Solved: 1, BestTime: 2 * time.Minute, TotalTime: 2 * time.Minute, Streak: 1, BestStreak: 1,
	}); got != want {
		t.Errorf("classic hard %+v, want %+v", got, want)
	}
	if got := s.LevelIn(gametest.KillerVariant, logic.Easy); got.Solved != 1 || got.Started != 1 {
		t.Errorf("killer easy from an event: %+v", got)
	}
	if s.Level(logic.Easy) != (game.LevelStats{}) {
		t.Errorf("a Killer win counted as classic: %+v", s.Level(logic.Easy))
	}
	if v, l, ok := s.PlayingIn(); !ok || v != gametest.KillerVariant || l != logic.Medium {
		t.Errorf("playing %v %v %v, want killer medium", v, l, ok)
	}
	if s.LevelIn(geometry.Variant{Flags: geometry.Flags{AntiKing: true}}, logic.Hard) != (game.LevelStats{}) {
		t.Error("a variant never played has statistics")
	}

	st := gametest.Store{}
	must(t, s.Save(st))
	if !strings.Contains(st[game.StatsKey], `"variants":{`) || !strings.Contains(st[game.StatsKey], `"killer":{`) || !strings.Contains(st[game.StatsKey], `"playing_variant":"killer"`) {
		t.Errorf("saved %s", st[game.StatsKey])
	}
	got, err := game.LoadStats(st)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []geometry.Variant{gametest.ClassicVariant, gametest.KillerVariant} {
		for _, l := range logic.Levels {
			if got.LevelIn(v, l) != s.LevelIn(v, l) {
				t.Errorf("%v %v loaded %+v, want %+v", v, l, got.LevelIn(v, l), s.LevelIn(v, l))
			}
		}
	}
	if v, l, _ := got.PlayingIn(); v != gametest.KillerVariant || l != logic.Medium {
		t.Errorf("loaded playing %v %v", v, l)
	}
}

// TestStatsFromBeforeKiller loads statistics written before Killer as
// classic ones, and saves them again unchanged.
func TestStatsFromBeforeKiller(t *testing.T) {
	s, err := game.LoadStats(gametest.Store{game.StatsKey: validStats})
	if err != nil {
		t.Fatal(err)
	}
	if v, l, _ := s.PlayingIn(); v != gametest.ClassicVariant || l != logic.Hard {
		t.Errorf("playing %v %v, want classic hard", v, l)
	}
	for _, l := range logic.Levels {
		if s.LevelIn(gametest.KillerVariant, l) != (game.LevelStats{}) {
			t.Errorf("killer %v has statistics", l)
		}
	}
	st := gametest.Store{}
	must(t, s.Save(st))
	if strings.Contains(st[game.StatsKey], "killer") {
		t.Errorf("classic statistics saved with Killer fields: %s", st[game.StatsKey])
	}
}

func TestLoadStatsCorruptKiller(t *testing.T) {
	for _, data := range []string{
		`{"version":1,"levels":{},"playing_variant":"killer"}`,                    // no level
		`{"version":1,"playing":"hard","levels":{},"playing_variant":"sandwich"}`, // unknown
		`{"version":1,"playing":"hard","levels":{},"playing_variant":"killer"}`,   // not started
		`{"version":1,"levels":{},"killer":{"hard":{"started":1,"solved":2,"given_up":0,"abandoned":0,"best_ns":0,"total_ns":0,"streak":0,"best_streak":0}}}`,
		`{"version":1,"levels":{},"killer":{"nightmare":{}}}`,
	} {
		if _, err := game.LoadStats(gametest.Store{game.StatsKey: data}); !errors.Is(err, game.ErrCorruptStats) {
			t.Errorf("%s: %v, want corrupt statistics", data, err)
		}
	}
}
