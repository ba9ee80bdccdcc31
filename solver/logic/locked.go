package logic

func init() {
	registerBoth(LockedCandidates, func(b *Board) *Step {
		var first *Step
		findLockedCandidates(b, func(s *Step) bool { first = s; return false })
		return first
	}, findLockedCandidates)
}

// findLockedCandidates finds a digit confined to the intersection of a box
// and a line. Pointing: within the box it lies on one line, so the rest of
// the line loses it. Claiming: within the line it lies in one box, so the
// rest of the box loses it.
func findLockedCandidates(b *Board, visit func(*Step) bool) {
	for d := uint8(1); d <= 9; d++ {
		for i := 0; i < 9; i++ {
			box := Box(i)
			in := b.Where(box, d)
			if in.Empty() {
				continue
			}
			for j := 0; j < 18; j++ {
				line := Unit(j)
				if s := lockedStep(b, d, box, line, in, "pointing"); s != nil && !visit(s) {
					return
				}
			}
		}
	}
	for d := uint8(1); d <= 9; d++ {
		for j := 0; j < 18; j++ {
			line := Unit(j)
			in := b.Where(line, d)
			if in.Empty() {
				continue
			}
			for i := 0; i < 9; i++ {
				if s := lockedStep(b, d, line, Box(i), in, "claiming"); s != nil && !visit(s) {
					return
				}
			}
		}
	}
}

// lockedStep checks that the candidates in of digit d in house from all lie
// in house to, and returns the step that removes d from the rest of to.
func lockedStep(b *Board, d uint8, from, to Unit, in CellSet, variant string) *Step {
	if in.AndNot(to.Set()) != (CellSet{}) {
		return nil
	}
	elim := eliminations(b, to.Set().AndNot(from.Set()), d)
	if len(elim) == 0 {
		return nil
	}
	return &Step{
		Technique:    LockedCandidates,
		Pattern:      candidatesIn(b, in.Cells(), DigitSet(d)),
		Units:        []Unit{from, to},
		Digits:       DigitSet(d),
		Eliminations: elim,
		Variant:      variant,
	}
}
