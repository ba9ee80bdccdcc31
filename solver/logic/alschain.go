package logic

import "math/bits"

// maxChainLinks bounds the restricted commons of an ALS chain, as
// HoDoKu's default for listing every step (6).
const maxChainLinks = 6

// alsChainBudget bounds the states one search walks, over all its
// starts: a state takes a fifth of a microsecond or so, and positions
// with hundreds of densely linked sets would otherwise walk a hundred
// thousand of them (20 ms) for a hint; ten thousand take about 2 ms.
const alsChainBudget = 10000

// eachALSChain visits every ALS chain of three links or more (one is an
// ALS-XZ, two an ALS-XY-Wing): ALSs A1, A2, ..., An, each joined to the
// next by a restricted common candidate (RCC), two RCCs in a row
// differing. If A1 lacks a digit z other than its RCC x1, A1 is locked
// and holds x1, so A2 lacks x1 and is locked and holds its RCC with A3,
// and so on: An lacks its RCC with A(n-1) and holds every other digit.
// So z is in A1 or in An when it is neither of the chain's end RCCs,
// and cells that see every z of both lose it.
//
// The search walks states "set A lacks digit x" breadth first from each
// first link, so each end is met by a shortest chain; a chain may not
// pass through a set twice. It stops after alsChainBudget states. Of the
// instances with the same eliminations only the first is visited.
func eachALSChain(b *Board, visit func(*Step) bool) {
	x := alsIndexOf(b)
	defer x.release()
	w := chainWalk{x: x, budget: alsChainBudget}
	w.dist = make([]int8, len(x.list)*10)
	w.parent = make([]int32, len(x.list)*10)
	for i := range w.dist {
		w.dist[i] = -1
	}
	for a2 := range x.list {
		for x1 := uint8(1); x1 <= 9; x1++ {
			if !w.firstsOf(a2, x1) {
				continue
			}
			if !w.search(b, a2, x1, visit) || w.budget < 0 {
				return
			}
		}
	}
}

// chainWalk is the breadth-first search of the ALS chains.
type chainWalk struct {
	x       *alsIndex
	dist    []int8      // by state set*10+digit: links walked from the start, -1 unseen
	parent  []int32     // the state before
	touched []int32     // states seen, to reset
	firsts  []int32     // the first sets of the chains searched
	reach   [10]CellSet // what the first sets' digits could eliminate
	seen    elimsSeen   // the eliminations of the chains visited
	budget  int         // states left to walk
}

// firstsOf lists the sets joined to a2 by the RCC x1, the possible
// first sets of a chain whose second set lacks x1, and gathers in
// w.reach[z] the cells that see every z of one of them, for z other than
// x1. It reports whether any such cell exists.
func (w *chainWalk) firstsOf(a2 int, x1 uint8) bool {
	w.firsts = w.firsts[:0]
	w.reach = [10]CellSet{}
	any := false
	for _, l := range w.x.links[a2] {
		if !l.rcc.Has(x1) {
			continue
		}
		w.firsts = append(w.firsts, l.to)
		a := &w.x.list[l.to]
		for m := a.digits &^ (1 << x1); m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(uint16(m))
			if !a.sees[z].Empty() {
				w.reach[z] = w.reach[z].Or(a.sees[z])
				any = true
			}
		}
	}
	return any
}

// onPath reports whether set i is on the walk that ends in state s.
func (w *chainWalk) onPath(s int32, i int32) bool {
	for ; s >= 0; s = w.parent[s] {
		if s/10 == i {
			return true
		}
	}
	return false
}

// search walks from the state "a2 lacks x1" and visits the chains that
// start with a set joined to a2 by x1; it reports false when visit asks
// to stop.
func (w *chainWalk) search(b *Board, a2 int, x1 uint8, visit func(*Step) bool) bool {
	x := w.x
	for _, s := range w.touched {
		w.dist[s] = -1
	}
	start := int32(a2*10) + int32(x1)
	w.touched = append(w.touched[:0], start)
	w.dist[start], w.parent[start] = 0, -1
	for head := 0; head < len(w.touched); head++ {
		if w.budget--; w.budget < 0 {
			return true
		}
		s := w.touched[head]
		i, lost := s/10, uint8(s%10)
		depth := w.dist[s]
		if depth >= 2 && !w.ends(b, s, x1, visit) {
			return false
		}
		if int(depth)+2 > maxChainLinks {
			continue
		}
		for _, l := range x.links[i] {
			for m := l.rcc &^ (1 << lost); m != 0; m &= m - 1 {
				t := l.to*10 + int32(bits.TrailingZeros16(uint16(m)))
				if w.dist[t] >= 0 || w.onPath(s, l.to) {
					continue
				}
				w.dist[t], w.parent[t] = depth+1, s
				w.touched = append(w.touched, t)
			}
		}
	}
	return true
}

// ends visits the chains from each first set A1 (joined to the start by
// x1) to the set of state s, which lacks its last RCC y.
func (w *chainWalk) ends(b *Board, s int32, x1 uint8, visit func(*Step) bool) bool {
	x := w.x
	bi, y := s/10, uint8(s%10)
	last := &x.list[bi]
	hope := false
	for m := last.digits &^ DigitSet(x1, y); m != 0 && !hope; m &= m - 1 {
		z := bits.TrailingZeros16(uint16(m))
		hope = !w.reach[z].And(last.sees[z]).Empty()
	}
	if !hope {
		return true
	}
	for _, f := range w.firsts {
		if w.onPath(s, f) {
			continue
		}
		first := &x.list[f]
		zs := first.digits & last.digits &^ DigitSet(x1, y)
		if !seeBoth(first, last, zs) {
			continue
		}
		var e elimSet
		for m := zs; m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(uint16(m))
			e.add(z, first.sees[z].And(last.sees[z]))
		}
		if !w.seen.fresh(&e) {
			continue
		}
		sets := []*als{first}
		digits := DigitSet(x1)
		var path []int32
		for t := s; t >= 0; t = w.parent[t] {
			path = append(path, t)
		}
		for k := len(path) - 1; k >= 0; k-- {
			sets = append(sets, &x.list[path[k]/10])
			digits |= 1 << (path[k] % 10)
		}
		rccs := []uint8{x1}
		for k := len(path) - 2; k >= 0; k-- {
			rccs = append(rccs, uint8(path[k]%10))
		}
		step := &Step{
			Links:        alsChainLinks(sets, rccs, zs, first, last),
			Technique:    ALSChain,
			Pattern:      alsCandidates(b, sets...),
			Sets:         alsSets(sets...),
			Units:        alsUnits(sets...),
			Digits:       digits,
			Eliminations: e.list(),
		}
		if !visit(step) {
			return false
		}
	}
	return true
}

// alsChainLinks reads an ALS chain as an alternating inference chain,
// for its beats and its drawing: (z)A1 = (x1)A1 - (x1)A2 = (x2)A2 - ...
// - (xn)An = (z)An, with sets[i] joined to sets[i+1] by rccs[i], and z
// the first digit of zs both end sets eliminate.
func alsChainLinks(sets []*als, rccs []uint8, zs Digits, first, last *als) []Link {
	z := zs.First()
	for m := zs; m != 0; m &= m - 1 {
		if d := m.First(); !first.sees[d].And(last.sees[d]).Empty() {
			z = d
			break
		}
	}
	node := func(a *als, d uint8) ChainNode {
		return ChainNode{Digit: d, Cells: a.where[d].Cells(), Set: a.cells.Cells()}
	}
	links := make([]Link, 0, 2*len(rccs)+1)
	links = append(links, Link{From: node(sets[0], z), To: node(sets[0], rccs[0]), Strong: true})
	for i, x := range rccs {
		links = append(links, Link{From: node(sets[i], x), To: node(sets[i+1], x)})
		next := z
		if i+1 < len(rccs) {
			next = rccs[i+1]
		}
		links = append(links, Link{From: node(sets[i+1], x), To: node(sets[i+1], next), Strong: true})
	}
	return links
}
