package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// PickerOpen reports whether the number picker is on show.
func (p *Play) PickerOpen() bool { return p.picker != nil && p.picker.open() }

// PickerKey returns the number picker's key of digit d, or Erase for 0;
// nil before the picker is first drawn.
func (p *Play) PickerKey(d uint8) *widget.Button {
	if p.picker == nil {
		return nil
	}
	return p.picker.keys[d]
}

// PickerNotes returns the number picker's Notes key.
func (p *Play) PickerNotes() *widget.Button { return p.picker.notes }

// PickerPopUp returns the number picker's pop-up, nil before it first
// opens.
func (p *Play) PickerPopUp() fyne.CanvasObject {
	if p.picker == nil || p.picker.popup == nil {
		return nil
	}
	return p.picker.popup
}

// PickerBounds returns where the number picker's keys are on the canvas,
// and their size.
func (p *Play) PickerBounds() (fyne.Position, fyne.Size) {
	pk := p.picker
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(pk), pk.Size()
}
