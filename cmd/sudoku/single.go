package main

import (
	"errors"
	"fmt"
	"os"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/cmd/sudoku/internal/instance"
)

// single makes this process the one copy of the game on a's data
// directory, its storage root. When another copy holds the directory,
// single asks it to bring its window to the front, says "Sudoku is already
// open" on standard error and exits with status 0. When the lock cannot
// be taken at all (a data directory that cannot be written), the game runs
// without it, saying why; it returns nil then.
func single(a fyne.App) *instance.Instance {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return nil
	}
	in, err := instance.Acquire(root.Path())
	switch {
	case errors.Is(err, instance.ErrRunning):
		if err := instance.Show(root.Path()); err != nil {
			fyne.LogError("asking the open game to show its window", err)
		}
		fmt.Fprintln(os.Stderr, "Sudoku is already open")
		os.Exit(0)
	case err != nil:
		fyne.LogError("making this the only copy of the game", err)
	}
	return in
}
