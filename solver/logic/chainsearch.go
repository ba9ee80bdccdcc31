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
	// used holds, per digit, the cells of every node reached so far: a
	// node outside them cannot meet the path it is reached by.
	used [10]CellSet
}

var chainBFSPool = sync.Pool{New: func() any { return new(chainBFS) }}

// chainMaxLinks bounds the chains the engine looks for, in links.
const chainMaxLinks = 24

// start begins a search on g from state s.
func (q *chainBFS) start(g *chainGraph, s int16) {
	q.gen++
	q.mark[s], q.parent[s], q.dist[s] = q.gen, -1, 0
	q.queue[0] = s
	q.head, q.tail = 0, 1
	x := &g.nodes[s>>1]
	q.used = [10]CellSet{}
	q.used[x.digit] = x.cells
}

// push records state s as reached from state from, unless it was reached
// already or its node would meet the path to from: the same node again,
// or a node of the same digit sharing a cell (the start's node may come
// back to close a loop). A state refused now may still be reached by
// another path.
func (q *chainBFS) push(g *chainGraph, s, from int16) {
	if q.mark[s] == q.gen {
		return
	}
	x := &g.nodes[s>>1]
	if !x.cells.And(q.used[x.digit]).Empty() {
		for p := from; p >= 0; p = q.parent[p] {
			y := &g.nodes[p>>1]
			if x.digit == y.digit && !x.cells.And(y.cells).Empty() && (q.parent[p] >= 0 || s != p^1) {
				return
			}
		}
	}
	q.used[x.digit] = q.used[x.digit].Or(x.cells)
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
				q.push(g, m<<1|1, s)
			}
		}
		return s, true
	}
	x := &g.nodes[n]
	if !x.group && !g.xy {
		for ds := g.b.Cands[x.cell] &^ (1 << x.digit); ds != 0; ds &= ds - 1 {
			q.push(g, g.single[x.cell][ds.First()]<<1, s)
		}
	}
	single := &g.single
	withALS := len(g.als[x.digit]) > 0
	for t := g.where[x.digit].And(x.sees); !t.Empty(); {
		c := popLowCell(&t)
		q.push(g, single[c][x.digit]<<1, s)
		if withALS {
			for _, m := range g.alsAt[x.digit][c] {
				if g.nodes[m].cells.AndNot(x.sees).Empty() {
					q.push(g, m<<1, s)
				}
			}
		}
	}
	for _, m := range g.groups[x.digit] {
		if g.nodes[m].cells.AndNot(x.sees).Empty() {
			q.push(g, m<<1, s)
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

// needs reports whether the path to s needs the graph's richest kind of
// node, so that each technique lists only the chains simpler ones miss:
// a group for grouped chains, an almost locked set for ALS chains.
func (q *chainBFS) needs(g *chainGraph, s int16, nodes chainNodes) bool {
	if nodes == candidateNodes {
		return true
	}
	for ; s >= 0; s = q.parent[s] {
		x := &g.nodes[s>>1]
		if nodes == groupNodes && x.group || nodes == alsNodes && !x.set.Empty() {
			return true
		}
	}
	return false
}
