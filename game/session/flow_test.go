package session_test

import (
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestNoMovesWhileMaking: New with no game in progress made the puzzle in
// the background while the board kept taking moves, and the moves were
// dropped when the puzzle arrived. While a puzzle is being made the view
// says so, and the board takes no move of any kind; the clock stands still.
func TestNoMovesWhileMaking(t *testing.T) {
	// The puzzle is made on a clock of its own: the harness's moves only
	// when told, on the test's goroutine.
	h := newHarness(t, func(o *session.Options) { o.Clock = &lockedClock{} })
	h.s.New("extreme")
	if v := h.view(); v.Making != logic.Extreme {
		t.Fatalf("making an extreme puzzle, the view says Making = %v", v.Making)
	}
	before := h.s.Game()
	elapsed := before.Elapsed()
	for _, verb := range []func(){
		func() { h.s.TapCell(r1c3) }, func() { h.s.KeyDigit(1) }, func() { h.s.PressDigit(2) },
		func() { h.s.ShiftDigit(3) }, func() { h.s.ToggleNotes() }, func() { h.s.FillNotes() },
		func() { h.s.EraseSelected() }, func() { h.s.Hint() }, func() { h.s.Check() },
		func() { h.s.TapCell(r1c3) }, func() { h.s.KeyDigit(4) },
	} {
		verb()
	}
	h.clock.Advance(10 * time.Second)
	if before.CanUndo() || before.AllNotes() != [81]game.Digits{} {
		t.Error("the board took moves while a puzzle was being made")
	}
	if v := h.view(); v.Enabled.Digits || v.Enabled.Undo || v.Enabled.Hint {
		t.Errorf("while making, the view offers %+v", v.Enabled)
	}
	if got := before.Elapsed(); got != elapsed {
		t.Errorf("the clock ran while making: %v, was %v", got, elapsed)
	}
	h.settle()
	g := h.s.Game()
	if g == before || g.Level() != logic.Extreme {
		t.Fatalf("no extreme puzzle arrived (%v)", g.Level())
	}
	v := h.view()
	if v.Making != 0 || v.Paused || !v.Enabled.Digits {
		t.Errorf("after the puzzle arrived: Making %v, Paused %v, Enabled %+v", v.Making, v.Paused, v.Enabled)
	}
	h.s.TapCell(firstEmpty(g.Givens()))
	h.s.KeyDigit(5)
	if !g.CanUndo() {
		t.Error("the new puzzle takes no moves")
	}
}

// TestStopMaking: the making cover's Cancel goes back to the game as it was.
func TestStopMaking(t *testing.T) {
	h := newHarness(t, nil)
	before := h.s.Game()
	h.s.New("extreme")
	h.s.StopMaking()
	h.settle()
	if h.s.Game() != before {
		t.Fatal("a cancelled puzzle replaced the game")
	}
	if v := h.view(); v.Making != 0 || v.Paused {
		t.Errorf("after Cancel: Making %v, Paused %v", v.Making, v.Paused)
	}
	h.move()
}

// TestDialogsHoldTheClock: some dialogs stopped the clock and others did
// not. Every dialog the window reports stops it and covers the board;
// nested ones hold it until the last closes; a game the player paused
// stays paused after.
func TestDialogsHoldTheClock(t *testing.T) {
	h := newHarness(t, nil)
	g := h.s.Game()
	h.clock.Advance(5 * time.Second)
	h.s.DialogOpened()
	h.s.DialogOpened()
	h.clock.Advance(time.Minute)
	h.s.TapCell(r1c3)
	h.s.KeyDigit(1)
	if g.CanUndo() {
		t.Error("a move landed behind a dialog")
	}
	h.s.DialogClosed()
	h.clock.Advance(time.Minute)
	if got := g.Elapsed(); got != 5*time.Second {
		t.Errorf("behind dialogs the clock reads %v, want 5s", got)
	}
	if !h.view().Paused {
		t.Error("the board is not covered behind a dialog")
	}
	h.s.DialogClosed()
	h.clock.Advance(time.Second)
	if got := g.Elapsed(); got != 6*time.Second {
		t.Errorf("after the dialogs closed the clock reads %v, want 6s", got)
	}
	if h.view().Paused {
		t.Error("the board stays covered after the dialogs closed")
	}
	h.s.DialogClosed() // one too many changes nothing
	h.s.Pause()
	h.s.DialogOpened()
	h.s.DialogClosed()
	if !h.view().Paused {
		t.Error("a dialog resumed a game the player had paused")
	}
}

// TestFirstStartChoosing: the first start dealt a medium puzzle and ran
// its clock under the level list. It now asks for a level, with no board
// to play and no clock, until one is picked.
func TestFirstStartChoosing(t *testing.T) {
	clock := &lockedClock{}
	var views []session.View
	posted := make(chan func(), 8)
	s := session.New(session.Options{Clock: clock, Settings: session.DefaultSettings(), Post: func(f func()) { posted <- f }})
	t.Cleanup(s.Close)
	s.OnChange = func(v session.View) { views = append(views, v) }
	v := s.View()
	if !v.Choosing || v.Suggested != logic.Medium {
		t.Fatalf("first start: Choosing %v, Suggested %v", v.Choosing, v.Suggested)
	}
	clock.Advance(time.Minute)
	s.TapCell(r1c3)
	s.KeyDigit(1)
	s.TogglePause()
	if g := s.Game(); g.Elapsed() != 0 || g.CanUndo() {
		t.Errorf("before a level is picked the clock reads %v and moves land: %v", g.Elapsed(), g.CanUndo())
	}
	s.New("easy")
	s.Wait()
	for len(posted) > 0 {
		(<-posted)()
	}
	v = views[len(views)-1]
	if v.Choosing || v.Paused || s.Game().Level() != logic.Easy {
		t.Errorf("after picking easy: Choosing %v, Paused %v, level %v", v.Choosing, v.Paused, s.Game().Level())
	}
	clock.Advance(2 * time.Second)
	if got := s.Elapsed(); got != 2*time.Second {
		t.Errorf("the picked game's clock reads %v, want 2s", got)
	}

	s2 := session.New(session.Options{Clock: clock, Settings: session.DefaultSettings(), LastLevel: "hard"})
	t.Cleanup(s2.Close)
	if v := s2.View(); v.Suggested != logic.Hard {
		t.Errorf("the last level played was hard; the card suggests %v", v.Suggested)
	}
}

// TestEscapePutsHintAway: Escape left the hint's arrows on the board.
// It puts the hint away, and the status returns to the words before it.
func TestEscapePutsHintAway(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Check()
	words := h.view().Status
	h.s.Hint()
	h.s.Hint()
	h.settle()
	if h.view().Hint == nil {
		t.Fatal("no hint on show")
	}
	h.s.Escape()
	v := h.view()
	if v.Hint != nil {
		t.Error("Escape left the hint on show")
	}
	for _, c := range v.Cells[:v.Shape.Cells()] {
		if c.Hinted || c.Focus || c.Struck != 0 || c.Placed != 0 {
			t.Fatal("Escape left the hint's marks on the board")
		}
	}
	if v.Status.Key != words.Key {
		t.Errorf("after Escape the status is %q, want the words before the hint, %q", v.Status.Key, words.Key)
	}
}

// TestWholeSeconds: the clock, the solved card and the statistics cut a
// time the same way.
func TestWholeSeconds(t *testing.T) {
	for _, tc := range []struct{ in, want time.Duration }{
		{0, 0}, {999 * time.Millisecond, 0}, {143600 * time.Millisecond, 143 * time.Second},
		{143 * time.Second, 143 * time.Second}, {-time.Second, 0},
	} {
		if got := session.WholeSeconds(tc.in); got != tc.want {
			t.Errorf("WholeSeconds(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func firstEmpty(g solver.Grid) solver.Cell {
	for i, d := range g {
		if d == 0 {
			return solver.Cell(i)
		}
	}
	return -1
}

// lockedClock is a fake clock safe to read from the goroutine that makes
// puzzles.
type lockedClock struct {
	mu  sync.Mutex
	off time.Duration
}

func (c *lockedClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC).Add(c.off)
}

func (c *lockedClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.off += d
}

// TestQuitAtTheLevelCard: quitting at the first start's level card saved
// the medium puzzle standing in behind it, and the next start played it,
// "as you left it". The stand-in is never saved: the next start asks again.
func TestQuitAtTheLevelCard(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	s := session.New(session.Options{SavePath: path, Clock: &lockedClock{}})
	if !s.View().Choosing {
		t.Fatal("a first start shows no level card")
	}
	s.Close()
	s = session.New(session.Options{SavePath: path, Clock: &lockedClock{}})
	t.Cleanup(s.Close)
	if v := s.View(); !v.Choosing || v.Status.Key == "status.resumed" {
		t.Errorf("after quitting at the card, the next start: Choosing %v, status %q", v.Choosing, v.Status.Key)
	}
}

// TestEnterAtTheLevelCard: a player who came to type a puzzle of their
// own found Game > Enter a puzzle greyed out under the first start's level
// card. It is offered there, and Cancel goes back to the card, not to a
// game of the stand-in.
func TestEnterAtTheLevelCard(t *testing.T) {
	s := session.New(session.Options{Clock: &lockedClock{}, Settings: session.DefaultSettings()})
	t.Cleanup(s.Close)
	v := s.View()
	if !v.Choosing || !v.Enabled.Enter || !v.Enabled.New {
		t.Fatalf("at the level card: Choosing %v, Enter %v, New %v", v.Choosing, v.Enabled.Enter, v.Enabled.New)
	}
	s.EnterPuzzle()
	if v := s.View(); v.Mode != session.Entering {
		t.Fatalf("Enter a puzzle at the level card: mode %v", v.Mode)
	}
	s.CancelEntry()
	if v := s.View(); !v.Choosing || v.Mode == session.Entering {
		t.Errorf("Cancel after entering from the level card: Choosing %v, mode %v; want the card back", v.Choosing, v.Mode)
	}
}
