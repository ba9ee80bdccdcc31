package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/bitboard"
)

// fcBits is a position as the forcing chain search propagates it: digit
// bitboards brought to a fixed point of naked and hidden singles and
// locked candidates (bitboard.Locked), the fixed point fcProp reaches
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
	return s.Propagate(bitboard.Locked)
}

// try places d in c on a copy of from, propagates, and reports whether
// that ends in a contradiction.
func (s *fcBits) try(from *fcBits, c solver.Cell, d uint8) bool {
	*s = *from
	s.Place(int(d)-1, int(c)/27, 1<<(c%27))
	return !s.Propagate(bitboard.Locked)
}

// eliminate removes d from c, propagates, and reports whether that ends in
// a contradiction.
func (s *fcBits) eliminate(c solver.Cell, d uint8) bool {
	s.Exclude(int(d)-1, int(c)/27, 1<<(c%27))
	return !s.Propagate(bitboard.Locked)
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

// bilocal reports whether one of c's houses has d in c and one other cell
// only. A placed digit is the only one of its houses.
func (s *fcBits) bilocal(c solver.Cell, d uint8) bool {
	x := (*[3]uint32)(s.Cand[(int(d)-1)*3:])
	b, i := int(c)/27, int(c)%27
	r, col, box := i/9, i%9, i%9/3
	if bits.OnesCount32(x[b]>>(9*r)&511) == 2 {
		return true
	}
	column := uint32(1<<col | 1<<(col+9) | 1<<(col+18))
	if bits.OnesCount32(x[0]&column)+bits.OnesCount32(x[1]&column)+bits.OnesCount32(x[2]&column) == 2 {
		return true
	}
	return bits.OnesCount32(x[b]&(0x1c0e07<<(3*box))) == 2
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
