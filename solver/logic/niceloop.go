package logic

import "github.com/sudokudesktop/sudoku/solver"

// A nice loop is a chain read as a loop through one candidate, as HoDoKu
// and the Eureka notation write them. A continuous loop alternates all
// the way round and proves what an AIC whose ends are weakly linked
// proves. A discontinuous loop breaks the alternation at its start: two
// weak links there (the start is off), two strong links (it is on), or a
// weak and a strong link on two digits of one cell (the digit of the weak
// link is off). Whatever a discontinuous loop proves, the AIC between its
// second and last nodes proves too, so Next finds these through the AIC
// finders; the loop finders list the loop forms one conclusion at a time,
// for anyone who reads chains that way.

// eachNiceLoop visits every nice loop of technique t (NiceLoop,
// GroupedNiceLoop or ALSNiceLoop) that proves something.
func eachNiceLoop(b *Board, t Technique, visit func(*Step) bool) {
	chain := AIC
	switch t {
	case GroupedNiceLoop:
		chain = GroupedAIC
	case ALSNiceLoop:
		chain = ALSAIC
	}
	eachAIC(b, chain, func(s *Step) bool {
		for _, l := range loopsOf(b, s) {
			l.Technique = t
			l.Difficulty = t.Weight() + lengthBonus(len(l.Links))
			if !visit(l) {
				return false
			}
		}
		return true
	})
}

// loopsOf reads an AIC step as nice loops: a continuous loop stays one; a
// chain whose ends are one node, or two digits of one cell, is one
// discontinuous loop through that cell; any other chain gives one
// discontinuous loop through each candidate it eliminates, which then
// proves only that.
func loopsOf(b *Board, s *Step) []*Step {
	first, last := s.Links[0].From, s.Links[len(s.Links)-1].To
	switch {
	case s.Variant == "loop":
		l := *s
		l.Variant = "continuous"
		return []*Step{&l}
	case len(s.Placements) > 0 || sameCell(first, last):
		l := *s
		l.Variant = "discontinuous"
		return []*Step{&l}
	}
	out := make([]*Step, 0, len(s.Eliminations))
	for _, e := range s.Eliminations {
		victim := ChainNode{Digit: e.Digit, Cells: []solver.Cell{e.Cell}}
		l := *s
		l.Variant = "discontinuous"
		l.Eliminations = []Candidate{e}
		l.Links = make([]Link, 0, len(s.Links)+2)
		l.Links = append(l.Links, Link{From: victim, To: first})
		l.Links = append(l.Links, s.Links...)
		l.Links = append(l.Links, Link{From: last, To: victim})
		l.Pattern = append([]Candidate{e}, s.Pattern...)
		l.Digits |= DigitSet(e.Digit)
		out = append(out, &l)
	}
	return out
}

// sameCell reports whether two chain nodes are single candidates of one
// cell.
func sameCell(a, b ChainNode) bool {
	return len(a.Cells) == 1 && len(b.Cells) == 1 && a.Cells[0] == b.Cells[0]
}
