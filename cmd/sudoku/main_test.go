package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/test"
)

// mainEnv makes a re-run of this test binary run main, as the game;
// quitEnv makes it quit a window in the way it names (see quitWindow).
const (
	mainEnv = "SUDOKU_TEST_MAIN"
	quitEnv = "SUDOKU_TEST_QUIT"
)

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) == "1" {
		main()
		os.Exit(0)
	}
	switch how := os.Getenv(quitEnv); how {
	case "":
	case "signal":
		awaitSignal()
	default:
		quitWindow(how)
	}
	os.Exit(m.Run())
}

// awaitSignal takes SIGTERM and SIGINT as Fyne's driver does, to quit
// its main loop, which then stalls: it says "ready" and waits.
func awaitSignal() {
	signal.Notify(make(chan os.Signal, 1), syscall.SIGTERM, os.Interrupt)
	exitOnSignal(os.Exit)
	fmt.Println("ready")
	time.Sleep(time.Hour)
}

// quitWindow closes a test window as the game's window closes, with the
// saves written in its OnClosed, and then stalls as Fyne's main loop did
// (fyne-io/fyne issue 6021): how is "loop" for a quick save and a main
// loop that never returns, "flush" for saves that never end.
func quitWindow(how string) {
	test.NewApp()
	w := test.NewWindow(nil)
	w.SetOnClosed(func() {
		if how == "flush" {
			time.Sleep(time.Hour)
		}
		fmt.Println("flushed")
	})
	start := time.Now()
	closer(w, os.Exit)() // as Fyne calls the intercept, on the window's goroutine
	fmt.Printf("closed in %v\n", time.Since(start).Round(time.Millisecond))
	time.Sleep(time.Hour) // the main loop does not return
}

// freeDisplay returns an X display name no server answers at: one with
// no socket in /tmp/.X11-unix.
func freeDisplay(t *testing.T) string {
	for n := 99; n < 1000; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); errors.Is(err, os.ErrNotExist) {
			return fmt.Sprintf(":%d", n)
		}
	}
	t.Skip("no free display number")
	return ""
}

// runGame runs the game in a re-run of this test binary, with a fresh
// home and the environment given, and returns its standard error and exit
// status; it fails the test if the game runs longer than limit.
func runGame(t *testing.T, limit time.Duration, env ...string) (stderr string, status int) {
	t.Helper()
	return runGameIn(t, t.TempDir(), limit, env...)
}

// runGameIn is runGame with home as the home folder.
func runGameIn(t *testing.T, home string, limit time.Duration, env ...string) (stderr string, status int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Env = []string{mainEnv + "=1", "HOME=" + home, "XDG_CONFIG_HOME=" + home + "/.config",
		"PATH=" + os.Getenv("PATH"), "LANG=en_US.UTF-8"}
	cmd.Env = append(cmd.Env, env...)
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("the game still ran after %v; stderr:\n%s", limit, errOut.String())
	}
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return errOut.String(), cmd.ProcessState.ExitCode()
}

// TestNoDisplay: with DISPLAY naming no X server the game panicked
// ("GLFW library is not initialized") with a stack trace and exit status
// 2. It says in one line that no display could be opened, and exits 1.
func TestNoDisplay(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the display is X11's or Wayland's")
	}
	// Under C.UTF-8, common in containers, Fyne logged six lines about
	// the locale "C" first.
	for _, locale := range []string{"LANG=en_US.UTF-8", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LANG=C", "LANG=POSIX", "LANG=zh_CN.UTF-8"} {
		t.Run(locale, func(t *testing.T) {
			stderr, status := runGame(t, 30*time.Second, "DISPLAY="+freeDisplay(t), "LANG=", locale)
			if status != 1 {
				t.Errorf("exit status %d, want 1", status)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "sudoku: no display could be opened") {
				t.Errorf("stderr is not one line saying no display could be opened:\n%s", stderr)
			}
		})
	}
}

// TestFIFOPreferences: a FIFO named preferences.json hung the start for
// ever in Fyne's preferences loader, with no window and no word. It is
// kept aside unopened before Fyne looks, and the game goes on (here to
// say there is no display).
func TestFIFOPreferences(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("FIFOs and the X11 display are Unix's")
	}
	home := t.TempDir()
	dir := filepath.Join(home, ".config", "fyne", appID)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, prefsFile)
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	t.Cleanup(func() { // a hung child may still wait on it
		if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
	stderr, status := runGameIn(t, home, 20*time.Second, "DISPLAY="+freeDisplay(t))
	if status != 1 || !strings.HasPrefix(stderr, "sudoku: no display could be opened") {
		t.Errorf("exit status %d, stderr:\n%s", status, stderr)
	}
	if info, err := os.Lstat(path + ".corrupt"); err != nil || info.Mode().Type() != os.ModeNamedPipe {
		t.Errorf("the FIFO was not kept aside: %v %v", info, err)
	}
}

// TestStorageDir: the folder the game locks and looks at before the app
// is made is the one Fyne's app keeps its storage in.
func TestStorageDir(t *testing.T) {
	// Not t.TempDir: the app's watchers may still write there as it ends.
	config, err := os.MkdirTemp("", "storagedir")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(config) })
	t.Setenv("XDG_CONFIG_HOME", config)
	a := app.NewWithID(appID)
	if root := a.Storage().RootURI(); root == nil || root.Path() != storageDir(appID) {
		t.Errorf("Fyne's storage is %v, storageDir says %s", root, storageDir(appID))
	}
}

// TestUnusableLock: with instance.lock a folder (or a lock the system
// cannot take) two copies ran on one folder and overwrote each other's
// game. single says the lock could not be taken, so that the window
// saves nothing.
func TestUnusableLock(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "instance.lock"), 0o700); err != nil {
		t.Fatal(err)
	}
	in, err := single(dir)
	if in != nil || err == nil {
		in.Release()
		t.Fatalf("single on a folder whose lock is a folder: %v, %v; want no instance and the reason", in, err)
	}
}

// childLocale and childLang give the children a locale Fyne can parse:
// under LC_ALL=C.UTF-8, as CI runs, Fyne logs that it cannot parse "C"
// on standard error, which these tests read.
const (
	childLocale = "LC_ALL=en_US.UTF-8"
	childLang   = "LANG=en_US.UTF-8"
)

// TestQuitEndsTheProcess: one quit in six after a disk-full sequence left
// the process running, its window gone, with Fyne's lifecycle queue
// waiting on a main loop that had ended. However Fyne stalls, quitting
// ends the process: a stalled main loop gets loopDeadline once the saves
// are written (status 0), saves that never end get flushDeadline (status
// 1, with a line saying they were not written).
func TestQuitEndsTheProcess(t *testing.T) {
	tests := []struct {
		how    string
		status int
		within time.Duration
		stdout string
		stderr string
	}{
		{"loop", 0, flushDeadline + loopDeadline, "flushed\nclosed in", ""},
		{"flush", 1, flushDeadline + loopDeadline, "", "sudoku: the saves were not written within 3s; quitting without them\n"},
	}
	for _, tt := range tests {
		t.Run(tt.how, func(t *testing.T) {
			t.Parallel() // they mostly wait
			limit := tt.within + 3*time.Second
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), quitEnv+"="+tt.how, childLocale, childLang)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			start := time.Now()
			cmd.Run()
			took := time.Since(start)
			if ctx.Err() != nil {
				t.Fatalf("the process still ran %v after the window closed; stdout %q", limit, out.String())
			}
			if got := cmd.ProcessState.ExitCode(); got != tt.status {
				t.Errorf("exit status %d, want %d", got, tt.status)
			}
			if took > tt.within+time.Second {
				t.Errorf("the process took %v to end, want at most %v", took, tt.within)
			}
			if !strings.HasPrefix(out.String(), tt.stdout) {
				t.Errorf("stdout %q, want it to begin %q", out.String(), tt.stdout)
			}
			if errOut.String() != tt.stderr {
				t.Errorf("stderr %q, want %q", errOut.String(), tt.stderr)
			}
		})
	}
}

// TestSignalEndsTheProcess: SIGTERM (a session logging out) or SIGINT
// make Fyne quit its main loop without closing the window; if the loop
// stalls as it has, the process still ends, loopDeadline later.
func TestSignalEndsTheProcess(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no signals to send")
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			t.Parallel()
			limit := loopDeadline + 3*time.Second
			ctx, cancel := context.WithTimeout(context.Background(), limit+5*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), quitEnv+"=signal", childLocale, childLang)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			ready := make([]byte, 6)
			if _, err := io.ReadFull(out, ready); err != nil || string(ready) != "ready\n" {
				t.Fatalf("the process said %q (%v), not \"ready\"", ready, err)
			}
			start := time.Now()
			cmd.Process.Signal(sig)
			done := make(chan struct{})
			go func() { cmd.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(limit):
				cmd.Process.Kill()
				<-done
				t.Fatalf("the process still ran %v after %v", limit, sig)
			}
			if took := time.Since(start); took < loopDeadline/2 {
				t.Errorf("the process ended %v after %v: sooner than the main loop's due", took, sig)
			}
			if got := cmd.ProcessState.ExitCode(); got != 0 {
				t.Errorf("exit status %d, want 0", got)
			}
		})
	}
}
