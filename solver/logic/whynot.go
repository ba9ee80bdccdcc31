package logic

import (
	"slices"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
)

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
		if p.Cell == c && p.Digit != d || p.Digit == d && s.geometry().Sees(p.Cell, c) {
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

// WhyNotSteps is the most steps WhyNotPath walks: enough for a Killer
// begun with no digit on the board, whose walk takes a step to read
// each cage, and then places digits one by one (at 81 steps, one in six
// wrong digits of a Killer's opening was left unexplained).
const WhyNotSteps = 300

// WhyNotPath returns a path of steps from b, each one found by the
// ladder (up to level max, never a guess or a template) on the position
// the steps before it leave, whose last step, and no step before it,
// rules digit d out of cell c: d leaves c's candidates or another digit
// fills c. When one step does (see WhyNot) the path is that step alone.
// Otherwise it walks the ladder forward as Next would, for at most
// WhyNotSteps steps, but takes a step up to medium that rules d out as
// soon as there is one; then it drops every step it can while each step left is
// still found (see shortenPath), so that the path keeps to the steps the
// elimination stands on: its first is one the player can take now that
// leads towards it. The path's length is the true number of steps.
//
// It returns nil when even the walk never rules d out (a puzzle the
// ladder cannot solve without guessing, or d the solution's digit), when
// the deadline (none when zero) passes before it does, when c is filled,
// or when d is no candidate of c. A deadline that passes while steps are
// being dropped leaves the path as far as it got: still true, perhaps
// longer.
func WhyNotPath(b *Board, c solver.Cell, d uint8, max Level, deadline time.Time) []*Step {
	if s := WhyNot(b, c, d, max); s != nil {
		return []*Step{s}
	}
	if c < 0 || c >= 81 || d < 1 || d > 9 || b.Cells[c] != 0 || !b.Cands[c].Has(d) {
		return nil
	}
	late := func() bool { return !deadline.IsZero() && time.Now().After(deadline) }
	w := *b
	var path []*Step
	reach := Easy // the hardest level the walk has taken a step of
	for len(path) < WhyNotSteps {
		if late() {
			return nil
		}
		// A step that rules d out at once ends the walk, as long as it
		// is no harder than the walk has needed, nor than medium: listing
		// every instance of the harder ones at every position of a
		// Killer's walk doubled the time, for paths hardly shorter.
		var s *Step
		if len(path) > 0 {
			s = WhyNot(&w, c, d, min(reach, Medium))
		}
		if s == nil {
			s = nextExplaining(&w, max)
		}
		if s == nil {
			return nil
		}
		if l := rungFor(s.Technique).level; l > reach {
			reach = l
		}
		w.Apply(s)
		path = append(path, s)
		switch ruledOut(&w, c, d) {
		case wentIn:
			return nil // d went in: it was no wrong digit
		case wentOut:
			return shortenPath(b, path, c, d, late)
		}
	}
	return nil
}

// The states of digit d in cell c along a walk (see ruledOut).
const (
	stillOpen = iota // still a candidate
	wentOut          // ruled out
	wentIn           // d placed in c
)

// ruledOut tells whether b has ruled d out of c.
func ruledOut(b *Board, c solver.Cell, d uint8) int {
	switch {
	case b.Cells[c] == d:
		return wentIn
	case b.Cells[c] != 0 || !b.Cands[c].Has(d):
		return wentOut
	}
	return stillOpen
}

// nextExplaining is Next without the techniques that explain nothing.
func nextExplaining(b *Board, max Level) *Step {
	for i := range ladderTable {
		r := &ladderTable[i]
		if !r.tried || r.level > max || explainsNothing[r.t] || !appliesTo(r.t, b) {
			continue
		}
		var s *Step
		if r.capped != nil {
			s = r.capped(b, fcOne)
		} else {
			s = r.first(b)
		}
		if s != nil {
			return s
		}
	}
	return nil
}

// shortenPath drops the steps of path, walked from b to rule d out of c,
// that the elimination does not need: from the last but one back to the
// first, a step goes when the steps after it are all still found without
// it (see replay) and still rule d out. Going backwards, a step is judged
// by the steps the path keeps after it. It stops, with the path as far as
// it got, when late says so.
func shortenPath(b *Board, path []*Step, c solver.Cell, d uint8, late func() bool) []*Step {
	sh := shortener{c: c, d: d, late: late, found: map[refound]*Step{}}
	for i := len(path) - 2; i >= 0 && !late(); i-- {
		at := *b
		for _, s := range path[:i] {
			at.Apply(s)
		}
		if rest := sh.replay(&at, path[i+1:]); rest != nil {
			path = append(path[:i:i], rest...)
		}
	}
	return path
}

// A shortener drops the steps a path to rule D out of C does not need
// (see shortenPath).
type shortener struct {
	c    solver.Cell
	d    uint8
	late func() bool
	// found remembers what refind answered for a step on a position:
	// trying without one step and then another, the replays meet the
	// same positions again (a third of the time on an expert Killer's
	// opening), and refinding an expert Killer step takes milliseconds.
	found map[refound]*Step
}

// refound is a question refind answered: a step on a position.
type refound struct {
	cells solver.Grid
	cands [81]Digits
	step  string // the step's technique and what it proves
}

// replay walks steps from b again, each as its technique finds it anew on
// the position the ones before leave (a step that has nothing left to do
// is passed over), and returns the steps taken up to the one that rules d
// out of c; nil when a step is no longer found, d stays, or it is late.
func (sh *shortener) replay(b *Board, steps []*Step) []*Step {
	w := *b
	var taken []*Step
	for _, s := range steps {
		if !doesSomething(&w, s) {
			continue
		}
		if sh.late() {
			return nil
		}
		k := refound{w.Cells, w.Cands, stepKey(s)}
		t, ok := sh.found[k]
		if !ok {
			t = refind(&w, s)
			sh.found[k] = t
		}
		if t == nil {
			return nil
		}
		w.Apply(t)
		taken = append(taken, t)
		switch ruledOut(&w, sh.c, sh.d) {
		case wentIn:
			return nil
		case wentOut:
			return taken
		}
	}
	return nil
}

// stepKey writes s's technique and what it proves.
func stepKey(s *Step) string {
	k := make([]byte, 0, 1+2*len(s.Placements)+2*len(s.Eliminations)+1)
	k = append(k, byte(s.Technique))
	for _, p := range s.Placements {
		k = append(k, byte(p.Cell), p.Digit)
	}
	k = append(k, 0xff)
	for _, e := range s.Eliminations {
		k = append(k, byte(e.Cell), e.Digit)
	}
	return string(k)
}

// doesSomething reports whether s changes b: it places a digit in an
// empty cell, or eliminates a candidate b still has.
func doesSomething(b *Board, s *Step) bool {
	for _, p := range s.Placements {
		if b.Cells[p.Cell] == 0 {
			return true
		}
	}
	for _, e := range s.Eliminations {
		if b.Cands[e.Cell].Has(e.Digit) {
			return true
		}
	}
	return false
}

// refind returns an instance of s's technique found on b that proves all
// s proves there: its placements, and its eliminations b still has; nil
// when there is none.
func refind(b *Board, s *Step) *Step {
	var found *Step
	visit := func(t *Step) bool {
		if proves(b, t, s) {
			found = t
			return false
		}
		return true
	}
	if singles[s.Technique] {
		for _, t := range []Technique{FullHouse, HiddenSingle, NakedSingle} {
			if rungFor(t).each(b, visit); found != nil {
				return found
			}
		}
		return nil
	}
	r := rungFor(s.Technique)
	switch {
	case r.each != nil:
		r.each(b, visit)
	case r.capped != nil:
		if t := r.capped(b, fcOne); t != nil {
			visit(t)
		}
	case r.first != nil:
		if t := r.first(b); t != nil {
			visit(t)
		}
	}
	return found
}

// proves reports whether t proves on b all that s does.
func proves(b *Board, t, s *Step) bool {
	for _, p := range s.Placements {
		if b.Cells[p.Cell] == 0 && !slices.Contains(t.Placements, p) {
			return false
		}
	}
	for _, e := range s.Eliminations {
		if b.Cands[e.Cell].Has(e.Digit) && !slices.Contains(t.Eliminations, e) {
			return false
		}
	}
	return true
}

// singles are the techniques that place a digit as soon as a house or a
// cell has one place or one digit left: a path may place it by any of
// them.
var singles = map[Technique]bool{FullHouse: true, HiddenSingle: true, NakedSingle: true}
