package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// The trainer's files in the app's storage folder, beside the save and
// the statistics.
const (
	PracticeCacheFile = "practice-cache.json" // positions found and not yet shown
	PracticeStatsFile = "practice-stats.json" // tried and found, per technique
)

// practiceFileVersion is the version of both files' format.
const practiceFileVersion = 1

// maxPracticeFile bounds what is read of either file: a full cache is a
// few hundred kilobytes.
const maxPracticeFile = 8 << 20

// PracticeStats are the player's results with one technique: the
// positions tried (checked or given up with the hint) and those where
// the step was found before the hint was shown.
type PracticeStats struct {
	Tried int `json:"tried"`
	Found int `json:"found"`
}

// practiceCacheData is the cache file: positions by technique ID, as
// lines of HoDoKu's regression library (see logic.FormatRegLine).
type practiceCacheData struct {
	Version   int                 `json:"version"`
	Positions map[string][]string `json:"positions"`
}

// practiceStatsData is the statistics file.
type practiceStatsData struct {
	Version    int                      `json:"version"`
	Techniques map[string]PracticeStats `json:"techniques"`
}

// readPracticeFile reads the file at path into v, which check then
// vets. A missing file is no error and leaves v alone. Only a regular
// file is opened (game.ReadRegular, as the save and the statistics are
// read): a FIFO, a device or a folder at path is left alone and gives an
// error, without waiting for a writer. A file that cannot be read back,
// is too large, or that check finds fault with, is moved aside whole
// (path + ".corrupt", ...; game.MoveAside), so that the next write starts
// afresh; the returned error then names the copy (a *game.AsideError).
// check may keep what is sound of v.
func readPracticeFile(path string, v any, check func() error) error {
	data, err := game.ReadRegular(path, maxPracticeFile)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, game.ErrTooLarge):
		err = fmt.Errorf("larger than %d bytes", maxPracticeFile)
	case err != nil:
		return err
	default:
		if err = json.Unmarshal(data, v); err == nil {
			err = check()
		}
	}
	if err == nil {
		return nil
	}
	aside, merr := game.MoveAside(path)
	if merr != nil {
		return fmt.Errorf("%w (%s could not be moved aside: %w)", err, path, merr)
	}
	return &game.AsideError{Path: path, Aside: aside, Err: err}
}

// writePracticeFile writes v to path atomically.
func writePracticeFile(path string, v any) error {
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	f, err := game.CreateAtomic(path, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(append(data, '\n')); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// loadPracticeCache reads the cache at path: the positions of every
// technique it knows. A line that is not a library line of its
// technique's code makes the file corrupt: it is kept aside, and the
// sound lines are kept.
func loadPracticeCache(path string) (map[logic.Technique][]string, error) {
	var data practiceCacheData
	out := map[logic.Technique][]string{}
	err := readPracticeFile(path, &data, func() error {
		if data.Version != practiceFileVersion {
			return fmt.Errorf("version %d, want %d", data.Version, practiceFileVersion)
		}
		bad := 0
		for id, lines := range data.Positions {
			t, err := logic.ParseTechnique(id)
			if err != nil || !logic.Practisable(t) {
				bad += len(lines)
				continue
			}
			for _, line := range lines {
				if !practiceLineOf(line, t) {
					bad++
					continue
				}
				if len(out[t]) < practiceCacheMax {
					out[t] = append(out[t], line)
				}
			}
		}
		if bad > 0 {
			return fmt.Errorf("%d positions cannot be read", bad)
		}
		return nil
	})
	return out, err
}

// practiceLineOf reports whether line reads as a library line of
// technique t's code.
func practiceLineOf(line string, t logic.Technique) bool {
	rl, err := logic.ParseRegLine(line)
	return err == nil && rl.Code == logic.RegCodeOf(&logic.Step{Technique: t})
}

// savePracticeCache writes the cache to path.
func savePracticeCache(path string, cache map[logic.Technique][]string) error {
	data := practiceCacheData{Version: practiceFileVersion, Positions: map[string][]string{}}
	for t, lines := range cache {
		if len(lines) > 0 {
			data.Positions[t.ID()] = lines
		}
	}
	return writePracticeFile(path, data)
}

// loadPracticeStats reads the statistics at path. Counts that cannot be
// (negative, or more found than tried) make the file corrupt: it is kept
// aside; the techniques the file does not know are dropped quietly, as an
// older version's.
func loadPracticeStats(path string) (map[logic.Technique]PracticeStats, error) {
	var data practiceStatsData
	out := map[logic.Technique]PracticeStats{}
	err := readPracticeFile(path, &data, func() error { return data.check(out) })
	if err != nil {
		clear(out)
	}
	return out, err
}

// check checks the statistics read and puts those of the techniques it
// knows in out.
func (data *practiceStatsData) check(out map[logic.Technique]PracticeStats) error {
	if data.Version != practiceFileVersion {
		return fmt.Errorf("version %d, want %d", data.Version, practiceFileVersion)
	}
	for id, st := range data.Techniques {
		if st.Tried < 0 || st.Found < 0 || st.Found > st.Tried {
			return fmt.Errorf("%s: %d found of %d tried", id, st.Found, st.Tried)
		}
		if t, err := logic.ParseTechnique(id); err == nil {
			out[t] = st
		}
	}
	return nil
}

// decodePracticeStats reads the statistics file's JSON, as a backup holds
// it.
func decodePracticeStats(raw []byte) (map[logic.Technique]PracticeStats, error) {
	var data practiceStatsData
	out := map[logic.Technique]PracticeStats{}
	if err := json.Unmarshal(raw, &data); err != nil {
		return nil, err
	}
	if err := data.check(out); err != nil {
		return nil, err
	}
	return out, nil
}

// savePracticeStats writes the statistics to path.
func savePracticeStats(path string, stats map[logic.Technique]PracticeStats) error {
	data := practiceStatsData{Version: practiceFileVersion, Techniques: map[string]PracticeStats{}}
	for t, st := range stats {
		data.Techniques[t.ID()] = st
	}
	return writePracticeFile(path, data)
}

// practicePaths are the trainer's files in dir, none for "".
func practicePaths(dir string) (cache, stats string) {
	if dir == "" {
		return "", ""
	}
	return filepath.Join(dir, PracticeCacheFile), filepath.Join(dir, PracticeStatsFile)
}
