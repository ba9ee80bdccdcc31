package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// A Backup is everything a player keeps, in one file to move to another
// computer: the statistics, the history of games, the game in progress,
// the trainer's record and the settings. The sections other than the
// statistics and the history are carried as they are (the game's save,
// the trainer's file, the settings by name): the session reads them.
type Backup struct {
	Created  time.Time
	Stats    *Stats
	History  *Records
	Game     []byte            // the game in progress as Save writes it; nil for none
	Practice []byte            // the trainer's results file; nil for none
	Settings map[string]string // the settings, by name
}

// backupFormat and BackupVersion name the file's format.
const backupFormat = "sudoku-backup"

// BackupVersion is the version of the backup format WriteBackup writes
// and ReadBackup reads.
const BackupVersion = 1

// maxBackupSize bounds what ReadBackup reads.
const maxBackupSize = 512 << 20

// ErrBadBackup is wrapped by ReadBackup's errors: the file is not a
// backup of this program, or it is damaged.
var ErrBadBackup = errors.New("not a readable backup")

// backupFile is the backup's JSON.
type backupFile struct {
	Format   string            `json:"format"`
	Version  int               `json:"version"`
	Created  string            `json:"created"`
	Stats    json.RawMessage   `json:"stats,omitempty"`
	History  string            `json:"history"` // the history file's text
	Game     json.RawMessage   `json:"game,omitempty"`
	Practice json.RawMessage   `json:"practice,omitempty"`
	Settings map[string]string `json:"settings,omitempty"`
}

// WriteBackup writes b to w as one JSON document.
func WriteBackup(w io.Writer, b Backup) error {
	f := backupFile{Format: backupFormat, Version: BackupVersion, Created: b.Created.UTC().Format(time.RFC3339),
		Settings: b.Settings}
	if b.Stats != nil {
		data, err := b.Stats.encode()
		if err != nil {
			return err
		}
		f.Stats = data
	}
	if b.History != nil {
		f.History = string(EncodeRecords(b.History))
	}
	if len(b.Game) > 0 {
		f.Game = json.RawMessage(bytes.TrimSpace(b.Game))
	}
	if len(b.Practice) > 0 {
		f.Practice = json.RawMessage(bytes.TrimSpace(b.Practice))
	}
	data, err := json.Marshal(&f)
	if err != nil {
		return fmt.Errorf("game: backup: %w", err)
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// ReadBackup reads a backup WriteBackup wrote, checking every section:
// a file that is not one, of another version, or with any part damaged
// (statistics, a history line, the game) is refused whole with an error
// wrapping ErrBadBackup that says what is wrong, so that nothing of it
// is taken. The game and the trainer's file are checked to be JSON; the
// session checks them further.
func ReadBackup(r io.Reader) (Backup, error) {
	bad := func(format string, args ...any) (Backup, error) {
		return Backup{}, fmt.Errorf("%w: "+format, append([]any{ErrBadBackup}, args...)...)
	}
	data, err := io.ReadAll(io.LimitReader(r, maxBackupSize+1))
	if err != nil {
		return Backup{}, err
	}
	if len(data) > maxBackupSize {
		return bad("larger than %d bytes", maxBackupSize)
	}
	var f backupFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return bad("%v", err)
	}
	if dec.More() {
		return bad("more after the backup")
	}
	switch {
	case f.Format != backupFormat:
		return bad("format %q, want %q", f.Format, backupFormat)
	case f.Version < 1 || f.Version > BackupVersion:
		return bad("version %d, want 1 to %d", f.Version, BackupVersion)
	}
	var b Backup
	if b.Created, err = time.Parse(time.RFC3339, f.Created); err != nil {
		return bad("created %q: not a time", f.Created)
	}
	b.Stats = new(Stats)
	if len(f.Stats) > 0 {
		if b.Stats, err = decodeStats(f.Stats); err != nil {
			return bad("statistics: %v", err)
		}
	}
	b.History = new(Records)
	if f.History != "" {
		if b.History, err = DecodeRecords([]byte(f.History)); err != nil {
			return bad("history: %v", err)
		}
	}
	if len(f.Game) > 0 {
		if _, err := decode(f.Game, SystemClock{}); err != nil {
			return bad("game: %v", err)
		}
		b.Game = f.Game
	}
	if len(f.Practice) > 0 {
		b.Practice = f.Practice
	}
	b.Settings = f.Settings
	return b, nil
}

// Merge adds the statistics of other to s, keeping the better of each
// level's: the larger counts (a game counted on both computers is one
// game, and importing a backup twice counts nothing twice), the better
// best time and best streak, and the won games' total time with the
// count of games won it goes with. Merging A into B and B into A give
// the same statistics; the game being played stays s's.
func (s *Stats) Merge(other *Stats) {
	for v, vs := range other.levels {
		for level := range vs {
			o := vs[level]
			if o == (LevelStats{}) {
				continue
			}
			l := s.at(v, logic.Level(level))
			*l = mergeLevel(*l, o, s.playing == logic.Level(level) && s.playingVar == v)
		}
	}
}

// mergeLevel is the better of two levels' statistics (see Stats.Merge);
// playing says a game of the level is being played, which Started counts
// and the others not yet.
func mergeLevel(a, b LevelStats, playing bool) LevelStats {
	out := LevelStats{
		Started: max(a.Started, b.Started), GivenUp: max(a.GivenUp, b.GivenUp), Abandoned: max(a.Abandoned, b.Abandoned),
		BestStreak: max(a.BestStreak, b.BestStreak),
	}
	// The games won and their time go together, as the average needs:
	// the side with more (the longer total among equals).
	won := a
	if b.Solved > a.Solved || b.Solved == a.Solved && b.TotalTime > a.TotalTime {
		won = b
	}
	out.Solved, out.Hinted, out.TotalTime, out.Streak = won.Solved, won.Hinted, won.TotalTime, won.Streak
	switch {
	case a.HasBest() && b.HasBest():
		out.BestTime = min(a.BestTime, b.BestTime)
	case a.HasBest():
		out.BestTime = a.BestTime
	case b.HasBest():
		out.BestTime = b.BestTime
	}
	if !out.HasBest() && (a.HasBest() || b.HasBest()) {
		out.Hinted = out.Solved - 1 // a best time stands for a game won without hints
	}
	out.TotalTime = max(out.TotalTime, out.BestTime) // the best game is among those won
	ended := satAdd(satAdd(out.Solved, out.GivenUp), out.Abandoned)
	if playing {
		ended = satAdd(ended, 1)
	}
	out.Started = max(out.Started, ended)
	return out
}

// satAdd returns a+b for counts, stopping at math.MaxInt.
func satAdd(a, b int) int {
	if a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}
