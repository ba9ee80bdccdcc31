package logic

// An alternating inference chain starts at a node n0 with a strong link
// and ends at a node nk with one: if n0 is off, n1 is on, so n2 is off,
// ..., so nk is on. One of n0 and nk is on, so a candidate weakly linked
// with both is off. When nk is weakly linked with n0 as well, the chain
// closes into a continuous loop in which exactly one node of every link is
// on, and each link's common victims lose their candidates; when nk is
// n0, n0 is on. The plain technique uses candidates only, the grouped one
// group nodes too, and the third almost locked sets as well; each finds
// only chains that need what it adds.

// searchChains runs one breadth-first search from the off state of every
// node with a strong link, and calls found with each on state reached
// three or more links away. found returns the most links the states it
// is still interested in may have, or a negative number to stop.
func searchChains(g *chainGraph, q *chainBFS, limit int, found func(end int16) int) {
	searchChainsWithin(g, q, limit, 0, found)
}

// searchChainsWithin is searchChains stopping after budget states over
// all its searches (no bound when budget is 0).
func searchChainsWithin(g *chainGraph, q *chainBFS, limit, budget int, found func(end int16) int) {
	for n := range g.nodes {
		if g.nodes[n].numStrong == 0 {
			continue
		}
		q.start(g, int16(n)<<1)
		for {
			s, ok := q.next(g, limit)
			if !ok {
				break
			}
			if budget > 0 {
				if budget--; budget == 0 {
					return
				}
			}
			if s&1 == 1 && q.dist[s] >= 3 && int(q.dist[s]) <= limit {
				if limit = found(s); limit < 0 {
					return
				}
			}
		}
	}
}

// chainOutcome is what a chain proves.
type chainOutcome struct {
	kills [10]CellSet // candidates off, by digit
	place int16       // a node proved on, or -1
	loop  bool        // the chain closes into a continuous loop
}

// empty reports whether the outcome proves nothing.
func (o *chainOutcome) empty() bool {
	if o.place >= 0 {
		return false
	}
	for d := 1; d <= 9; d++ {
		if !o.kills[d].Empty() {
			return false
		}
	}
	return true
}

// outcome works out what the chain from n0's off state to state end
// proves. The path is read only
// when something remains, so that most ends cost a few set operations.
func (g *chainGraph) outcome(q *chainBFS, end int16) (chainOutcome, []int16) {
	o := chainOutcome{place: -1}
	n0, nk := q.queue[0]>>1, end>>1
	if n0 == nk {
		// n0 is on: a candidate is placed; for a group or a set's digit,
		// the digit is in its cells, so the cells that see them all lose
		// it.
		x := &g.nodes[n0]
		if x.cells.Count() == 1 {
			o.place = g.single[x.cell][x.digit]
		} else {
			o.kills[x.digit] = g.where[x.digit].And(x.sees)
		}
		if o.empty() {
			return o, nil
		}
		path, ok := q.path(g, end)
		if !ok {
			return chainOutcome{place: -1}, nil
		}
		return o, path
	}
	o.kills = g.commonVictims(n0, nk)
	o.loop = !g.xy && g.weakly(nk, n0)
	if !o.loop && o.empty() {
		return o, nil
	}
	path, ok := q.path(g, end)
	if !ok {
		return chainOutcome{place: -1}, nil
	}
	if o.loop {
		for i := 1; i < len(path); i++ {
			g.killLink(&o.kills, path[i-1]>>1, path[i]>>1)
			g.alsVictims(&o.kills, path[i-1]>>1, path[i]>>1)
		}
	}
	return o, path
}

// killLink adds to kills the candidates weakly linked with both a and b,
// when a and b are weakly linked themselves: in a continuous loop exactly
// one of them is on.
func (g *chainGraph) killLink(kills *[10]CellSet, a, b int16) {
	if !g.weakly(a, b) {
		return
	}
	v := g.commonVictims(a, b)
	for d := 1; d <= 9; d++ {
		kills[d] = kills[d].Or(v[d])
	}
}

// eachAIC visits every chain of technique t (AIC, GroupedAIC or ALSAIC)
// that proves something, once for each pair of ends.
func eachAIC(b *Board, t Technique, visit func(*Step) bool) {
	nodes := chainNodesOf(t)
	g := newChainGraph(b, nodes)
	defer g.release()
	q := chainBFSPool.Get().(*chainBFS)
	defer chainBFSPool.Put(q)
	searchChains(g, q, chainMaxLinks, func(end int16) int {
		if end>>1 < q.queue[0]>>1 || !q.needs(g, end, nodes) {
			return chainMaxLinks // each chain from its lower end
		}
		o, path := g.outcome(q, end)
		if path == nil || o.empty() {
			return chainMaxLinks
		}
		if !visit(g.chainStep(t, path, &o)) {
			return -1
		}
		return chainMaxLinks
	})
}

// shortestAIC returns the shortest chain of technique t that proves
// something: the first found among the shortest, searching from the nodes
// in order.
func shortestAIC(b *Board, t Technique) *Step { return shortestAICWithin(b, t, 0) }

// shortestAICWithin is shortestAIC searching at most budget states (no
// bound when budget is 0): the shortest chain found by then, or nil.
func shortestAICWithin(b *Board, t Technique, budget int) *Step {
	nodes := chainNodesOf(t)
	g := newChainGraph(b, nodes)
	defer g.release()
	q := chainBFSPool.Get().(*chainBFS)
	defer chainBFSPool.Put(q)
	var best *Step
	searchChainsWithin(g, q, chainMaxLinks, budget, func(end int16) int {
		limit := chainMaxLinks
		if best != nil {
			limit = len(best.Links) - 2
		}
		if !q.needs(g, end, nodes) {
			return limit
		}
		o, path := g.outcome(q, end)
		if path == nil || o.empty() {
			return limit
		}
		best = g.chainStep(t, path, &o)
		if len(best.Links) <= 3 {
			return -1 // as short as chains come
		}
		return len(best.Links) - 2
	})
	return best
}

// chainNodesOf returns the nodes the chains of technique t may use.
func chainNodesOf(t Technique) chainNodes {
	switch t {
	case GroupedAIC, GroupedNiceLoop:
		return groupNodes
	case ALSAIC, ALSNiceLoop:
		return alsNodes
	}
	return candidateNodes
}

// node returns node n as a step shows it.
func (g *chainGraph) node(n int16) ChainNode {
	x := &g.nodes[n]
	out := ChainNode{Digit: x.digit, Cells: x.cells.Cells()}
	if !x.set.Empty() {
		out.Set = x.set.Cells()
	}
	return out
}

// chainStep builds the step of a chain: its states from the start to the
// end, and what it proves.
func (g *chainGraph) chainStep(t Technique, path []int16, o *chainOutcome) *Step {
	s := &Step{Technique: t}
	for i, st := range path {
		x := &g.nodes[st>>1]
		if i < len(path)-1 || path[0] != st^1 {
			for _, c := range x.cells.Cells() {
				s.Pattern = append(s.Pattern, Candidate{c, x.digit})
			}
		}
		s.Digits |= DigitSet(x.digit)
		if i > 0 {
			s.Links = append(s.Links, Link{From: g.node(path[i-1] >> 1), To: g.node(st >> 1), Strong: st&1 == 1})
		}
	}
	if o.loop {
		s.Variant = "loop"
		last := path[len(path)-1] >> 1
		s.Links = append(s.Links, Link{From: g.node(last), To: g.node(path[0] >> 1)})
	}
	if o.place >= 0 {
		x := &g.nodes[o.place]
		s.Placements = []Candidate{{x.cell, x.digit}}
	}
	for d := uint8(1); d <= 9; d++ {
		for _, c := range o.kills[d].Cells() {
			s.Eliminations = append(s.Eliminations, Candidate{c, d})
		}
	}
	sortCandidates(s.Eliminations)
	s.Difficulty = t.Weight() + lengthBonus(len(s.Links))
	return s
}

// sortCandidates orders candidates by cell, then digit.
func sortCandidates(cs []Candidate) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && less(cs[j], cs[j-1]); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

func less(a, b Candidate) bool {
	return a.Cell < b.Cell || a.Cell == b.Cell && a.Digit < b.Digit
}
