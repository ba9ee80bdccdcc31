package game_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestOldKillerSaveLoads loads a Killer save written before rules were
// saved (testdata/README.md): its cages, moves and time come back, its
// variant is "killer", and saved again it has no rules field.
func TestOldKillerSaveLoads(t *testing.T) {
	data, err := os.ReadFile("testdata/save-v2-killer.json")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := load(t, data)
	want, err := variant.Parse(gametest.Killer)
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case g.Variant().Name() != "killer" || !g.Puzzle().Equal(want):
		t.Errorf("loaded %s %s", g.Variant(), variant.Format(g.Puzzle()))
	case g.Digit(solver.CellAt(0, 0)) != 7 || !g.Notes(solver.CellAt(0, 1)).Has(2) || g.Level() != logic.Hard:
		t.Errorf("loaded r1c1 %d, r1c2 notes %v, level %v", g.Digit(0), g.Notes(1), g.Level())
	case g.Elapsed() != 90*time.Second:
		t.Errorf("loaded %v played", g.Elapsed())
	}
	if again := string(save(t, g)); strings.Contains(again, `"rules"`) || !strings.Contains(again, `"killer":"killer:`) {
		t.Errorf("saved again as %s", again)
	}
}

// TestOldStatsMigrate loads statistics version 1 (testdata/README.md):
// the classic and Killer ones come back under their variants, the game
// being played too, and saved again they are version 2, keyed by name.
func TestOldStatsMigrate(t *testing.T) {
	data, err := os.ReadFile("testdata/stats-v1-killer.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.LoadStats(gametest.Store{game.StatsKey: strings.TrimSpace(string(data))})
	if err != nil {
		t.Fatal(err)
	}
	killer, classic := gametest.KillerVariant, gametest.ClassicVariant
	if l := s.LevelIn(killer, logic.Hard); l.Solved != 1 || l.BestTime != 5*time.Minute {
		t.Errorf("killer hard %+v", l)
	}
	if l := s.LevelIn(classic, logic.Easy); l.Solved != 1 || l.Hinted != 1 || s.LevelIn(killer, logic.Easy) != (game.LevelStats{}) {
		t.Errorf("classic easy %+v", l)
	}
	if v, l, ok := s.PlayingIn(); !ok || v != killer || l != logic.Medium {
		t.Errorf("playing %v %v %v", v, l, ok)
	}
	if got := s.Variants(); len(got) != 2 || got[0] != classic || got[1] != killer {
		t.Errorf("Variants() = %v", got)
	}
	st := gametest.Store{}
	must(t, s.Save(st))
	saved := st[game.StatsKey]
	for _, want := range []string{`"version":2`, `"variants":{`, `"classic":{"easy":`, `"killer":{"hard":`, `"playing_variant":"killer"`} {
		if !strings.Contains(saved, want) {
			t.Errorf("saved %s, without %s", saved, want)
		}
	}
	if strings.Contains(saved, `"levels"`) {
		t.Errorf("saved with version 1's fields: %s", saved)
	}
	again, err := game.LoadStats(st)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range s.Variants() {
		for _, l := range logic.Levels {
			if again.LevelIn(v, l) != s.LevelIn(v, l) {
				t.Errorf("%v %v: %+v after a round trip, want %+v", v, l, again.LevelIn(v, l), s.LevelIn(v, l))
			}
		}
	}
}

// TestStatsOfAnyVariant keeps statistics of a variant no version 1 knew,
// under its name, and refuses a file naming an unknown one.
func TestStatsOfAnyVariant(t *testing.T) {
	x := gametest.X(t).Variant()
	var s game.Stats
	s.StartedIn(x, logic.Hard)
	s.SolvedIn(x, logic.Hard, time.Minute, 0)
	st := gametest.Store{}
	must(t, s.Save(st))
	if !strings.Contains(st[game.StatsKey], `"x":{"hard":`) {
		t.Errorf("saved %s", st[game.StatsKey])
	}
	got, err := game.LoadStats(st)
	if err != nil || got.LevelIn(x, logic.Hard).Solved != 1 || got.Level(logic.Hard).Solved != 0 {
		t.Errorf("loaded %+v, %v", got.LevelIn(x, logic.Hard), err)
	}
	bad := strings.Replace(st[game.StatsKey], `"x":`, `"sandwich":`, 1)
	if _, err := game.LoadStats(gametest.Store{game.StatsKey: bad}); err == nil || !strings.Contains(err.Error(), "sandwich") {
		t.Errorf("an unknown variant: %v", err)
	}
}

// TestDraftRulesSaved saves the rules ticked for a puzzle being entered
// with the game put aside, and loads them back.
func TestDraftRulesSaved(t *testing.T) {
	g, _, _ := newGame(t)
	f := gametest.X(t).Flags
	f.AntiKing = true
	var b strings.Builder
	must(t, g.Snapshot().WithDraft(solver.Grid{}).WithDraftFlags(f).Save(&b))
	if !strings.Contains(b.String(), `"draft_rules":"x-antiking"`) {
		t.Errorf("saved %s", b.String())
	}
	h, _ := load(t, []byte(b.String()))
	if h.SavedDraftFlags() != f {
		t.Errorf("loaded draft rules %+v, want %+v", h.SavedDraftFlags(), f)
	}
}
