package main

import (
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
)

// Quitting's deadlines: the last saves get flushDeadline to be written,
// then Fyne's main loop gets loopDeadline to return.
const (
	flushDeadline = 3 * time.Second
	loopDeadline  = 2 * time.Second
)

// closer returns the close intercept of the game's window w, which Fyne
// calls both for the window's close button and for the menu's Quit. It
// closes w, whose OnClosed writes the last saves there and then, and
// makes sure the process ends even if Fyne does not let it: a watchdog
// calls exit(1), saying so, if the saves are not written within
// flushDeadline, and exit(0) if the main loop has not returned (and main
// exited) loopDeadline after they were. Fyne's main loop has been seen to
// end with its lifecycle queue still waiting on it, keeping the process
// alive with no window (compare fyne-io/fyne issue 6021).
func closer(w fyne.Window, exit func(int)) func() {
	var once sync.Once
	return func() {
		once.Do(func() {
			flushed := make(chan struct{})
			go watch(flushed, exit)
			w.Close() // runs OnClosed, which flushes the saves, before it returns
			close(flushed)
		})
	}
}

// watch ends the process with exit unless main has ended it first: with
// status 1 when flushed is not closed within flushDeadline, else with
// status 0 loopDeadline after it is.
func watch(flushed <-chan struct{}, exit func(int)) {
	select {
	case <-flushed:
	case <-time.After(flushDeadline):
		fmt.Fprintf(os.Stderr, "sudoku: the saves were not written within %v; quitting without them\n", flushDeadline)
		exit(1)
		return
	}
	time.Sleep(loopDeadline)
	exit(0)
}

// exitOnSignal makes sure the process ends after SIGTERM or SIGINT, on
// which Fyne quits its main loop without closing the window: if main has
// not ended the process loopDeadline later, exit(0) does.
func exitOnSignal(exit func(int)) {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-signals
		flushed := make(chan struct{})
		close(flushed) // Fyne closes no window: there is nothing to wait for
		watch(flushed, exit)
	}()
}
