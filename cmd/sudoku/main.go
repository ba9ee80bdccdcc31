// Command sudoku is the desktop game: a window with the board, the digit
// palette and the Check, Answer and New buttons. Double-click it, or run
// "go run ./cmd/sudoku".
package main

import (
	"fyne.io/fyne/v2/app"

	"github.com/sudokudesktop/sudoku/ui"
)

func main() {
	a := app.NewWithID("io.github.sudokudesktop.sudoku")
	ui.NewWindow(a).ShowAndRun()
}
