package instance_test

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/cmd/sudoku/internal/instance"
)

// holdEnv names the directory a re-run of this test binary locks: it
// takes the lock, says "locked", says "shown" for each request to show
// its window, and lives until it is killed.
const holdEnv = "INSTANCE_TEST_HOLD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(holdEnv); dir != "" {
		in, err := instance.Acquire(dir)
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(3)
		}
		in.OnShow(func() { fmt.Println("shown") })
		fmt.Println("locked")
		select {}
	}
	os.Exit(m.Run())
}

// holder is another process that holds the lock of a directory.
type holder struct {
	cmd   *exec.Cmd
	lines chan string
}

// startHolder starts a process that takes the lock of dir, and waits
// until it has it.
func startHolder(t *testing.T, dir string) *holder {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), holdEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	h := &holder{cmd: cmd, lines: make(chan string, 16)}
	t.Cleanup(func() { h.kill(t) })
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			h.lines <- s.Text()
		}
		close(h.lines)
	}()
	if line := h.next(t); line != "locked" {
		t.Fatalf("the holder said %q, not \"locked\"", line)
	}
	return h
}

// next returns the holder's next line.
func (h *holder) next(t *testing.T) string {
	t.Helper()
	select {
	case line := <-h.lines:
		return line
	case <-time.After(10 * time.Second):
		t.Fatal("the holder said nothing for 10 s")
		return ""
	}
}

// kill ends the holder with SIGKILL, as kill -9 does: it has no chance to
// let go of anything itself.
func (h *holder) kill(t *testing.T) {
	if h.cmd.ProcessState != nil {
		return
	}
	if err := h.cmd.Process.Signal(syscall.SIGKILL); err != nil && !errors.Is(err, os.ErrProcessDone) {
		t.Error(err)
	}
	h.cmd.Wait()
}

// TestSecondStartIsRefused: while one process holds the lock, another
// cannot take it, and its request to show the window reaches the first;
// once the first is killed with SIGKILL, the lock is free at once, and
// the socket file it left behind is no obstacle.
func TestSecondStartIsRefused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "io.github.sudokudesktop.sudoku") // not made yet: Acquire makes it
	h := startHolder(t, dir)

	if in, err := instance.Acquire(dir); !errors.Is(err, instance.ErrRunning) {
		if in != nil {
			in.Release()
		}
		t.Fatalf("a second Acquire while the first process lives: %v, want ErrRunning", err)
	}
	start := time.Now()
	if err := instance.Show(dir); err != nil {
		t.Fatalf("Show: %v", err)
	}
	if line := h.next(t); line != "shown" {
		t.Fatalf("the holder said %q, not \"shown\"", line)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("Show took %v", d)
	}

	h.kill(t)
	if _, err := os.Stat(instance.SocketPath(dir)); err != nil {
		t.Fatalf("the killed holder left no socket file to test with: %v", err)
	}
	if err := instance.Show(dir); err == nil {
		t.Error("Show reached a process that was killed")
	}
	in, err := instance.Acquire(dir)
	if err != nil {
		t.Fatalf("Acquire after the holder was killed: %v", err)
	}
	defer in.Release()
	shown := make(chan struct{}, 1)
	in.OnShow(func() { shown <- struct{}{} })
	if err := instance.Show(dir); err != nil {
		t.Fatalf("Show to the new holder, over the stale socket's path: %v", err)
	}
	select {
	case <-shown:
	case <-time.After(5 * time.Second):
		t.Fatal("the new holder was not asked to show its window")
	}
}

// TestStaleSocket: whatever was left at the socket's path by a process that
// died (a socket nobody listens on, a plain file) is replaced by the one
// that takes the lock; a socket nobody listens on while the lock is held
// makes Show fail quickly, not hang.
func TestStaleSocket(t *testing.T) {
	for _, stale := range []string{"socket", "file"} {
		t.Run(stale, func(t *testing.T) {
			dir := t.TempDir()
			path := instance.SocketPath(dir)
			switch stale {
			case "socket":
				ln, err := net.Listen("unix", path)
				if err != nil {
					t.Fatal(err)
				}
				ln.(*net.UnixListener).SetUnlinkOnClose(false)
				ln.Close()
			case "file":
				if err := os.WriteFile(path, []byte("junk"), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			start := time.Now()
			if err := instance.Show(dir); err == nil {
				t.Error("Show reached a stale socket")
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("Show to a stale socket took %v", d)
			}
			in, err := instance.Acquire(dir)
			if err != nil {
				t.Fatalf("Acquire over a stale %s: %v", stale, err)
			}
			defer in.Release()
			if err := instance.Show(dir); err != nil {
				t.Fatalf("Show after Acquire: %v", err)
			}
		})
	}
}

// TestRelease: a released lock can be taken again, and its socket is gone.
func TestRelease(t *testing.T) {
	dir := t.TempDir()
	in, err := instance.Acquire(dir)
	if err != nil {
		t.Fatal(err)
	}
	in.Release()
	if _, err := os.Stat(instance.SocketPath(dir)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the socket is still there after Release: %v", err)
	}
	again, err := instance.Acquire(dir)
	if err != nil {
		t.Fatalf("Acquire after Release: %v", err)
	}
	again.Release()
}

// TestLongDirectory: a data directory too deep for a socket path in it
// still gets a socket, elsewhere, that works.
func TestLongDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), strings.Repeat("d", 60), strings.Repeat("e", 60))
	path := instance.SocketPath(dir)
	if len(path) > 100 || strings.HasPrefix(path, dir) {
		t.Fatalf("socket path %q (%d bytes) for a long directory", path, len(path))
	}
	in, err := instance.Acquire(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Release()
	if err := instance.Show(dir); err != nil {
		t.Fatalf("Show: %v", err)
	}
}

// TestSocketPathBlocked: a folder with files in it at the socket's path
// cannot be removed; the first copy ran without a socket, and a second
// start left its window hidden. The holder listens on the spare path, and
// a second start reaches it there.
func TestSocketPathBlocked(t *testing.T) {
	dir := t.TempDir()
	blocked := filepath.Join(dir, instance.SocketName)
	if err := os.MkdirAll(filepath.Join(blocked, "inside"), 0o700); err != nil {
		t.Fatal(err)
	}
	h := startHolder(t, dir)
	if err := instance.Show(dir); err != nil {
		t.Fatalf("Show: %v", err)
	}
	if line := h.next(t); line != "shown" {
		t.Fatalf("the holder said %q, not \"shown\"", line)
	}
	if info, err := os.Stat(blocked); err != nil || !info.IsDir() {
		t.Errorf("the folder in the way was touched: %v", err)
	}
}
