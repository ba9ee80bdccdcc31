package game

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// MaxDigit is the largest digit a Digits holds: the side of a 16x16 grid.
const MaxDigit = 16

// Digits is a set of the digits 1-16, a cell's notes or centre marks: bit
// d stands for digit d. Its low 16 bits have the layout of logic.Digits,
// so FromLogic and Logic convert by a cast.
type Digits uint32

// NineDigits holds 1 to 9, the digits of a 9x9 grid (logic.AllDigits).
const NineDigits Digits = 0x3fe

// DigitsTo returns the digits 1 to n, those of a grid of side n: DigitsTo(9)
// is NineDigits. n is meant to be 0-MaxDigit; past it the set is cut there.
func DigitsTo(n int) Digits {
	n = max(0, min(n, MaxDigit))
	return Digits(1)<<(n+1) - 2
}

// DigitSet returns the set of the given digits, bit d for each d, as
// logic.DigitSet does; digits are meant to be 1-MaxDigit.
func DigitSet(ds ...uint8) Digits {
	var s Digits
	for _, d := range ds {
		s |= 1 << d
	}
	return s
}

// FromLogic returns the set of the digits in s.
func FromLogic(s logic.Digits) Digits { return Digits(s) }

// Logic returns the set as the solver's logic has it, for a 9x9 grid.
// logic.Digits holds 16 bits: digit 16 (bit 16) is dropped, so only sets
// of a 9x9 grid cross this way.
func (s Digits) Logic() logic.Digits { return logic.Digits(s) }

// Has reports whether d is in the set.
func (s Digits) Has(d uint8) bool { return s>>d&1 != 0 }

// With returns the set with d added.
func (s Digits) With(d uint8) Digits { return s | 1<<d }

// Without returns the set less d.
func (s Digits) Without(d uint8) Digits { return s &^ (1 << d) }

// Count returns the number of digits in the set.
func (s Digits) Count() int { return bits.OnesCount32(uint32(s)) }

// First returns the smallest digit in the set, or 0 when it is empty.
func (s Digits) First() uint8 {
	if s == 0 {
		return 0
	}
	return uint8(bits.TrailingZeros32(uint32(s)))
}

// List returns the digits in increasing order.
func (s Digits) List() []uint8 {
	out := make([]uint8, 0, s.Count())
	for x := s; x != 0; x &= x - 1 {
		out = append(out, uint8(bits.TrailingZeros32(uint32(x))))
	}
	return out
}

// String writes the digits joined by '/', as "4/7" or "9/16", as
// logic.Digits does.
func (s Digits) String() string {
	var sb strings.Builder
	for i, d := range s.List() {
		if i > 0 {
			sb.WriteByte('/')
		}
		sb.WriteString(strconv.Itoa(int(d)))
	}
	return sb.String()
}
