// Package game is the game controller and model behind the window: givens
// and the player's entries, pencil notes, moves with undo and redo,
// checking, hints, the timer (with an injected clock) and saving. It is
// plain Go with no Fyne, so every rule is tested without a display.
//
// The package is laid down with the project's foundation; the controller
// arrives with the desktop game.
package game
