package ui

import (
	"errors"
	"io/fs"
	"os"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage/repository"

	"github.com/sudokudesktop/sudoku/game"
)

// exportPerm is the permissions of a new exported file: readable by
// anyone, as a file a text editor or a browser writes.
const exportPerm fs.FileMode = 0o644

// localFiles is what the driver's repository for file:// URIs does: all
// of Fyne's file operations.
type localFiles interface {
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.CopyableRepository
	repository.MovableRepository
	repository.DeleteAllRepository
}

// safeFiles is the driver's repository for file:// URIs with two of its
// ways changed, so that the file dialogs cannot freeze the window or
// lose a file:
//
//   - Reader opens only regular files (see game.OpenRegular): Fyne's own
//     opens a FIFO the player picked, and waits for a writer on the
//     window's goroutine.
//   - Writer writes to a temporary file beside the one chosen, which
//     Close renames into place (see game.CreateAtomic): Fyne's own
//     truncates the file the moment it is chosen, before anything is
//     ready to go into it. Abort throws the bytes away instead.
type safeFiles struct{ localFiles }

// installSafeFiles puts safeFiles in the place of the file:// repository
// the driver registered, once per driver: the dialogs then read and
// write through it. A driver whose repository lacks some of the ways the
// dialogs use keeps its own.
func installSafeFiles() {
	installMu.Lock()
	defer installMu.Unlock()
	repo, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, ok := repo.(safeFiles); ok {
		return
	}
	if base, ok := repo.(localFiles); ok {
		repository.Register("file", safeFiles{base})
	}
}

var installMu sync.Mutex

// Reader opens the regular file at u, and refuses anything else.
func (r safeFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	f, _, err := game.OpenRegular(u.Path())
	if errors.Is(err, game.ErrNotRegular) {
		return nil, &notRegularError{name: u.Name(), err: err}
	}
	if err != nil {
		return nil, err
	}
	return &fileReader{File: f, uri: u}, nil
}

// notRegularError says in the player's language that a file picked is
// not one that can be opened; it wraps game.ErrNotRegular.
type notRegularError struct {
	name string
	err  error
}

func (e *notRegularError) Error() string {
	return lang.L("file.not-regular", map[string]any{"Name": e.name})
}

func (e *notRegularError) Unwrap() error { return e.err }

// Writer starts writing the file at u anew, through a temporary file.
func (r safeFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	f, err := game.CreateAtomic(u.Path(), exportPerm)
	if err != nil {
		return nil, err
	}
	return &atomicWriter{f: f, uri: u}, nil
}

// Destroy leaves the repository it wraps in place: Register calls it on
// the repository it replaces, which is the one safeFiles still uses.
func (r safeFiles) Destroy(string) {}

// fileReader is an open regular file.
type fileReader struct {
	*os.File
	uri fyne.URI
}

func (r *fileReader) URI() fyne.URI { return r.uri }

// atomicWriter writes a file through a temporary one: Close puts it in
// place, Abort throws it away.
type atomicWriter struct {
	f   *game.AtomicFile
	uri fyne.URI
}

func (w *atomicWriter) Write(p []byte) (int, error) { return w.f.Write(p) }
func (w *atomicWriter) Close() error                { return w.f.Commit() }
func (w *atomicWriter) Abort()                      { w.f.Abort() }
func (w *atomicWriter) URI() fyne.URI               { return w.uri }

// aborter is a writer that can throw away what it was given instead of
// writing it, as atomicWriter can.
type aborter interface{ Abort() }
