package main

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/game"
)

// prefsFile is the file Fyne keeps the preferences in, in its storage
// folder.
const prefsFile = "preferences.json"

// keepPrefsAside looks at the preferences file in the storage folder dir
// before Fyne reads it, and returns the name it was kept aside under, ""
// when it was left alone. A FIFO or a device there would hang Fyne's
// reader for ever, with no window: it is moved aside unopened. A torn or
// empty file, which Fyne would read as no preferences and overwrite at
// exit, is moved aside too (see game.SetAsideTorn), but only when this
// copy holds the lock (locked): another copy may be rewriting it at this
// moment, and Fyne rewrites it in place.
func keepPrefsAside(dir string, locked bool) string {
	if dir == "" {
		return ""
	}
	path := filepath.Join(dir, prefsFile)
	if !locked {
		if info, err := os.Stat(path); err != nil || info.Mode().IsRegular() {
			return ""
		}
	}
	aside, err := game.SetAsideTorn(path)
	if err != nil {
		fyne.LogError("checking the preferences", err)
	}
	return aside
}
