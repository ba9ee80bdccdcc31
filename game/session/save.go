package session

import (
	"github.com/sudokudesktop/sudoku/game"
)

// saver writes the game's snapshots to the save path in the background.
type saver struct {
	path string // "" when saving is off
	w    *writer
}

// newSaver returns a saver to path; failed gets each write's error (nil
// for success) through post, on the window's goroutine.
func newSaver(path string, post func(func()), failed func(error)) *saver {
	return &saver{path: path, w: newWriter(reporter(post, failed))}
}

// reporter returns a writer's done function that reports, through post,
// the first failure of a run and the first success after one: a write
// that goes as the last one went says nothing.
func reporter(post func(func()), failed func(error)) func(error) {
	failing := false // touched by the writer's jobs only, one at a time
	return func(err error) {
		if err == nil && !failing {
			return
		}
		failing = err != nil
		post(func() { failed(err) })
	}
}

// off stops saving for the session: the file at the path is not ours to
// overwrite.
func (sv *saver) off() { sv.path = "" }

func (sv *saver) flush() { sv.w.flush() }

// saveGame schedules a save of the game as it stands: the snapshot is
// taken here, in constant time, and written on the saver's goroutine.
func (s *Session) saveGame() {
	if s.saves.path == "" || s.g == nil || s.choosing() { // the first start's stand-in is no game to keep
		return
	}
	path, snap := s.saves.path, s.g.Snapshot()
	s.saves.w.schedule(func() error { return game.SaveSnapshotFile(path, snap) })
}

// saveFailed shows a failed save in the banner, which stays until a save
// succeeds; err nil is a success.
func (s *Session) saveFailed(err error) {
	defer s.begin()()
	switch {
	case err != nil:
		s.banner = Message{Key: "status.save-failed", Args: map[string]any{"Error": err.Error()}}
	case s.banner.Key == "status.save-failed":
		s.banner = Message{}
	default:
		return
	}
}
