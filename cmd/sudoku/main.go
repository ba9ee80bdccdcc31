// Command sudoku is the desktop game: a window with the board, the digit
// palette and the Check, Answer and New buttons. Double-click it, or run
// "go run ./cmd/sudoku".
//
// One copy runs per data directory: a second start brings the first
// window to the front and exits (see package instance). Quitting always
// ends the process, within a few seconds (see closer). Without a display
// the game says so in one line and exits with status 1.
package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/sudokudesktop/sudoku/ui"
)

func main() {
	a := app.NewWithID("io.github.sudokudesktop.sudoku")
	only := single(a) // exits if another copy runs
	w, err := openWindow(func() fyne.Window { return ui.NewWindow(a) })
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
