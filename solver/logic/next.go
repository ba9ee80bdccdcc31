package logic

// Next returns the easiest step on b, trying the techniques in order, or
// nil when none applies (the board is solved, broken, or beyond them all).
func Next(b *Board) *Step { return NextUpTo(b, Extreme) }

// NextUpTo is Next restricted to the techniques of level max and below.
func NextUpTo(b *Board, max Level) *Step { return next(b, max, fcOne) }

// next is NextUpTo with the forcing chain's ceiling: fcOne for one chain a
// step, as hints show them, or the rating walk's score so far (see
// nextForRating).
func next(b *Board, max Level, ceiling float64) *Step {
	return ladder(b, max, 0, numTechniques, ceiling)
}

// ladder is next trying only the techniques from, from+1, ..., to-1.
func ladder(b *Board, max Level, from, to Technique, ceiling float64) *Step {
	for t := from; t < to; t++ {
		if techniqueInfo[t].level > max || finders[t] == nil {
			continue
		}
		var s *Step
		if t == ForcingChain {
			s = findForcingChain(b, ceiling)
		} else {
			s = finders[t](b)
		}
		if s != nil {
			return s
		}
	}
	return nil
}
