package main

import (
	"errors"
	"fmt"
	"os"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/cmd/sudoku/internal/instance"
)

// single makes this process the one copy of the game on the storage
// folder dir, before the app reads anything there. When another copy
// holds the folder, single asks it to bring its window to the front,
// says so in one line on standard error (and that the window could not
// be brought forward, when it could not) and exits with status 0.
//
// When the lock cannot be taken for another reason (instance.lock is a
// folder or cannot be opened, the file system has no locks, the folder
// cannot be written), single returns nil and the reason: another copy may
// be running on the same files, so this one must write none of them (see
// ui.Start.Unlocked). With dir "" there is no folder to lock; single
// returns nil, nil.
func single(dir string) (*instance.Instance, error) {
	if dir == "" {
		return nil, nil
	}
	in, err := instance.Acquire(dir)
	switch {
	case errors.Is(err, instance.ErrRunning):
		if err := instance.Show(dir); err != nil {
			fmt.Fprintf(os.Stderr, "Sudoku is already open, but its window could not be brought to the front (%v)\n", err)
		} else {
			fmt.Fprintln(os.Stderr, "Sudoku is already open")
		}
		os.Exit(0)
	case err != nil && in == nil:
		fyne.LogError("making this the only copy of the game: nothing will be saved", err)
		return nil, err
	case err != nil: // locked, but a second start cannot reach this one
		fyne.LogError("listening for a second start", err)
	}
	return in, nil
}
