package ui

// The layout's hooks for tests: compiled into the tests alone.

// BoardSide returns the side of the square the board's grid fills now.
func (p *Play) BoardSide() float32 {
	side, _ := boardSquare(p.w.board.Size())
	return side
}

// PadKeyWidth returns the width of the pad's key of digit d now.
func (p *Play) PadKeyWidth(d uint8) float32 { return p.w.palette.keys[d].Size().Width }
