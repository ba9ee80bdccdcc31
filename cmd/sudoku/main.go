// Command sudoku is the desktop game: a window with the board, the digit
// palette and the Check, Answer and New buttons. Double-click it, or run
// "go run ./cmd/sudoku".
//
// One copy runs per data directory: a second start brings the first
// window to the front and exits (see package instance); a copy that
// cannot take the lock runs without saving, and says so. Quitting always
// ends the process, within a few seconds (see closer). Without a display
// the game says so in one line and exits with status 1.
package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	_ "github.com/sudokudesktop/sudoku/cmd/sudoku/internal/clocale" // before Fyne reads the locale
	"github.com/sudokudesktop/sudoku/ui"
)

func main() {
	dir := storageDir(appID)
	only, unlocked := single(dir) // exits if another copy runs
	start := ui.Start{Unlocked: unlocked, PrefsAside: keepPrefsAside(dir, unlocked == nil)}
	a := app.NewWithID(appID) // reads the preferences
	if root := a.Storage().RootURI(); root != nil && root.Path() != dir && start.Unlocked == nil {
		// The lock guards another folder than the saves' (a Fyne that
		// keeps its storage elsewhere): save nothing rather than risk it.
		start.Unlocked = fmt.Errorf("the lock is in %s, not in the storage folder %s", dir, root.Path())
		fyne.LogError("making this the only copy of the game: nothing will be saved", start.Unlocked)
	}
	w, err := openWindow(func() fyne.Window { return ui.NewWindowFrom(a, start) })
	if err != nil {
		only.Release()
		fmt.Fprintln(os.Stderr, "sudoku:", err)
		os.Exit(1)
	}
	only.OnShow(func() { fyne.Do(func() { w.Show(); w.RequestFocus() }) })
	w.SetCloseIntercept(closer(w, os.Exit))
	exitOnSignal(os.Exit)
	w.ShowAndRun()
	only.Release()
	os.Exit(0) // whatever Fyne's goroutines may still wait for
}
