package logic

// Next returns the easiest step on b, trying the techniques in order, or
// nil when none applies (the board is solved, broken, or beyond them all).
func Next(b *Board) *Step { return NextUpTo(b, Extreme) }

// NextUpTo is Next restricted to the techniques of level max and below.
func NextUpTo(b *Board, max Level) *Step {
	for t := Technique(0); t < numTechniques; t++ {
		if techniqueInfo[t].level > max || finders[t] == nil {
			continue
		}
		if s := finders[t](b); s != nil {
			return s
		}
	}
	return nil
}
