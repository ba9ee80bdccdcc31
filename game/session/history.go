package session

import (
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/sudokudesktop/sudoku/game"
)

// records are the history of the games the player ended and where it is
// kept: its own file, written atomically in the background, or nowhere
// (no path: kept for the session only).
type records struct {
	h       *game.Records
	path    string
	w       *writer
	problem Message // what went wrong reading it, to tell the player
	aside   []kept  // the file it was in, kept aside
	err     error   // the last write's error, nil once one succeeds
}

// loadRecords reads the history from path. A torn file is kept aside by
// game.LoadRecordsFile, its good games kept and written back at once; a
// file that cannot be read at all is left alone and not written this
// session. With write false nothing is ever written.
func loadRecords(path string, write bool, post func(func()), failed func(error)) *records {
	r := &records{h: new(game.Records), path: path, w: newWriter(reporter(post, failed))}
	if path == "" {
		return r
	}
	_ = game.RemoveStaleTemps(path)
	h, err := game.LoadRecordsFile(path)
	r.h = h
	ae := (*game.AsideError)(nil)
	switch {
	case err == nil, errors.Is(err, fs.ErrNotExist):
	case errors.As(err, &ae):
		r.aside = append(r.aside, kept{"history", ae.Aside})
		if write && h.Len() > 0 {
			r.save() // the games that could be read, in place again
		}
	default:
		r.problem = Message{Key: "status.history-unreadable", Args: map[string]any{"Error": err.Error()}}
		r.path = "" // not ours to overwrite: kept for this session only
	}
	if !write {
		r.path = ""
	}
	return r
}

// add records a game that ended and writes the history.
func (r *records) add(rec game.Record) {
	r.h.Add(rec)
	r.save()
}

// save writes the history to its file in the background, a copy taken
// now.
func (r *records) save() {
	if r.path == "" {
		return
	}
	path, copied := r.path, r.h.Clone()
	r.w.schedule(func() error { return game.SaveRecordsFile(path, copied) })
}

// History returns the games the player ended, oldest first: when, which
// puzzle, the time, hints, checks, mistakes and undos, and how each
// ended. The slice is the caller's own.
func (s *Session) History() []game.Record { return s.history.h.All() }

// recordEnd records the game as ended with outcome o: solved, given up,
// or abandoned for another game.
func (s *Session) recordEnd(o game.Outcome) {
	now := s.opts.Clock.Now()
	started := s.startedAt
	if started.IsZero() || started.After(now) {
		started = now.Add(-s.g.Elapsed())
	}
	s.history.add(game.RecordOf(s.g, started, now, o, s.g.Daily()))
}

// historyWritten is the history writer's report.
func (s *Session) historyWritten(err error) {
	s.history.err = err
	s.reportWrite()
}

// startedAt is when the game now adopted started by the wall clock: now,
// less the time it has been played (a resumed game's).
func startedAt(clock game.Clock, g *game.Game) time.Time {
	return clock.Now().Add(-g.Elapsed())
}

// PlayAgain plays the puzzle of game i of History again, from its
// givens, asking first when a game in progress would be lost; a daily
// puzzle is that day's daily again. An index out of range, or a record
// whose puzzle no longer reads, is said in the status line.
func (s *Session) PlayAgain(i int) {
	defer s.begin()()
	all := s.history.h.All()
	if i < 0 || i >= len(all) {
		s.say("status.error", map[string]any{"Error": fmt.Sprintf("no game %d in the history", i+1)})
		return
	}
	r := all[i]
	p := parseText(r.Puzzle)
	again := func(g *game.Game) Message {
		_ = g.SetDaily(r.Daily) // a date DecodeRecords or RecordOf checked: it cannot fail
		return Message{Key: "status.again", Args: map[string]any{"Level": gameLevel(g), "Date": r.Ended.In(time.Local).Format(time.DateOnly)}}
	}
	if p.sized != nil {
		s.offerSized(*p.sized, again)
		return
	}
	if p.one == nil {
		s.say("status.error", map[string]any{"Error": p.err.Error()})
		return
	}
	s.offer(*p.one, game.Info{}, again)
}

// Now is the time by the session's clock: the window counts the weeks of
// its charts back from it.
func (s *Session) Now() time.Time { return s.opts.Clock.Now() }
