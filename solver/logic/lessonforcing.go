package logic

import (
	"math"
	"slices"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
)

// fcDeepenBudget bounds the second level when Beats replays a nested
// forcing chain: the search found it within fcBudget, over all its outer
// assumptions.
const fcDeepenBudget = 10 * fcBudget

// forcingBeats tells a forcing chain's net: the assumption, the
// deductions, the contradiction. The search keeps no reasons (it only
// needs to know that an assumption fails), so the propagation of the
// step's assumption is replayed on b with its log, and for a nested chain
// the second level is run again for that one assumption: it meets the
// same nested chains in the same order.
func (c beatWords) forcingBeats(b *Board, s *Step) []Beat {
	if len(s.Pattern) == 0 {
		return nil
	}
	a := s.Pattern[0]
	if b.Cells[a.Cell] != 0 || !b.Cands[a.Cell].Has(a.Digit) {
		return nil
	}
	w := fcPool.Get().(*fcWork)
	defer fcPool.Put(w)
	if !w.base.load(b) {
		return nil
	}
	var base fcState
	base.load(b)
	var nested []fcEvent
	if p := &w.p; !p.try(&w.base, a.Cell, a.Digit) {
		budget := fcDeepenBudget
		if failed, _ := w.deepen(p, &w.q, &budget); !failed {
			return nil
		}
		nested = w.nested
	}
	net := w.replay(&base, a.Cell, a.Digit, nested, math.MaxInt)
	if !w.r.bad {
		return nil
	}
	t := fcTeller{c: c, log: &w.log, prop: &w.r}
	return t.beats(s, net.events)
}

// fcTeller turns a replayed net into beats.
type fcTeller struct {
	c     beatWords
	log   *fcLog
	prop  *fcProp // the replay, which holds the contradiction
	main  []bool  // by event: on the shortest path
	inNet []bool  // by event: in the net
}

// contradiction calls visit with the events that emptied the cell or the
// house of the contradiction.
func (t *fcTeller) contradiction(visit func(int)) {
	p := t.prop
	if p.badCell >= 0 {
		cell := uint8(p.badCell)
		for ds := t.log.start[cell]; ds != 0; ds &= ds - 1 {
			t.log.removed(cell, ds.First(), visit)
		}
		return
	}
	t.log.removedIn(fcSets[p.badUnit], p.badDigit, visit)
}

// premisesOf lists the premises of event i (-1: the contradiction), those
// on the shortest path first, each group in log order.
func (t *fcTeller) premisesOf(i int) []int {
	var out []int
	add := func(j int) {
		if !slices.Contains(out, j) {
			out = append(out, j)
		}
	}
	switch {
	case i < 0:
		t.contradiction(add)
	case t.log.events[i].why == fcNested:
		// A nested chain is found in the position every deduction
		// before it reached: it is told after those of the net.
		for j := range i {
			if t.inNet[j] {
				add(j)
			}
		}
	default:
		t.log.premises(i, add)
	}
	slices.SortFunc(out, func(x, y int) int {
		if t.main[x] != t.main[y] {
			if t.main[x] {
				return -1
			}
			return 1
		}
		return x - y
	})
	return out
}

// beats orders the net's events: the shortest path from the assumption
// to the contradiction, each of its deductions preceded by the side
// branches it needs, and tells each.
func (t *fcTeller) beats(s *Step, net []int) []Beat {
	events := t.log.events
	// dist is each deduction's distance from the assumption along its
	// nearest premise; a nested chain is a leaf one step from it.
	dist := make([]int, len(events))
	t.inNet = make([]bool, len(events))
	for _, i := range net {
		t.inNet[i] = true
	}
	for _, i := range net {
		switch events[i].why {
		case fcAssumed:
			continue
		case fcNested:
			dist[i] = 1
			continue
		}
		best := math.MaxInt
		t.log.premises(i, func(j int) { best = min(best, dist[j]+1) })
		if best == math.MaxInt {
			best = 1
		}
		dist[i] = best
	}
	// The shortest path, walked back from the contradiction through the
	// nearest premise each time (the earliest of equals).
	t.main = make([]bool, len(events))
	nearest := func(visit func(func(int))) int {
		at := -1
		visit(func(j int) {
			if at < 0 || dist[j] < dist[at] || dist[j] == dist[at] && j < at {
				at = j
			}
		})
		return at
	}
	for i := nearest(t.contradiction); i >= 0; {
		t.main[i] = true
		if events[i].why == fcAssumed {
			break
		}
		i = nearest(func(visit func(int)) { t.log.premises(i, visit) })
	}
	if len(events) > 0 {
		t.main[0] = true // the assumption
	}
	// Each deduction after its premises, the path's premise first.
	var order []int
	done := make([]bool, len(events))
	var emit func(i int)
	emit = func(i int) {
		if done[i] {
			return
		}
		done[i] = true
		for _, j := range t.premisesOf(i) {
			emit(j)
		}
		order = append(order, i)
	}
	done[0] = true // told first, as the assumption
	for _, j := range t.premisesOf(-1) {
		emit(j)
	}

	a := s.Pattern[0]
	assumed := ChainNode{Digit: a.Digit, Cells: []solver.Cell{a.Cell}}
	out := make([]Beat, 0, len(order)+2)
	out = append(out, Beat{
		Kind: "start", Text: t.c.fill("beat.start", t.c.nodeState(assumed, true)),
		Marks: []Candidate{a}, On: true,
	})
	var drawn []Link
	groups := map[[3]uint8]bool{}
	for _, i := range order {
		beat := t.beat(i)
		own := t.links(i, groups)
		drawn = append(drawn, own...)
		beat.Links = window(drawn)
		beat.Current = min(len(own), len(beat.Links))
		out = append(out, beat)
	}
	end := Beat{Kind: "end", Links: window(drawn), Marks: []Candidate{a}}
	fields := map[string]string{"Start": t.c.nodeState(assumed, true), "Result": t.c.fill("elim", a)}
	if p := t.prop; p.badCell >= 0 {
		fields["Cell"] = t.c.cell(solver.Cell(p.badCell))
		end.Text = t.c.fill("beat.fc.end.cell", fields)
	} else {
		fields["Digit"], fields["Unit"] = strconv.Itoa(int(p.badDigit)), t.c.unitName(p.badUnit)
		end.Text = t.c.fill("beat.fc.end.unit", fields)
		end.Units = []Unit{p.badUnit}
	}
	if len(s.Eliminations) > 1 {
		more := &Step{Eliminations: s.Eliminations[1:]}
		end.Text += t.c.words["sentence.join"] + t.c.fill("beat.fc.more", t.c.result(more))
		end.Marks = append(end.Marks, s.Eliminations[1:]...)
	}
	out = append(out, end)
	// Number the beats along the path, each side branch's as the path
	// beat it leads to.
	path := 0
	for _, beat := range out[1:] {
		if !beat.Side {
			path++
		}
	}
	for i := len(out) - 1; i > 0; i-- {
		if out[i].Side {
			out[i].Path = path + 1
			continue
		}
		out[i].Path = path
		path--
	}
	return out
}

// window returns the last beatLinksMax links drawn.
func window(drawn []Link) []Link {
	lo := max(0, len(drawn)-beatLinksMax)
	return drawn[lo:len(drawn):len(drawn)]
}

// beat tells deduction i of the log, with its reason.
func (t *fcTeller) beat(i int) Beat {
	e := &t.log.events[i]
	c := t.c
	cell := solver.Cell(e.cell)
	fields := map[string]string{"Cell": c.cell(cell), "Digit": strconv.Itoa(int(e.digit))}
	beat := Beat{Marks: []Candidate{{cell, e.digit}}, On: e.place, Side: !t.main[i]}
	switch e.why {
	case fcNakedSingle:
		beat.Kind, beat.Text = "naked", c.fill("beat.fc.naked", fields)
	case fcHiddenSingle:
		fields["Unit"] = c.unitName(e.unit)
		beat.Kind, beat.Text, beat.Units = "hidden", c.fill("beat.fc.hidden", fields), []Unit{e.unit}
	case fcPeer:
		src := &t.log.events[e.src]
		fields["Src"] = c.cell(solver.Cell(src.cell))
		beat.Kind = "peer"
		if u, ok := commonUnit([]solver.Cell{solver.Cell(src.cell)}, []solver.Cell{cell}); ok {
			fields["Unit"] = c.unitName(u)
			beat.Units = []Unit{u}
		}
		beat.Text = c.fill("beat.fc.peer", fields)
	case fcOwnCell:
		fields["Src"] = strconv.Itoa(int(t.log.events[e.src].digit))
		beat.Kind, beat.Text = "cell", c.fill("beat.fc.own", fields)
	case fcLocked:
		fields["Unit"], fields["To"] = c.unitName(e.unit), c.unitName(e.to)
		fields["Cells"] = groupName(t.group(i).Cells)
		beat.Kind, beat.Text, beat.Units = "locked", c.fill("beat.fc.locked", fields), []Unit{e.unit, e.to}
	case fcNested:
		beat.Kind, beat.Text = "nested", c.fill("beat.fc.nested", fields)
	}
	return beat
}

// group returns the group a locked candidate, event i, goes through: the
// cells where its house still had the digit when it was removed.
func (t *fcTeller) group(i int) ChainNode {
	l, e := t.log, &t.log.events[i]
	var cells []solver.Cell
	for _, c := range fcSets[e.unit].And(fcSets[e.to]).Cells() {
		if at := l.elimAt[c][e.digit]; l.start[c].Has(e.digit) && (at == 0 || int(at-1) > i) {
			cells = append(cells, c)
		}
	}
	return ChainNode{Digit: e.digit, Cells: cells}
}

// links returns the links into deduction i, as fcLog.links draws them: a
// locked candidate's premises go into its group the first time the group
// is met.
func (t *fcTeller) links(i int, groups map[[3]uint8]bool) []Link {
	l, e := t.log, &t.log.events[i]
	node := func(e *fcEvent) ChainNode {
		return ChainNode{Digit: e.digit, Cells: []solver.Cell{solver.Cell(e.cell)}}
	}
	var out []Link
	switch e.why {
	case fcAssumed, fcNested:
		return nil
	case fcLocked:
		group := t.group(i)
		if key := [3]uint8{uint8(e.unit), uint8(e.to), e.digit}; !groups[key] {
			groups[key] = true
			l.premises(i, func(j int) {
				out = append(out, Link{From: node(&l.events[j]), To: group, Strong: true})
			})
		}
		return append(out, Link{From: group, To: node(e)})
	}
	l.premises(i, func(j int) {
		out = append(out, Link{From: node(&l.events[j]), To: node(e), Strong: e.place})
	})
	return out
}
