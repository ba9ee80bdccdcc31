package main

import (
	"os"
	"path/filepath"
	"runtime"
)

// appID is the game's app ID: Fyne keeps its storage, the preferences
// among it, in a folder named after it.
const appID = "io.github.sudokudesktop.sudoku"

// storageDir returns the folder Fyne's desktop app of ID id keeps its
// storage in (its Storage().RootURI()), computed as Fyne 2.7's
// rootConfigDir does, errors ignored as it ignores them, so that the game
// can look at the files there before the app opens them: the lock, and
// the preferences, which Fyne reads as the app is made. main checks the
// answer against the app's once it is made, and TestStorageDir checks it
// against the Fyne in go.mod.
func storageDir(id string) string {
	var root string
	switch runtime.GOOS {
	case "windows":
		home, _ := os.UserHomeDir()
		root = filepath.Join(home, "AppData", "Roaming")
	case "darwin":
		home, _ := os.UserHomeDir()
		root = filepath.Join(home, "Library", "Preferences")
	default:
		root, _ = os.UserConfigDir()
	}
	return filepath.Join(root, "fyne", id)
}
