package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// fixedHeight is a layout that asks for the height of a number of lines
// of text, whatever its content holds, so that what is below and above it
// never moves; the content fills it and is clipped past it.
type fixedHeight struct{ lines int }

// newFixedHeight holds content in a box of the given lines' height.
func newFixedHeight(lines int, content fyne.CanvasObject) *fyne.Container {
	return container.New(fixedHeight{lines}, container.NewVScroll(content))
}

func (f fixedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Ag", theme.Size(theme.SizeNameText), fyne.TextStyle{}).Height
	return fyne.NewSize(0, float32(f.lines)*line+2*theme.Padding())
}

func (f fixedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
