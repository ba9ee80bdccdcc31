package logic

import (
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
)

// The chain engine works on a graph of nodes and links built from one
// position. A node is a candidate, digit d in one cell, or a group: d in
// two or three cells of a box that share a row or column, "on" when one of
// them holds d. Two nodes are strongly linked when at least one of them is
// on (the only two places of d in a house, the only two digits of a
// cell), and weakly linked when at most one is (the same digit in cells
// that see each other, two digits of one cell). An alternating inference
// chain follows strong and weak links in turn; X-chains, XY-chains, remote
// pairs, AICs and nice loops are all such chains, told apart by the links
// they use.

// chainNode is one node of the graph.
type chainNode struct {
	cells CellSet     // the node's cells
	set   CellSet     // an ALS node's whole set, else empty
	sees  CellSet     // the cells outside it that see every one of them (for an ALS node, those with its digit)
	cell  solver.Cell // the cell of a candidate, the first cell of a group
	digit uint8
	group bool
	// strong lists the nodes strongly linked with this one.
	strong    [maxStrong]int16
	numStrong uint8
}

// maxStrong bounds a node's strong links: its cell's other digit and, per
// house, at most the partitions of the house's places into two nodes.
const maxStrong = 16

// maxChainNodes bounds the nodes of a graph: every candidate, every group
// of two or more cells in a box-line intersection,
// and room for the nodes of almost locked sets.
const maxChainNodes = 81*9 + 9*9*6 + 4000

// chainGraph is the graph of one position.
type chainGraph struct {
	b      *Board
	where  [10]CellSet // cells where each digit is a candidate
	nodes  []chainNode
	single [81][10]int16 // the candidate node of each cell and digit, -1 when none
	groups [10][]int16   // the group nodes of each digit
	// groupAt finds the group node of a digit, box and line (the box's
	// three rows, then its three columns), -1 when there is none.
	groupAt [10][9][6]int16
	als     [10][]int16 // the ALS nodes of each digit
	// alsAt lists the ALS nodes of each digit by their first cell.
	alsAt [10][81][]int16
	// xy limits chains to XY-chains: strong links only inside
	// two-candidate cells, weak links only between cells.
	xy bool
}

var chainGraphPool = sync.Pool{New: func() any {
	return &chainGraph{nodes: make([]chainNode, 0, maxChainNodes)}
}}

// chainNodes says which nodes a graph has beyond candidates.
type chainNodes uint8

const (
	candidateNodes chainNodes = iota // candidates only
	groupNodes                       // box-line groups too
	alsNodes                         // groups and almost locked sets
)

// newChainGraph builds the graph of b with the given nodes. Give it back
// with release when done.
func newChainGraph(b *Board, nodes chainNodes) *chainGraph {
	g := chainGraphPool.Get().(*chainGraph)
	g.b = b
	g.xy = false
	g.nodes = g.nodes[:0]
	for d := range g.groups {
		g.groups[d] = g.groups[d][:0]
		if len(g.als[d]) > 0 {
			for c := range g.alsAt[d] {
				g.alsAt[d][c] = g.alsAt[d][c][:0]
			}
		}
		g.als[d] = g.als[d][:0]
		g.where[d] = CellSet{}
		for box := range g.groupAt[d] {
			g.groupAt[d][box] = [6]int16{-1, -1, -1, -1, -1, -1}
		}
	}
	for c := solver.Cell(0); c < 81; c++ {
		g.single[c] = [10]int16{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
		for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
			d := ds.First()
			g.where[d].Add(c)
			g.single[c][d] = int16(len(g.nodes))
			g.nodes = append(g.nodes, chainNode{cells: CellsOf(c), sees: b.Peers(c), cell: c, digit: d})
		}
	}
	if nodes >= groupNodes {
		g.addGroups()
	}
	g.linkCells()
	for _, u := range b.Units() {
		for d := uint8(1); d <= 9; d++ {
			g.linkHouse(u, d)
		}
	}
	if nodes == alsNodes {
		g.addALS()
	}
	return g
}

// release gives the graph back to the pool.
func (g *chainGraph) release() {
	g.b = nil
	chainGraphPool.Put(g)
}

// addGroups adds a node for every box-line intersection where a digit has
// two or three places.
func (g *chainGraph) addGroups() {
	if !g.b.hasBoxes() {
		return // a jigsaw region meets rows and columns in cells of any number
	}
	for d := uint8(1); d <= 9; d++ {
		for box := 0; box < 9; box++ {
			inBox := g.where[d].And(Box(box).Set())
			if inBox.Count() < 2 {
				continue
			}
			r0, c0 := boxOrigin(Box(box))
			for i := 0; i < 6; i++ {
				line := Row(r0 + i)
				if i >= 3 {
					line = Col(c0 + i - 3)
				}
				seg := inBox.And(line.Set())
				if seg.Count() < 2 {
					continue
				}
				n := chainNode{cells: seg, sees: AllCells, digit: d, group: true}
				n.cell = lowCellOf(seg)
				for s := seg; !s.Empty(); {
					n.sees = n.sees.And(g.b.Peers(popLowCell(&s)))
				}
				g.groupAt[d][box][i] = int16(len(g.nodes))
				g.groups[d] = append(g.groups[d], int16(len(g.nodes)))
				g.nodes = append(g.nodes, n)
			}
		}
	}
}

// AllCells holds the 81 cells.
var AllCells = CellSet{^uint64(0), 1<<17 - 1}

// linkCells links the two digits of every two-candidate cell.
func (g *chainGraph) linkCells() {
	for c := solver.Cell(0); c < 81; c++ {
		ds := g.b.Cands[c]
		if ds.Count() != 2 {
			continue
		}
		p, q := ds.First(), (ds &^ (1 << ds.First())).First()
		g.addStrong(g.single[c][p], g.single[c][q])
	}
}

// linkHouse links the places of d in house u: the two cells when there
// are two, and, with groups, every split of the places into two nodes.
func (g *chainGraph) linkHouse(u Unit, d uint8) {
	in := g.where[d].And(g.b.UnitSet(u))
	n := in.Count()
	if n < 2 {
		return
	}
	if n == 2 {
		s := in
		p := popLowCell(&s)
		q := popLowCell(&s)
		g.addStrong(g.single[p][d], g.single[q][d])
		return
	}
	if len(g.groups[d]) == 0 {
		return
	}
	// With groups: one side is a node in one box-line segment, the other
	// the rest, which must be a node too.
	var buf [16]int16
	for _, a := range g.nodesWithin(buf[:0], in, d) {
		rest := in.AndNot(g.nodes[a].cells)
		if b := g.nodeOf(rest, d); b > a {
			g.addStrong(a, b)
		}
	}
}

// nodesWithin appends to out the nodes of digit d whose cells lie in set
// s.
func (g *chainGraph) nodesWithin(out []int16, s CellSet, d uint8) []int16 {
	for t := s; !t.Empty(); {
		out = append(out, g.single[popLowCell(&t)][d])
	}
	for _, n := range g.groups[d] {
		if g.nodes[n].cells.AndNot(s).Empty() {
			out = append(out, n)
		}
	}
	return out
}

// nodeOf returns the node of digit d whose cells are exactly s, or -1.
func (g *chainGraph) nodeOf(s CellSet, d uint8) int16 {
	switch s.Count() {
	case 1, 2, 3:
	default:
		return -1
	}
	t := s
	first := popLowCell(&t)
	if t.Empty() {
		return g.single[first][d]
	}
	box := boxIndex(first)
	r0, c0 := boxOrigin(Box(box))
	line := first.Row() - r0
	if !s.AndNot(Row(first.Row()).Set()).Empty() {
		line = 3 + first.Col() - c0
	}
	if n := g.groupAt[d][box][line]; n >= 0 && g.nodes[n].cells == s {
		return n
	}
	return -1
}

// addStrong records a strong link between nodes a and b, once.
func (g *chainGraph) addStrong(a, b int16) {
	g.addHalf(a, b)
	g.addHalf(b, a)
}

func (g *chainGraph) addHalf(a, b int16) {
	n := &g.nodes[a]
	for _, x := range n.strong[:n.numStrong] {
		if x == b {
			return
		}
	}
	if int(n.numStrong) < maxStrong {
		n.strong[n.numStrong] = b
		n.numStrong++
	}
}

// weakly reports whether nodes a and b are weakly linked: at most one of
// them can be on.
func (g *chainGraph) weakly(a, b int16) bool {
	x, y := &g.nodes[a], &g.nodes[b]
	if x.digit != y.digit {
		return !x.group && !y.group && x.cell == y.cell
	}
	return a != b && y.cells.AndNot(x.sees).Empty()
}

// commonVictims returns, per digit, the candidates weakly linked with both
// nodes a and b: what is off when either of them is on.
func (g *chainGraph) commonVictims(a, b int16) (out [10]CellSet) {
	x, y := &g.nodes[a], &g.nodes[b]
	if x.digit == y.digit {
		out[x.digit] = g.where[x.digit].And(x.sees).And(y.sees)
		return out
	}
	if !x.group && !y.group && x.cell == y.cell {
		for ds := g.b.Cands[x.cell] &^ (1<<x.digit | 1<<y.digit); ds != 0; ds &= ds - 1 {
			out[ds.First()].Add(x.cell)
		}
		return out
	}
	if !x.group && y.sees.Has(x.cell) && g.b.Cands[x.cell].Has(y.digit) {
		out[y.digit].Add(x.cell)
	}
	if !y.group && x.sees.Has(y.cell) && g.b.Cands[y.cell].Has(x.digit) {
		out[x.digit].Add(y.cell)
	}
	return out
}
