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

// TestAtomicFile writes over an existing file and throws the bytes away,
// or commits them: the old file stays byte for byte until the commit, no
// temporary file is left, and the file keeps its permissions; through a
// link, the file linked to is the one replaced.
func TestAtomicFile(t *testing.T) {
	const old, next = "the old file\n", "the new one\n"
	for _, tc := range []struct {
		name   string
		link   bool
		commit bool
	}{
		{"abort", false, false},
		{"commit", false, true},
		{"abort through a link", true, false},
		{"commit through a link", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			target := filepath.Join(dir, "sudoku.pdf")
			must(t, os.WriteFile(target, []byte(old), 0o640))
			must(t, os.Chmod(target, 0o640))
			path := target
			if tc.link {
				path = filepath.Join(dir, "link.pdf")
				must(t, os.Symlink("sudoku.pdf", path))
			}
			f, err := game.CreateAtomic(path, 0o600)
			must(t, err)
			if _, err := f.Write([]byte(next)); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(target); string(got) != old {
				t.Fatalf("before the commit the file holds %q", got)
			}
			want := old
			if tc.commit {
				must(t, f.Commit())
				want = next
			} else {
				f.Abort()
			}
			if got, _ := os.ReadFile(target); string(got) != want {
				t.Errorf("the file holds %q, want %q", got, want)
			}
			if info, err := os.Stat(target); err != nil || info.Mode().Perm() != 0o640 {
				t.Errorf("the file's mode is %v (%v), want -rw-r-----", info.Mode(), err)
			}
			if tc.link {
				if info, err := os.Lstat(path); err != nil || info.Mode().Type() != os.ModeSymlink {
					t.Errorf("the link is gone: %v", err)
				}
			}
			names := dirNames(t, dir)
			if len(names) != map[bool]int{false: 1, true: 2}[tc.link] {
				t.Errorf("the folder holds %q: a temporary file is left", names)
			}
		})
	}
}

// TestRegularFilesOnly: what is not a regular file is neither opened for
// reading nor replaced by a write, and the refusal comes at once.
func TestRegularFilesOnly(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(t *testing.T, path string)
	}{
		{"fifo", func(t *testing.T, path string) { must(t, syscall.Mkfifo(path, 0o600)) }},
		{"directory", func(t *testing.T, path string) { must(t, os.Mkdir(path, 0o700)) }},
		{"link to /dev/null", func(t *testing.T, path string) { must(t, os.Symlink("/dev/null", path)) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "a.txt")
			tc.make(t, path)
			done := make(chan [2]error, 1)
			go func() {
				f, _, rerr := game.OpenRegular(path)
				if f != nil {
					f.Close()
				}
				w, werr := game.CreateAtomic(path, 0o600)
				if w != nil {
					w.Abort()
				}
				done <- [2]error{rerr, werr}
			}()
			select {
			case errs := <-done:
				for i, err := range errs {
					if !errors.Is(err, game.ErrNotRegular) {
						t.Errorf("%s: error %v, want %v", []string{"OpenRegular", "CreateAtomic"}[i], err, game.ErrNotRegular)
					}
				}
			case <-time.After(10 * time.Second):
				t.Fatal("hangs")
			}
		})
	}
}
