package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestPickerPos places the number picker by a cell: under it, over it
// near the bottom, beside it when neither fits, and inside the area at
// every edge.
func TestPickerPos(t *testing.T) {
	area := fyne.NewSize(600, 700)
	pop := fyne.NewSize(130, 170)
	const side = 50
	for _, tc := range []struct {
		name string
		at   fyne.Position
		area fyne.Size
		want fyne.Position
	}{
		{"middle: under, centred", fyne.NewPos(275, 300), area, fyne.NewPos(235, 350)},
		{"bottom: over", fyne.NewPos(275, 640), area, fyne.NewPos(235, 470)},
		{"left edge: kept in", fyne.NewPos(0, 100), area, fyne.NewPos(0, 150)},
		{"right edge: kept in", fyne.NewPos(560, 100), area, fyne.NewPos(470, 150)},
		{"bottom right corner", fyne.NewPos(550, 650), area, fyne.NewPos(470, 480)},
		{"short area: beside, right", fyne.NewPos(100, 80), fyne.NewSize(600, 200), fyne.NewPos(150, 20)},
		{"short area, right edge: beside, left", fyne.NewPos(500, 80), fyne.NewSize(600, 200), fyne.NewPos(370, 20)},
		{"tiny area: at its top left", fyne.NewPos(10, 10), fyne.NewSize(100, 100), fyne.NewPos(0, 0)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := pickerPos(tc.at, side, pop, tc.area)
			if got != tc.want {
				t.Errorf("pickerPos(%v) = %v, want %v", tc.at, got, tc.want)
			}
			fits := pop.Width <= tc.area.Width && pop.Height <= tc.area.Height
			if fits && (got.X < 0 || got.Y < 0 || got.X+pop.Width > tc.area.Width || got.Y+pop.Height > tc.area.Height) {
				t.Errorf("%v runs out of the area %v", got, tc.area)
			}
		})
	}
}
