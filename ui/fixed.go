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

// MinSize holds the lines of a wrapped label whole, with the padding a
// label keeps around its text.
func (f fixedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Ag", theme.Size(theme.SizeNameText), fyne.TextStyle{}).Height
	spacing := theme.Size(theme.SizeNameLineSpacing)
	return fyne.NewSize(0, float32(f.lines)*(line+spacing)+2*theme.InnerPadding())
}

func (f fixedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// minWidth is a layout that is at least width wide, its content filling
// it.
type minWidth struct{ width float32 }

func (m minWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(m.width, 0)
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

func (m minWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
