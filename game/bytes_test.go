package game_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

var updateBytes = flag.Bool("update-bytes", false, "write game/testdata/bytes/ from today's code")

// pinnedGames builds, the same way every run, the games whose saves
// testdata/bytes/ pins: a played classic with notes, marks of each kind
// and a checkpoint, a Killer, a jigsaw and an X anti-king, each played a
// little.
func pinnedGames(t *testing.T) map[string]*game.Game {
	t.Helper()
	at := solver.CellAt
	out := map[string]*game.Game{}
	g, _ := playedGame(t)
	e := emptyCells(t)
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{e[20], e[21]}, 7))
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{e[20]}, 2))
	must(t, g.MarkCells(game.MarkCentre, []solver.Cell{e[30]}, 3))
	must(t, g.MarkCells(game.MarkColour, []solver.Cell{e[25], e[40]}, 5))
	must(t, g.SetCheckpoint())
	must(t, g.Set(at(0, 3), 6))
	out["classic-played"] = g
	for name, p := range map[string]variant.Puzzle{
		"killer":     killerPuzzle(t),
		"jigsaw":     gametest.Jigsaw(t),
		"x-antiking": xAntiKing(t),
	} {
		clock := gametest.NewClock()
		g, err := game.New(p, logic.Medium, clock)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sol, ok := variant.Solve(p)
		if !ok {
			t.Fatalf("%s: not one solution", name)
		}
		for c := range solver.Cell(81) {
			if p.Givens[c] == 0 && c%7 == 0 {
				must(t, g.Set(c, sol[c]))
			}
		}
		must(t, g.ToggleNote(firstEmpty(g), sol[firstEmpty(g)]))
		clock.Advance(42 * time.Second)
		out[name] = g
	}
	return out
}

func xAntiKing(t *testing.T) variant.Puzzle {
	p := gametest.X(t)
	p.AntiKing = true
	if variant.Count(p, 2) != 1 {
		p = gametest.AntiKing(t)
	}
	return p
}

func firstEmpty(g *game.Game) solver.Cell {
	b := g.Board()
	for c := range solver.Cell(81) {
		if b[c] == 0 {
			return c
		}
	}
	return 0
}

// TestSavesPinned keeps the save format byte for byte: the pinned games
// save to the bytes in testdata/bytes/, and those bytes load and save
// back unchanged. A change to the format must be a new version, with the
// old files still loading; -update-bytes rewrites the files.
func TestSavesPinned(t *testing.T) {
	dir := filepath.Join("testdata", "bytes")
	for name, g := range pinnedGames(t) {
		data := save(t, g)
		file := filepath.Join(dir, name+".json")
		if *updateBytes {
			must(t, os.MkdirAll(dir, 0o755))
			must(t, os.WriteFile(file, data, 0o644))
			continue
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, want) {
			t.Errorf("%s: today's code saves other bytes than %s:\n%s", name, file, data)
		}
		h, _ := load(t, want)
		if again := save(t, h); !bytes.Equal(again, want) {
			t.Errorf("%s: loading and saving %s gives other bytes:\n%s", name, file, again)
		}
	}
}

// TestStatsPinned keeps the statistics file byte for byte, as
// TestSavesPinned keeps saves.
func TestStatsPinned(t *testing.T) {
	var s game.Stats
	s.StartedIn(geometry.Variant{}, logic.Easy)
	s.SolvedIn(geometry.Variant{}, logic.Easy, 3*time.Minute, 0)
	s.StartedIn(geometry.Variant{Killer: true}, logic.Hard)
	s.GaveUpIn(geometry.Variant{Killer: true}, logic.Hard)
	s.StartedIn(geometry.Variant{Jigsaw: true, Flags: geometry.Flags{Diagonals: true}}, logic.Expert)
	s.SolvedIn(geometry.Variant{Jigsaw: true, Flags: geometry.Flags{Diagonals: true}}, logic.Expert, 17*time.Minute, 2)
	s.StartedIn(geometry.Variant{}, logic.Medium)
	st := gametest.Store{}
	must(t, s.Save(st))
	data := []byte(st[game.StatsKey])
	file := filepath.Join("testdata", "bytes", "stats.json")
	if *updateBytes {
		must(t, os.WriteFile(file, data, 0o644))
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want) {
		t.Errorf("today's code writes other statistics than %s:\n%s", file, data)
	}
	back, err := game.LoadStats(gametest.Store{game.StatsKey: string(want)})
	if err != nil {
		t.Fatal(err)
	}
	again := gametest.Store{}
	must(t, back.Save(again))
	if again[game.StatsKey] != string(want) {
		t.Errorf("loading and saving %s gives other bytes:\n%s", file, again[game.StatsKey])
	}
}
