package logic

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

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
	var base fcState
	base.load(b)
	var nested []fcEvent
	if !b.plain() {
		// The first level only, on the board's own houses and peers
		// (see findShapedForcingChain): the replay below tells whether
		// the assumption fails.
	} else if !w.base.load(b) {
		return nil
	} else if p := &w.p; !p.try(&w.base, a.Cell, a.Digit) {
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
	t := fcTeller{c: c, log: &w.log, prop: &w.r, w: w, b: b, supposed: s.Pattern[:1:1]}
	return t.beats(s, net.events)
}

// fcTeller turns a replayed net into beats.
type fcTeller struct {
	c     beatWords
	log   *fcLog
	prop  *fcProp // the replay, which holds the contradiction
	main  []bool  // by event: on the shortest path
	inNet []bool  // by event: in the net
	// w holds the positions the nested chains of the replay were found
	// in (the outer teller's only), b the board the step was found on.
	w *fcWork
	b *Board
	// supposed holds the assumptions the deductions hold under, the
	// outer one first; nest is 1 inside a nested chain.
	supposed []Candidate
	nest     int
	// needs holds, for each nested chain of the net, the deductions of
	// the outer chain it stands on (see withInner).
	needs map[int][]int
	// telling is what the beats told so far, while a beat is told: a
	// locked candidate's group leaves out what they removed (see group).
	telling *fcTold
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
	t.log.removedIn(t.b.UnitSet(p.badUnit), p.badDigit, visit)
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
		// A nested chain stands on the outer deductions its own
		// deductions need (see withInner).
		for _, j := range t.needs[i] {
			add(j)
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

// order orders the net's events: the shortest path from the assumption
// to the contradiction, each of its deductions preceded by the side
// branches it needs. It leaves the assumption out, and sets t.main and
// t.inNet.
func (t *fcTeller) order(net []int) []int {
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
	return order
}

// fcTold is what the beats told so far show: the links drawn, the
// candidates struck, and the groups whose premises were drawn.
type fcTold struct {
	drawn  []Link
	struck []Candidate
	groups map[[3]uint8]bool
	set    map[solver.Cell]uint8 // the digits told to go in cells
}

// tell appends the beat of deduction i to out, as the beats before it
// left told: its links, what it strikes, the supposition it holds under.
func (t *fcTeller) tell(out []Beat, i int, told *fcTold) []Beat {
	t.telling = told
	defer func() { t.telling = nil }()
	beat := t.beat(i)
	own := t.links(i, told.groups)
	told.drawn = append(told.drawn, own...)
	beat.Links = window(told.drawn)
	beat.Current = min(len(own), len(beat.Links))
	if !beat.On {
		told.struck = append(told.struck, beat.Marks[0])
	} else if len(beat.Marks) > 0 {
		if told.set == nil {
			told.set = map[solver.Cell]uint8{}
		}
		told.set[beat.Marks[0].Cell] = beat.Marks[0].Digit
	}
	beat.Struck = told.struck[:len(told.struck):len(told.struck)]
	beat.Supposed, beat.Nest = t.supposed, t.nest
	beat.Text = t.under() + beat.Text
	return append(out, beat)
}

// under says the suppositions a deduction holds under, as its beat's
// label: "[If r1c4 is 3] ".
func (t *fcTeller) under() string {
	state := func(a Candidate) string {
		return t.c.nodeState(ChainNode{Digit: a.Digit, Cells: []solver.Cell{a.Cell}}, true)
	}
	if len(t.supposed) == 1 {
		return t.c.fill("beat.fc.if", state(t.supposed[0]))
	}
	return t.c.fill("beat.fc.if.inside", map[string]string{"Outer": state(t.supposed[0]), "Inner": state(t.supposed[1])})
}

// emptied lists the candidates of the contradiction as they are on b:
// those of the digit in the house left without a place for it, or those
// of the cell left without a candidate.
func (t *fcTeller) emptied() []Candidate {
	if p := t.prop; p.badCell >= 0 {
		return candidatesIn(t.b, []solver.Cell{solver.Cell(p.badCell)}, AllDigits)
	}
	return eliminations(t.b, t.b.UnitSet(t.prop.badUnit), t.prop.badDigit)
}

// ending fills the words and the marks of a chain's last beat: the
// contradiction, and that the supposition a fails; result says what that
// proves.
func (t *fcTeller) ending(beat *Beat, a Candidate, keys [2]string, result string) {
	assumed := ChainNode{Digit: a.Digit, Cells: []solver.Cell{a.Cell}}
	fields := map[string]string{"Start": t.c.nodeState(assumed, true), "Result": result}
	if p := t.prop; p.badCell >= 0 {
		fields["Cell"] = t.c.cell(solver.Cell(p.badCell))
		beat.Text = t.c.fill(keys[0], fields)
	} else {
		fields["Digit"], fields["Unit"] = strconv.Itoa(int(p.badDigit)), t.c.unitName(p.badUnit, t.b.Geometry())
		beat.Text = t.c.fill(keys[1], fields)
		beat.Units = []Unit{p.badUnit}
	}
	beat.Marks = append(beat.Marks, t.emptied()...)
}

// beats tells the net: the assumption, the deductions in order (a nested
// chain's as a sub-step of their own, see inner), the contradiction.
func (t *fcTeller) beats(s *Step, net []int) []Beat {
	order := t.order(t.withInner(net))
	if len(t.needs) > 0 {
		// A nested chain is found in the position the deductions made
		// before it reached: it is told after those the walk needs and
		// before any made after it, each told where the walk has the
		// position it was made in.
		after := func(i int) int {
			n := 0
			for j := range t.needs {
				if j <= i {
					n += 2
				}
			}
			if t.log.events[i].why == fcNested {
				n-- // the first of those made after it
			}
			return n
		}
		slices.SortStableFunc(order, func(x, y int) int { return after(x) - after(y) })
	}
	a := s.Pattern[0]
	assumed := ChainNode{Digit: a.Digit, Cells: []solver.Cell{a.Cell}}
	out := make([]Beat, 0, len(order)+2)
	start := "beat.start"
	if s.Variant == "nested" {
		start = "beat.start.nested" // says the "(inside)" beats will come
	}
	out = append(out, Beat{
		Kind: "start", Text: t.c.fill(start, t.c.nodeState(assumed, true)),
		Marks: []Candidate{a}, On: true,
	})
	told := fcTold{groups: map[[3]uint8]bool{}}
	for n, i := range order {
		if t.log.events[i].why == fcNested {
			// Room for the deductions still to tell, one beat each.
			room := fcBeatsMax - len(out) - (len(order) - n) - 1
			sub, long := t.inner(i, &told, room)
			if sub != nil {
				out = append(out, sub...)
				continue
			}
			out = t.tell(out, i, &told)
			if long > 0 { // too long for the walk: one beat says so
				e := &t.log.events[i]
				out[len(out)-1].Text = t.under() + t.c.fill("beat.fc.nested.long", map[string]string{
					"Cell": t.c.cell(solver.Cell(e.cell)), "Digit": strconv.Itoa(int(e.digit)), "N": strconv.Itoa(long)})
			}
			continue
		}
		out = t.tell(out, i, &told)
	}
	end := Beat{Kind: "end", Links: window(told.drawn), Marks: []Candidate{a}}
	end.Marks = append(end.Marks, s.Eliminations[1:]...)
	t.ending(&end, a, [2]string{"beat.fc.end.cell", "beat.fc.end.unit"}, t.c.fill("elim", a))
	if len(s.Eliminations) > 1 {
		more := &Step{Eliminations: s.Eliminations[1:]}
		end.Text += t.c.words["sentence.join"] + t.c.fill("beat.fc.more", t.c.result(more))
	}
	end.Struck = told.struck[:len(told.struck):len(told.struck)]
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

// withInner returns the net with what its nested chains stand on: a
// nested chain is found in the position the outer deductions before it
// reached, and its own deductions may need some of those that the
// contradiction does not (a candidate they removed). Those, and what they
// stand on in turn, join the net, so that the walk tells them before the
// nested chain; t.needs keeps them by nested chain.
func (t *fcTeller) withInner(net []int) []int {
	events := t.log.events
	if t.w == nil || len(t.w.at) == 0 {
		return net
	}
	t.needs = map[int][]int{}
	in := make([]bool, len(events))
	stack := slices.Clone(net)
	for _, i := range net {
		in[i] = true
	}
	add := func(j int) {
		if j >= 0 && !in[j] {
			in[j] = true
			stack = append(stack, j)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if events[i].why != fcNested {
			t.log.premises(i, add)
			continue
		}
		needs := t.innerNeeds(i)
		t.needs[i] = needs
		for _, j := range needs {
			add(j)
		}
	}
	var out []int
	for i, ok := range in {
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// innerNeeds returns the outer deductions nested chain i stands on: those
// that removed a candidate its net needs gone (one its singles, locked
// candidates or contradiction count out) that the board had.
func (t *fcTeller) innerNeeds(i int) []int {
	p, ok := t.replayInner(i)
	defer func() { p.log = nil }()
	if !ok {
		return nil
	}
	l, outer := p.log, t.log
	var needs []int
	gone := func(c, d uint8) {
		if !outer.start[c].Has(d) || l.start[c].Has(d) {
			return
		}
		j := int(outer.elimAt[c][d]) - 1
		if j < 0 { // gone with a placement in c
			j = slices.IndexFunc(outer.events[:i], func(e fcEvent) bool { return e.place && e.cell == c })
		}
		if j >= 0 && !slices.Contains(needs, j) {
			needs = append(needs, j)
		}
	}
	goneIn := func(set CellSet, d uint8) {
		for _, c := range set.Cells() {
			gone(uint8(c), d)
		}
	}
	cellGone := func(c uint8, keep uint8) {
		for ds := outer.start[c] &^ (1 << keep); ds != 0; ds &= ds - 1 {
			gone(c, ds.First())
		}
	}
	for _, j := range l.trace(p).events {
		e := &l.events[j]
		switch e.why {
		case fcNakedSingle:
			cellGone(e.cell, e.digit)
		case fcHiddenSingle:
			others := t.b.UnitSet(e.unit)
			others.Remove(solver.Cell(e.cell))
			goneIn(others, e.digit)
		case fcLocked:
			goneIn(t.b.UnitSet(e.unit).AndNot(t.b.UnitSet(e.to)), e.digit)
		}
	}
	if p.badCell >= 0 {
		cellGone(uint8(p.badCell), 0)
	} else {
		goneIn(t.b.UnitSet(p.badUnit), p.badDigit)
	}
	slices.Sort(needs)
	return needs
}

// replayInner propagates the assumption of nested chain i again, with its
// log, in the position it was found in: w.t holds it then, and w.tlog its
// log, until the caller sets its log to nil. It reports whether that
// meets the contradiction it did.
func (t *fcTeller) replayInner(i int) (*fcProp, bool) {
	w, e := t.w, &t.log.events[i]
	p := &w.t
	p.log = &w.tlog
	k := slices.Index(w.at, int32(i))
	if k < 0 {
		return p, false
	}
	p.log.begin(&w.before[k])
	return p, p.try(&w.before[k], solver.Cell(e.cell), e.digit)
}

// inner tells nested chain i of the outer net as a sub-step, in at most
// room beats: its assumption, made in the position the deductions before
// it reached, its own net's deductions and its contradiction, whose beat
// (Kind nested) removes the assumption in the outer chain. The beats draw
// the outer links before theirs and strike the outer candidates with
// theirs; told then goes on with the outer chain's, and the nested
// elimination. It returns nil when the chain cannot be replayed, or needs
// more room: then long is the number of its deductions.
func (t *fcTeller) inner(i int, told *fcTold, room int) (beats []Beat, long int) {
	if t.w == nil || t.nest > 0 {
		return nil, 0
	}
	e := &t.log.events[i]
	a := Candidate{solver.Cell(e.cell), e.digit}
	p, ok := t.replayInner(i)
	defer func() { p.log = nil }()
	if !ok {
		return nil, 0 // cannot happen: the replay found it failing there
	}
	net := p.log.trace(p)
	it := fcTeller{c: t.c, log: p.log, prop: p, b: t.b, supposed: append(t.supposed[:len(t.supposed):len(t.supposed)], a), nest: 1}
	order := it.order(net.events)
	if len(order)+2 > room {
		return nil, len(order)
	}
	side := !t.main[i]
	assumed := ChainNode{Digit: a.Digit, Cells: []solver.Cell{a.Cell}}
	outer := fcTeller{c: t.c, supposed: t.supposed}
	start := Beat{
		Kind: "start", Marks: []Candidate{a}, On: true, Side: true, Nest: 1, Supposed: t.supposed,
		Text:   outer.under() + t.c.fill("beat.fc.inner.start", t.c.nodeState(assumed, true)),
		Links:  window(told.drawn),
		Struck: told.struck[:len(told.struck):len(told.struck)],
	}
	out := []Beat{start}
	sub := fcTold{drawn: slices.Clone(told.drawn), struck: slices.Clone(told.struck), groups: map[[3]uint8]bool{}, set: maps.Clone(told.set)}
	for _, j := range order {
		out = it.tell(out, j, &sub)
		out[len(out)-1].Side = true
	}
	end := Beat{Kind: "nested", Marks: []Candidate{a}, Side: side, Nest: 1, Supposed: t.supposed, Links: window(sub.drawn)}
	it.ending(&end, a, [2]string{"beat.fc.inner.end.cell", "beat.fc.inner.end.unit"}, t.c.nodeState(assumed, false))
	end.Text = outer.under() + end.Text
	told.struck = append(told.struck, a)
	end.Struck = sub.struck[:len(sub.struck):len(sub.struck)]
	return append(out, end), 0
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
		fields["Unit"] = c.unitName(e.unit, t.b.Geometry())
		beat.Kind, beat.Text, beat.Units = "hidden", c.fill("beat.fc.hidden", fields), []Unit{e.unit}
	case fcPeer:
		src := &t.log.events[e.src]
		fields["Src"] = c.cell(solver.Cell(src.cell))
		beat.Kind = "peer"
		key := "beat.fc.peer"
		if u, ok := commonUnit(t.b, []solver.Cell{solver.Cell(src.cell)}, []solver.Cell{cell}); ok {
			fields["Unit"] = c.unitName(u, t.b.Geometry())
			beat.Units = []Unit{u}
		} else {
			key += moveKey(t.b, solver.Cell(src.cell), cell)
		}
		beat.Text = c.fill(key, fields)
	case fcOwnCell:
		fields["Src"] = strconv.Itoa(int(t.log.events[e.src].digit))
		beat.Kind, beat.Text = "cell", c.fill("beat.fc.own", fields)
	case fcLocked:
		fields["Unit"], fields["To"] = c.unitName(e.unit, t.b.Geometry()), c.unitName(e.to, t.b.Geometry())
		group := t.group(i).Cells
		fields["Cells"] = strings.Join(cellNames(group), c.words["chain.or"])
		key := "beat.fc.locked"
		if len(group) == 1 { // the branch left it one place: no pair to point with
			key = "beat.fc.locked.one"
		}
		beat.Kind, beat.Text, beat.Units = "locked", c.fill(key, fields), []Unit{e.unit, e.to}
	case fcNested:
		beat.Kind, beat.Text = "nested", c.fill("beat.fc.nested", fields)
	}
	return beat
}

// group returns the group a locked candidate, event i, goes through: the
// cells where its house still had the digit when it was removed, less
// those the beats told so far have ruled the digit out of (the telling's
// order is not the search's: a beat that said "6 is only in r6c5 or
// r6c6" after one that set r6c5 to 8 read as a mistake). The deduction
// holds for the fewer cells all the same.
func (t *fcTeller) group(i int) ChainNode {
	l, e := t.log, &t.log.events[i]
	var cells, open []solver.Cell
	for _, c := range t.b.UnitSet(e.unit).And(t.b.UnitSet(e.to)).Cells() {
		if at := l.elimAt[c][e.digit]; l.start[c].Has(e.digit) && (at == 0 || int(at-1) > i) {
			cells = append(cells, c)
			if !t.toldOut(c, e.digit) {
				open = append(open, c)
			}
		}
	}
	if len(open) > 0 {
		cells = open
	}
	return ChainNode{Digit: e.digit, Cells: cells}
}

// toldOut reports whether the beats told so far have ruled digit d out of
// cell c: struck it, or set the cell to another digit.
func (t *fcTeller) toldOut(c solver.Cell, d uint8) bool {
	told := t.telling
	if told == nil {
		return false
	}
	if set, ok := told.set[c]; ok && set != d {
		return true
	}
	return slices.Contains(told.struck, Candidate{Cell: c, Digit: d})
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
