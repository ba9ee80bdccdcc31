package game

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
)

// SaveFile writes g to the file at path atomically: into a new file in the
// same directory, synced to disk, then renamed over path, so a crash leaves
// either the old save or the new one, never half of one. The temporary
// file is removed when anything fails.
func SaveFile(path string, g *Game) error { return SaveSnapshotFile(path, g.Snapshot()) }

// SaveSnapshotFile writes a snapshot to the file at path atomically, as
// SaveFile does. It may run on any goroutine.
func SaveSnapshotFile(path string, s Snapshot) error {
	var buf bytes.Buffer
	if err := s.Save(&buf); err != nil {
		return err
	}
	if err := writeAtomic(path, buf.Bytes()); err != nil {
		return fmt.Errorf("game: save %s: %w", path, err)
	}
	return nil
}

// writeAtomic replaces the file at path with data by way of a temporary
// file in the same directory.
func writeAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir makes a rename in dir durable where the system allows it; where
// it does not (Windows cannot open a directory for syncing) the rename is
// still atomic.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// LoadFile reads the game saved at path, timed by the system clock. A
// missing file gives an error wrapping fs.ErrNotExist. A file that Load
// cannot read back is moved aside to path + ".corrupt" (or ".corrupt.1",
// ".corrupt.2", ... when that exists already, so an older one is never
// overwritten) and LoadFile returns an error wrapping ErrCorruptSave that
// names both files: the window reports it once and starts a new game,
// and path is free for the next save.
func LoadFile(path string) (*Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("game: load: %w", err)
	}
	if len(data) > maxSaveSize {
		err = corrupt("larger than %d bytes", maxSaveSize)
	} else {
		var g *Game
		if g, err = decode(data, SystemClock{}); err == nil {
			return g, nil
		}
	}
	aside, merr := moveAside(path)
	if merr != nil {
		return nil, fmt.Errorf("%w (%s could not be moved aside: %w)", err, path, merr)
	}
	return nil, fmt.Errorf("%w (%s moved aside to %s)", err, path, aside)
}

// moveAside renames a corrupt save to the first free name of path +
// ".corrupt", ".corrupt.1", ... and returns that name.
func moveAside(path string) (string, error) {
	for i := 0; i < 1000; i++ {
		aside := path + ".corrupt"
		if i > 0 {
			aside += "." + strconv.Itoa(i)
		}
		// A hard link fails rather than replace an existing file, where a
		// rename would replace it.
		err := os.Link(path, aside)
		if err == nil {
			return aside, os.Remove(path)
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		// No hard links here: check, then rename.
		if _, serr := os.Lstat(aside); !errors.Is(serr, fs.ErrNotExist) {
			continue
		}
		return aside, os.Rename(path, aside)
	}
	return "", errors.New("too many corrupt saves kept already")
}
