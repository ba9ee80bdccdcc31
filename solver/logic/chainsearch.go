package logic

import "sync"

// chainBFS is the memory of breadth-first searches over the states of a
// chain graph: state n<<1 is node n off, n<<1|1 node n on. From an off
// state the search follows strong links to on states, from an on state
// weak links to off states, so every path it finds alternates. A state's
// mark equals gen while the search that reached it runs, which spares
// clearing the arrays between searches.
type chainBFS struct {
	gen    uint32
	mark   [2 * maxChainNodes]uint32
	parent [2 * maxChainNodes]int16
	dist   [2 * maxChainNodes]uint8
	queue  [2 * maxChainNodes]int16
	head   int
	tail   int
}

var chainBFSPool = sync.Pool{New: func() any { return new(chainBFS) }}

// chainMaxLinks bounds the chains the engine looks for, in links.
const chainMaxLinks = 24

// start begins a search from state s.
func (q *chainBFS) start(s int16) {
	q.gen++
	q.mark[s], q.parent[s], q.dist[s] = q.gen, -1, 0
	q.queue[0] = s
	q.head, q.tail = 0, 1
}

// reached reports whether the running search has reached state s.
func (q *chainBFS) reached(s int16) bool { return q.mark[s] == q.gen }

// push records state s as reached from state from, unless it was reached
// already.
func (q *chainBFS) push(s, from int16) {
	if q.mark[s] == q.gen {
		return
	}
	q.mark[s], q.parent[s], q.dist[s] = q.gen, from, q.dist[from]+1
	q.queue[q.tail] = s
	q.tail++
}

// next returns the next state in breadth-first order, expanding it on g
// unless it is maxLinks links from the start; ok is false when the search
// is over.
func (q *chainBFS) next(g *chainGraph, maxLinks int) (s int16, ok bool) {
	if q.head == q.tail {
		return 0, false
	}
	s = q.queue[q.head]
	q.head++
	if int(q.dist[s]) >= maxLinks || s == q.queue[0]^1 {
		return s, true // the start's other state ends a loop
	}
	n := s >> 1
	if s&1 == 0 {
		x := &g.nodes[n]
		for _, m := range x.strong[:x.numStrong] {
			if !g.xy || g.nodes[m].cell == x.cell {
				q.push(m<<1|1, s)
			}
		}
		return s, true
	}
	x := &g.nodes[n]
	if !x.group && !g.xy {
		for ds := g.b.Cands[x.cell] &^ (1 << x.digit); ds != 0; ds &= ds - 1 {
			q.push(g.single[x.cell][ds.First()]<<1, s)
		}
	}
	single := &g.single
	for t := g.where[x.digit].And(x.sees); !t.Empty(); {
		q.push(single[popLowCell(&t)][x.digit]<<1, s)
	}
	for _, m := range g.groups[x.digit] {
		if g.nodes[m].cells.AndNot(x.sees).Empty() {
			q.push(m<<1, s)
		}
	}
	return s, true
}

// path returns the states from the search's start to s on g, or false
// when the chain meets itself: a node that comes twice (a lasso, which a
// player cannot read as a chain) or two nodes of one digit that share a
// cell. The start's node may come back as the last state, closing a loop.
func (q *chainBFS) path(g *chainGraph, s int16) ([]int16, bool) {
	out := make([]int16, q.dist[s]+1)
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = s
		s = q.parent[s]
	}
	for i := 1; i < len(out); i++ {
		x := &g.nodes[out[i]>>1]
		for j := 0; j < i; j++ {
			if j == 0 && i == len(out)-1 && out[i]>>1 == out[j]>>1 {
				continue
			}
			y := &g.nodes[out[j]>>1]
			if x.digit == y.digit && !x.cells.And(y.cells).Empty() {
				return nil, false
			}
		}
	}
	return out, true
}

// simple reports whether the path to s visits no node twice, without
// building it.
func (q *chainBFS) simple(s int16) bool {
	var seen [maxChainNodes/64 + 1]uint64
	for ; s >= 0; s = q.parent[s] {
		n := s >> 1
		if seen[n>>6]>>(n&63)&1 != 0 {
			return false
		}
		seen[n>>6] |= 1 << (n & 63)
	}
	return true
}

// hasGroup reports whether the path to s passes through a group node.
func (q *chainBFS) hasGroup(g *chainGraph, s int16) bool {
	for ; s >= 0; s = q.parent[s] {
		if g.nodes[s>>1].group {
			return true
		}
	}
	return false
}
