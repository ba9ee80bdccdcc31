package logic

import (
	"math"
	"slices"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
)

// findForcingChain is the last logical resort before a guess: a
// contradiction (Nishio) forcing chain. It assumes one candidate true and
// follows what that forces on a copy of the board, naked and hidden
// singles and locked candidates; when that leaves a cell without a
// candidate or a house without a place for a digit, the assumption was
// false and the candidate goes.
//
// It looks in two levels. On the first, it tries every candidate, those
// of the cells with fewest candidates first (in cell order among equals,
// each cell's digits in increasing order), and takes the contradiction
// that rates lowest (the first of those in that order). When none fails,
// it goes on in the position each assumption reached, those that left
// the fewest candidates first: there it assumes in turn each candidate of
// a cell with two candidates or of a digit with two places in a house,
// drops those that fail on the first level, and propagates, until the
// outer assumption fails or nothing more drops; the first outer
// assumption that fails is the step. The second level stops after
// fcBudget propagations, so a search takes a few milliseconds at most.
//
// The step eliminates the failed assumption. Its Pattern is the assumed
// candidate, then the candidates the contradiction emptied, as they are
// on the board: those of the cell left without a candidate, or those of
// the digit in the house left without a place, whose unit is then the
// step's only unit. Digits are the digits of the contradiction. Links
// hold the net the contradiction stands on, traced back from it to the
// assumption (see fcLog), and Difficulty rates that net by kind and size
// (see fcNet.difficulty); a second-level step has Variant "nested".
//
// With a ceiling of zero or more (the rating walk), the step also
// eliminates the other failed assumptions no harder than the ceiling or
// the step's own chain: on the first level all of them, on the second
// those met within the budget.
func findForcingChain(b *Board, ceiling float64) *Step {
	if !b.plain() {
		return findShapedForcingChain(b, ceiling)
	}
	w := fcPool.Get().(*fcWork)
	defer fcPool.Put(w)
	if !w.base.load(b) || !w.base.sameAs(b) {
		return nil // not where the ladder calls it: broken, or singles left
	}
	var base fcState
	base.load(b)
	order := assumptionOrder(b)

	// The first level: every assumption, the easiest contradiction wins;
	// when none fails, the positions reached are kept for the second.
	p, q := &w.p, &w.q
	w.assumed, w.reached = w.assumed[:0], w.reached[:0]
	failed := w.failed[:0]
	for _, c := range order {
		for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
			d := ds.First()
			if p.try(&w.base, c, d) {
				// open holds the difficulty here, in hundredths.
				n := w.replay(&base, c, d, nil, math.MaxInt)
				failed = append(failed, fcAssumption{c, d, hundredths(n.difficulty(false)), w.log.linkCount(n)})
				continue
			}
			if len(failed) > 0 {
				continue
			}
			w.assumed = append(w.assumed, fcAssumption{cell: c, digit: d, open: p.open()})
			w.reached = append(w.reached, *p)
		}
	}
	w.failed = failed
	if len(failed) > 0 {
		// The easiest, and of those the one with the fewest links.
		easiest := slices.MinFunc(failed, func(x, y fcAssumption) int {
			if x.open != y.open {
				return x.open - y.open
			}
			return x.links - y.links
		})
		s := w.explain(b, &base, easiest.cell, easiest.digit, nil)
		if ceiling >= 0 {
			limit := max(easiest.open, hundredths(ceiling))
			for _, f := range failed { // the easiest is already the first
				if f.open <= limit && (f.cell != easiest.cell || f.digit != easiest.digit) {
					s.Eliminations = append(s.Eliminations, Candidate{f.cell, f.digit})
				}
			}
		}
		return s
	}
	assumed := w.assumed

	// The second level.
	idx := w.idx[:0]
	for i := range assumed {
		idx = append(idx, i)
	}
	w.idx = idx
	slices.SortStableFunc(idx, func(i, j int) int { return assumed[i].open - assumed[j].open })
	budget := fcBudget
	var net *Step
	for _, i := range idx {
		*p = w.reached[i]
		failed, ok := w.deepen(p, q, &budget)
		if !ok {
			break
		}
		if !failed {
			continue
		}
		c, d := assumed[i].cell, assumed[i].digit
		switch {
		case net == nil:
			if net = w.explain(b, &base, c, d, w.nested); ceiling < 0 {
				return net
			}
		case w.noHarder(&base, c, d, w.nested, max(hundredths(net.Difficulty), hundredths(ceiling))):
			net.Eliminations = append(net.Eliminations, Candidate{c, d})
		}
	}
	return net
}

// deepen runs the second level in the position p an outer assumption
// reached: it assumes in turn each candidate p.tryable offers, removes
// those that fail on the first level (each a nested chain, logged in
// w.nested), and propagates, until the outer assumption fails (failed) or
// nothing more drops. Each assumption costs one of *budget; ok is false
// when the budget ran out first.
func (w *fcWork) deepen(p, q *fcBits, budget *int) (failed, ok bool) {
	nested := w.nested[:0]
	defer func() { w.nested = nested }()
	for progress := true; progress; {
		progress = false
		p.tryable(&w.tryable)
		w.holds = fcMarks{}
		for x := solver.Cell(0); x < 81; x++ {
			for cands := w.tryable[x]; cands != 0; cands &= cands - 1 {
				e := cands.First()
				if *budget--; *budget < 0 {
					return false, false
				}
				if w.holds.has(x, e) {
					continue // it cannot fail: see fcWork.holds
				}
				if !q.try(p, x, e) {
					w.holds.addPlaced(q)
					continue
				}
				// replay sizes the nested chain
				nested = append(nested, fcEvent{cell: uint8(x), digit: e, why: fcNested})
				if p.eliminate(x, e) {
					return true, true
				}
				progress = true
				p.tryable(&w.tryable)
				w.holds = fcMarks{}
				break // x has one candidate left, or none
			}
		}
	}
	return false, true
}

// noHarder reports whether the nested net of assumption d in c, with the
// nested eliminations the second level found, rates limit hundredths or
// less.
func (w *fcWork) noHarder(base *fcState, c solver.Cell, d uint8, nested []fcEvent, limit int) bool {
	return hundredths(w.replay(base, c, d, nested, limit).difficulty(true)) <= limit
}

// replay propagates assumption d in c again from base, logging, with the
// nested eliminations the second level found, and returns the net the
// contradiction stands on; w.r and w.log then hold the propagation. When
// the nested net rates more than limit hundredths, replay may stop sizing
// its nested chains: the net is then incomplete, but still rates more.
func (w *fcWork) replay(base *fcState, c solver.Cell, d uint8, nested []fcEvent, limit int) fcNet {
	r := &w.r
	r.log = &w.log
	defer func() { r.log = nil }()
	r.log.begin(base)
	r.try(base, c, d)
	w.before, w.at = w.before[:0], w.at[:0]
	for _, e := range nested {
		if r.bad {
			break
		}
		w.before = append(w.before, r.fcState)
		w.at = append(w.at, int32(len(r.log.events)))
		r.head, r.tail = 0, 0
		r.eliminate(e)
		r.run()
	}
	net := r.log.trace(r)
	// A nested chain is a leaf of the net: it is sized now, in the
	// position it was found in, and only if the net needs it. Most outer
	// assumptions never fail, and most nested chains of those that do
	// are not in their net.
	for k, i := range w.at {
		if hundredths(net.difficulty(true)) > limit {
			break
		}
		if !slices.Contains(net.events, int(i)) {
			continue
		}
		e := &r.log.events[i]
		t := &w.t
		t.log = &w.tlog
		t.log.begin(&w.before[k])
		t.try(&w.before[k], solver.Cell(e.cell), e.digit)
		e.src = int32(t.log.trace(t).size)
		t.log = nil
		net.size += int(e.src)
	}
	return net
}

// explain returns the step of assumption d in c: the contradiction, the
// links of the net behind it, and its difficulty by kind and size.
func (w *fcWork) explain(b *Board, base *fcState, c solver.Cell, d uint8, nested []fcEvent) *Step {
	net := w.replay(base, c, d, nested, math.MaxInt)
	s := w.r.step(b, c, d)
	s.Difficulty = net.difficulty(len(nested) > 0)
	s.Links = w.log.links(net)
	if len(nested) > 0 {
		s.Variant = "nested"
		s.inner = w.innerChains(net)
	}
	return s
}

// innerChains returns the nested chains of the net replay returned, with
// their links, each propagated again in the position it was found in.
func (w *fcWork) innerChains(net fcNet) []innerChain {
	var out []innerChain
	for k, i := range w.at {
		if !slices.Contains(net.events, int(i)) {
			continue
		}
		before := fcNet{events: slices.DeleteFunc(slices.Clone(net.events), func(j int) bool { return j >= int(i) })}
		e := &w.log.events[i]
		t := &w.t
		t.log = &w.tlog
		t.log.begin(&w.before[k])
		t.try(&w.before[k], solver.Cell(e.cell), e.digit)
		out = append(out, innerChain{
			assumed: Candidate{solver.Cell(e.cell), e.digit},
			links:   t.log.links(t.log.trace(t)),
			badCell: t.badCell, badUnit: t.badUnit, badDigit: t.badDigit,
			at: w.log.linkCount(before),
		})
		t.log = nil
	}
	return out
}

// fcWork is the memory of one search, kept in fcPool between searches.
type fcWork struct {
	base    fcBits
	p, q    fcBits // search: assumptions on the first level, then nested
	r       fcProp // replays an assumption with its log
	log     fcLog
	t       fcProp // sizes the nested chains of a replay
	tlog    fcLog
	before  []fcState // the position each nested chain of a replay was found in
	at      []int32   // the index of each nested chain's event in the replay's log
	assumed []fcAssumption
	reached []fcBits
	tryable [81]Digits // the second level's inner assumptions, cell by cell
	// holds marks the candidates an inner assumption placed without a
	// contradiction since the outer position last changed. Assuming one
	// of them cannot fail either: what it forces is forced by the other
	// too, so the fixed point it reaches holds the other's, which has a
	// place for everything. The search skips them, as it would have
	// tried them in vain; the budget counts them all the same.
	holds  fcMarks
	idx    []int
	nested []fcEvent
	failed []fcAssumption // the first level's, open holding their difficulty
}

// fcOne asks findForcingChain for one contradiction, the way hints show
// them; a ceiling of zero or more asks for every one no harder than the
// ceiling or the one shown, whichever is harder, for the rating walk.
const fcOne = -1

// hundredths rounds a difficulty to hundredths, so that difficulties
// compare as the ratings print them.
func hundredths(x float64) int { return int(math.Round(x * 100)) }

// fcAssumption is a candidate assumed on the first level.
type fcAssumption struct {
	cell  solver.Cell
	digit uint8
	open  int // candidates left in the position reached
	// links counts the links of a failed assumption's net.
	links int
}

var fcPool = sync.Pool{New: func() any { return new(fcWork) }}

// fcBudget bounds the propagations of the second level of one search; one
// takes a microsecond or two.
const fcBudget = 3000

// step returns the step that eliminates d from c, the assumption p met a
// contradiction on.
func (p *fcProp) step(b *Board, c solver.Cell, d uint8) *Step {
	s := &Step{
		Technique:    ForcingChain,
		Pattern:      []Candidate{{c, d}},
		Eliminations: []Candidate{{c, d}},
	}
	if p.badCell >= 0 {
		cell := solver.Cell(p.badCell)
		s.Pattern = append(s.Pattern, candidatesIn(b, []solver.Cell{cell}, AllDigits)...)
		s.Digits = b.Cands[cell]
	} else {
		u, x := p.badUnit, p.badDigit
		s.Pattern = append(s.Pattern, eliminations(b, b.UnitSet(u), x)...)
		s.Units = []Unit{u}
		s.Digits = DigitSet(x)
	}
	return s
}

// assumptionOrder lists the open cells of b a forcing chain supposes a
// digit in, those with the fewest candidates first (in cell order among
// equals).
func assumptionOrder(b *Board) []solver.Cell {
	var order []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] == 0 && b.Cands[c].Count() >= 2 {
			order = append(order, c)
		}
	}
	slices.SortStableFunc(order, func(x, y solver.Cell) int { return b.Cands[x].Count() - b.Cands[y].Count() })
	return order
}
