package session

import (
	"errors"
	"io/fs"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// stats are the player's statistics and where they are kept: their own
// file, written atomically in the background, or (with no path) the
// legacy store alone.
type stats struct {
	s       *game.Stats // nil when none are kept
	path    string
	store   game.Store // with no path: where they are kept
	w       *writer
	problem Message // what went wrong reading them, to tell the player
	aside   []kept  // the files they were in, kept aside
	err     error   // the last write's error, nil once one succeeds: retried, and named in the banner
}

// loadStats reads the statistics from path, bringing them over from the
// legacy store the first time; a file that cannot be read is kept aside
// by game.LoadStatsFile and reported. Legacy statistics that cannot be
// read are kept aside beside path; those that were in a torn preferences
// file, kept aside as prefsAside, are lost with it and reported so. In
// neither case is a statistics file written until there is something to
// keep, so the loss is never hidden by an empty one. With write false
// the statistics are read but nothing is ever written: not the file, not
// the legacy store, nor a copy kept aside.
func loadStats(path string, legacy game.Store, prefsAside string, write bool, post func(func()), failed func(error)) *stats {
	st := &stats{path: path, w: newWriter(reporter(post, failed))}
	if !write {
		defer func() { st.path, st.store = "", nil }()
	}
	switch {
	case path != "":
		_ = game.RemoveStaleTemps(path)
		s, err := game.LoadStatsFile(path)
		ae := (*game.AsideError)(nil)
		switch {
		case errors.Is(err, fs.ErrNotExist) && prefsAside != "":
			st.aside = append(st.aside, kept{"stats", prefsAside})
		case errors.Is(err, fs.ErrNotExist) && legacy != nil:
			old, lerr := game.LoadStats(legacy)
			if lerr != nil && !write {
				st.problem = Message{Key: "status.stats-unreadable", Args: map[string]any{"Error": lerr.Error()}}
				break
			}
			if lerr != nil {
				// Moved aside: copied to a file of their own, then taken
				// out of the store, so that the next start does not find
				// them again.
				aside, werr := game.WriteAside(path, []byte(legacy.String(game.StatsKey)))
				if werr != nil {
					st.problem = Message{Key: "status.stats-unreadable", Args: map[string]any{"Error": lerr.Error()}}
					break
				}
				legacy.SetString(game.StatsKey, "")
				st.aside = append(st.aside, kept{"stats", aside})
				break
			}
			s = old
			st.s = s
			if !s.Empty() && write {
				st.save() // from now on in the file
			}
		case errors.As(err, &ae):
			st.aside = append(st.aside, kept{"stats", ae.Aside})
		case err != nil && !errors.Is(err, fs.ErrNotExist):
			st.problem = Message{Key: "status.stats-unreadable", Args: map[string]any{"Error": err.Error()}}
			st.path = "" // not ours to overwrite: kept for this session only
		}
		st.s = s
	case legacy != nil:
		st.store = legacy
		s, err := game.LoadStats(legacy)
		if err != nil {
			st.problem = Message{Key: "status.stats-corrupt"}
		}
		st.s = s
	}
	return st
}

func (st *stats) started(v geometry.Variant, l logic.Level) {
	if st.s != nil {
		st.s.StartedIn(v, l)
		st.save()
	}
}

func (st *stats) record(ev game.Event) {
	if st.s != nil {
		st.s.Record(ev)
		st.save()
	}
}

func (st *stats) level(v geometry.Variant, l logic.Level) game.LevelStats {
	if st.s == nil {
		return game.LevelStats{}
	}
	return st.s.LevelIn(v, l)
}

// save writes the statistics: to the file in the background, a copy taken
// now; or into the legacy store.
func (st *stats) save() {
	switch {
	case st.path != "":
		path, copied := st.path, st.s.Clone()
		st.w.schedule(func() error { return game.SaveStatsFile(path, copied) })
	case st.store != nil:
		if err := st.s.Save(st.store); err != nil {
			st.problem = Message{Key: "status.save-failed", Args: map[string]any{"Error": err.Error()}}
		}
	}
}

// ResetStats forgets every statistic.
func (s *Session) ResetStats() {
	defer s.begin()()
	if s.stats.s != nil {
		s.stats.s.Reset()
		s.stats.save()
	}
}
