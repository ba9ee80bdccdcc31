package logic

import "github.com/sudokudesktop/sudoku/solver"

// Almost locked sets join the chain graph as nodes. An almost locked set
// (ALS) is n cells of one house holding n+1 digits between them: take
// any one digit away and the other n fill the cells. For each digit x of
// an ALS the graph has a node "x is in the set's cells that hold it";
// the nodes of two digits of one set are strongly linked (if x is not in
// the set, z is), and, like group nodes, weakly linked with every node of
// their digit whose cells all see all of theirs.

// alsChainMaxCells bounds the sets used in chains: larger ones are hard
// to see and rarely needed.
const alsChainMaxCells = 4

// addALS adds the nodes of every almost locked set of two to
// alsChainMaxCells cells.
func (g *chainGraph) addALS() {
	for u := Unit(0); u < 27; u++ {
		var open []solver.Cell
		for _, c := range unitCells[u] {
			if g.b.Cands[c] != 0 {
				open = append(open, c)
			}
		}
		g.alsFrom(u, open, 0, CellSet{}, 0, 0)
	}
}

// alsFrom extends the set chosen so far (n cells holding digits ds) with
// the open cells of house u from index i on, and adds every ALS it meets.
func (g *chainGraph) alsFrom(u Unit, open []solver.Cell, i int, chosen CellSet, n int, ds Digits) {
	if n >= 2 && ds.Count() == n+1 && !g.alsSeenElsewhere(u, chosen) {
		g.addALSNodes(chosen, ds)
	}
	if n == alsChainMaxCells {
		return
	}
	for j := i; j < len(open); j++ {
		more := ds | g.b.Cands[open[j]]
		if more.Count() > alsChainMaxCells+1 {
			continue
		}
		next := chosen
		next.Add(open[j])
		g.alsFrom(u, open, j+1, next, n+1, more)
	}
}

// alsSeenElsewhere reports whether a set found in box u lies in one row or
// column too, where it is found as well: each set is added once, from its
// line.
func (g *chainGraph) alsSeenElsewhere(u Unit, s CellSet) bool {
	if u.Kind() != "box" {
		return false
	}
	t := s
	c := popLowCell(&t)
	return s.AndNot(unitSets[Row(c.Row())]).Empty() || s.AndNot(unitSets[Col(c.Col())]).Empty()
}

// addALSNodes adds the nodes of the ALS with cells s and digits ds, and
// links them with each other.
func (g *chainGraph) addALSNodes(s CellSet, ds Digits) {
	if len(g.nodes)+ds.Count() > cap(g.nodes) {
		return // the graph is full; the chains found stay sound
	}
	first := int16(len(g.nodes))
	for d := ds; d != 0; d &= d - 1 {
		x := d.First()
		cells := s.And(g.where[x])
		n := chainNode{cells: cells, set: s, sees: AllCells, digit: x, group: true}
		n.cell = cells.Cells()[0]
		for t := cells; !t.Empty(); {
			n.sees = n.sees.And(peerSets[popLowCell(&t)])
		}
		g.als[x] = append(g.als[x], int16(len(g.nodes)))
		g.alsAt[x][n.cell] = append(g.alsAt[x][n.cell], int16(len(g.nodes)))
		g.nodes = append(g.nodes, n)
	}
	for a := first; a < int16(len(g.nodes)); a++ {
		for b := a + 1; b < int16(len(g.nodes)); b++ {
			g.addStrong(a, b)
		}
	}
}

// alsVictims adds to kills what a continuous loop proves through an ALS
// it enters by digit x and leaves by digit z: one of the two is in the
// set and the other is not, so the set's other digits are locked in it,
// and cells outside that see all of a digit's places in the set lose it.
func (g *chainGraph) alsVictims(kills *[10]CellSet, entry, exit int16) {
	x, z := &g.nodes[entry], &g.nodes[exit]
	if x.set.Empty() || x.set != z.set {
		return
	}
	var ds Digits
	for t := x.set; !t.Empty(); {
		ds |= g.b.Cands[popLowCell(&t)]
	}
	for rest := ds &^ (1<<x.digit | 1<<z.digit); rest != 0; rest &= rest - 1 {
		w := rest.First()
		victims := g.where[w].AndNot(x.set)
		for t := x.set.And(g.where[w]); !t.Empty(); {
			victims = victims.And(peerSets[popLowCell(&t)])
		}
		kills[w] = kills[w].Or(victims)
	}
}
