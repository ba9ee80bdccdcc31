package ui

import "fyne.io/fyne/v2"

// NewMenuItems returns the items the New button's menu holds now.
func (p *Play) NewMenuItems() []*fyne.MenuItem { return p.newMenuItems() }
