package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/bitboard"
)

// fcBits is a position as the forcing chain search propagates it: digit
// bitboards brought to a fixed point of naked and hidden singles and
// locked candidates, the fixed point fcProp reaches
// deduction by deduction. The search only needs to know whether an
// assumption fails and what it leaves; fcProp replays the few that matter
// with their reasons.
type fcBits struct{ bitboard.Board }

// load sets up the candidates of b, placed cells holding their digit, and
// propagates; it reports false when that meets a contradiction.
func (s *fcBits) load(b *Board) bool {
	s.Clear()
	for c := 0; c < 81; c++ {
		if d := b.Cells[c]; d != 0 {
			s.Add(int(d)-1, c)
			continue
		}
		for x := b.Cands[c]; x != 0; x &= x - 1 {
			s.Add(int(x.First())-1, c)
		}
	}
	return s.Propagate()
}

// try places d in c on a copy of from, propagates, and reports whether
// that ends in a contradiction.
func (s *fcBits) try(from *fcBits, c solver.Cell, d uint8) bool {
	*s = *from
	s.Place(int(d)-1, int(c)/27, 1<<(c%27))
	return !s.Propagate()
}

// eliminate removes d from c, propagates, and reports whether that ends in
// a contradiction.
func (s *fcBits) eliminate(c solver.Cell, d uint8) bool {
	s.Exclude(int(d)-1, int(c)/27, 1<<(c%27))
	return !s.Propagate()
}

// cands returns the candidates of c, a placed cell's digit included.
func (s *fcBits) cands(c solver.Cell) Digits {
	b, i := int(c)/27, uint(c)%27
	var ds Digits
	for d := 0; d < 9; d++ {
		ds |= Digits(s.Cand[d*3+b]>>i&1) << (d + 1)
	}
	return ds
}

// open counts the candidates of the cells not placed: those the position
// leaves to the player.
func (s *fcBits) open() int {
	n := 0
	for _, x := range &s.Cand {
		n += bits.OnesCount32(x)
	}
	placed := 81
	for _, u := range &s.Unsolved {
		placed -= bits.OnesCount32(u)
	}
	return n - placed
}

// tryable sets out to the candidates the second level assumes, cell by
// cell: those of cells with two candidates, and those whose digit has two
// places in one of the cell's houses. A placed digit is the only one of
// its houses and its cell, so placed cells have none.
func (s *fcBits) tryable(out *[81]Digits) {
	*out = [81]Digits{}
	var bivalue [3]uint32
	for b := range bivalue {
		var ones, twos, threes uint32
		for d := 0; d < 9; d++ {
			x := s.Cand[d*3+b]
			threes |= twos & x
			twos |= ones & x
			ones |= x
		}
		bivalue[b] = twos &^ threes
	}
	for d := 0; d < 9; d++ {
		x := (*[3]uint32)(s.Cand[d*3:])
		columns := pairColumns(x)
		for b := 0; b < 3; b++ {
			pick := x[b] & (bivalue[b] | columns | pairRows(x[b]) | pairBoxes(x[b]))
			for ; pick != 0; pick &= pick - 1 {
				out[b*27+bits.TrailingZeros32(pick)] |= 1 << (d + 1)
			}
		}
	}
}

// pairRows returns the cells of x (one digit, one band) in the rows where
// x has exactly two cells.
func pairRows(x uint32) uint32 {
	var out uint32
	for r := 0; r < 27; r += 9 {
		if row := x >> r & 511; bits.OnesCount32(row) == 2 {
			out |= row << r
		}
	}
	return out
}

// pairBoxes returns the cells of x (one digit, one band) in the boxes
// where x has exactly two cells.
func pairBoxes(x uint32) uint32 {
	const box = 0x1c0e07 // the cells of the band's first box
	var out uint32
	for k := 0; k < 9; k += 3 {
		if in := x & (box << k); bits.OnesCount32(in) == 2 {
			out |= in
		}
	}
	return out
}

// pairColumns returns, as a mask of a band's cells, the columns where the
// digit of x (its three bands) has exactly two cells.
func pairColumns(x *[3]uint32) uint32 {
	var ones, twos, threes uint32
	for _, band := range x {
		for r := 0; r < 27; r += 9 {
			row := band >> r & 511
			threes |= twos & row
			twos |= ones & row
			ones |= row
		}
	}
	two := twos &^ threes
	return two | two<<9 | two<<18
}

// sameAs reports whether s holds b's candidates and placed digits, cell by
// cell: whether b was at the fixed point already.
func (s *fcBits) sameAs(b *Board) bool {
	for c := solver.Cell(0); c < 81; c++ {
		want := b.Cands[c]
		if d := b.Cells[c]; d != 0 {
			want = DigitSet(d)
		}
		if s.cands(c) != want {
			return false
		}
	}
	return true
}

// fcMarks marks candidates in the layout of a bitboard: bit c%27 of
// word (d-1)*3+c/27 for digit d in cell c.
type fcMarks [27]uint32

// has reports whether d in c is marked.
func (m *fcMarks) has(c solver.Cell, d uint8) bool {
	return m[(int(d)-1)*3+int(c)/27]>>(c%27)&1 != 0
}

// addPlaced marks the digit of every cell s has placed.
func (m *fcMarks) addPlaced(s *fcBits) {
	for b := 0; b < 3; b++ {
		var ones, twos uint32
		for d := 0; d < 9; d++ {
			x := s.Cand[d*3+b]
			twos |= ones & x
			ones |= x
		}
		single := ones &^ twos
		for d := 0; d < 9; d++ {
			m[d*3+b] |= s.Cand[d*3+b] & single
		}
	}
}
