package game_test

import (
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
)

func TestTimer(t *testing.T) {
	g, clock, rec := newGame(t)
	steps := []struct {
		do      func()
		advance time.Duration
		elapsed time.Duration // after do and advance
		running bool
		event   game.EventKind // 0: none
	}{
		{func() {}, 10 * time.Second, 10 * time.Second, true, 0},
		{g.Pause, time.Hour, 10 * time.Second, false, game.EventPause},
		{g.Pause, time.Hour, 10 * time.Second, false, 0}, // paused already
		{g.Resume, 5 * time.Second, 15 * time.Second, true, game.EventResume},
		{g.Resume, 5 * time.Second, 20 * time.Second, true, 0}, // running already
		{g.Pause, 0, 20 * time.Second, false, game.EventPause},
		{g.Resume, time.Minute, 80 * time.Second, true, game.EventResume},
		// A clock that goes back makes the current run count as nothing,
		// never as negative time.
		{func() { clock.Advance(-time.Hour) }, 0, 20 * time.Second, true, 0},
	}
	for i, s := range steps {
		s.do()
		at := g.Elapsed()
		clock.Advance(s.advance)
		if got := g.Elapsed(); got != s.elapsed {
			t.Errorf("step %d: elapsed %v, want %v", i, got, s.elapsed)
		}
		if g.Running() != s.running || g.Paused() == s.running {
			t.Errorf("step %d: running %v paused %v, want running %v", i, g.Running(), g.Paused(), s.running)
		}
		if s.event == 0 {
			noEvent(t, rec)
		} else if e := onlyEvent(t, rec, s.event); e.Elapsed != at {
			t.Errorf("step %d: event at %v, want %v", i, e.Elapsed, at)
		}
	}
}

func TestPausedGameWins(t *testing.T) {
	g, clock, _ := newGame(t)
	clock.Advance(time.Minute)
	g.Pause()
	for _, c := range emptyCells(t) {
		must(t, g.Set(c, gametest.Digit(c)))
	}
	g.Resume()
	clock.Advance(time.Minute)
	if !g.Won() || g.Running() || g.Elapsed() != time.Minute {
		t.Errorf("won %v running %v elapsed %v, want a stopped minute", g.Won(), g.Running(), g.Elapsed())
	}
}

func TestNilClockIsTheSystemClock(t *testing.T) {
	g, err := game.New(gametest.Classic(t, gametest.Puzzle), 1, nil)
	must(t, err)
	if !g.Running() || g.Elapsed() < 0 || g.Elapsed() > time.Hour {
		t.Errorf("running %v, elapsed %v", g.Running(), g.Elapsed())
	}
	if now := (game.SystemClock{}).Now(); time.Since(now) > time.Minute {
		t.Errorf("SystemClock says %v", now)
	}
}
