//go:build unix

package game_test

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
)

// TestLoadFileRefusesHostileFiles: LoadFile read the whole file before its
// limit (a 100 MB file: 250 MB at the peak), hung forever on a FIFO, and
// ran out of memory on a link to /dev/zero. Each is now refused at once,
// and what is not a regular file is left where it is.
func TestLoadFileRefusesHostileFiles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		make    func(t *testing.T, path string)
		corrupt bool // moved aside as a corrupt save
	}{
		{"fifo", func(t *testing.T, path string) { must(t, syscall.Mkfifo(path, 0o600)) }, false},
		{"link to /dev/zero", func(t *testing.T, path string) { must(t, os.Symlink("/dev/zero", path)) }, false},
		{"directory", func(t *testing.T, path string) { must(t, os.Mkdir(path, 0o700)) }, false},
		{"100 MB", func(t *testing.T, path string) {
			f, err := os.Create(path)
			must(t, err)
			must(t, f.Truncate(100<<20)) // sparse: no disk, but 100 MB to read
			must(t, f.Close())
		}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.json")
			tc.make(t, path)
			done := make(chan error, 1)
			go func() {
				_, err := game.LoadFile(path, game.Options{})
				done <- err
			}()
			var err error
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("LoadFile hangs")
			}
			if err == nil {
				t.Fatal("loaded")
			}
			if got := errors.Is(err, game.ErrCorruptSave); got != tc.corrupt {
				t.Errorf("error %v: corrupt %v, want %v", err, got, tc.corrupt)
			}
			if _, serr := os.Lstat(path); (serr == nil) == tc.corrupt {
				t.Errorf("after %v the path is there: %v", err, serr == nil)
			}
		})
	}
}

// TestRemoveStaleTemps: the temporary files of interrupted saves were
// never removed.
func TestRemoveStaleTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	stale := []string{".game.json.tmp-123", ".game.json.tmp-9"}
	keep := []string{"game.json", ".other.json.tmp-1", "game.json.corrupt"}
	fresh := ".game.json.tmp-77" // being written by another window now
	old := time.Now().Add(-time.Hour)
	for _, n := range append(append(stale, keep...), fresh) {
		must(t, os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o600))
		if n != fresh {
			must(t, os.Chtimes(filepath.Join(dir, n), old, old))
		}
	}
	keep = append(keep, fresh)
	must(t, game.RemoveStaleTemps(path))
	for _, n := range stale {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			t.Errorf("%s is still there", n)
		}
	}
	for _, n := range keep {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s was removed", n)
		}
	}
}
