package logic

// findLockedCandidates finds a digit confined to the intersection of a box
// and a line. Pointing: within the box it lies on one line, so the rest of
// the line loses it. Claiming: within the line it lies in one box, so the
// rest of the box loses it.
func findLockedCandidates(b *Board, visit func(*Step) bool) {
	where := b.cellsByDigit()
	for d := uint8(1); d <= 9; d++ {
		for i := 0; i < 9; i++ {
			box := Box(i)
			in := where[d].And(box.Set())
			if in.Empty() {
				continue
			}
			// Only a line crossing the box can hold all of in.
			for _, line := range boxLines(i) {
				if !in.AndNot(line.Set()).Empty() {
					continue
				}
				if s := lockedStep(b, &where, d, box, line, in, "pointing"); s != nil && !visit(s) {
					return
				}
			}
		}
	}
	for d := uint8(1); d <= 9; d++ {
		for j := 0; j < 18; j++ {
			line := Unit(j)
			in := where[d].And(line.Set())
			if in.Empty() {
				continue
			}
			for _, box := range lineBoxes(line) {
				if !in.AndNot(box.Set()).Empty() {
					continue
				}
				if s := lockedStep(b, &where, d, line, box, in, "claiming"); s != nil && !visit(s) {
					return
				}
			}
		}
	}
}

// lockedStep returns the step that removes d from the rest of house to,
// where the candidates in of digit d in house from all lie, or nil when
// the rest has none; where holds the cells of each digit.
func lockedStep(b *Board, where *[10]CellSet, d uint8, from, to Unit, in CellSet, variant string) *Step {
	rest := to.Set().AndNot(from.Set())
	if rest.And(where[d]).Empty() {
		return nil
	}
	return &Step{
		Technique:    LockedCandidates,
		Pattern:      candidatesIn(b, in.Cells(), DigitSet(d)),
		Units:        []Unit{from, to},
		Digits:       DigitSet(d),
		Eliminations: eliminations(b, rest, d),
		Variant:      variant,
	}
}
