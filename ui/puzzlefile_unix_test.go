//go:build unix

package ui_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
)

// TestOpenFIFO: a FIFO picked in the Open dialog froze the window until a
// writer came, since Fyne opened it on the window's goroutine. What is
// not a regular file is now refused before it is opened, at once, with
// words that say so, and the game goes on.
func TestOpenFIFO(t *testing.T) {
	f := newFixture(t)
	prev := f.game()
	path := filepath.Join(t.TempDir(), "a.txt")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // free a test that hangs
		if w, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
	})
	done := make(chan struct{})
	go func() {
		defer close(done)
		f.play.OpenPuzzleURI(storage.NewFileURI(path))
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("opening a FIFO hangs")
	}
	f.settle()
	d := f.topOverlay()
	if want := lang.L("file.not-regular", map[string]any{"Name": "a.txt"}); d == nil || !hasText(d, want) {
		t.Errorf("no error saying %q: %q", want, texts(d))
	}
	if f.game() != prev {
		t.Error("the game changed")
	}
}
