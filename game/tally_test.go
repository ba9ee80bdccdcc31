package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestTallyCounts: each verb counts what it should, and only that; the
// counts survive a save and a load.
func TestTallyCounts(t *testing.T) {
	at := solver.CellAt
	for _, tc := range []struct {
		name string
		play func(g *game.Game)
		want game.Tally
	}{
		{"nothing", func(*game.Game) {}, game.Tally{}},
		{"a right digit", func(g *game.Game) { must(t, g.Set(at(0, 2), 4)) }, game.Tally{}},
		{"a wrong digit", func(g *game.Game) { must(t, g.Set(at(8, 0), 1)) }, game.Tally{Mistakes: 1}},
		{"the same wrong digit again", func(g *game.Game) {
			must(t, g.Set(at(8, 0), 1))
			must(t, g.Set(at(8, 0), 1)) // changes nothing: no move, no mistake
		}, game.Tally{Mistakes: 1}},
		{"two wrong cells at once", func(g *game.Game) {
			must(t, g.SetCells([]solver.Cell{at(8, 0), at(8, 1)}, 2)) // r9c1 is 3, r9c2 4
		}, game.Tally{Mistakes: 2}},
		{"undo and redo", func(g *game.Game) {
			must(t, g.Set(at(0, 2), 4))
			must(t, g.Undo())
			must(t, g.Redo()) // the right digit again: no mistake
		}, game.Tally{Undos: 1}},
		{"a wrong digit redone", func(g *game.Game) {
			must(t, g.Set(at(8, 0), 1))
			must(t, g.Undo())
			must(t, g.Redo()) // a redo is no new mistake
		}, game.Tally{Mistakes: 1, Undos: 1}},
		{"checks", func(g *game.Game) { g.Check(); g.Check() }, game.Tally{Checks: 2}},
		{"a restart in play keeps them", func(g *game.Game) {
			must(t, g.Set(at(8, 0), 1))
			g.Check()
			g.Restart()
		}, game.Tally{Checks: 1, Mistakes: 1}},
		{"a restart after giving up forgets them", func(g *game.Game) {
			must(t, g.Set(at(8, 0), 1))
			must(t, g.Reveal())
			g.Check() // a game over: not counted
			g.Restart()
		}, game.Tally{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, _ := newGame(t)
			tc.play(g)
			if got := g.Tally(); got != tc.want {
				t.Errorf("tally %+v, want %+v", got, tc.want)
			}
			back, _ := load(t, save(t, g))
			if got := back.Tally(); got != tc.want {
				t.Errorf("loaded: tally %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestLoadRefusesNegativeTally: a count below zero is a damaged save.
func TestLoadRefusesNegativeTally(t *testing.T) {
	g, _ := playedGame(t)
	for _, field := range []string{"checks", "mistakes", "undos"} {
		data := edit(t, save(t, g), func(m map[string]any) { m[field] = -1 })
		_, err := game.Load(bytes.NewReader(data))
		if !errors.Is(err, game.ErrCorruptSave) {
			t.Errorf("%s -1: %v, want ErrCorruptSave", field, err)
		}
	}
}

// TestDailyDateIsSaved: a daily puzzle's date survives a save and a
// load; a bad date is refused by SetDaily and by Load.
func TestDailyDateIsSaved(t *testing.T) {
	g, _, _ := newGame(t)
	if err := g.SetDaily("2026-02-30"); err == nil || g.Daily() != "" {
		t.Errorf("SetDaily took a day that does not exist: %v", err)
	}
	must(t, g.SetDaily("2026-12-02"))
	data := save(t, g)
	if !bytes.Contains(data, []byte(`"version":4`)) {
		t.Errorf("a daily game's save is not version 4:\n%s", data)
	}
	if back, _ := load(t, data); back.Daily() != "2026-12-02" {
		t.Errorf("loaded as the daily of %q", back.Daily())
	}
	bad := edit(t, data, func(m map[string]any) { m["daily"] = "yesterday" })
	if _, err := game.Load(bytes.NewReader(bad)); !errors.Is(err, game.ErrCorruptSave) {
		t.Errorf("daily yesterday: %v", err)
	}
}
