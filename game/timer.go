package game

import "time"

// Clock tells the time. The game reads it to time play; tests give it a
// fake.
type Clock interface {
	Now() time.Time
}

// SystemClock is the Clock of the real world: time.Now.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// timer accumulates time while it runs.
type timer struct {
	clock   Clock
	total   time.Duration // time of the runs that ended
	since   time.Time     // start of the current run
	running bool
	paused  bool // by Pause: the window is hidden or out of focus
}

// start begins a run unless one is under way or the timer is paused.
func (t *timer) start() {
	if t.running || t.paused {
		return
	}
	t.since, t.running = t.clock.Now(), true
}

// stop ends the current run, if any, adding its time to the total (up to
// MaxElapsed). A clock that goes back adds nothing.
func (t *timer) stop() {
	if !t.running {
		return
	}
	t.total = t.elapsed()
	t.running = false
}

// elapsed returns the total with the current run, stopping at MaxElapsed:
// a run of years, or a clock that jumps ahead, never takes the time past
// what a save may hold.
func (t *timer) elapsed() time.Duration {
	if !t.running {
		return t.total
	}
	run := max(0, t.clock.Now().Sub(t.since))
	if run >= MaxElapsed-t.total {
		return MaxElapsed
	}
	return t.total + run
}

// Elapsed returns the time played: the sum of every stretch in which the
// game was neither paused nor over.
func (g *Game) Elapsed() time.Duration { return g.timer.elapsed() }

// Running reports whether the timer is running: the game is neither paused
// nor over.
func (g *Game) Running() bool { return g.timer.running }

// Paused reports whether the game is paused by Pause.
func (g *Game) Paused() bool { return g.timer.paused }

// Pause stops the timer, as when the window is hidden or loses focus, and
// fires EventPause. It does nothing when the game is already paused. A
// paused game still takes moves; the session covers the board and takes
// none.
func (g *Game) Pause() {
	if g.timer.paused {
		return
	}
	g.timer.stop()
	g.timer.paused = true
	g.emit(EventPause, nil)
}

// Resume lifts a Pause and fires EventResume; the timer runs again unless
// the game is over. It does nothing when the game is not paused.
func (g *Game) Resume() {
	if !g.timer.paused {
		return
	}
	g.timer.paused = false
	if !g.Over() {
		g.timer.start()
	}
	g.emit(EventResume, nil)
}
