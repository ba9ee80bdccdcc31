package session_test

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// closeCounter is a reader that counts its closes.
type closeCounter struct {
	io.Reader
	closes int
}

func (c *closeCounter) Close() error { c.closes++; return nil }

// pipeCloser is the read end of a pipe that records its close.
type pipeCloser struct {
	*io.PipeReader
	closed chan struct{}
}

func (p *pipeCloser) Close() error {
	close(p.closed)
	return p.PipeReader.Close()
}

// TestReadFile reads a file in the background: what it holds shows only
// once read, done runs first, and the file is closed once.
func TestReadFile(t *testing.T) {
	for _, tc := range []struct {
		name  string
		r     io.Reader
		alert string // the alert's key, "" for a game started
	}{
		{"one puzzle", strings.NewReader(puzzleText + "\n"), ""},
		{"unreadable", io.MultiReader(strings.NewReader("53"), iotestErr{}), "file.read-failed"},
		{"no puzzle", strings.NewReader("hello\n"), "file.no-puzzle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			prev := h.s.Game()
			rc := &closeCounter{Reader: tc.r}
			var doneAt int
			h.s.ReadFile("a.txt", rc, func() { doneAt = len(h.views) + 1 })
			h.wantStatus("status.file.reading")
			if h.s.Game() != prev {
				t.Fatal("the game changed before the file was read")
			}
			h.settle()
			if doneAt == 0 || doneAt != len(h.views) {
				t.Errorf("done ran before view %d of %d; want it just before the last", doneAt, len(h.views))
			}
			if rc.closes != 1 {
				t.Errorf("the file was closed %d times", rc.closes)
			}
			v := h.view()
			if tc.alert == "" {
				if h.s.Game() == prev || h.s.Game().Givens() != grid(t, puzzleText) {
					t.Error("the file's puzzle did not start")
				}
				return
			}
			if v.Alert == nil || v.Alert.Key != tc.alert {
				t.Errorf("alert %v, want %s", v.Alert, tc.alert)
			}
			if h.s.Game() != prev {
				t.Error("a bad file changed the game")
			}
		})
	}
}

type iotestErr struct{}

func (iotestErr) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestReadFileStops: a file that does not come is closed by Cancel, or by
// a new game, and then changes nothing.
func TestReadFileStops(t *testing.T) {
	for _, tc := range []struct {
		name string
		stop func(h *harness, cancel func())
		want string
	}{
		{"cancel", func(_ *harness, cancel func()) { cancel() }, "status.file.cancelled"},
		{"a new game", func(h *harness, _ func()) { h.s.New("easy") }, "status.generating"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			prev := h.s.Game()
			r, _ := io.Pipe()
			rc := &pipeCloser{r, make(chan struct{})}
			done := false
			cancel := h.s.ReadFile("a.txt", rc, func() { done = true })
			tc.stop(h, cancel)
			select {
			case <-rc.closed:
			case <-time.After(5 * time.Second):
				t.Fatal("the file was not closed")
			}
			h.wantStatus(tc.want)
			if tc.name == "cancel" {
				h.settle()
				if h.s.Game() != prev {
					t.Error("a cancelled file changed the game")
				}
				h.wantStatus(tc.want)
			} else {
				h.settle()
			}
			if !done {
				t.Error("done did not run")
			}
			cancel() // late: nothing to stop
		})
	}
}
