package session_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestTrainerOversizedFileKeptWhole: a trainer's file too large to read
// is kept aside whole, renamed as the save is, not cut at the limit.
func TestTrainerOversizedFileKeptWhole(t *testing.T) {
	for _, name := range []string{session.PracticeCacheFile, session.PracticeStatsFile} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, name)
			big := bytes.Repeat([]byte("x"), 8<<20+4096)
			if err := os.WriteFile(path, big, 0o600); err != nil {
				t.Fatal(err)
			}
			h := newTrainer(t, dir, (&linesFinder{gate: make(chan struct{})}).find)
			v := h.tr.View()
			if v.Problem.Key != "trainer.file-aside" || v.Problem.Args["Aside"] != path+".corrupt" {
				t.Fatalf("problem %+v, want trainer.file-aside naming %s.corrupt", v.Problem, path)
			}
			kept, err := os.ReadFile(path + ".corrupt")
			if err != nil || !bytes.Equal(kept, big) {
				t.Errorf("kept aside: %d bytes, %v; want the whole %d", len(kept), err, len(big))
			}
		})
	}
}

// TestTrainerCountsSaturate: a count at the largest int stays there
// rather than wrap negative, and the file written reads back.
func TestTrainerCountsSaturate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, session.PracticeStatsFile)
	data := fmt.Sprintf(`{"version":1,"techniques":{"hidden-single":{"tried":%d,"found":%d}}}`, math.MaxInt, math.MaxInt)
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	h := newTrainer(t, dir, (&linesFinder{}).find)
	h.tr.Choose(logic.HiddenSingle)
	h.settle(ready)
	hs, _ := logic.ParseRegLine(practiceLines[logic.HiddenSingle][0])
	p := hs.Placements[0]
	h.tr.SetPlacing(true)
	h.tr.TapCell(p.Cell)
	h.tr.PressDigit(p.Digit)
	h.tr.Check() // tried and found, both at the limit
	want := session.PracticeStats{Tried: math.MaxInt, Found: math.MaxInt}
	if v := h.tr.View(); v.Stats != want || v.Verdict != session.JudgedRight {
		t.Fatalf("stats %+v verdict %d, want %+v right", v.Stats, v.Verdict, want)
	}
	h.tr.Close()
	h2 := newTrainer(t, dir, (&linesFinder{gate: make(chan struct{})}).find)
	v := h2.tr.View()
	if !v.Problem.Empty() {
		t.Fatalf("the file written is refused: %+v", v.Problem)
	}
	if _, st := cachedOf(v, logic.HiddenSingle); st != want {
		t.Errorf("read back %+v, want %+v", st, want)
	}
}

// TestTrainerProblemsAllNamed: two torn files are both named, and a
// write that fails later keeps them named.
func TestTrainerProblemsAllNamed(t *testing.T) {
	dir := t.TempDir()
	cache, stats := filepath.Join(dir, session.PracticeCacheFile), filepath.Join(dir, session.PracticeStatsFile)
	for _, p := range []string{cache, stats} {
		if err := os.WriteFile(p, []byte("{torn"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	h := newTrainer(t, dir, (&linesFinder{}).find)
	h.settle(func(session.TrainerView) bool { return true }) // the sound cache rewritten
	v := h.tr.View()
	if v.Problem.Key != "trainer.files-aside" {
		t.Fatalf("problem %+v, want trainer.files-aside", v.Problem)
	}
	for _, arg := range []string{"Paths", "Asides"} {
		s, _ := v.Problem.Args[arg].(string)
		for _, p := range []string{cache, stats} {
			if arg == "Asides" {
				p += ".corrupt"
			}
			if !strings.Contains(s, p) {
				t.Errorf("%s %q does not name %s", arg, s, p)
			}
		}
	}
	read := v.Problem
	// The statistics cannot be written now: a folder stands in their way.
	if err := os.Mkdir(stats, 0o700); err != nil {
		t.Fatal(err)
	}
	h.tr.Choose(logic.HiddenSingle)
	h.settle(ready)
	h.tr.ShowHint() // counts the position tried: the statistics are written
	v = h.settle(func(v session.TrainerView) bool { return v.Problem.Key != read.Key })
	if v.Problem.Key != "trainer.write-failed-too" {
		t.Fatalf("problem %+v, want trainer.write-failed-too", v.Problem)
	}
	if got, _ := v.Problem.Args["Read"].(session.Message); got.Key != read.Key || got.Args["Paths"] != read.Args["Paths"] {
		t.Errorf("the read problem became %+v, want %+v", got, read)
	}
}

// TestTrainerReadOnly: a trainer that may not write (the storage
// folder's lock could not be taken) reads its files and writes none.
func TestTrainerReadOnly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, session.PracticeStatsFile)
	data := `{"version":1,"techniques":{"hidden-single":{"tried":4,"found":2}}}`
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var queue []func()
	lf := &linesFinder{gate: make(chan struct{}, 1)}
	lf.gate <- struct{}{} // one position, then the searches wait
	tr := session.NewTrainer(session.TrainerOptions{Dir: dir, ReadOnly: true, Find: lf.find,
		Workers: 1, Seed: 1, Stock: 1, Post: func(f func()) { mu.Lock(); queue = append(queue, f); mu.Unlock() }})
	tr.Choose(logic.HiddenSingle)
	for deadline := time.Now().Add(10 * time.Second); !tr.View().Ready; time.Sleep(time.Millisecond) {
		mu.Lock()
		q := queue
		queue = nil
		mu.Unlock()
		for _, f := range q {
			f()
		}
		if time.Now().After(deadline) {
			t.Fatal("no position shown")
		}
	}
	if _, st := cachedOf(tr.View(), logic.HiddenSingle); st != (session.PracticeStats{Tried: 4, Found: 2}) {
		t.Errorf("read %+v, want tried 4, found 2", st)
	}
	tr.ShowHint()
	tr.Close()
	entries, _ := os.ReadDir(dir)
	if kept, _ := os.ReadFile(path); string(kept) != data || len(entries) != 1 {
		t.Errorf("the folder was written: %d files, statistics %s", len(entries), kept)
	}
}
