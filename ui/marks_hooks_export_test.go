package ui

// ModeCaption returns the words under the pad's mark mode control.
func (p *Play) ModeCaption() string { return p.w.palette.modeCaption.Text }
