package session_test

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// closeCounter is a reader that counts its closes.
type closeCounter struct {
	io.Reader
	closes int
}

func (c *closeCounter) Close() error { c.closes++; return nil }

// pipeCloser is the read end of a pipe that records its close.
type pipeCloser struct {
	*io.PipeReader
	closed chan struct{}
}

func (p *pipeCloser) Close() error {
	close(p.closed)
	return p.PipeReader.Close()
}

// TestReadFile reads a file in the background: what it holds shows only
// once read, done runs first, and the file is closed once.
func TestReadFile(t *testing.T) {
	for _, tc := range []struct {
		name  string
		r     io.Reader
		alert string // the alert's key, "" for a game started
	}{
		{"one puzzle", strings.NewReader(gametest.Puzzle + "\n"), ""},
		{"unreadable", io.MultiReader(strings.NewReader("53"), iotestErr{}), "file.read-failed"},
		{"no puzzle", strings.NewReader("hello\n"), "file.no-puzzle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			prev := h.s.Game()
			rc := &closeCounter{Reader: tc.r}
			var doneAt int
			h.s.ReadFile("a.txt", rc, func() { doneAt = len(h.views) + 1 })
			h.wantStatus("status.file.reading")
			if h.s.Game() != prev {
				t.Fatal("the game changed before the file was read")
			}
			h.settle()
			if doneAt != 2 { // after ReadFile's own view, before the one of what the file held
				t.Errorf("done ran before view %d of %d; want it before the second", doneAt, len(h.views))
			}
			if rc.closes != 1 {
				t.Errorf("the file was closed %d times", rc.closes)
			}
			v := h.view()
			if tc.alert == "" {
				if h.s.Game() == prev || h.s.Game().Givens() != gametest.Grid(t, gametest.Puzzle) {
					t.Error("the file's puzzle did not start")
				}
				return
			}
			if v.Alert == nil || v.Alert.Key != tc.alert {
				t.Errorf("alert %v, want %s", v.Alert, tc.alert)
			}
			if h.s.Game() != prev {
				t.Error("a bad file changed the game")
			}
		})
	}
}

type iotestErr struct{}

func (iotestErr) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestReadFileStops: a file that does not come is closed by Cancel, or by
// a new game, and then changes nothing.
func TestReadFileStops(t *testing.T) {
	for _, tc := range []struct {
		name string
		stop func(h *harness, cancel func())
		want string
	}{
		{"cancel", func(_ *harness, cancel func()) { cancel() }, "status.file.cancelled"},
		// The making cover says what is under way: the status line is
		// blank under it.
		{"a new game", func(h *harness, _ func()) { h.s.New("easy") }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			prev := h.s.Game()
			r, _ := io.Pipe()
			rc := &pipeCloser{r, make(chan struct{})}
			done := false
			cancel := h.s.ReadFile("a.txt", rc, func() { done = true })
			tc.stop(h, cancel)
			select {
			case <-rc.closed:
			case <-time.After(5 * time.Second):
				t.Fatal("the file was not closed")
			}
			h.wantStatus(tc.want)
			if tc.name != "cancel" && h.view().Making != logic.Easy {
				t.Errorf("making %v, want easy", h.view().Making)
			}
			if tc.name == "cancel" {
				h.settle()
				if h.s.Game() != prev {
					t.Error("a cancelled file changed the game")
				}
				h.wantStatus(tc.want)
			} else {
				h.settle()
			}
			if !done {
				t.Error("done did not run")
			}
			cancel() // late: nothing to stop
		})
	}
}

// TestRateList rates the puzzles of a list as games are rated, and says
// why those that cannot be played cannot.
func TestRateList(t *testing.T) {
	extreme, _ := levels.Puzzle("extreme", 0)
	lines := []string{gametest.Puzzle, "5" + strings.Repeat(".", 80), "55" + strings.Repeat(".", 79), extreme}
	h := newHarness(t, nil)
	h.s.OpenFile("list.sdm", strings.NewReader(strings.Join(lines, "\n")))
	l := h.view().List
	if l == nil || len(l.Puzzles) != len(lines) {
		t.Fatalf("list %v", l)
	}
	got := map[int]session.PuzzleRating{}
	h.s.RateList(l, func(i int, r session.PuzzleRating) { got[i] = r })
	h.settle()
	for i, line := range lines {
		r, ok := got[i]
		if !ok {
			t.Errorf("puzzle %d: not rated", i+1)
			continue
		}
		want, err := logic.Rate(gametest.Grid(t, line))
		switch {
		case err == nil && (r.Level != want.Level || r.Score != want.Score || !r.Refused.Empty()):
			t.Errorf("puzzle %d: rated %v %.1f %v, want %v %.1f", i+1, r.Level, r.Score, r.Refused, want.Level, want.Score)
		case err != nil && r.Refused.Empty():
			t.Errorf("puzzle %d: %v, but the list does not refuse it", i+1, err)
		}
	}
	if k := got[1].Refused.Key; k != "status.puzzle.several" {
		t.Errorf("puzzle 2 refused with %q, want several solutions", k)
	}
	if r := got[2].Refused; r.Key != "status.puzzle.conflict" || r.Args["A"] == nil {
		t.Errorf("puzzle 3 refused with %v, want the clash named", r)
	}
}

// TestRateListStops: stopped, the rating ends after the puzzle under way
// and hands nothing more on.
func TestRateListStops(t *testing.T) {
	var lines []string
	for i := range 60 {
		p, err := levels.Puzzle("extreme", i)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, p)
	}
	h := newHarness(t, nil)
	h.s.OpenFile("hard.sdm", strings.NewReader(strings.Join(lines, "\n")))
	l := h.view().List
	n := 0
	stop := h.s.RateList(l, func(int, session.PuzzleRating) { n++ })
	stop()
	start := time.Now()
	h.settle()
	if n != 0 {
		t.Errorf("%d ratings handed on after stop", n)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the rating took %v to stop", d)
	}
}

// TestClockStartsWithPlay: a puzzle picked or opened while a game was in
// progress was made before the question, so the time the player took to
// answer was on its clock when it started.
func TestClockStartsWithPlay(t *testing.T) {
	for name, open := range map[string]func(h *harness){
		"pick": func(h *harness) {
			h.s.OpenFile("two.sdm", strings.NewReader(otherPuzzle+"\n"+gametest.Puzzle+"\n"))
			h.s.Pick(0)
		},
		"open":  func(h *harness) { h.s.OpenFile("one.txt", strings.NewReader(otherPuzzle+"\n")) },
		"paste": func(h *harness) { h.s.Paste(otherPuzzle) },
	} {
		t.Run(name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.move()
			open(h)
			h.settle()
			if q := h.view().Question; q == nil {
				t.Fatal("no question")
			}
			h.clock.Advance(time.Minute)
			h.s.Reply(true)
			if g := h.s.Game(); g.Givens() != gametest.Grid(t, otherPuzzle) || g.Elapsed() != 0 {
				t.Errorf("the new game shows %v on its clock, want 0", g.Elapsed())
			}
		})
	}
}

// TestPickTakesTheListsRatings: a puzzle the list has rated is played at
// the level found, or refused for the reason found, without rating it
// again on the window's goroutine; one not yet rated is rated as before.
func TestPickTakesTheListsRatings(t *testing.T) {
	extreme, _ := levels.Puzzle("extreme", 0)
	lines := []string{gametest.Puzzle, "55" + strings.Repeat(".", 79), extreme}
	for _, rate := range []bool{true, false} {
		h := newHarness(t, nil)
		h.s.OpenFile("list.sdm", strings.NewReader(strings.Join(lines, "\n")))
		l := h.view().List
		got := map[int]session.PuzzleRating{}
		if rate {
			h.s.RateList(l, func(i int, r session.PuzzleRating) { got[i] = r })
			h.settle()
		}
		h.s.Pick(2)
		want, _ := logic.Rate(gametest.Grid(t, extreme))
		if g := h.s.Game(); g.Givens() != gametest.Grid(t, extreme) || g.Level() != want.Level {
			t.Errorf("rated first %v: picked puzzle 3 plays %v at %v, want the extreme puzzle at %v", rate, g.Givens(), g.Level(), want.Level)
		}
		h.s.Pick(1)
		if r := h.view().Refused; r == nil || r.Key != "status.puzzle.conflict" {
			t.Errorf("rated first %v: puzzle 2 refused with %v, want the clash named", rate, r)
		}
	}
}

// TestNewAsksNamingTheLevel: "Start a new game?" did not say which level
// was picked, and a player who misclicked in the menu could not tell. The
// question carries the level, with the variant.
func TestNewAsksNamingTheLevel(t *testing.T) {
	for _, tc := range []struct {
		variant geometry.Variant
		level   string
		want    any
	}{
		{gametest.ClassicVariant, "hard", session.Term("level.hard")},
		{gametest.KillerVariant, "expert", session.Message{Key: "level.variant", Args: map[string]any{"Variant": session.Term("variant.killer"), "Level": session.Term("level.expert")}}},
	} {
		h := newHarness(t, nil)
		h.move()
		h.s.SetVariant(tc.variant)
		h.s.New(tc.level)
		q := h.view().Question
		if q == nil || q.Key != "new" || !reflect.DeepEqual(q.Args["Level"], tc.want) {
			t.Errorf("New %v %s asks %+v, want the level %s named", tc.variant, tc.level, q, tc.want)
		}
	}
}
