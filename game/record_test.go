package game_test

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// randomRecord is a record drawn from rng, as a history holds them.
func randomRecord(rng *rand.Rand) game.Record {
	variants := []geometry.Variant{{}, {Killer: true}, {Flags: geometry.Flags{Diagonals: true}}, {Jigsaw: true}}
	puzzles := []string{gametest.Puzzle, gametest.Killer, "x:" + gametest.XPuzzle, gametest.JigsawLine}
	k := rng.IntN(len(variants))
	ended := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.IntN(3650*24)) * time.Hour)
	r := game.Record{
		Ended: ended, Started: ended.Add(-time.Duration(rng.IntN(3600)) * time.Second),
		Variant: variants[k], Level: logic.Levels[rng.IntN(len(logic.Levels))],
		Puzzle:  puzzles[k],
		Elapsed: time.Duration(rng.IntN(3600_000)) * time.Millisecond, Hints: rng.IntN(5),
		Tally:   game.Tally{Checks: rng.IntN(3), Mistakes: rng.IntN(4), Undos: rng.IntN(20)},
		Outcome: game.Outcome(1 + rng.IntN(3)),
	}
	if rng.IntN(4) == 0 {
		r.Daily = ended.Format(time.DateOnly)
	}
	return r
}

func randomRecords(seed uint64, n int) *game.Records {
	rng := rand.New(rand.NewPCG(seed, 9))
	h := new(game.Records)
	for range n {
		h.Add(randomRecord(rng))
	}
	return h
}

func TestRecordsRoundTrip(t *testing.T) {
	h := randomRecords(1, 200)
	back, err := game.DecodeRecords(game.EncodeRecords(h))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.All(), h.All()) {
		t.Error("the history read back differs")
	}
	all := h.All()
	if !slices.IsSortedFunc(all, func(a, b game.Record) int { return a.Ended.Compare(b.Ended) }) {
		t.Error("the records are not in the order they ended")
	}
}

// TestRecordOfGame: a game's record carries its rules, level, time,
// hints and tally, and reads back.
func TestRecordOfGame(t *testing.T) {
	g, clock := playedGame(t)
	g.Check()
	started := clock.Now().Add(-time.Minute)
	r := game.RecordOf(g, started, clock.Now(), game.Abandoned, "")
	if r.Puzzle != g.Givens().String() || r.Level != logic.Easy || r.Elapsed != 90*time.Second ||
		r.Tally != (game.Tally{Checks: 1, Mistakes: 1, Undos: 2}) || r.Outcome != game.Abandoned {
		t.Errorf("record %+v", r)
	}
	var h game.Records
	h.Add(r)
	back, err := game.DecodeRecords(game.EncodeRecords(&h))
	if err != nil || back.Len() != 1 || back.All()[0] != r {
		t.Errorf("read back %+v, %v; want %+v", back.All(), err, r)
	}
}

// TestRecordsMergeProperty: merging A into B and B into A give the same
// history, every game of either once; merging a history into itself
// changes nothing.
func TestRecordsMergeProperty(t *testing.T) {
	for seed := range uint64(20) {
		a, b := randomRecords(seed, 30), randomRecords(seed+100, 25)
		for _, r := range a.All()[:10] { // games both computers hold
			b.Add(r)
		}
		ab, ba := a.Clone(), b.Clone()
		ab.Merge(b)
		ba.Merge(a)
		if !slices.Equal(ab.All(), ba.All()) {
			t.Fatalf("seed %d: A+B and B+A differ", seed)
		}
		if ab.Len() != 55 {
			t.Errorf("seed %d: %d records, want 55 (30 + 25, the 10 shared once)", seed, ab.Len())
		}
		self := a.Clone()
		self.Merge(a)
		if !slices.Equal(self.All(), a.All()) {
			t.Errorf("seed %d: A+A is not A", seed)
		}
	}
}

func TestDecodeRecordsNamesBadLines(t *testing.T) {
	h := randomRecords(3, 3)
	good := string(game.EncodeRecords(h))
	lines := strings.SplitAfter(good, "\n")
	for _, tc := range []struct {
		name string
		text string
		kept int
		want string
	}{
		{"torn last line", good[:len(good)-30], 2, "line 5, column "},
		{"no puzzle", lines[0] + lines[1] + lines[2][:strings.LastIndex(lines[2], "\t")+1] + "\n" + lines[3] + lines[4], 2, "puzzle"},
		{"bad level", strings.Replace(good, "\t"+h.All()[0].Level.String()+"\t", "\tsuper\t", 1), 2, "line 3, column 5"},
		{"bad outcome", lines[0] + lines[1] + strings.Replace(lines[2], h.All()[0].Outcome.String(), "won", 1) + lines[3] + lines[4], 2, "outcome \"won\""},
		{"negative count", lines[0] + lines[1] + strings.Replace(lines[2], "\t"+fmt.Sprint(h.All()[0].Hints)+"\t", "\t-1\t", 1) + lines[3] + lines[4], 2, "count \"-1\""},
		{"not a history", "hello\n" + good, 0, "line 1: "},
		{"empty", "", 0, "line 1: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := game.DecodeRecords([]byte(tc.text))
			if !errors.Is(err, game.ErrCorruptRecords) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want ErrCorruptRecords naming %q", err, tc.want)
			}
			if got.Len() != tc.kept {
				t.Errorf("%d records kept, want %d", got.Len(), tc.kept)
			}
		})
	}
}

// TestLoadRecordsFile: a missing file is an empty history; a torn one is
// moved aside, its good lines kept; a directory is left alone.
func TestLoadRecordsFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "history.tsv")
	if h, err := game.LoadRecordsFile(path); !errors.Is(err, fs.ErrNotExist) || h.Len() != 0 {
		t.Errorf("missing: %d records, %v", h.Len(), err)
	}
	h := randomRecords(4, 5)
	must(t, game.SaveRecordsFile(path, h.Clone()))
	if back, err := game.LoadRecordsFile(path); err != nil || !slices.Equal(back.All(), h.All()) {
		t.Fatalf("saved and loaded: %d records, %v", back.Len(), err)
	}
	data := game.EncodeRecords(h)
	must(t, os.WriteFile(path, data[:len(data)-10], 0o600))
	back, err := game.LoadRecordsFile(path)
	var ae *game.AsideError
	if !errors.As(err, &ae) || !errors.Is(err, game.ErrCorruptRecords) || back.Len() != 4 {
		t.Fatalf("torn: %d records, %v", back.Len(), err)
	}
	if kept, err := os.ReadFile(ae.Aside); err != nil || string(kept) != string(data[:len(data)-10]) {
		t.Errorf("the torn file was not kept aside as it was: %v", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the torn file is still at %s", path)
	}
	must(t, os.Mkdir(filepath.Join(dir, "dir"), 0o700))
	if _, err := game.LoadRecordsFile(filepath.Join(dir, "dir")); err == nil || errors.As(err, &ae) {
		t.Errorf("a directory: %v", err)
	}
}

func FuzzDecodeRecords(f *testing.F) {
	f.Add(game.EncodeRecords(randomRecords(5, 3)))
	f.Add([]byte("sudoku-history\t1\n"))
	f.Add([]byte("sudoku-history\t1\nx\ty\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, _ := game.DecodeRecords(data)
		again, err := game.DecodeRecords(game.EncodeRecords(h))
		if err != nil || !slices.Equal(again.All(), h.All()) {
			t.Errorf("what was read does not read back: %v", err)
		}
	})
}

// BenchmarkLoadTenYears reads ten years of twenty games a day: the
// history must load in well under 0.2 s.
func BenchmarkLoadTenYears(b *testing.B) {
	data := game.EncodeRecords(randomRecords(6, 3650*20))
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := game.DecodeRecords(data); err != nil {
			b.Fatal(err)
		}
	}
}
