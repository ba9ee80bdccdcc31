package session

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
)

// propertyStepsEnv sets how many verbs TestEverySaveLoads drives; the
// default keeps `go test ./...` quick.
const propertyStepsEnv = "SUDOKU_PROPERTY_STEPS"

// propVerb is one thing a player does.
type propVerb struct {
	name string
	do   func(s *Session, r *rand.Rand, clock *gametest.Clock) string // what it did, for the log
}

func cellOf(r *rand.Rand) solver.Cell { return solver.Cell(r.IntN(81)) }

// propPaste returns text to paste: a full grid, the puzzle with some
// givens taken away or added from the solution, a bundled puzzle, or
// random digits.
func propPaste(r *rand.Rand) string {
	switch r.IntN(5) {
	case 0:
		return gametest.Solution
	case 1: // the puzzle with givens taken away: proper or not
		b := []byte(gametest.Puzzle)
		for range r.IntN(6) {
			b[r.IntN(81)] = '.'
		}
		return string(b)
	case 2: // the solution with holes: 0 to 80 of them
		b := []byte(gametest.Solution)
		for range r.IntN(81) {
			b[r.IntN(81)] = '.'
		}
		return string(b)
	case 3:
		name := levels.Names[r.IntN(len(levels.Names))]
		text, _, err := levels.Random(name, r)
		if err != nil {
			panic(err)
		}
		return text
	}
	b := make([]byte, 81)
	for i := range b {
		b[i] = ".123456789"[r.IntN(10)]
		if r.IntN(3) > 0 {
			b[i] = '.'
		}
	}
	return string(b)
}

var propVerbs = []propVerb{
	{"start a bundled puzzle", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		name := levels.Names[r.IntN(len(levels.Names))]
		g, err := s.bundled(name)
		if err != nil {
			panic(err)
		}
		s.Start(g)
		return name
	}},
	{"new", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		name := []string{"easy", "medium"}[r.IntN(2)]
		s.New(name)
		return name
	}},
	{"paste", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		text := propPaste(r)
		s.Paste(text)
		return text
	}},
	{"open a file of puzzles and pick one", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		text := propPaste(r) + "\n" + propPaste(r) + "\n" + propPaste(r) + "\n"
		s.OpenFile("p.txt", strings.NewReader(text))
		s.Wait()
		if s.list != nil {
			s.Pick(r.IntN(len(s.list.Puzzles) + 1))
		}
		return text
	}},
	{"enter a puzzle", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.EnterPuzzle(); return "" }},
	{"start the puzzle entered", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.StartEntry(); return "" }},
	{"cancel the entry", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.CancelEntry(); return "" }},
	{"type digits", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			c, d := cellOf(r), uint8(r.IntN(10))
			s.TapCell(c)
			s.KeyDigit(d)
			fmt.Fprintf(&b, "%v=%d ", c, d)
		}
		return b.String()
	}},
	{"type a solution digit", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		c := cellOf(r)
		s.TapCell(c)
		s.KeyDigit(gametest.Solution[c] - '0')
		return c.String()
	}},
	{"solve all but some", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		if s.draft != nil || s.g.Over() {
			return "skipped"
		}
		g := s.g
		sol := g.Givens()
		if n, _ := new(solver.Backtracker).Solve(sol, 1); n == (solver.Grid{}) {
			return "no solution"
		} else {
			sol = n
		}
		left := r.IntN(3)
		for c := solver.Cell(0); c < 81; c++ {
			if !g.IsGiven(c) && g.Digit(c) != sol[c] {
				if left > 0 {
					left--
					continue
				}
				s.TapCell(c)
				s.KeyDigit(sol[c])
			}
		}
		return ""
	}},
	{"note", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		c, d := cellOf(r), uint8(1+r.IntN(9))
		s.TapCell(c)
		s.ShiftDigit(d)
		return fmt.Sprintf("%v %d", c, d)
	}},
	{"palette", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		d := uint8(r.IntN(10))
		s.PressDigit(d)
		s.TapCell(cellOf(r))
		s.TapCellSecondary(cellOf(r))
		return strconv.Itoa(int(d))
	}},
	{"notes mode", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.ToggleNotes(); return "" }},
	{"fill notes", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.FillNotes(); return "" }},
	{"erase", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		s.TapCell(cellOf(r))
		s.EraseSelected()
		return ""
	}},
	{"undo", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		for range 1 + r.IntN(5) {
			s.Undo()
		}
		return ""
	}},
	{"redo", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		for range 1 + r.IntN(5) {
			s.Redo()
		}
		return ""
	}},
	{"answer", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		s.ShowAnswer()
		s.Reply(r.IntN(2) == 0)
		return ""
	}},
	{"restart", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		s.Restart()
		s.Reply(r.IntN(2) == 0)
		return ""
	}},
	{"hint", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.Hint(); return "" }},
	{"apply a hint", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.ApplyHint(); return "" }},
	{"check", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.Check(); return "" }},
	{"pause", func(s *Session, _ *rand.Rand, _ *gametest.Clock) string { s.TogglePause(); return "" }},
	{"reply", func(s *Session, r *rand.Rand, _ *gametest.Clock) string { s.Reply(r.IntN(2) == 0); return "" }},
	{"move the selection", func(s *Session, r *rand.Rand, _ *gametest.Clock) string {
		s.MoveSelection(Direction(r.IntN(6)))
		s.Escape()
		return ""
	}},
	{"time passes", func(s *Session, r *rand.Rand, clock *gametest.Clock) string {
		d := time.Duration(r.Int64N(int64(time.Hour)))
		if r.IntN(50) == 0 { // a clock that jumps years
			d = time.Duration(r.Int64N(int64(30 * 365 * 24 * time.Hour)))
		}
		clock.Advance(d)
		return d.String()
	}},
}

// TestEverySaveLoads drives random verbs through a session and, after
// each, round-trips what the session would save through the loader: no
// state the session can reach may be saved in a form Load refuses (a
// full grid pasted was one). The statistics go through theirs too. The
// seed is fixed; SUDOKU_PROPERTY_STEPS runs longer.
func TestEverySaveLoads(t *testing.T) {
	steps := 2000
	if v := os.Getenv(propertyStepsEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("%s=%q: %v", propertyStepsEnv, v, err)
		}
		steps = n
	}
	seed := uint64(20261125)
	if v := os.Getenv("SUDOKU_PROPERTY_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		seed = n
	}
	r := rand.New(rand.NewPCG(seed, 18))
	clock := gametest.NewClock()
	store := gametest.Store{}
	posted := make(chan func(), 64)
	s := New(Options{
		Clock: clock, Rand: rand.New(rand.NewPCG(seed, 19)), LegacyStats: store, Settings: DefaultSettings(),
		Post: func(f func()) { posted <- f }, // run on this goroutine, after each verb, as the window would
	})
	var trail []string // the last verbs, for the failure message
	for i := range steps {
		v := propVerbs[r.IntN(len(propVerbs))]
		did := v.do(s, r, clock)
		s.Wait()
		for len(posted) > 0 {
			(<-posted)()
		}
		trail = append(trail, fmt.Sprintf("%d %s %s", i, v.name, did))
		if len(trail) > 12 {
			trail = trail[1:]
		}
		if err := roundTrip(s, clock, store); err != nil {
			t.Fatalf("after step %d (seed %d): %v\nthe last verbs:\n%s", i, seed, err, strings.Join(trail, "\n"))
		}
	}
}

// roundTrip saves the session's game as saveGame would, loads it back
// and compares, and does the same with the statistics.
func roundTrip(s *Session, clock game.Clock, store gametest.Store) error {
	snap := s.snapshot()
	var buf bytes.Buffer
	if err := snap.Save(&buf); err != nil {
		return err
	}
	size := buf.Len()
	back, err := game.LoadWithClock(&buf, clock)
	if err != nil {
		return fmt.Errorf("the save does not load: %w (%d bytes)", err, size)
	}
	g := s.g
	switch {
	case back.Board() != g.Board() || back.AllNotes() != g.AllNotes():
		return fmt.Errorf("the board reloads differently:\n%v %v\n%v %v", g.Board(), g.AllNotes(), back.Board(), back.AllNotes())
	case back.Won() != g.Won() || back.GivenUp() != g.GivenUp():
		return fmt.Errorf("won %v given up %v reload as %v %v", g.Won(), g.GivenUp(), back.Won(), back.GivenUp())
	case back.CanUndo() != g.CanUndo() || back.CanRedo() != g.CanRedo():
		return fmt.Errorf("undo %v redo %v reload as %v %v", g.CanUndo(), g.CanRedo(), back.CanUndo(), back.CanRedo())
	case back.Hints() != g.Hints() || back.Level() != g.Level():
		return fmt.Errorf("hints or level reload differently")
	}
	if want, got := g.Elapsed(), back.Elapsed(); got != want {
		return fmt.Errorf("elapsed %v reloads as %v", want, got)
	}
	d, ok := back.SavedDraft()
	if ok != (s.draft != nil) || (ok && d != s.draft.grid) {
		return fmt.Errorf("the draft reloads as %v %v", ok, d)
	}
	if _, err := game.LoadStats(store); err != nil {
		return fmt.Errorf("the statistics do not load: %w\n%s", err, store[game.StatsKey])
	}
	return nil
}
