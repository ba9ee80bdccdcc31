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
// rootConfigDir does, so that the game can look at the files there
// before the app opens them: the lock, and the preferences, which Fyne
// reads as it is made. "" when the system gives no folder; main checks
// the answer against the app's once it is made.
func storageDir(id string) string {
	var root string
	switch runtime.GOOS {
	case "windows":
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		root = filepath.Join(home, "AppData", "Roaming")
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		root = filepath.Join(home, "Library", "Preferences")
	default:
		dir, err := os.UserConfigDir()
		if err != nil {
			return ""
		}
		root = dir
	}
	return filepath.Join(root, "fyne", id)
}
