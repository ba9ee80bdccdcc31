package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestApplyFitsTheWindow: the hint's Apply button was laid out before it
// counted its icon, so its icon and text ran to the window's right edge.
// It now gets its whole size and ends where the header's New button does,
// at both window sizes, each time a hint shows it.
func TestApplyFitsTheWindow(t *testing.T) {
	for _, tc := range []struct {
		name string
		size fyne.Size
	}{
		{"default", defaultSize},
		{"narrow", narrowSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.win.Resize(tc.size)
			inPlay(t, f)
			d := fyne.CurrentApp().Driver()
			right := func(key string) float32 {
				b := f.play.Button(key)
				return d.AbsolutePositionForObject(b).X + b.Size().Width
			}
			for i := range 2 { // shown, hidden by a move, shown again
				f.press("hint")
				f.press("hint")
				apply := f.play.Button("apply")
				if !apply.Visible() {
					t.Fatal("no Apply with the hint in full")
				}
				if got, want := apply.Size().Width, apply.MinSize().Width; got < want {
					t.Errorf("hint %d: Apply is %v wide, its content %v", i+1, got, want)
				}
				if got, want := right("apply"), right("new"); got > want+0.5 {
					t.Errorf("hint %d: Apply ends at x %v, past New's %v", i+1, got, want)
				}
				f.press("apply")
			}
		})
	}
}
