package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// playedGame returns a game with entries, notes (some struck by a Set), an
// erase and two moves undone, after 90 seconds of play.
func playedGame(t testing.TB) (*game.Game, *gametest.Clock) {
	t.Helper()
	g, clock, _ := newGame(t)
	at := solver.CellAt
	must(t, g.ToggleNote(at(0, 3), 4))
	must(t, g.ToggleNote(at(0, 3), 6))
	must(t, g.ToggleNote(at(1, 1), 4))
	must(t, g.Set(at(0, 2), 4)) // strikes 4 from r1c4 and r2c2
	must(t, g.Set(at(0, 5), 8))
	must(t, g.Set(at(8, 0), 1)) // wrong: r9c1 is 3
	must(t, g.Erase(at(8, 0)))
	must(t, g.ToggleNote(at(8, 6), 1))
	must(t, g.Set(at(1, 2), 2))
	must(t, g.Undo())
	must(t, g.Undo())
	clock.Advance(90 * time.Second)
	return g, clock
}

func save(t testing.TB, g *game.Game) []byte {
	t.Helper()
	var buf bytes.Buffer
	must(t, g.Save(&buf))
	return buf.Bytes()
}

func load(t testing.TB, data []byte) (*game.Game, *gametest.Clock) {
	t.Helper()
	clock := gametest.NewClock()
	g, err := game.LoadWithClock(bytes.NewReader(data), clock)
	if err != nil {
		t.Fatalf("load: %v\n%s", err, data)
	}
	return g, clock
}

// sameGame fails the test when a and b differ in what a save holds.
func sameGame(t *testing.T, a, b *game.Game) {
	t.Helper()
	if a.Givens() != b.Givens() || a.Entries() != b.Entries() || a.AllNotes() != b.AllNotes() {
		t.Errorf("the grids differ:\n%s\n%s", a.Board().Board(), b.Board().Board())
	}
	if a.Level() != b.Level() || a.Elapsed() != b.Elapsed() || a.Won() != b.Won() || a.GivenUp() != b.GivenUp() {
		t.Errorf("level %v/%v elapsed %v/%v won %v/%v given up %v/%v",
			a.Level(), b.Level(), a.Elapsed(), b.Elapsed(), a.Won(), b.Won(), a.GivenUp(), b.GivenUp())
	}
	if a.AllMarks() != b.AllMarks() || a.Checkpoints() != b.Checkpoints() {
		t.Errorf("marks or checkpoints differ: %d/%d checkpoints", a.Checkpoints(), b.Checkpoints())
	}
	if a.Hints() != b.Hints() {
		t.Errorf("hints %d/%d", a.Hints(), b.Hints())
	}
	if a.CanUndo() != b.CanUndo() || a.CanRedo() != b.CanRedo() {
		t.Errorf("undo %v/%v redo %v/%v", a.CanUndo(), b.CanUndo(), a.CanRedo(), b.CanRedo())
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	ends := map[string]func(*game.Game){
		"playing": func(*game.Game) {},
		"paused":  func(g *game.Game) { g.Pause() },
		"revealed": func(g *game.Game) {
			must(t, g.Reveal())
		},
		"won": func(g *game.Game) {
			for _, c := range emptyCells(t) {
				must(t, g.Set(c, gametest.Digit(c)))
			}
		},
		"fresh": func(g *game.Game) { g.Restart() },
		"hinted": func(g *game.Game) {
			if _, err := g.Hint(logic.Which, true); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, end := range ends {
		t.Run(name, func(t *testing.T) {
			g, _ := playedGame(t)
			end(g)
			data := save(t, g)
			h, clock := load(t, data)
			sameGame(t, g, h)
			if again := save(t, h); !bytes.Equal(again, data) {
				t.Errorf("saving the loaded game gives other bytes:\n%s\n%s", data, again)
			}
			// The loaded game runs on from the saved time unless it is
			// over; a pause is not saved.
			if h.Running() == h.Over() || h.Paused() {
				t.Errorf("loaded game: running %v, paused %v, over %v", h.Running(), h.Paused(), h.Over())
			}
			clock.Advance(time.Second)
			want := g.Elapsed()
			if !h.Over() {
				want += time.Second
			}
			if h.Elapsed() != want {
				t.Errorf("elapsed %v a second after loading, want %v", h.Elapsed(), want)
			}
			if !h.ShowMistakes || !h.AutoRemoveNotes {
				t.Errorf("settings off after load")
			}
		})
	}
}

func TestLoadedHistoryUndoes(t *testing.T) {
	g, _ := playedGame(t)
	h, _ := load(t, save(t, g))
	for g.CanRedo() {
		must(t, g.Redo())
		must(t, h.Redo())
		sameGame(t, g, h)
	}
	for g.CanUndo() {
		must(t, g.Undo())
		must(t, h.Undo())
		if snap(g) != snap(h) {
			t.Fatalf("undo differs after load")
		}
	}
	if err := h.Undo(); !errors.Is(err, game.ErrNothingToUndo) {
		t.Errorf("the loaded history is longer: %v", err)
	}
	if h.Board() != h.Givens() || h.AllNotes() != [81]game.Digits{} {
		t.Errorf("undoing the loaded history does not reach the givens")
	}
}

// edit returns data with its JSON changed by f.
func edit(t testing.TB, data []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	must(t, json.Unmarshal(data, &m))
	f(m)
	out, err := json.Marshal(m)
	must(t, err)
	return out
}

// undoChange returns change i of undo move number move (from 0) of m.
func undoChange(m map[string]any, move, i int) map[string]any {
	return m["undo"].([]any)[move].(map[string]any)["changes"].([]any)[i].(map[string]any)
}

// saveV1 is save in version 1 of the format, whose moves are objects that
// the tests below edit field by field.
func saveV1(t testing.TB, g *game.Game) []byte {
	t.Helper()
	var buf bytes.Buffer
	must(t, game.SaveV1(g, &buf))
	return buf.Bytes()
}

func TestLoadRefusesBadSaves(t *testing.T) {
	g, _ := playedGame(t)
	good := saveV1(t, g)
	revealed, _ := playedGame(t)
	must(t, revealed.Reveal())
	goodRevealed := saveV1(t, revealed)
	compact := save(t, g)
	move := func(i int, s string) []byte {
		return edit(t, compact, func(m map[string]any) { m["undo"].([]any)[i] = s })
	}
	set := func(key string, v any) []byte {
		return edit(t, good, func(m map[string]any) { m[key] = v })
	}
	notes := func(c int, v any) []byte {
		return edit(t, good, func(m map[string]any) { m["notes"].([]any)[c] = v })
	}
	change := func(f func(ch map[string]any)) []byte {
		return edit(t, good, func(m map[string]any) { f(undoChange(m, 3, 0)) })
	}
	entries := []byte(g.Entries().String())
	entries[0] = '5' // r1c1 is a given
	unsolvable := []byte(gametest.Puzzle)
	unsolvable[2] = '1'
	tests := []struct {
		name string
		data []byte
		want string // in the message
	}{
		{"empty", nil, "end of JSON input"},
		{"not json", []byte("sudoku!"), "invalid character"},
		{"array", []byte("[1,2,3]"), "cannot unmarshal"},
		{"trailing data", append(bytes.Clone(good), "{}"...), "invalid character"},
		{"no version", edit(t, good, func(m map[string]any) { delete(m, "version") }), "no version"},
		{"version 6", set("version", game.SizedSaveVersion+1), "version 6"},
		{"time past ten years", set("elapsed_ns", int64(1<<62)), "past"},
		{"move string kind", move(0, "x43:04>046"), `unknown kind 'x'`},
		{"move string empty", move(0, ""), "an empty move"},
		{"move string no arrow", move(0, "n3:04"), "not cell:before>after"},
		{"move string bad state", move(0, "n3:x>04"), "does not start with a digit"},
		{"move string cell", move(0, "n99:0>04"), "cell 99"},
		{"move string before", move(0, "n3:07>046"), "before the move"},
		{"version string", set("version", "1"), "cannot unmarshal"},
		{"unknown field", set("cheat", true), "unknown field"},
		{"level", set("level", "impossible"), "level"},
		{"givens short", set("givens", gametest.Puzzle[1:]), "givens: 80 characters"},
		{"givens letter", set("givens", "x"+gametest.Puzzle[1:]), "givens: r1c1 holds 'x'"},
		{"givens no solution", set("givens", string(unsolvable)), "exactly one solution"},
		{"givens several solutions", set("givens", strings.Repeat(".", 81)), "exactly one solution"},
		{"entries long", set("entries", g.Entries().String()+"."), "entries: 82 characters"},
		{"entry in a given", set("entries", string(entries)), "r1c1 is a given"},
		{"notes missing", set("notes", nil), "notes: 0 cells"},
		{"notes 80", edit(t, good, func(m map[string]any) { m["notes"] = m["notes"].([]any)[1:] }), "notes: 80 cells"},
		{"note 0", notes(3, "0"), "not a digit"},
		{"note twice", notes(3, "44"), "twice"},
		{"notes too many", notes(3, "1234567891"), "at most 9"},
		{"notes on a given", notes(0, "1"), "r1c1 is a given"},
		{"notes on an entry", notes(2, "1"), "both the entry 4 and notes"},
		{"notes number", notes(3, 4), "cannot unmarshal"},
		{"negative time", set("elapsed_ns", -1), "negative"},
		{"negative hints", set("hints", -2), "hints: -2 is negative"},
		{"hints a string", set("hints", "2"), "cannot unmarshal"},
		{"won unsolved", set("won", true), "marked won"},
		{"given up unsolved", set("given_up", true), "reveal"},
		{"solved not won", edit(t, goodRevealed, func(m map[string]any) { m["given_up"] = false }), "reveal that does not end"},
		{"won and given up", edit(t, goodRevealed, func(m map[string]any) { m["won"] = true }), "both won and given up"},
		{"grid not what history says", notes(40, "9"), "the history leaves r5c5"},
		{"move kind", edit(t, good, func(m map[string]any) {
			m["undo"].([]any)[0].(map[string]any)["kind"] = "teleport"
		}), `undo move 1: unknown kind "teleport"`},
		{"move without changes", edit(t, good, func(m map[string]any) {
			m["undo"].([]any)[0].(map[string]any)["changes"] = []any{}
		}), "undo move 1: 0 changes"},
		{"move cell", change(func(ch map[string]any) { ch["cell"] = 81 }), "undo move 4: change 1: cell 81"},
		{"move on a given", change(func(ch map[string]any) { ch["cell"] = 0 }), "r1c1 is a given"},
		{"move digit", change(func(ch map[string]any) { ch["after"] = map[string]any{"digit": 10} }), "holds 10"},
		{"move before", change(func(ch map[string]any) { ch["before"] = map[string]any{"digit": 7} }), "before the move"},
		{"move cell twice", edit(t, good, func(m map[string]any) {
			mv := m["undo"].([]any)[3].(map[string]any)
			mv["changes"] = append(mv["changes"].([]any), mv["changes"].([]any)[0])
		}), "changed twice"},
		{"redo inconsistent", edit(t, good, func(m map[string]any) {
			ch := m["redo"].([]any)[1].(map[string]any)["changes"].([]any)[0].(map[string]any)
			ch["before"] = map[string]any{"notes": "5"}
		}), "redo move 2: change 1: r2c3 is \"{5}\" before the move, but the history left it at \"{}\""},
		{"reveal in redo", edit(t, good, func(m map[string]any) {
			m["redo"].([]any)[0].(map[string]any)["kind"] = "reveal"
		}), "redo move 1: a reveal"},
		{"solution mid-history", solvedMidHistory(t), "undo move 51 reaches the solution"},
		{"huge", append([]byte(`{"version":1,"level":"`), bytes.Repeat([]byte("x"), 33<<20)...), "larger than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := game.Load(bytes.NewReader(tt.data))
			if err == nil {
				t.Fatalf("loaded %v", h.Board())
			}
			if !errors.Is(err, game.ErrCorruptSave) {
				t.Errorf("error %v does not wrap ErrCorruptSave", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to say %q", err, tt.want)
			}
		})
	}
}

func TestLoadTruncated(t *testing.T) {
	g, _ := playedGame(t)
	good := save(t, g)
	for n := range len(good) - 1 {
		if _, err := game.Load(bytes.NewReader(good[:n])); !errors.Is(err, game.ErrCorruptSave) {
			t.Fatalf("%d of %d bytes: %v, want ErrCorruptSave", n, len(good), err)
		}
	}
}

func TestLoadReadError(t *testing.T) {
	boom := errors.New("boom")
	_, err := game.Load(io.MultiReader(strings.NewReader(`{"version":`), iotest.ErrReader(boom)))
	if !errors.Is(err, boom) || errors.Is(err, game.ErrCorruptSave) {
		t.Errorf("error %v, want boom and not corrupt", err)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestSaveWriteError(t *testing.T) {
	g, _, _ := newGame(t)
	if err := g.Save(failWriter{}); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("error %v, want disk full", err)
	}
}

// solvedMidHistory returns a save whose history fills in the solution, then
// erases a cell: no game goes on after its win.
func solvedMidHistory(t *testing.T) []byte {
	t.Helper()
	g, _, _ := newGame(t)
	cells := emptyCells(t)
	for _, c := range cells {
		must(t, g.Set(c, wrong(c)))
	}
	must(t, g.Erase(cells[0]))
	data := saveV1(t, g)
	return edit(t, data, func(m map[string]any) {
		for i, mv := range m["undo"].([]any)[:len(cells)] {
			mv.(map[string]any)["changes"].([]any)[0].(map[string]any)["after"] = map[string]any{"digit": gametest.Digit(cells[i])}
		}
		m["undo"].([]any)[len(cells)].(map[string]any)["changes"].([]any)[0].(map[string]any)["before"] = map[string]any{"digit": gametest.Digit(cells[0])}
		entries := []byte(gametest.Solution)
		for c, d := range gametest.Grid(t, gametest.Puzzle) {
			if d != 0 {
				entries[c] = '.'
			}
		}
		entries[cells[0]] = '.'
		m["entries"] = string(entries)
	})
}
