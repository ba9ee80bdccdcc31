package game

import (
	"errors"
	"fmt"
	"io/fs"
)

// maxStatsSize bounds what LoadStatsFile reads: real statistics are a few
// hundred bytes.
const maxStatsSize = 1 << 20

// LoadStatsFile reads the statistics kept in the file at path. A missing
// file gives empty Stats and an error wrapping fs.ErrNotExist (the caller
// may then bring older statistics over, see LoadStats). A file that
// cannot be read back is moved aside, as LoadFile does with a game, and
// gives empty Stats with an error wrapping ErrCorruptStats that names both
// files; a path that is not a regular file is left alone and gives an
// error. LoadStatsFile never returns nil Stats.
func LoadStatsFile(path string) (*Stats, error) {
	data, err := ReadRegular(path, maxStatsSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return new(Stats), fmt.Errorf("game: statistics: %w", err)
	case err != nil && !errors.Is(err, ErrTooLarge):
		return new(Stats), fmt.Errorf("game: statistics: %w", err)
	case err != nil:
		err = fmt.Errorf("larger than %d bytes", maxStatsSize)
	default:
		var s *Stats
		if s, err = decodeStats(data); err == nil {
			return s, nil
		}
	}
	aside, merr := MoveAside(path)
	if merr != nil {
		return new(Stats), fmt.Errorf("%w: %w (%s could not be moved aside: %w)", ErrCorruptStats, err, path, merr)
	}
	return new(Stats), &AsideError{Path: path, Aside: aside, Err: fmt.Errorf("%w: %w", ErrCorruptStats, err)}
}

// SaveStatsFile writes statistics to the file at path atomically, as
// SaveFile writes a game. It takes a copy, so the caller may go on
// changing its Stats while another goroutine writes.
func SaveStatsFile(path string, s Stats) error {
	data, err := s.encode()
	if err != nil {
		return err
	}
	if err := writeAtomic(path, append(data, '\n')); err != nil {
		return fmt.Errorf("game: save statistics %s: %w", path, err)
	}
	return nil
}
