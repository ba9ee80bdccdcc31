package main

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"os"
	"strings"

	"fyne.io/fyne/v2"
)

// errNoDisplay says that no display could be opened, with the system's
// reason when it gave one.
var errNoDisplay = errors.New("no display could be opened")

// openWindow makes the game's window with newWindow, turning the panic
// that Fyne's driver raises when there is no display to connect to
// (GLFW failed to start, and its first call panics with "NotInitialized")
// into errNoDisplay. What the standard logger prints meanwhile is held
// back: on success it goes to standard error as it would have; without
// a display it is the reason, and the one line the player sees gives it.
func openWindow(newWindow func() fyne.Window) (w fyne.Window, err error) {
	var held bytes.Buffer
	log.SetOutput(&held)
	defer func() {
		log.SetOutput(os.Stderr)
		r := recover()
		if r == nil {
			os.Stderr.Write(held.Bytes())
			return
		}
		if !noDisplayPanic(r) {
			os.Stderr.Write(held.Bytes())
			panic(r)
		}
		err = errNoDisplay
		if reason := platformError(held.String()); reason != "" {
			err = fmt.Errorf("%w (%s)", errNoDisplay, reason)
		}
	}()
	return newWindow(), nil
}

// noDisplayPanic reports whether a panic's value is GLFW's "not
// initialized" error, which Fyne's driver meets first when GLFW could not
// start for want of a display.
func noDisplayPanic(r any) bool {
	err, ok := r.(error)
	return ok && strings.HasPrefix(err.Error(), "NotInitialized:")
}

// platformError returns the reason in the last "PlatformError: ..." line
// of a log, as GLFW logs a failure to open the display ("X11: Failed to
// open display :99"), or "".
func platformError(logged string) string {
	const mark = "PlatformError: "
	i := strings.LastIndex(logged, mark)
	if i < 0 {
		return ""
	}
	reason, _, _ := strings.Cut(logged[i+len(mark):], "\n")
	return strings.TrimSpace(reason)
}
