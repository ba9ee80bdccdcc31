package game_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// updateV1 writes testdata/save-v1.json again: only for a change to the
// version 1 writer kept in export_test.go.
var updateV1 = flag.Bool("update-v1", false, "rewrite testdata/save-v1.json")

func itoa(n int) string { return strconv.Itoa(n) }

// TestVersion1SavesStillLoad reads a save written by the version 1 format
// (testdata/save-v1.json, from playedGame) and checks it plays on as the
// game it was: same grid, notes, time and history.
func TestVersion1SavesStillLoad(t *testing.T) {
	path := filepath.Join("testdata", "save-v1.json")
	g, _ := playedGame(t)
	if *updateV1 {
		var buf bytes.Buffer
		must(t, game.SaveV1(g, &buf))
		must(t, os.WriteFile(path, buf.Bytes(), 0o644))
	}
	data, err := os.ReadFile(path)
	must(t, err)
	h, _ := load(t, data)
	if h.Board() != g.Board() || h.AllNotes() != g.AllNotes() || h.Elapsed() != g.Elapsed() {
		t.Fatal("the version 1 save loads as another game")
	}
	// Version 1 had no tally: the game's own save without it.
	own := regexp.MustCompile(`,"(checks|mistakes|undos)":\d+`).ReplaceAll(save(t, g), nil)
	own = bytes.Replace(own, []byte(`"version":4`), []byte(`"version":2`), 1)
	if !bytes.Equal(save(t, h), own) {
		t.Errorf("the version 1 save, saved again, differs from the game's own save:\n%s\n%s", save(t, h), own)
	}
	for h.CanUndo() {
		must(t, h.Undo())
		must(t, g.Undo())
		if h.Board() != g.Board() || h.AllNotes() != g.AllNotes() {
			t.Fatal("the version 1 history undoes differently")
		}
	}
}

// TestSnapshotsStayAsTaken saves snapshots on another goroutine while the
// game plays on, undoes and plays new moves over the undone ones: each
// snapshot saves as the game stood when it was taken. Run with -race.
func TestSnapshotsStayAsTaken(t *testing.T) {
	g, _, _ := newGame(t)
	cells := emptyCells(t)
	type taken struct {
		snap game.Snapshot
		want []byte
	}
	var wg sync.WaitGroup
	check := make(chan taken, 64)
	wg.Go(func() {
		for tk := range check {
			var buf bytes.Buffer
			if err := tk.snap.Save(&buf); err != nil {
				t.Error(err)
				continue
			}
			if !bytes.Equal(buf.Bytes(), tk.want) {
				t.Errorf("a snapshot changed after it was taken:\n%s\nwant\n%s", buf.Bytes(), tk.want)
			}
		}
	})
	for i := range 300 {
		c := cells[i%len(cells)]
		switch i % 5 {
		case 3: // undo two, then a new move over them
			_ = g.Undo()
			_ = g.Undo()
			must(t, g.ToggleNote(cells[(i*7)%len(cells)], uint8(i%9+1)))
		default:
			if g.Digit(c) != 0 {
				must(t, g.Erase(c))
			} else {
				must(t, g.ToggleNote(c, uint8(i%9+1)))
			}
		}
		snap := g.Snapshot()
		check <- taken{snap, save(t, g)}
	}
	close(check)
	wg.Wait()
}

// BenchmarkSave measures a save of a game with a long history: taking the
// snapshot (on the window's goroutine) and writing it (on the saver's).
func BenchmarkSave(b *testing.B) {
	for _, moves := range []int{10, 1000, 20000} {
		g, _, _ := newGame(b)
		c := solver.Cell(2) // empty in the puzzle
		for i := range moves {
			must(b, g.ToggleNote(c, uint8(i%9+1)))
		}
		b.Run("snapshot/moves="+itoa(moves), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = g.Snapshot()
			}
		})
		b.Run("write/moves="+itoa(moves), func(b *testing.B) {
			var buf bytes.Buffer
			b.ReportAllocs()
			for b.Loop() {
				buf.Reset()
				must(b, g.Snapshot().Save(&buf))
			}
			b.ReportMetric(float64(buf.Len()), "bytes")
		})
	}
}
