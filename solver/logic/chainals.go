package logic

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
// alsChainMaxCells cells, read from the index the ALS finders share.
func (g *chainGraph) addALS() {
	x := alsIndexOf(g.b)
	defer x.release()
	for i := range x.list {
		a := &x.list[i]
		if n := a.cells.Count(); n >= 2 && n <= alsChainMaxCells {
			g.addALSNodes(a)
		}
	}
}

// addALSNodes adds the nodes of ALS a, one per digit, and links them
// with each other.
func (g *chainGraph) addALSNodes(a *als) {
	if len(g.nodes)+a.digits.Count() > cap(g.nodes) {
		return // the graph is full; the chains found stay sound
	}
	first := int16(len(g.nodes))
	for d := a.digits; d != 0; d &= d - 1 {
		x := d.First()
		// a.sees holds only the cells with x that see all its places:
		// enough, since every node of x lies in such cells.
		n := chainNode{cells: a.where[x], set: a.cells, sees: a.sees[x], digit: x, group: true}
		n.cell = lowCellOf(n.cells)
		g.als[x] = append(g.als[x], int16(len(g.nodes)))
		g.alsAt[x][n.cell] = append(g.alsAt[x][n.cell], int16(len(g.nodes)))
		g.nodes = append(g.nodes, n)
	}
	for p := first; p < int16(len(g.nodes)); p++ {
		for q := p + 1; q < int16(len(g.nodes)); q++ {
			g.addStrong(p, q)
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
			victims = victims.And(g.b.Peers(popLowCell(&t)))
		}
		kills[w] = kills[w].Or(victims)
	}
}
