package session

import (
	"context"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// WholeSeconds is a time as the game shows it, on the clock, the solved
// card, the status line and the statistics alike: cut to whole seconds,
// as a stopwatch shows them (2:23.6 reads 2:23). Below zero is zero.
func WholeSeconds(d time.Duration) time.Duration { return max(0, d.Truncate(time.Second)) }

// making is a puzzle being made in the background: its level, and the
// work's context, cancelled when other work replaces it.
type making struct {
	level logic.Level
	ctx   context.Context
}

// flow is the state of what lies over the board, decided here and not in
// the window: dialogs open, the level card of a first start, a puzzle
// being made. Each holds the clock and keeps moves off the board.
type flow struct {
	dialogs int        // dialogs and cards the window reports open
	held    *game.Game // the game held paused by them, nil for none
	making  *making    // the puzzle being made, nil for none
}

// busy reports whether a puzzle is being made.
func (s *Session) busy() bool { return s.making != nil && s.making.ctx.Err() == nil }

// choosing reports whether the first start's level card is up: the
// stand-in game is on the board and no level has been picked.
func (s *Session) choosing() bool { return s.mode == choosing }

// held reports whether something over the board holds the clock: a
// dialog, the level card, a puzzle being made.
func (s *Session) holding() bool { return s.dialogs > 0 || s.choosing() || s.busy() }

// blocked reports whether the board takes no moves, nor any other verb
// a covered board would take as "resume".
func (s *Session) blocked() bool { return s.holding() }

// syncHold pauses the game while something holds it, and resumes it
// when nothing does any more, unless the player paused it. Every verb
// calls it on its way out (see begin).
func (s *Session) syncHold() {
	g := s.g
	if g == nil || s.mode == entering {
		return
	}
	switch {
	case s.holding() && !g.Paused() && !g.Over():
		s.held = g
		g.Pause()
	case !s.holding() && s.held == g:
		s.held = nil
		g.Resume()
	}
}

// DialogOpened tells the session that a dialog or card lies over the
// board: until DialogClosed, the clock stands still, the board is
// covered and takes no moves. Dialogs nest: the last to close lets the
// game go on, unless the player had paused it.
func (s *Session) DialogOpened() {
	defer s.begin()()
	s.dialogs++
}

// DialogClosed tells the session that a dialog or card reported by
// DialogOpened has closed.
func (s *Session) DialogClosed() {
	defer s.begin()()
	s.dialogs = max(0, s.dialogs-1)
}

// StopMaking cancels the puzzle being made: the game on the board goes
// on as it was.
func (s *Session) StopMaking() {
	defer s.begin()()
	if s.busy() {
		s.stopWork()
		s.making = nil
		s.line.status = Message{}
	}
}

// putHintAway takes the hint off the board, the status going back to the
// words before it, or drops the hint being worked out. It reports
// whether there was one.
func (s *Session) putHintAway() bool {
	if s.aids.why != nil || s.aids.askingWhy { // an answer to "why not?", or the question
		s.aids.why, s.aids.askingWhy = nil, false
		if s.aids.hint == nil {
			s.line.status = Message{}
			return true
		}
	}
	if s.aids.asked != nil {
		s.aids.asked = nil
		return true
	}
	if s.aids.hint == nil && s.aids.sized == nil {
		return false
	}
	s.aids.hint, s.aids.sized = nil, nil
	s.line.status = s.line.before
	return true
}

// suggested is the level the first start offers first.
func (s *Session) suggested() logic.Level {
	if l, err := logic.ParseLevel(s.opts.LastLevel); err == nil {
		return l
	}
	return logic.Medium
}
