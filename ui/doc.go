// Package ui holds the Fyne widgets and the window of the game: the board,
// the digit palette and the buttons. It renders package game and forwards
// input to it. It never imports fyne.io/fyne/v2/app, so its tests run
// headless with fyne.io/fyne/v2/test.
//
// The package is laid down with the project's foundation; the widgets
// arrive with the desktop game.
package ui
