package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// warmFonts loads the text faces the first frame needs, regular (labels and
// the board) and bold (button labels and givens), on another goroutine, so
// that the font files, the theme's and the system's fallback, are parsed
// while the main thread connects to the display and makes the window. It
// returns a channel that is closed when the faces are ready: wait on it
// before building content, so that the work is not done twice.
func warmFonts() <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		size := theme.Size(theme.SizeNameText)
		fyne.MeasureText("0", size, fyne.TextStyle{})
		fyne.MeasureText("0", size, fyne.TextStyle{Bold: true})
	}()
	return done
}
