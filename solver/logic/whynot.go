package logic

import "github.com/sudokudesktop/sudoku/solver"

// RulesOut reports whether step s rules digit d out of cell c: it
// eliminates that candidate, places another digit in c, or places d in a
// cell c sees (a Killer cage's mates are not counted: the caller knows
// the cages).
func (s *Step) RulesOut(c solver.Cell, d uint8) bool {
	for _, e := range s.Eliminations {
		if e.Cell == c && e.Digit == d {
			return true
		}
	}
	for _, p := range s.Placements {
		if p.Cell == c && p.Digit != d || p.Digit == d && Sees(p.Cell, c) {
			return true
		}
	}
	return false
}

// explainsNothing are the techniques WhyNot never answers with.
var explainsNothing = map[Technique]bool{Guess: true, TemplateSet: true, TemplateDelete: true}

// WhyNot returns the easiest step of the ladder, up to level max, that
// rules digit d out of cell c on b as it stands (see Step.RulesOut): the
// techniques are tried in ladder order, every instance of each up to
// Expert, so that a step found later in the ladder than the one Next
// would take is found too; of the Extreme techniques, whose every
// instance can take seconds to list, only the one Next would take, within
// its budget. Guessing and templates explain nothing (a template set of
// the digit places every one of it, which answers "why not?" by giving
// the solution away) and are never tried. It returns nil when
// no step up to max does, when c is filled, or when d is no candidate of
// c left to rule out.
func WhyNot(b *Board, c solver.Cell, d uint8, max Level) *Step {
	if c < 0 || c >= 81 || d < 1 || d > 9 || b.Cells[c] != 0 || !b.Cands[c].Has(d) {
		return nil
	}
	for i := range ladderTable {
		r := &ladderTable[i]
		if !r.tried || r.level > max || explainsNothing[r.t] || !appliesTo(r.t, b) {
			continue
		}
		var found *Step
		visit := func(s *Step) bool {
			if s.RulesOut(c, d) {
				found = s
				return false
			}
			return true
		}
		if r.each != nil && r.level < Extreme {
			r.each(b, visit)
		} else if s := r.first(b); s != nil {
			visit(s)
		}
		if found != nil {
			return found
		}
	}
	return nil
}
