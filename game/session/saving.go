package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// saver writes the game's snapshots to the save path in the background.
type saver struct {
	path string // "" when saving is off
	w    *writer
	// err is the last write's error, nil once one succeeds: the banner
	// names the game while it is not saved.
	err   error
	draft *solver.Grid // the puzzle being entered as last saved, nil for none
	// draftCages are its cages as last saved: a draft's cages are a new
	// slice on every change.
	draftCages []variant.Cage
	draftFlags geometry.Flags // and the rules ticked for it
	// draftRegions are its jigsaw regions as last saved (shared: a
	// draft's regions are replaced, never changed).
	draftRegions geometry.Regions
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
	path, snap := s.saves.path, s.snapshot()
	s.saves.draft, s.saves.draftCages, s.saves.draftFlags, s.saves.draftRegions = nil, nil, geometry.Flags{}, nil
	if s.mode == entering {
		d := s.draft.grid
		s.saves.draft, s.saves.draftCages, s.saves.draftFlags, s.saves.draftRegions = &d, s.draft.cages, s.draft.flags, s.draft.regions
	}
	s.saves.w.schedule(func() error { return game.SaveSnapshotFile(path, snap) })
}

// snapshot is what the save holds now: the game, and the puzzle being
// entered, if any.
func (s *Session) snapshot() game.Snapshot {
	snap := s.g.Snapshot()
	if s.mode == entering {
		snap = snap.WithDraft(s.draft.grid).WithDraftCages(s.draft.cages).WithDraftFlags(s.draft.flags).WithDraftRegions(s.draft.regions)
	}
	return snap
}

// syncSaves waits in the background until the saves scheduled are on
// the disk, View.Working.Saving meanwhile: a pause, as when the window
// loses the focus, hands the player's work to the disk without holding
// the window up. With no write under way there is nothing to wait for.
func (s *Session) syncSaves() {
	if !s.saves.w.busy() && !s.stats.w.busy() && !s.history.w.busy() {
		return
	}
	s.bg.syncing++
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		s.Flush()
		s.post(func() {
			defer s.begin()()
			s.bg.syncing--
		})
	}()
}

// saveDraft saves the game when the puzzle being entered is not as last
// saved: a digit typed or erased, a paste, or the entry begun or ended.
func (s *Session) saveDraft() {
	switch {
	case s.mode != entering && s.saves.draft == nil:
	case s.mode == entering && s.saves.draft != nil && *s.saves.draft == s.draft.grid &&
		sameCages(s.saves.draftCages, s.draft.cages) && s.saves.draftFlags == s.draft.flags && s.saves.draftRegions.Equal(s.draft.regions):
	default:
		s.saveGame()
	}
}

// gameWritten records how the last write of the game went: err nil is
// a success.
func (s *Session) gameWritten(err error) {
	s.saves.err = err
	s.reportWrite()
}

// statsWritten records how the last write of the statistics went.
func (s *Session) statsWritten(err error) {
	s.stats.err = err
	s.reportWrite()
}

// reportWrite hands on the view with the banner as the writes left it.
// It is not a verb: a retry is for the next change, not for the report
// of a failure.
func (s *Session) reportWrite() {
	if s.depth == 0 {
		s.changed()
	}
}

// retryStats writes the statistics again when their last write failed:
// after every verb, so on the next change, on pause and on close.
func (s *Session) retryStats() {
	if s.stats.err != nil {
		s.stats.save()
	}
	if s.history.err != nil {
		s.history.save()
	}
}

// bannerNow is the banner on show: the files whose last write failed,
// the game, the statistics or both, and otherwise the problem that stays
// all session, if any.
func (s *Session) bannerNow() Message {
	switch g, st := s.saves.err, s.stats.err; {
	case g != nil && st != nil:
		return Message{Key: "status.saves-failed", Args: map[string]any{"Error": g.Error()}}
	case g != nil:
		return Message{Key: "status.save-failed", Args: map[string]any{"Error": g.Error()}}
	case st != nil:
		return Message{Key: "status.stats-save-failed", Args: map[string]any{"Error": st.Error()}}
	case s.history.err != nil:
		return Message{Key: "status.history-save-failed", Args: map[string]any{"Error": s.history.err.Error()}}
	}
	return s.line.banner
}
