//go:build unix

package session_test

import (
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/session"
)

// TestTrainerFIFOFiles: a FIFO named as one of the trainer's files is
// refused without being opened (opening it would wait for a writer and
// freeze the window), reported, and left alone.
func TestTrainerFIFOFiles(t *testing.T) {
	for _, name := range []string{session.PracticeCacheFile, session.PracticeStatsFile} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, name)
			if err := syscall.Mkfifo(path, 0o600); err != nil {
				t.Skip("no FIFOs here:", err)
			}
			done := make(chan session.TrainerView, 1)
			go func() {
				var mu sync.Mutex
				var queue []func()
				tr := session.NewTrainer(session.TrainerOptions{Dir: dir, Find: (&linesFinder{gate: make(chan struct{})}).find, Workers: 1, Seed: 1,
					Post: func(f func()) { mu.Lock(); queue = append(queue, f); mu.Unlock() }})
				defer tr.Close()
				tr.Flush() // a write of the file left alone would fail, and say so
				mu.Lock()
				for _, f := range queue {
					f()
				}
				mu.Unlock()
				done <- tr.View()
			}()
			var v session.TrainerView
			select {
			case v = <-done:
			case <-time.After(5 * time.Second):
				// Unblock the opener so the test binary can end.
				if f, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil {
					f.Close()
				}
				t.Fatal("the trainer waited on the FIFO")
			}
			if v.Problem.Key != "trainer.file-unreadable" {
				t.Errorf("problem %+v, want trainer.file-unreadable", v.Problem)
			}
			if info, err := os.Lstat(path); err != nil || info.Mode().Type() != os.ModeNamedPipe {
				t.Errorf("the FIFO was not left alone: %v, %v", info, err)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 1 {
				t.Errorf("%d files in the folder, want the FIFO alone", len(entries))
			}
		})
	}
}
