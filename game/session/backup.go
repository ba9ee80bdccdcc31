package session

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// ExportBackup writes everything the player keeps to w, one file to move
// to another computer (see game.Backup): the statistics, the history,
// the game in progress (with a puzzle being entered), the trainer's
// results read from practiceDir ("" for none) and the window's settings,
// by name.
func (s *Session) ExportBackup(w io.Writer, settings map[string]string, practiceDir string) error {
	b := game.Backup{Created: s.opts.Clock.Now(), Stats: s.stats.s, History: s.history.h, Settings: settings}
	if s.g != nil && !s.choosing() {
		var buf bytes.Buffer
		if err := s.snapshot().Save(&buf); err != nil {
			return err
		}
		b.Game = buf.Bytes()
	}
	if _, path := practicePaths(practiceDir); path != "" {
		data, err := game.ReadRegular(path, maxPracticeFile)
		switch {
		case err == nil:
			if _, derr := decodePracticeStats(data); derr == nil { // a damaged file stays out
				b.Practice = data
			}
		case !errors.Is(err, fs.ErrNotExist):
			return err
		}
	}
	return game.WriteBackup(w, b)
}

// ImportBackup reads a backup ExportBackup wrote, on this computer or
// another, and adds it to what the player has here, losing nothing of
// it: the history gains the games it lacks, the statistics keep the
// larger counts and the better bests (game.Stats.Merge), the trainer's
// results the larger, and the backup's game in progress is played only
// when no game is in progress here. A backup that cannot be read whole
// changes nothing and is reported. It returns the backup's settings,
// for the window to put in force.
func (s *Session) ImportBackup(r io.Reader, practiceDir string) (map[string]string, error) {
	defer s.begin()()
	b, err := game.ReadBackup(r)
	if err != nil {
		s.say("status.backup.bad", map[string]any{"Error": err.Error()})
		return nil, err
	}
	var practice map[logic.Technique]PracticeStats
	if len(b.Practice) > 0 {
		if practice, err = decodePracticeStats(b.Practice); err != nil {
			err = fmt.Errorf("%w: trainer: %w", game.ErrBadBackup, err)
			s.say("status.backup.bad", map[string]any{"Error": err.Error()})
			return nil, err
		}
	}
	var g *game.Game
	if len(b.Game) > 0 && !s.InProgress() && s.mode != entering {
		if g, err = game.LoadWithClock(bytes.NewReader(b.Game), s.opts.Clock); err != nil {
			err = fmt.Errorf("%w: game: %w", game.ErrBadBackup, err)
			s.say("status.backup.bad", map[string]any{"Error": err.Error()})
			return nil, err
		}
	}
	// Nothing can fail from here on: the backup is taken whole.
	before := s.history.h.Len()
	s.history.h.Merge(b.History)
	s.history.save()
	if s.stats.s != nil {
		s.stats.s.Merge(b.Stats)
		s.stats.save()
	}
	if practice != nil {
		if err := mergePracticeStats(practiceDir, practice); err != nil {
			s.say("status.error", map[string]any{"Error": err.Error()})
		}
	}
	msg := Message{Key: "status.backup.imported", Args: map[string]any{"Games": s.history.h.Len() - before}}
	if g != nil {
		s.play(g, msg)
	} else {
		s.line.status = msg
	}
	return b.Settings, nil
}

// mergePracticeStats adds the results from to the trainer's file in dir,
// keeping each technique's larger counts.
func mergePracticeStats(dir string, from map[logic.Technique]PracticeStats) error {
	_, path := practicePaths(dir)
	if path == "" {
		return nil
	}
	here, err := loadPracticeStats(path)
	if err != nil && !errors.As(err, new(*game.AsideError)) {
		return err
	}
	for t, st := range from {
		h := here[t]
		if st.Tried > h.Tried || st.Tried == h.Tried && st.Found > h.Found {
			here[t] = st
		}
	}
	return savePracticeStats(path, here)
}
