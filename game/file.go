package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
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
func writeAtomic(path string, data []byte) error {
	f, err := CreateAtomic(path, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// AtomicFile is a file written in the place of another: the bytes go to a
// temporary file in the same directory, and Commit renames it over the
// file it replaces, so that a failure at any point leaves the old file as
// it was. Saves and exports are written this way.
type AtomicFile struct {
	f    *os.File
	path string      // the file replaced: links followed
	mode fs.FileMode // its permissions, or those of a new file
	done bool
}

// CreateAtomic starts writing the file at path anew (see AtomicFile). A
// symbolic link at path is followed, so that the file it names is the one
// replaced. An existing file keeps its permissions; a new one gets perm.
// Anything at path that is not a regular file (a directory, a FIFO, a
// device) is refused with an error wrapping ErrNotRegular and left alone.
func CreateAtomic(path string, perm fs.FileMode) (*AtomicFile, error) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	mode := perm
	if info, err := os.Stat(path); err == nil {
		if !info.Mode().IsRegular() {
			return nil, notRegular(path, info)
		}
		mode = info.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, err
	}
	return &AtomicFile{f: f, path: path, mode: mode}, nil
}

// Write writes to the temporary file.
func (a *AtomicFile) Write(p []byte) (int, error) { return a.f.Write(p) }

// Commit syncs the bytes written to disk and renames them over the file
// replaced. On failure the temporary file is removed and the old file is
// left as it was.
func (a *AtomicFile) Commit() (err error) {
	if a.done {
		return errors.New("game: file already committed or aborted")
	}
	a.done = true
	defer func() {
		if err != nil {
			a.f.Close()
			os.Remove(a.f.Name())
		}
	}()
	if err := a.f.Chmod(a.mode); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		return err
	}
	if err := a.f.Sync(); err != nil {
		return err
	}
	if err := a.f.Close(); err != nil {
		return err
	}
	if err := os.Rename(a.f.Name(), a.path); err != nil {
		return err
	}
	syncDir(filepath.Dir(a.path))
	return nil
}

// Abort throws the bytes written away: the temporary file is removed and
// the file it would have replaced is left as it was. It does nothing after
// Commit or another Abort.
func (a *AtomicFile) Abort() {
	if a.done {
		return
	}
	a.done = true
	a.f.Close()
	os.Remove(a.f.Name())
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

// LoadFile reads the game saved at path, timed by opts.Clock. A missing file gives an error wrapping fs.ErrNotExist. Only a
// regular file is read, and no more of it than a save can hold: a
// directory, a pipe or a device at path gives an error (and is left
// alone), so a FIFO cannot hang the caller and /dev/zero cannot fill its
// memory. A file that Load cannot read back, or one too large to be a
// save, is moved aside to path + ".corrupt" (or ".corrupt.1", ... when
// that exists already, so an older one is never overwritten) and
// LoadFile returns an error wrapping ErrCorruptSave that names both
// files: the session reports it once and starts a new game, and path is
// free for the next save.
func LoadFile(path string, opts Options) (*Game, error) {
	data, err := ReadRegular(path, maxSaveSize)
	if err != nil && !errors.Is(err, ErrTooLarge) {
		return nil, fmt.Errorf("game: load: %w", err)
	}
	if err != nil {
		err = corrupt("larger than %d bytes", maxSaveSize)
	} else {
		var g *Game
		if g, err = decode(data, opts.Clock); err == nil {
			return g, nil
		}
	}
	aside, merr := MoveAside(path)
	if merr != nil {
		return nil, fmt.Errorf("%w (%s could not be moved aside: %w)", err, path, merr)
	}
	return nil, &AsideError{Path: path, Aside: aside, Err: err}
}

// AsideError is the error for a file that could not be read back and was
// moved aside, so that the next save does not overwrite it: the session
// names Aside to the player. It wraps the reason.
type AsideError struct {
	Path, Aside string
	Err         error
}

func (e *AsideError) Error() string {
	return fmt.Sprintf("%v (%s moved aside to %s)", e.Err, e.Path, e.Aside)
}

// Unwrap returns the reason the file could not be read.
func (e *AsideError) Unwrap() error { return e.Err }

// maxTornSize bounds what SetAsideTorn reads: preferences are a few
// kilobytes.
const maxTornSize = 16 << 20

// SetAsideTorn moves the JSON file at path aside (as LoadFile does with a
// corrupt save) when it is not a JSON object, and returns the name it now
// has, or "" when it was left alone: missing, or a whole object. The game
// calls it on the preferences file before the toolkit reads it, which
// would take a torn file for empty preferences and overwrite it at exit,
// losing the settings, and statistics older versions kept there. An empty
// file is torn too: it is what an in-place rewrite cut short leaves. A
// FIFO, a device or a socket at path is moved aside unopened (the
// toolkit's reader would wait on it for ever); a directory, which cannot
// hang it, is left alone with an error, as is a file larger than a
// preferences file can be.
func SetAsideTorn(path string) (string, error) {
	data, err := ReadRegular(path, maxTornSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", nil
	case errors.Is(err, ErrNotRegular):
		if info, serr := os.Stat(path); serr != nil || info.IsDir() {
			return "", fmt.Errorf("game: %s: %w", path, err)
		}
	case err != nil:
		return "", fmt.Errorf("game: %s: %w", path, err)
	case len(bytes.TrimSpace(data)) > 0 && json.Unmarshal(data, new(map[string]any)) == nil:
		return "", nil
	}
	aside, err := MoveAside(path)
	if err != nil {
		return "", fmt.Errorf("game: moving %s aside: %w", path, err)
	}
	return aside, nil
}

// ErrTooLarge is ReadRegular's error, wrapped, for a file past its limit.
var ErrTooLarge = errors.New("file too large")

// ErrNotRegular is the error, wrapped, for a path that names something
// other than a regular file: a directory, a FIFO, a device, a socket.
var ErrNotRegular = errors.New("not a regular file")

// notRegular is the error for path, which info says is not a regular file.
func notRegular(path string, info fs.FileInfo) error {
	return fmt.Errorf("%s is %w (%v)", path, ErrNotRegular, info.Mode().Type())
}

// OpenRegular opens the regular file at path for reading, following
// links, and refuses anything else before opening it, with an error
// wrapping ErrNotRegular: opening a FIFO would wait for a writer, and a
// device could be read forever. The file is opened without blocking and
// looked at again once open, in case it was replaced meanwhile. The
// FileInfo returned is the open file's.
func OpenRegular(path string) (*os.File, fs.FileInfo, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, nil, notRegular(path, info)
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, nil, err
	}
	if info, err = f.Stat(); err != nil {
		f.Close()
		return nil, nil, err
	}
	if !info.Mode().IsRegular() { // replaced since the first look
		f.Close()
		return nil, nil, notRegular(path, info)
	}
	return f, info, nil
}

// ReadRegular reads the regular file at path (see OpenRegular), reading
// no more than limit+1 bytes: a larger file gives ErrTooLarge.
func ReadRegular(path string, limit int64) ([]byte, error) {
	f, info, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info.Size() > limit {
		return nil, ErrTooLarge
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, ErrTooLarge
	}
	return data, nil
}

// staleAfter is how old a temporary file must be to count as left by an
// interrupted save rather than one another window is writing now.
const staleAfter = time.Minute

// RemoveStaleTemps removes the temporary files that interrupted saves to
// path left beside it (SaveFile writes "."+name+".tmp-*" and renames it),
// those older than a minute, so that a save another window of the game is
// writing at this moment is spared. Call it at start; it reports the first
// failure to remove one.
func RemoveStaleTemps(path string) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	matches, err := filepath.Glob(filepath.Join(dir, "."+globEscape(base)+".tmp-*"))
	if err != nil {
		return err
	}
	var first error
	for _, m := range matches {
		if info, err := os.Lstat(m); err != nil || time.Since(info.ModTime()) < staleAfter {
			continue
		}
		if err := os.Remove(m); err != nil && first == nil && !errors.Is(err, fs.ErrNotExist) {
			first = err
		}
	}
	return first
}

// globEscape escapes the characters filepath.Match treats specially.
func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// WriteAside keeps data that could not be read, which came from
// somewhere other than a file of its own (such as statistics older
// versions kept in the preferences), in a new file beside path named as
// MoveAside names a corrupt file: path + ".corrupt", ".corrupt.1", ...,
// never over an older one. It returns the name.
func WriteAside(path string, data []byte) (string, error) {
	for i := 0; i < maxAside; i++ {
		aside := asideName(path, i)
		f, err := os.OpenFile(aside, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = f.Write(data)
		if serr := f.Sync(); err == nil {
			err = serr
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return aside, err
	}
	return "", errors.New("too many corrupt files kept already")
}

// maxAside is how many files kept aside one path may have.
const maxAside = 1000

// asideName is the i-th name a file kept aside from path takes: path +
// ".corrupt", then ".corrupt.1", ".corrupt.2", ...
func asideName(path string, i int) string {
	if i == 0 {
		return path + ".corrupt"
	}
	return path + ".corrupt." + strconv.Itoa(i)
}

// MoveAside renames a corrupt file (a save, statistics, the trainer's
// files) to the first free name of path +
// ".corrupt", ".corrupt.1", ... and returns that name.
func MoveAside(path string) (string, error) {
	for i := 0; i < maxAside; i++ {
		aside := asideName(path, i)
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
