package session_test

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Positions written by `sudoku-cli practice -seed 1 -j 1`, for the fake
// finder: the trainer tests need real positions, not a generator's time.
var practiceLines = map[logic.Technique][]string{
	logic.HiddenPair: {
		":0210:17:4+78+2+1+5+9.....3.7+4....2+4.91.7..68.4+2.9..76+215..2..9.36..6+195+3+87..+7.+31.2+8..+8+2.+7.+63.1:338 488 489 498 628 629 638:348 468 868::",
		":0210:78:8+2+6+75...+9..49.+82+6.19.2.6....52.8.+6..7...+6...8..+8.7.49..+8.6.7.34..1..59......9...6:296:197 337 537 597::",
		":0210:45:.+8.....+27.+7...295.592...8+46.17..8.+94.+48...5+7.2+5+94..61+88+21...739+7643...+8+59+3+5...+4+6.:114 115 116 124 125 311 315 316 321 325 345 355 356 611 621:616 676 916::",
		":0210:58:6.8+51.+9.7+9..467..1.1.+8.9...3....6.12.........58.2....9+8..1...9.2..375+1..1..+69+87+25:372 373 472 473 477 479 482 483 672 673 688 689:445 447::",
	},
	logic.XWing: {
		":0300:4:+4.9.3...+183.1.....17..6.+3.+85+21.....3+784.+2.15+96+9+3.+1.2.7....9..14.+1...4.36.+4..7+18..:214 234 273 276 283 291 293 294 444 514 516 573 576 583 618 644 646 673 717 727 844 846 876:428 448::",
	},
	logic.XYChain: {
		":0702:1:7+5+9+26.3.8.....9.2.+26+4.+8+3.9+7+5+4+2+39+876+1+6+374+129+8+5+198.5.+2...7..+2..5+9+92.8.+5...4.5+93...2:124 127 173 177 196 383 427 488 489 676:134 176::",
	},
	logic.HiddenSingle: {
		":0002:6:16.5...2.......6..2389......8.2......231.698......4.1......3162..5.......4...1.93:::635:",
	},
}

// linesFinder hands out the positions of practiceLines in turn, one a
// call, as a generator of no cost would; calls counts them.
type linesFinder struct {
	calls atomic.Int64
	gate  chan struct{} // when not nil, each call waits for a value or its context
}

func (lf *linesFinder) find(ctx context.Context, t logic.Technique, src rand.Source) (*logic.Board, *logic.Step, error) {
	n := lf.calls.Add(1)
	if lf.gate != nil {
		select {
		case <-lf.gate:
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		}
	}
	lines := practiceLines[t]
	if len(lines) == 0 {
		<-ctx.Done()
		return nil, nil, ctx.Err()
	}
	rl, err := logic.ParseRegLine(lines[int(n-1)%len(lines)])
	if err != nil {
		return nil, nil, err
	}
	b := *rl.Board
	return rl.Board, logic.Next(&b), nil
}

// trainerHarness is a trainer whose background results queue up for
// settle to run, as the window's goroutine would, on a fake clock.
type trainerHarness struct {
	t     *testing.T
	tr    *session.Trainer
	mu    sync.Mutex
	queue []func()
	now   time.Time
	views []session.TrainerView
}

func newTrainer(t *testing.T, dir string, find session.PracticeFinder) *trainerHarness {
	t.Helper()
	h := &trainerHarness{t: t, now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	h.tr = session.NewTrainer(session.TrainerOptions{
		Dir: dir, Find: find, Workers: 1, Seed: 1,
		Post: func(f func()) { h.mu.Lock(); h.queue = append(h.queue, f); h.mu.Unlock() },
		Now:  func() time.Time { return h.now },
	})
	h.tr.OnChange = func(v session.TrainerView) { h.views = append(h.views, v) }
	t.Cleanup(h.tr.Close)
	return h
}

// settle runs the results posted until done says so, failing after a
// few seconds.
func (h *trainerHarness) settle(done func(session.TrainerView) bool) session.TrainerView {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		h.mu.Lock()
		q := h.queue
		h.queue = nil
		h.mu.Unlock()
		for _, f := range q {
			f()
		}
		if v := h.tr.View(); done(v) {
			return v
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out; view %+v", h.tr.View().Status)
		}
		time.Sleep(time.Millisecond)
	}
}

func ready(v session.TrainerView) bool { return v.Ready }

func cachedOf(v session.TrainerView, t logic.Technique) (int, session.PracticeStats) {
	for _, l := range v.Levels {
		for _, it := range l.Techniques {
			if it.Technique == t {
				return it.Cached, it.Stats
			}
		}
	}
	return -1, session.PracticeStats{}
}

// TestTrainerSearchesThenShows: with nothing kept, Choose says it is
// searching and for how long; the first position found is shown with its
// candidates as notes, the technique the next step there.
func TestTrainerSearchesThenShows(t *testing.T) {
	lf := &linesFinder{gate: make(chan struct{})}
	h := newTrainer(t, t.TempDir(), lf.find)
	h.tr.Choose(logic.HiddenPair)
	v := h.tr.View()
	if !v.Searching || v.Ready || v.Status.Key != "trainer.searching" {
		t.Fatalf("before any position: searching %v ready %v status %q", v.Searching, v.Ready, v.Status.Key)
	}
	h.now = h.now.Add(7 * time.Second)
	h.views = nil
	h.tr.Tick()
	if len(h.views) != 1 || h.views[0].Searched != 7*time.Second {
		t.Fatalf("Tick after 7s: views %d, searched %v", len(h.views), h.tr.View().Searched)
	}
	lf.gate <- struct{}{}
	v = h.settle(ready)
	if v.Searching || v.Status.Key != "trainer.find" {
		t.Errorf("shown: searching %v, status %q", v.Searching, v.Status.Key)
	}
	rl, _ := logic.ParseRegLine(practiceLines[logic.HiddenPair][0])
	for c := solver.Cell(0); c < 81; c++ {
		want := session.Cell{Digit: rl.Board.Cells[c], Given: rl.Board.Cells[c] != 0 && !rl.Board.NonGivens.Has(c), Notes: game.FromLogic(rl.Board.Cands[c])}
		if v.Cells[c] != want {
			t.Fatalf("cell %v = %+v, want %+v", c, v.Cells[c], want)
		}
	}
	close(lf.gate)
	v = h.settle(func(v session.TrainerView) bool { n, _ := cachedOf(v, logic.HiddenPair); return n == 3 })
	if n, _ := cachedOf(v, logic.HiddenPair); n != 3 {
		t.Errorf("stock %d, want 3", n)
	}
}

// answer is a player's move in the trainer: remove candidate D of Cell,
// or place it.
type answer struct {
	cell  solver.Cell
	digit uint8
	place bool
}

// TestTrainerCheck judges answers: right when they hold the step's
// eliminations or placements and nothing wrong, else the hint.
func TestTrainerCheck(t *testing.T) {
	hp, _ := logic.ParseRegLine(practiceLines[logic.HiddenPair][1]) // 9 out of r2c6
	hs, _ := logic.ParseRegLine(practiceLines[logic.HiddenSingle][0])
	var elims []answer
	for _, e := range hp.Eliminations {
		elims = append(elims, answer{cell: e.Cell, digit: e.Digit})
	}
	place := hs.Placements[0]
	// Another hidden single of the position: a player who finds it has
	// found the technique too.
	var another answer
	for _, s := range logic.FindAll(hs.Board, logic.HiddenSingle) {
		if p := s.Placements[0]; p.Cell != place.Cell {
			another = answer{p.Cell, p.Digit, true}
			break
		}
	}
	if another.digit == 0 {
		t.Fatal("the hidden single's position has no other")
	}
	var othersOut []answer
	for _, d := range (hs.Board.Cands[place.Cell] &^ logic.DigitSet(place.Digit)).List() {
		othersOut = append(othersOut, answer{cell: place.Cell, digit: d})
	}
	// A candidate of the solution in a cell the step leaves alone.
	sol, _ := new(solver.Backtracker).Solve(hp.Board.Cells, 2)
	solHS, _ := new(solver.Backtracker).Solve(hs.Board.Cells, 2)
	sols := map[logic.Technique]solver.Grid{logic.HiddenPair: sol, logic.HiddenSingle: solHS}
	var solCand answer
	for c := solver.Cell(0); c < 81; c++ {
		if hp.Board.Cells[c] == 0 && c != elims[0].cell {
			solCand = answer{cell: c, digit: sol[c]}
			break
		}
	}
	for _, tc := range []struct {
		name      string
		technique logic.Technique
		moves     []answer
		hintFirst bool
		want      session.Verdict
		status    string
		stats     session.PracticeStats
	}{
		{"nothing done", logic.HiddenPair, nil, false, session.NotJudged, "trainer.nothing", session.PracticeStats{}},
		{"the eliminations", logic.HiddenPair, elims, false, session.JudgedRight, "trainer.right", session.PracticeStats{Tried: 1, Found: 1}},
		{"after the hint", logic.HiddenPair, elims, true, session.JudgedRight, "trainer.right", session.PracticeStats{Tried: 1}},
		{"a solution's candidate removed", logic.HiddenPair, append([]answer{solCand}, elims...), false, session.JudgedWrong, "trainer.wrong", session.PracticeStats{Tried: 1}},
		{"the digit placed", logic.HiddenSingle, []answer{{place.Cell, place.Digit, true}}, false, session.JudgedRight, "trainer.right", session.PracticeStats{Tried: 1, Found: 1}},
		{"another instance of the technique", logic.HiddenSingle, []answer{another}, false, session.JudgedRight, "trainer.right", session.PracticeStats{Tried: 1, Found: 1}},
		{"the others removed", logic.HiddenSingle, othersOut, false, session.JudgedRight, "trainer.right", session.PracticeStats{Tried: 1, Found: 1}},
		{"a wrong digit", logic.HiddenSingle, []answer{{place.Cell, place.Digit%9 + 1, true}}, false, session.JudgedWrong, "trainer.wrong", session.PracticeStats{Tried: 1}},
		{"some of the others", logic.HiddenSingle, othersOut[:1], false, session.JudgedPartly, "trainer.partly", session.PracticeStats{Tried: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lf := &linesFinder{}
			if tc.technique == logic.HiddenPair {
				lf.calls.Store(1) // the second line
			}
			h := newTrainer(t, t.TempDir(), lf.find)
			h.tr.Choose(tc.technique)
			h.settle(ready)
			if tc.hintFirst {
				h.tr.ShowHint()
			}
			for _, m := range tc.moves {
				h.tr.SetPlacing(m.place)
				h.tr.TapCell(m.cell)
				h.tr.PressDigit(m.digit)
				h.tr.TapCell(m.cell) // unselected again
			}
			h.tr.Check()
			v := h.tr.View()
			if v.Verdict != tc.want || v.Status.Key != tc.status {
				t.Errorf("verdict %d, status %q; want %d, %q", v.Verdict, v.Status.Key, tc.want, tc.status)
			}
			if v.Stats != tc.stats {
				t.Errorf("stats %+v, want %+v", v.Stats, tc.stats)
			}
			if hinted := v.Hint != nil; hinted != (tc.hintFirst || tc.want == session.JudgedWrong || tc.want == session.JudgedPartly) {
				t.Errorf("hint on show: %v", hinted)
			}
			if tc.want == session.JudgedWrong {
				// The one wrong move is marked, and its Wrong names the
				// digit (play test M2): a right move is not.
				marked := 0
				for c, cell := range v.Cells {
					if cell.Mark == session.Mistake {
						marked++
					}
					var want game.Digits
					for _, m := range tc.moves {
						if m.cell == solver.Cell(c) && (m.place != (m.digit == sols[tc.technique][c])) {
							want |= game.DigitSet(m.digit)
						}
					}
					if cell.Wrong != want {
						t.Errorf("%s: Wrong %v, want %v", solver.Cell(c), cell.Wrong, want)
					}
				}
				if marked != 1 {
					t.Errorf("%d cells marked wrong, want 1", marked)
				}
			}
			if tc.want == session.JudgedRight && (v.Enabled.Check || v.Enabled.Digits) {
				t.Errorf("after Right, Check %v Digits %v stay live", v.Enabled.Check, v.Enabled.Digits)
			}
		})
	}
}

// TestTrainerHintBeats: the hint of a chainless step is told at once; the
// hint is the step in full.
func TestTrainerHintBeats(t *testing.T) {
	lf := &linesFinder{}
	h := newTrainer(t, "", lf.find)
	h.tr.Choose(logic.XWing)
	h.settle(ready)
	h.tr.ShowHint()
	v := h.tr.View()
	if v.Hint == nil || v.Hint.Depth != logic.Full || v.Hint.Step.Technique != logic.XWing {
		t.Fatalf("hint %+v", v.Hint)
	}
	struck := 0
	for _, c := range v.Cells {
		struck += c.Struck.Count()
	}
	if struck != len(v.Hint.Step.Eliminations) {
		t.Errorf("%d candidates struck, want the step's %d", struck, len(v.Hint.Step.Eliminations))
	}
	if v.Enabled.Hint {
		t.Error("Hint stays live with the hint on show")
	}
	if v.Stats.Tried != 1 {
		t.Errorf("tried %d after the hint, want 1", v.Stats.Tried)
	}
}

// TestTrainerChainBeats: a chain's hint is walked link by link, and the
// whole step is one verb away.
func TestTrainerChainBeats(t *testing.T) {
	h := newTrainer(t, "", (&linesFinder{}).find)
	h.tr.NextBeat() // nothing on show: nothing happens
	h.tr.Choose(logic.XYChain)
	h.settle(ready)
	h.tr.ShowHint()
	hint := h.tr.View().Hint
	if hint == nil || hint.Beats < 3 || hint.Beat != 0 {
		t.Fatalf("chain hint %+v, want beats to walk from the whole step", hint)
	}
	for want := 1; want <= hint.Beats+1; want++ {
		h.tr.NextBeat()
		if got := h.tr.View().Hint.Beat; got != min(want, hint.Beats) {
			t.Fatalf("after %d Next: beat %d", want, got)
		}
	}
	h.tr.PrevBeat()
	if got := h.tr.View().Hint.Beat; got != hint.Beats-1 {
		t.Errorf("Previous: beat %d, want %d", got, hint.Beats-1)
	}
	h.tr.WholeStep()
	if got := h.tr.View().Hint.Beat; got != 0 {
		t.Errorf("Whole step: beat %d", got)
	}
}

// TestTrainerCacheRoundTrip: positions found and statistics are kept in
// the storage folder; the next trainer shows one at once.
func TestTrainerCacheRoundTrip(t *testing.T) {
	dir := t.TempDir()
	lf := &linesFinder{}
	h := newTrainer(t, dir, lf.find)
	h.tr.Choose(logic.HiddenPair)
	h.settle(func(v session.TrainerView) bool { n, _ := cachedOf(v, logic.HiddenPair); return v.Ready && n == 3 })
	h.tr.ShowHint()
	h.tr.Close()

	blocked := &linesFinder{gate: make(chan struct{})} // finds nothing
	h2 := newTrainer(t, dir, blocked.find)
	v := h2.tr.View()
	if n, st := cachedOf(v, logic.HiddenPair); n != 3 || st != (session.PracticeStats{Tried: 1}) {
		t.Fatalf("after reopening: %d cached, stats %+v; want 3, tried 1", n, st)
	}
	if !v.Problem.Empty() {
		t.Errorf("problem %q", v.Problem.Key)
	}
	h2.tr.Choose(logic.HiddenPair)
	if v := h2.tr.View(); !v.Ready || v.Searching {
		t.Fatalf("a cached position is not shown at once: ready %v searching %v", v.Ready, v.Searching)
	}
	if n, _ := cachedOf(h2.tr.View(), logic.HiddenPair); n != 2 {
		t.Errorf("%d cached after one is shown, want 2", n)
	}
	h2.tr.Close()
	data, err := os.ReadFile(filepath.Join(dir, session.PracticeCacheFile))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(data), ":0210:"); got != 2 {
		t.Errorf("the file keeps %d positions, want 2:\n%s", got, data)
	}
}

// TestTrainerCorruptFiles: a file that cannot be read is kept aside and
// reported, never a panic; what is sound of the cache is kept.
func TestTrainerCorruptFiles(t *testing.T) {
	good := practiceLines[logic.XWing][0]
	for _, tc := range []struct {
		name, file, data string
		cached           int // x-wing positions kept
	}{
		{"cache not JSON", session.PracticeCacheFile, "{\"version\":1,\"positions\":{", 0},
		{"cache of another version", session.PracticeCacheFile, `{"version":9,"positions":{}}`, 0},
		{"cache with a bad line", session.PracticeCacheFile, `{"version":1,"positions":{"x-wing":["` + good + `",":0300:4:12"]}}`, 1},
		{"cache of an unknown technique", session.PracticeCacheFile, `{"version":1,"positions":{"x-wing":["` + good + `"],"no-such":[":0300:"]}}`, 1},
		{"cache line of another code", session.PracticeCacheFile, `{"version":1,"positions":{"swordfish":["` + good + `"]}}`, 0},
		{"stats not JSON", session.PracticeStatsFile, "\x00\x01", 0},
		{"stats found beyond tried", session.PracticeStatsFile, `{"version":1,"techniques":{"x-wing":{"tried":1,"found":2}}}`, 0},
		{"stats negative", session.PracticeStatsFile, `{"version":1,"techniques":{"x-wing":{"tried":-1,"found":0}}}`, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tc.file)
			if err := os.WriteFile(path, []byte(tc.data), 0o600); err != nil {
				t.Fatal(err)
			}
			h := newTrainer(t, dir, (&linesFinder{gate: make(chan struct{})}).find)
			v := h.tr.View()
			if v.Problem.Key != "trainer.file-aside" || v.Problem.Args["Aside"] != path+".corrupt" {
				t.Fatalf("problem %+v, want trainer.file-aside naming %s.corrupt", v.Problem, path)
			}
			kept, err := os.ReadFile(path + ".corrupt")
			if err != nil || string(kept) != tc.data {
				t.Errorf("kept aside: %q, %v; want the file as it was", kept, err)
			}
			if n, _ := cachedOf(v, logic.XWing); n != tc.cached {
				t.Errorf("%d x-wing positions kept, want %d", n, tc.cached)
			}
			h.tr.Close()
			// The next start finds sound files (or none) and no problem.
			h2 := newTrainer(t, dir, (&linesFinder{gate: make(chan struct{})}).find)
			if v := h2.tr.View(); !v.Problem.Empty() {
				t.Errorf("next start: problem %+v", v.Problem)
			}
			if n, _ := cachedOf(h2.tr.View(), logic.XWing); n != tc.cached {
				t.Errorf("next start: %d x-wing positions, want %d", n, tc.cached)
			}
		})
	}
}

// TestTrainerCloseStopsWorkers: Close ends every search, those of the
// techniques left before too, and no result comes after it.
func TestTrainerCloseStopsWorkers(t *testing.T) {
	var active atomic.Int64
	lf := &linesFinder{gate: make(chan struct{})}
	find := func(ctx context.Context, t logic.Technique, src rand.Source) (*logic.Board, *logic.Step, error) {
		active.Add(1)
		defer active.Add(-1)
		return lf.find(ctx, t, src)
	}
	h := newTrainer(t, t.TempDir(), find)
	h.tr.Choose(logic.HiddenPair)
	h.tr.Choose(logic.XWing)
	h.tr.Choose(logic.Swordfish)
	h.tr.Close()
	if n := active.Load(); n != 0 {
		t.Fatalf("%d finders still running after Close", n)
	}
	h.views = nil
	h.settle(func(session.TrainerView) bool { return true })
	if len(h.views) != 0 {
		t.Errorf("%d views after Close", len(h.views))
	}
}

// TestGeneratedPositions: the generator's positions have the technique
// as the next step, and the same seed gives the same position.
func TestGeneratedPositions(t *testing.T) {
	for _, tech := range []logic.Technique{logic.HiddenPair, logic.XWing} {
		var lines [2]string
		for i := range lines {
			b, s, err := session.GeneratedPositions(context.Background(), tech, rand.NewPCG(7, 1))
			if err != nil {
				t.Fatal(err)
			}
			work := *b
			if next := logic.Next(&work); next == nil || next.Technique != tech {
				t.Fatalf("%v: the next step is %v", tech, next)
			}
			lines[i] = logic.FormatRegLine(b, s)
		}
		if lines[0] != lines[1] {
			t.Errorf("%v: the same seed gave\n%s\n%s", tech, lines[0], lines[1])
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := session.GeneratedPositions(ctx, logic.XWing, rand.NewPCG(1, 1)); err == nil {
		t.Error("a cancelled search returned no error")
	}
}
