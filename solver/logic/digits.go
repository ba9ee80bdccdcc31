package logic

import (
	"math/bits"
	"strconv"
	"strings"
)

// Digits is a set of the digits 1-9: bit d stands for digit d.
type Digits uint16

// AllDigits holds 1 to 9.
const AllDigits Digits = 0x3fe

// DigitSet returns the set of the given digits.
func DigitSet(ds ...uint8) Digits {
	var s Digits
	for _, d := range ds {
		s |= 1 << d
	}
	return s
}

// Has reports whether d is in the set.
func (s Digits) Has(d uint8) bool { return s>>d&1 != 0 }

// Count returns the number of digits in the set.
func (s Digits) Count() int { return bits.OnesCount16(uint16(s)) }

// First returns the smallest digit in the set, or 0 when it is empty.
func (s Digits) First() uint8 {
	if s == 0 {
		return 0
	}
	return uint8(bits.TrailingZeros16(uint16(s)))
}

// List returns the digits in increasing order.
func (s Digits) List() []uint8 {
	out := make([]uint8, 0, s.Count())
	for x := s; x != 0; x &= x - 1 {
		out = append(out, uint8(bits.TrailingZeros16(uint16(x))))
	}
	return out
}

// String writes the digits joined by '/', as "4/7".
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
