package logic

import "github.com/sudokudesktop/sudoku/solver"

// chainMaxCells bounds the chains searched for, in cells: longer ones are
// rare, hard to follow, and slow to find.
const chainMaxCells = 15

// chainSearch is the breadth-first search state the chain finders share.
// A state is a cell and one bit: for an X-Chain whether the digit is on or
// off there, for an XY-Chain which of the cell's two digits is on. A
// state's mark equals gen while the search that reached it runs, which
// spares clearing the arrays between searches.
type chainSearch struct {
	gen    uint16
	mark   [162]uint16
	parent [162]int16
	dist   [162]uint8
	queue  [162]int16
}

// start begins a new search from state s.
func (cs *chainSearch) start(s int16) (head, tail int) {
	cs.gen++
	cs.mark[s], cs.parent[s], cs.dist[s] = cs.gen, -1, 0
	cs.queue[0] = s
	return 0, 1
}

// reach records state s as reached from state from, unless it was reached
// already, and returns the new queue tail.
func (cs *chainSearch) reach(s, from int16, tail int) int {
	if cs.mark[s] == cs.gen {
		return tail
	}
	cs.mark[s], cs.parent[s], cs.dist[s] = cs.gen, from, cs.dist[from]+1
	cs.queue[tail] = s
	return tail + 1
}

// path returns the cells of the states from the search's start to s, or
// false when a cell comes twice.
func (cs *chainSearch) path(s int16) (CellSet, bool) {
	var seen CellSet
	for ; s >= 0; s = cs.parent[s] {
		c := solver.Cell(s >> 1)
		if seen.Has(c) {
			return seen, false
		}
		seen.Add(c)
	}
	return seen, true
}

// states returns the states from the search's start to s.
func (cs *chainSearch) states(s int16) []int16 {
	out := make([]int16, cs.dist[s]+1)
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = s
		s = cs.parent[s]
	}
	return out
}

// findXChain finds a chain on one digit d that alternates strong links
// (houses where d has two places) and weak links (two cells that see each
// other), starting and ending with a strong link: if d is not at one end,
// it is at the other, so cells that see both ends lose d. Cells of the
// chain itself are left alone: a chain that removes d from one of its own
// cells is sound but hard to follow. The shortest chain wins, then the
// lowest digit and start cell.
func findXChain(b *Board) *Step {
	var x pencilIndex
	x.load(b)
	var cs chainSearch
	var partners [81]CellSet
	var best []int16 // states of the best chain
	var bestDigit uint8
	var bestElim CellSet
	limit := chainMaxCells - 1 // most links a new best may have
	strong := strongUnits(b)
	for d := uint8(1); d <= 9; d++ {
		where := x.where[d]
		linked := linkStrong(&x, &partners, where, &strong, d)
		for starts := linked; !starts.Empty(); {
			s := popLowCell(&starts)
			targets := where.And(x.peers(s))
			if targets.Empty() {
				continue
			}
			// State c<<1 is d off in c (the start, or after a weak
			// link), c<<1|1 is d on in c (after a strong link).
			head, tail := cs.start(int16(s) << 1)
			for head < tail {
				st := cs.queue[head]
				head++
				c, on := solver.Cell(st>>1), st&1 == 1
				dist := int(cs.dist[st])
				if on && dist >= 3 && c != s {
					if elim := targets.And(x.peers(c)); !elim.Empty() {
						if cells, simple := cs.path(st); simple && !elim.AndNot(cells).Empty() {
							best, bestDigit, bestElim, limit = cs.states(st), d, elim.AndNot(cells), dist-1
							break
						}
					}
				}
				if dist >= limit {
					continue
				}
				next := partners[c]
				if on {
					next = where.And(x.peers(c))
				}
				for !next.Empty() {
					n := popLowCell(&next)
					tail = cs.reach(int16(n)<<1|int16(st&1^1), st, tail)
				}
			}
			if limit < 3 {
				break // three links is as short as a chain gets
			}
		}
		unlink(&partners, linked)
		if limit < 3 {
			break
		}
	}
	if best == nil {
		return nil
	}
	pattern := make([]Candidate, len(best))
	units := make([]Unit, 0, len(best)/2)
	for i, st := range best {
		pattern[i] = Candidate{solver.Cell(st >> 1), bestDigit}
		if i%2 == 1 {
			units = append(units, strongLinkUnit(&x, bestDigit, pattern[i-1].Cell, pattern[i].Cell))
		}
	}
	return &Step{
		Technique:    XChain,
		Pattern:      pattern,
		Units:        units,
		Digits:       DigitSet(bestDigit),
		Eliminations: eliminations(b, bestElim, bestDigit),
		Links:        alternatingLinks(pattern),
	}
}

// strongLinkUnit returns the first house of p and q where digit d has no
// other place.
func strongLinkUnit(x *pencilIndex, d uint8, p, q solver.Cell) Unit {
	for _, u := range x.sh.base[p] {
		if in := x.where[d].And(x.sh.sets[u]); in.Count() == 2 && in.Has(q) {
			return u
		}
	}
	return x.sh.base[p][0] // not reached: p and q are a strong link
}

// findXYChain finds a chain of two-candidate cells, each seeing the next
// and sharing a digit with it, that starts with digit z at one end and
// ends with z at the other: if the first cell is not z it is its other
// digit, which the next cell then is not, and so on, so the last cell is
// z. One of the ends holds z, and cells that see both lose it, but for
// the chain's own cells. The shortest chain wins, then the lowest start
// cell and digit.
func findXYChain(b *Board) *Step {
	var x pencilIndex
	x.load(b)
	var cs chainSearch
	// State c<<1|i: cell c is entered with one digit off and leaves
	// with the other on, the lower of its two if i is 0.
	exitOf := func(st int16) uint8 {
		ds := b.Cands[st>>1]
		if st&1 == 1 {
			ds &^= 1 << ds.First()
		}
		return ds.First()
	}
	stateOf := func(c solver.Cell, exit uint8) int16 {
		st := int16(c) << 1
		if b.Cands[c].First() != exit {
			st |= 1
		}
		return st
	}
	var best []int16
	var bestDigit uint8
	var bestElim CellSet
	limit := chainMaxCells - 1 // most links a new best may have
	for starts := x.pairs; !starts.Empty() && limit >= 2; {
		s := popLowCell(&starts)
		for zs := b.Cands[s]; zs != 0 && limit >= 2; zs &= zs - 1 {
			z := zs.First()
			targets := x.where[z].And(x.peers(s))
			if targets.Empty() {
				continue
			}
			head, tail := cs.start(stateOf(s, (b.Cands[s] &^ (1 << z)).First()))
			for head < tail {
				st := cs.queue[head]
				head++
				c, exit := solver.Cell(st>>1), exitOf(st)
				dist := int(cs.dist[st])
				if exit == z && dist >= 2 && c != s {
					if elim := targets.And(x.peers(c)); !elim.Empty() {
						if cells, simple := cs.path(st); simple && !elim.AndNot(cells).Empty() {
							best, bestDigit, bestElim, limit = cs.states(st), z, elim.AndNot(cells), dist-1
							break
						}
					}
				}
				if dist >= limit {
					continue
				}
				for next := x.bivalue[exit].And(x.peers(c)); !next.Empty(); {
					n := popLowCell(&next)
					tail = cs.reach(stateOf(n, (b.Cands[n]&^(1<<exit)).First()), st, tail)
				}
			}
		}
	}
	if best == nil {
		return nil
	}
	pattern := make([]Candidate, 0, 2*len(best))
	var digits Digits
	in := bestDigit
	for _, st := range best {
		c, exit := solver.Cell(st>>1), exitOf(st)
		pattern = append(pattern, Candidate{c, in}, Candidate{c, exit})
		digits |= b.Cands[c]
		in = exit
	}
	return &Step{
		Technique:    XYChain,
		Pattern:      pattern,
		Digits:       digits,
		Eliminations: eliminations(b, bestElim, bestDigit),
		Links:        alternatingLinks(pattern),
	}
}

// eachXYChain visits every XY-chain that proves something, read by the
// chain engine limited to XY-chains, once for each pair of ends. Unlike
// findXYChain's, its eliminations include candidates of the chain's own
// cells, as HoDoKu lists them.
func eachXYChain(b *Board, visit func(*Step) bool) {
	g := newChainGraph(b, candidateNodes)
	defer g.release()
	g.xy = true
	q := chainBFSPool.Get().(*chainBFS)
	defer chainBFSPool.Put(q)
	searchChains(g, q, chainMaxLinks, func(end int16) int {
		n0, nk := q.queue[0]>>1, end>>1
		if nk <= n0 || g.nodes[n0].digit != g.nodes[nk].digit {
			return chainMaxLinks
		}
		o, path := g.outcome(q, end)
		if path == nil || o.empty() {
			return chainMaxLinks
		}
		s := g.chainStep(XYChain, path, &o)
		s.Difficulty = 0
		if !visit(s) {
			return -1
		}
		return chainMaxLinks
	})
}

// alternatingLinks links a chain's candidates in order, strong and weak
// in turn from a strong first link, as X- and XY-chains run.
func alternatingLinks(pattern []Candidate) []Link {
	links := make([]Link, 0, len(pattern))
	for i := 1; i < len(pattern); i++ {
		links = append(links, Link{
			From:   ChainNode{Digit: pattern[i-1].Digit, Cells: []solver.Cell{pattern[i-1].Cell}},
			To:     ChainNode{Digit: pattern[i].Digit, Cells: []solver.Cell{pattern[i].Cell}},
			Strong: i%2 == 1,
		})
	}
	return links
}
