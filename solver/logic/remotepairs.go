package logic

import "github.com/sudokudesktop/sudoku/solver"

// A remote pair is a chain of cells that all hold the same two candidates
// a and b, each seeing the next: the cells alternate between a and b, so
// two cells an odd number of steps apart hold one each, and a cell that
// sees both of them holds neither. The chain needs four cells at least
// (three steps), or it is a naked pair.

// rpMaxCells bounds the chains followed, and rpMaxPaths the chains tried
// per pair of digits, so that a board full of one pair stays quick.
const (
	rpMaxCells = 12
	rpMaxPaths = 5000
)

// eachRemotePairs visits every remote-pair chain that eliminates
// something, once per pair of ends.
func eachRemotePairs(b *Board, visit func(*Step) bool) {
	var x pencilIndex
	x.load(b)
	for a := uint8(1); a <= 9; a++ {
		for bb := a + 1; bb <= 9; bb++ {
			cells := x.bivalue[a].And(x.bivalue[bb])
			if cells.Count() < 4 {
				continue
			}
			rp := remotePairSearch{b: b, cells: cells, digits: DigitSet(a, bb), visit: visit}
			rp.targets = x.where[a].Or(x.where[bb])
			for starts := cells; !starts.Empty(); {
				s := popLowCell(&starts)
				rp.path = append(rp.path[:0], s)
				if !rp.extend(CellsOf(s)) {
					return
				}
			}
		}
	}
}

// firstRemotePairs returns the remote pair with the fewest cells.
func firstRemotePairs(b *Board) *Step {
	var best *Step
	eachRemotePairs(b, func(s *Step) bool {
		if best == nil || len(s.Pattern) < len(best.Pattern) {
			best = s
		}
		return len(best.Pattern) > 8 // four cells is as short as they come
	})
	return best
}

// remotePairSearch walks the chains of one pair of digits depth first.
type remotePairSearch struct {
	b       *Board
	cells   CellSet // the cells holding just the two digits
	targets CellSet // the cells where either digit is a candidate
	digits  Digits
	path    []solver.Cell
	paths   int
	visit   func(*Step) bool
}

// extend visits the chain in path when it proves something and goes on
// to every longer one; it returns false to stop.
func (rp *remotePairSearch) extend(used CellSet) bool {
	if rp.paths++; rp.paths > rpMaxPaths {
		return true
	}
	n := len(rp.path)
	if n >= 4 && rp.path[0] < rp.path[n-1] {
		if s := rp.step(); s != nil && !rp.visit(s) {
			return false
		}
	}
	if n == rpMaxCells {
		return true
	}
	for next := rp.cells.And(rp.b.basePeers(rp.path[n-1])).AndNot(used); !next.Empty(); {
		c := popLowCell(&next)
		rp.path = append(rp.path, c)
		used.Add(c)
		ok := rp.extend(used)
		used.Remove(c)
		rp.path = rp.path[:n]
		if !ok {
			return false
		}
	}
	return true
}

// step returns what the chain in path proves, or nil: both digits go
// from the cells that see two of its cells an odd number of steps apart.
func (rp *remotePairSearch) step() *Step {
	var victims, chain CellSet
	for _, c := range rp.path {
		chain.Add(c)
	}
	for i := range rp.path {
		for j := i + 3; j < len(rp.path); j += 2 {
			victims = victims.Or(rp.b.basePeers(rp.path[i]).And(rp.b.basePeers(rp.path[j])))
		}
	}
	victims = victims.And(rp.targets).AndNot(chain)
	if victims.Empty() {
		return nil
	}
	s := &Step{Technique: RemotePairs, Digits: rp.digits}
	ds := rp.digits.List()
	for i, c := range rp.path {
		on, off := ds[i%2], ds[1-i%2]
		s.Pattern = append(s.Pattern, Candidate{c, off}, Candidate{c, on})
		if i > 0 {
			prev := ChainNode{Digit: off, Cells: []solver.Cell{rp.path[i-1]}}
			s.Links = append(s.Links, Link{From: prev, To: ChainNode{Digit: off, Cells: []solver.Cell{c}}})
		}
		s.Links = append(s.Links, Link{From: ChainNode{Digit: off, Cells: []solver.Cell{c}}, To: ChainNode{Digit: on, Cells: []solver.Cell{c}}, Strong: true})
	}
	for _, c := range victims.Cells() {
		for _, d := range (rp.b.Cands[c] & rp.digits).List() {
			s.Eliminations = append(s.Eliminations, Candidate{c, d})
		}
	}
	return s
}
