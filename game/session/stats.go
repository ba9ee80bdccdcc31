package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// stats are the player's statistics and where they are kept.
type stats struct {
	s       *game.Stats // nil when none are kept
	store   game.Store
	w       *writer
	problem Message // what went wrong reading them, to tell the player
}

// loadStats reads the statistics.
func loadStats(path string, legacy game.Store, post func(func()), failed func(error)) *stats {
	st := &stats{store: legacy, w: newWriter(reporter(post, failed))}
	if legacy == nil {
		return st
	}
	s, err := game.LoadStats(legacy)
	if err != nil {
		st.problem = Message{Key: "status.stats-corrupt"}
	}
	st.s = s
	return st
}

func (st *stats) started(l logic.Level) {
	if st.s != nil {
		st.s.Started(l)
		st.save()
	}
}

func (st *stats) record(ev game.Event) {
	if st.s != nil {
		st.s.Record(ev)
		st.save()
	}
}

func (st *stats) level(l logic.Level) game.LevelStats {
	if st.s == nil {
		return game.LevelStats{}
	}
	return st.s.Level(l)
}

func (st *stats) save() {
	if err := st.s.Save(st.store); err != nil {
		st.problem = Message{Key: "status.save-failed", Args: map[string]any{"Error": err.Error()}}
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
