//go:build unix

package game_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
)

// TestSetAsideTornFIFO: a FIFO named preferences.json hung the start in
// the toolkit's reader, which waits for a writer. SetAsideTorn moves it
// aside without opening it, so the toolkit finds no file.
func TestSetAsideTornFIFO(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	type result struct {
		aside string
		err   error
	}
	done := make(chan result, 1)
	go func() {
		aside, err := game.SetAsideTorn(path)
		done <- result{aside, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(5 * time.Second):
		if f, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil { // let it go
			f.Close()
		}
		t.Fatal("SetAsideTorn waited on the FIFO")
	}
	if r.err != nil || r.aside != path+".corrupt" {
		t.Fatalf("aside %q, error %v; want %s.corrupt", r.aside, r.err, path)
	}
	if _, err := os.Lstat(path); !os.IsNotExist(err) {
		t.Errorf("the FIFO is still in place: %v", err)
	}
	if info, err := os.Lstat(r.aside); err != nil || info.Mode().Type() != os.ModeNamedPipe {
		t.Errorf("kept aside: %v, %v; want the FIFO", info, err)
	}
}
