package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

func init() { registerEach(SueDeCoq, eachSueDeCoq) }

// eachSueDeCoq visits every Sue de Coq. Two or three open cells I where a
// line and a box cross hold at least two candidates more than cells
// (the set C). Take cells N from the rest of the line and cells M from
// the rest of the box, such that N draws k of C's digits plus digits of
// its own, M draws the other C digits still needed plus digits of its
// own, M uses none of the C digits N draws, and the cells of I, N and M
// are exactly as many as the digits they can hold, counting once each C
// digit and each digit of N's or M's own (twice when both have it). Then
// every such digit appears exactly once in its part, so the rest of the
// line loses C's digits outside M and N's digits, and the rest of the box
// loses C's digits outside N and M's digits. This is HoDoKu's form, which
// lets N and M share digits that I lacks, and lets N or M use the third
// cell of the crossing.
func eachSueDeCoq(b *Board, visit func(*Step) bool) {
	var where [10]CellSet
	var open CellSet
	for c := solver.Cell(0); c < 81; c++ {
		ds := b.Cands[c] & AllDigits
		if ds != 0 {
			open.Add(c)
		}
		for ; ds != 0; ds &= ds - 1 {
			where[bits.TrailingZeros16(uint16(ds))].Add(c)
		}
	}
	for line := Unit(0); line < 18; line++ {
		for box := Unit(18); box < 27; box++ {
			cross := unitSets[line].And(unitSets[box]).And(open)
			if cross.Count() < 2 {
				continue
			}
			cells := cross.Cells()
			for mask := 3; mask < 1<<len(cells); mask++ {
				if n := bits.OnesCount(uint(mask)); n < 2 {
					continue
				}
				var in CellSet
				for i, c := range cells {
					if mask>>i&1 != 0 {
						in.Add(c)
					}
				}
				sdc := sdcSearch{b: b, where: &where, line: line, box: box, open: open, in: in}
				if !sdc.run(visit) {
					return
				}
			}
		}
	}
}

// sdcSearch is the search from one set of crossing cells.
type sdcSearch struct {
	b         *Board
	where     *[10]CellSet // the cells with candidate d
	line, box Unit
	open, in  CellSet
}

// subsetUnions lists cells and the union of candidates of every subset
// of them, by bit mask.
func subsetUnions(b *Board, s CellSet) ([]solver.Cell, []Digits) {
	cells := s.Cells()
	unions := make([]Digits, 1<<len(cells))
	for m := 1; m < len(unions); m++ {
		low := bits.TrailingZeros(uint(m))
		unions[m] = unions[m&(m-1)] | b.Cands[cells[low]]&AllDigits
	}
	return cells, unions
}

// cellsOfMask returns the cells of list picked by mask.
func cellsOfMask(list []solver.Cell, mask int) CellSet {
	var s CellSet
	for ; mask != 0; mask &= mask - 1 {
		s.Add(list[bits.TrailingZeros(uint(mask))])
	}
	return s
}

// run tries every line part N and box part M for the crossing cells in,
// and reports false when visit asks to stop.
func (s *sdcSearch) run(visit func(*Step) bool) bool {
	b := s.b
	var cI Digits
	for _, c := range s.in.Cells() {
		cI |= b.Cands[c] & AllDigits
	}
	nPlus := cI.Count() - s.in.Count()
	if nPlus < 2 {
		return true
	}
	lineOpen := unitSets[s.line].And(s.open)
	boxOpen := unitSets[s.box].And(s.open)
	lineCells, lineUnions := subsetUnions(b, lineOpen.AndNot(s.in))
	boxCells, boxUnions := subsetUnions(b, boxOpen.AndNot(s.in))
	// The box parts that draw on C, by how many of C's digits they need
	// beyond their own.
	var boxParts [10][]int
	for mm := 1; mm < len(boxUnions); mm++ {
		cM := boxUnions[mm]
		need := bits.OnesCount(uint(mm)) - (cM &^ cI).Count()
		if cM&cI != 0 && need > 0 && need < len(boxParts) {
			boxParts[need] = append(boxParts[need], mm)
		}
	}
	for nm := 1; nm < len(lineUnions); nm++ {
		cN := lineUnions[nm]
		taken := cN & cI
		if taken == 0 {
			continue
		}
		k := bits.OnesCount(uint(nm)) - (cN &^ cI).Count()
		if k <= 0 || k >= nPlus {
			continue
		}
		nCells := cellsOfMask(lineCells, nm)
		if nPlus-k >= len(boxParts) {
			continue
		}
		for _, mm := range boxParts[nPlus-k] {
			cM := boxUnions[mm]
			if cM&taken != 0 {
				continue
			}
			mCells := cellsOfMask(boxCells, mm)
			if !mCells.And(nCells).Empty() {
				continue
			}
			var e elimSet
			both := cM & cN
			boxLoses := (cI|cM)&^cN | both
			lineLoses := (cI|cN)&^cM | both
			boxRest := boxOpen.AndNot(s.in).AndNot(mCells)
			lineRest := lineOpen.AndNot(s.in).AndNot(nCells)
			for d := 1; d <= 9; d++ {
				if boxLoses.Has(uint8(d)) {
					e.add(d, boxRest.And(s.where[d]))
				}
				if lineLoses.Has(uint8(d)) {
					e.add(d, lineRest.And(s.where[d]))
				}
			}
			if e.empty() {
				continue
			}
			step := &Step{
				Technique:    SueDeCoq,
				Pattern:      candidatesIn(b, append(append(s.in.Cells(), nCells.Cells()...), mCells.Cells()...), AllDigits),
				Units:        []Unit{s.line, s.box},
				Digits:       cI,
				Eliminations: e.list(),
			}
			if !visit(step) {
				return false
			}
		}
	}
	return true
}
