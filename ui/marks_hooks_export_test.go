package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// ModeCaption returns the words under the pad's mark mode control.
func (p *Play) ModeCaption() string { return p.w.palette.modeCaption.Text }

// PadTexts returns every text the number pad draws, its keys' labels and
// the captions under them, in drawing order.
func (p *Play) PadTexts() []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case *canvas.Text:
			if o.Visible() {
				out = append(out, o.Text)
			}
		}
	}
	walk(p.w.palette.box)
	return out
}
