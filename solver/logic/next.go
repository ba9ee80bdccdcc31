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
	return ladder(b, max, 0, len(ladderTable), ceiling)
}

// ladder is next trying only the rungs from, from+1, ..., to-1 of the
// ladder table.
func ladder(b *Board, max Level, from, to int, ceiling float64) *Step {
	for i := from; i < to; i++ {
		r := &ladderTable[i]
		if !r.tried || r.level > max || !appliesTo(r.t, b) {
			continue
		}
		var s *Step
		if r.capped != nil {
			s = r.capped(b, ceiling)
		} else {
			s = r.first(b)
		}
		if s != nil {
			return s.on(b)
		}
	}
	return nil
}
