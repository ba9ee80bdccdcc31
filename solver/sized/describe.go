package sized

import (
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// LetterDigit writes digit d as a line writes it: 1-9, then A-G for 10-16.
func LetterDigit(d int) string { return string(DigitChar(d)) }

// houseKey returns the catalogue key that names house h ("row",
// "region", "diagonal.down", ...).
func houseKey(h House) string {
	if h.Kind == geometry.Diagonal {
		if h.Index == 0 {
			return "diagonal.down"
		}
		return "diagonal.up"
	}
	return h.Kind.String()
}

// HouseName names house h of shape s in lang, as the 9x9 hints do: "row
// 12", "the region at r1c4".
func HouseName(h House, s Shape, lang string) string {
	return logic.Words(lang, houseKey(h), h.Label(s))
}

// Describe tells the step in words, in lang ("en" or "zh-Hans"), with
// the sentences of the 9x9 hints: "Hidden single: in row 12, 16 fits only
// in r12c3, so r12c3=16."
func (s *Step) Describe(b *Board, lang string) string {
	return s.DescribeWith(b, lang, strconv.Itoa)
}

// DescribeWith is Describe writing each digit with digit: LetterDigit
// writes 10-16 as the letters A-G, as a board showing letters does.
func (s *Step) DescribeWith(b *Board, lang string, digit func(int) string) string {
	sh := b.shape
	houses := b.geo.Houses()
	list, and := logic.Word(lang, "list"), logic.Word(lang, "and")
	units := make([]string, len(s.Houses))
	for i, h := range s.Houses {
		units[i] = HouseName(houses[h], sh, lang)
	}
	names := make([]string, len(s.Cells))
	for i, c := range s.Cells {
		names[i] = sh.CellName(c)
	}
	cand := func(key string, c Candidate) string {
		return logic.Words(lang, key, map[string]string{"Cell": sh.CellName(c.Cell), "Digit": digit(c.Digit)})
	}
	var place, elim []string
	for _, p := range s.Placements {
		place = append(place, cand("place", p))
	}
	for _, e := range s.Eliminations {
		elim = append(elim, cand("elim", e))
	}
	var digits []string
	for _, d := range digitsOf(s.Digits) {
		digits = append(digits, digit(d))
	}
	half := len(units) / 2
	d := map[string]string{
		"Units":  strings.Join(units, list),
		"Base":   strings.Join(units[:half], and),
		"Cover":  strings.Join(units[half:], and),
		"Digits": strings.Join(digits, logic.Word(lang, "digit.list")),
		"Digit":  "",
		"Cells":  strings.Join(names, list),
		"Place":  strings.Join(place, list),
		"Elim":   strings.Join(elim, list),
		"Result": strings.Join(append(place, elim...), list),
		"Name":   s.Technique.ID(),
		"Unit":   "", "Unit2": "", "First": "", "Rest": "",
	}
	if len(digits) > 0 {
		d["Digit"] = digits[0]
	}
	if len(units) > 0 {
		d["Unit"] = units[0]
	}
	if len(units) > 1 {
		d["Unit2"] = units[1]
	}
	if len(names) > 0 {
		d["First"], d["Rest"] = names[0], strings.Join(names[1:], list)
	}
	if s.Technique == logic.XYWing {
		d["Rest"] = strings.Join(names[1:], and)
	}
	key := s.Technique.ID()
	if s.Variant != "" {
		key += "." + s.Variant
	}
	return logic.Words(lang, key, d)
}
