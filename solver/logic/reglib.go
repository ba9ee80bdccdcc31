package logic

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// HoDoKu's regression library (see ../shared/reglib/README.md) writes a
// pencil-mark position, a technique and what the technique must find
// there on one line:
//
//	:<code>[-<variant>]:<digits>:<givens>:<deleted candidates>:<eliminations>:<placements>:[<extra>:]
//
// The givens are 81 cells, '.' for an empty one and '+' before a digit
// placed after the givens; the deleted candidates are those removed beyond
// what the placed digits rule out; a candidate is three digits, digit, row
// and column ("436" is 4 in r3c6). The variant "x" marks a fail case: no
// instance of the technique may be found there. ParseRegLine reads such
// a line, Check runs it, and FormatRegLine writes a step as one.

// RegFamily names the family a HoDoKu technique code belongs to, its name
// in HoDoKu, and the techniques that answer for it.
type RegFamily struct {
	Family, Name string
	Techniques   []Technique
}

// RegCodes maps HoDoKu's four- (or five-) digit technique codes to the
// techniques that answer for them. A code mapped to no technique is one
// the engine does not know.
var RegCodes = map[string]RegFamily{
	"0000":  {"singles", "full house", []Technique{FullHouse}},
	"0002":  {"singles", "hidden single", []Technique{HiddenSingle}},
	"0003":  {"singles", "naked single", []Technique{NakedSingle}},
	"0100":  {"intersections", "locked candidates 1 (pointing)", []Technique{LockedCandidates}},
	"0101":  {"intersections", "locked candidates 2 (claiming)", []Technique{LockedCandidates}},
	"0110":  {"intersections", "locked pair", []Technique{LockedPair}},
	"0111":  {"intersections", "locked triple", []Technique{LockedTriple}},
	"0200":  {"subsets", "naked pair", []Technique{NakedPair}},
	"0201":  {"subsets", "naked triple", []Technique{NakedTriple}},
	"0202":  {"subsets", "naked quadruple", []Technique{NakedQuad}},
	"0210":  {"subsets", "hidden pair", []Technique{HiddenPair}},
	"0211":  {"subsets", "hidden triple", []Technique{HiddenTriple}},
	"0212":  {"subsets", "hidden quadruple", []Technique{HiddenQuad}},
	"0300":  {"fish", "x-wing", []Technique{XWing}},
	"0301":  {"fish", "swordfish", []Technique{Swordfish}},
	"0302":  {"fish", "jellyfish", []Technique{Jellyfish}},
	"0310":  {"fish", "finned x-wing", []Technique{FinnedXWing}},
	"0311":  {"fish", "finned swordfish", []Technique{FinnedSwordfish}},
	"03111": {"fish", "siamese finned swordfish", []Technique{FinnedSwordfish}},
	"0312":  {"fish", "finned jellyfish", []Technique{FinnedJellyfish}},
	"03121": {"fish", "siamese finned jellyfish", []Technique{FinnedJellyfish}},
	"0320":  {"fish", "sashimi x-wing", []Technique{FinnedXWing}},
	"0321":  {"fish", "sashimi swordfish", []Technique{FinnedSwordfish}},
	"03211": {"fish", "siamese sashimi swordfish", []Technique{FinnedSwordfish}},
	"0322":  {"fish", "sashimi jellyfish", []Technique{FinnedJellyfish}},
	"03221": {"fish", "siamese sashimi jellyfish", []Technique{FinnedJellyfish}},
	"0330":  {"franken/mutant fish", "franken x-wing", []Technique{FrankenXWing}},
	"0331":  {"franken/mutant fish", "franken swordfish", []Technique{FrankenSwordfish}},
	"0332":  {"franken/mutant fish", "franken jellyfish", []Technique{FrankenJellyfish}},
	"0340":  {"franken/mutant fish", "finned franken x-wing", []Technique{FrankenXWing}},
	"0341":  {"franken/mutant fish", "finned franken swordfish", []Technique{FrankenSwordfish}},
	"03411": {"franken/mutant fish", "siamese finned franken swordfish", []Technique{FrankenSwordfish}},
	"0342":  {"franken/mutant fish", "finned franken jellyfish", []Technique{FrankenJellyfish}},
	"03421": {"franken/mutant fish", "siamese finned franken jellyfish", []Technique{FrankenJellyfish}},
	"0350":  {"franken/mutant fish", "mutant x-wing", []Technique{MutantXWing}},
	"0351":  {"franken/mutant fish", "mutant swordfish", []Technique{MutantSwordfish}},
	"0352":  {"franken/mutant fish", "mutant jellyfish", []Technique{MutantJellyfish}},
	"0360":  {"franken/mutant fish", "finned mutant x-wing", []Technique{MutantXWing}},
	"0361":  {"franken/mutant fish", "finned mutant swordfish", []Technique{MutantSwordfish}},
	"0362":  {"franken/mutant fish", "finned mutant jellyfish", []Technique{MutantJellyfish}},
	"03621": {"franken/mutant fish", "siamese finned mutant jellyfish", []Technique{MutantJellyfish}},
	"0363":  {"franken/mutant fish", "finned mutant squirmbag", nil},
	"0364":  {"franken/mutant fish", "finned mutant whale", nil},
	"0371":  {"fish", "kraken fish type 1", []Technique{KrakenFish}},
	"0372":  {"fish", "kraken fish type 2", []Technique{KrakenFish}},
	"0400":  {"single-digit patterns", "skyscraper", []Technique{Skyscraper}},
	"0401":  {"single-digit patterns", "2-string kite", []Technique{TwoStringKite}},
	"0402":  {"single-digit patterns", "empty rectangle", []Technique{EmptyRectangle}},
	"0403":  {"single-digit patterns", "turbot fish", []Technique{XChain}},
	"0404":  {"single-digit patterns", "dual 2-string kite", []Technique{TwoStringKite}},
	"0405":  {"single-digit patterns", "dual empty rectangle", []Technique{EmptyRectangle}},
	"0500":  {"colouring", "simple colours trap", []Technique{SimpleColouring}},
	"0501":  {"colouring", "simple colours wrap", []Technique{SimpleColouring}},
	"0502":  {"colouring", "multi-colours 1", []Technique{MultiColouring1}},
	"0503":  {"colouring", "multi-colours 2", []Technique{MultiColouring2}},
	"0600":  {"uniqueness", "unique rectangle 1", []Technique{UniqueRectangle1}},
	"0601":  {"uniqueness", "unique rectangle 2", []Technique{UniqueRectangle2}},
	"0602":  {"uniqueness", "unique rectangle 3", []Technique{UniqueRectangle3}},
	"0603":  {"uniqueness", "unique rectangle 4", []Technique{UniqueRectangle4}},
	"0604":  {"uniqueness", "unique rectangle 5", []Technique{UniqueRectangle5}},
	"0605":  {"uniqueness", "unique rectangle 6", []Technique{UniqueRectangle6}},
	"0606":  {"uniqueness", "hidden rectangle", []Technique{HiddenRectangle}},
	"0607":  {"uniqueness", "avoidable rectangle 1", []Technique{AvoidableRectangle1}},
	"0608":  {"uniqueness", "avoidable rectangle 2", []Technique{AvoidableRectangle2}},
	"0610":  {"uniqueness", "bug+1", []Technique{BUGPlus1}},
	"0701":  {"chains", "x-chain", []Technique{XChain}},
	"0702":  {"chains", "xy-chain", []Technique{XYChain}},
	"0703":  {"chains", "remote pairs", []Technique{RemotePairs}},
	"0706":  {"chains", "continuous nice loop", []Technique{NiceLoop}},
	"0707":  {"chains", "discontinuous nice loop", []Technique{NiceLoop}},
	"0708":  {"chains", "aic", []Technique{AIC}},
	"0709":  {"chains", "grouped continuous nice loop", []Technique{NiceLoop, GroupedNiceLoop, ALSNiceLoop}},
	"0710":  {"chains", "grouped discontinuous nice loop", []Technique{NiceLoop, GroupedNiceLoop, ALSNiceLoop}},
	"0711":  {"chains", "grouped aic", []Technique{AIC, GroupedAIC, ALSAIC}},
	"0800":  {"wings", "xy-wing", []Technique{XYWing}},
	"0801":  {"wings", "xyz-wing", []Technique{XYZWing}},
	"0803":  {"wings", "w-wing", []Technique{WWing}},
	"0901":  {"als", "als-xz", []Technique{ALSXZ}},
	"0902":  {"als", "als-xy-wing", []Technique{ALSXYWing}},
	"0903":  {"als", "als chain", []Technique{ALSChain}},
	"0904":  {"als", "death blossom", []Technique{DeathBlossom}},
	"1101":  {"sue de coq", "sue de coq", []Technique{SueDeCoq}},
	"1201":  {"templates", "template set", []Technique{TemplateSet}},
	"1202":  {"templates", "template delete", []Technique{TemplateDelete}},
	"1301":  {"forcing chains", "forcing chain contradiction", []Technique{ForcingChain}},
	"1303":  {"forcing chains", "forcing net contradiction", []Technique{ForcingChain}},
}

// RegCodeOf returns the HoDoKu code a step of technique t is written
// with: the first code, in code order, that t answers for, refined by the
// step's variant where HoDoKu tells the forms apart (locked candidates
// claiming, finned Franken and mutant fish, grouped and ALS chains,
// continuous nice loops, the two types of kraken fish). It is "" for a
// technique HoDoKu has no code for (the guess).
func RegCodeOf(s *Step) string {
	switch s.Technique {
	case LockedCandidates:
		if s.Variant == "claiming" {
			return "0101"
		}
		return "0100"
	case FrankenXWing, FrankenSwordfish, FrankenJellyfish, MutantXWing, MutantSwordfish, MutantJellyfish:
		code := regCodeOf[s.Technique]
		if s.Variant == "finned" || s.Variant == "siamese" {
			code = code[:2] + string(code[2]+1) + code[3:]
		}
		return code
	case NiceLoop, GroupedNiceLoop, ALSNiceLoop:
		continuous := s.Variant == "continuous"
		switch {
		case s.Technique == NiceLoop && continuous:
			return "0706"
		case s.Technique == NiceLoop:
			return "0707"
		case continuous:
			return "0709"
		}
		return "0710"
	case GroupedAIC, ALSAIC:
		return "0711"
	case KrakenFish:
		if s.Variant == "type2" {
			return "0372"
		}
		return "0371"
	case ForcingChain:
		// The assumption's consequences are followed through a net of
		// singles (and locked candidates), not one line of inferences.
		return "1303"
	}
	return regCodeOf[s.Technique]
}

// regCodeOf is each technique's first code in code order: the unfinned
// forms of fish, the basic forms of everything else.
var regCodeOf = func() map[Technique]string {
	codes := make([]string, 0, len(RegCodes))
	for c := range RegCodes {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	out := map[Technique]string{}
	for _, c := range codes {
		for _, t := range RegCodes[c].Techniques {
			if _, ok := out[t]; !ok && len(RegCodes[c].Techniques) == 1 {
				out[t] = c
			}
		}
	}
	return out
}()

// RegLine is one line of the library, read.
type RegLine struct {
	Code    string // the technique's code, without the variant
	Variant string // "" or what followed '-' in the code field
	Digits  string // the second field, as written
	// Board is the pencil-mark position: the givens and placed digits,
	// the placed ones marked NonGivens, less the deleted candidates.
	Board        *Board
	Eliminations []Candidate
	Placements   []Candidate
	Fail         bool // the variant is "x": nothing may be found
}

// ParseRegLine reads one line of the library. It never panics: a line
// it cannot read is an error.
func ParseRegLine(line string) (RegLine, error) {
	parts := strings.Split(line, ":")
	if len(parts) < 6 || parts[0] != "" {
		return RegLine{}, fmt.Errorf("want at least 5 fields between colons")
	}
	var rl RegLine
	rl.Code, rl.Variant, _ = strings.Cut(parts[1], "-")
	rl.Fail = rl.Variant == "x"
	rl.Digits = parts[2]
	var g solver.Grid
	var nonGivens CellSet
	i := 0
	for _, r := range parts[3] {
		switch {
		case r == '+':
			if i < 81 {
				nonGivens.Add(solver.Cell(i))
			}
			continue
		case r == '.' || r == '0':
		case r >= '1' && r <= '9':
			if i < 81 {
				g[i] = uint8(r - '0')
			}
		default:
			return rl, fmt.Errorf("bad character %q in the givens", r)
		}
		i++
	}
	if i != 81 {
		return rl, fmt.Errorf("%d cells in the givens, want 81", i)
	}
	rl.Board = NewBoard(g)
	rl.Board.NonGivens = nonGivens
	deleted, err := parseRegCandidates(parts[4])
	if err != nil {
		return rl, fmt.Errorf("deleted candidates: %v", err)
	}
	for _, d := range deleted {
		rl.Board.Eliminate(d.Cell, d.Digit)
	}
	if rl.Eliminations, err = parseRegCandidates(parts[5]); err != nil {
		return rl, fmt.Errorf("eliminations: %v", err)
	}
	if len(parts) > 6 {
		if rl.Placements, err = parseRegCandidates(parts[6]); err != nil {
			return rl, fmt.Errorf("placements: %v", err)
		}
	}
	return rl, nil
}

// parseRegCandidates reads a list such as "436 257": digit, row, column.
func parseRegCandidates(s string) ([]Candidate, error) {
	var out []Candidate
	for _, f := range strings.Fields(s) {
		if len(f) != 3 || f[0] < '1' || f[0] > '9' || f[1] < '1' || f[1] > '9' || f[2] < '1' || f[2] > '9' {
			return nil, fmt.Errorf("bad candidate %q", f)
		}
		out = append(out, Candidate{solver.CellAt(int(f[1]-'1'), int(f[2]-'1')), f[0] - '0'})
	}
	return out, nil
}

// Check runs the line: it passes when one instance of a technique of its
// code proves exactly its eliminations and placements (a fail case: when
// none is found). why says what was found instead when it does not pass.
func (rl *RegLine) Check() (ok bool, why string) {
	fam, known := RegCodes[rl.Code]
	if !known || len(fam.Techniques) == 0 {
		return false, "no technique for this code"
	}
	var found []string
	for _, t := range fam.Techniques {
		for _, s := range FindAll(rl.Board, t) {
			if rl.Fail {
				return false, "fail case, found " + s.Describe("en")
			}
			if rl.Matches(s) {
				return true, ""
			}
			found = append(found, fmt.Sprintf("%v %v", s.Eliminations, s.Placements))
		}
	}
	if rl.Fail {
		return true, ""
	}
	if len(found) == 0 {
		return false, "nothing found"
	}
	return false, "found only " + strings.Join(found, "; ")
}

// CheckRegLine reads a line and runs it (see RegLine.Check).
func CheckRegLine(line string) (ok bool, why string) {
	rl, err := ParseRegLine(line)
	if err != nil {
		return false, err.Error()
	}
	return rl.Check()
}

// Matches reports whether step s on the line's board does exactly what
// the line expects. A placement counts as the elimination of the cell's
// other candidates when the line lists eliminations only, as HoDoKu
// writes BUG+1.
func (rl *RegLine) Matches(s *Step) bool {
	elims, places := s.Eliminations, s.Placements
	if len(rl.Placements) == 0 && len(places) > 0 {
		elims = slices.Clone(elims)
		for _, p := range places {
			for _, d := range (rl.Board.Cands[p.Cell] &^ DigitSet(p.Digit)).List() {
				elims = append(elims, Candidate{p.Cell, d})
			}
		}
		places = nil
	}
	return slices.Equal(sortedCandidates(elims), sortedCandidates(rl.Eliminations)) &&
		slices.Equal(sortedCandidates(places), sortedCandidates(rl.Placements))
}

// sortedCandidates returns the candidates sorted by cell, then digit,
// without repeats.
func sortedCandidates(cs []Candidate) []Candidate {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b Candidate) int {
		if a.Cell != b.Cell {
			return int(a.Cell) - int(b.Cell)
		}
		return int(a.Digit) - int(b.Digit)
	})
	return slices.Compact(out)
}

// FormatRegLine writes step s, found on position b, as a line of the
// library: its code (RegCodeOf), its digits (RegDigits), the position's digits (a
// '+' before those not given, as b.NonGivens marks them), the candidates
// b lacks beyond what its digits rule out, and the step's eliminations
// and placements. It returns "" for a step HoDoKu has no code for.
func FormatRegLine(b *Board, s *Step) string {
	code := RegCodeOf(s)
	if code == "" {
		return ""
	}
	var sb strings.Builder
	sb.WriteString(":" + code + ":" + RegDigits(s) + ":")
	for c := solver.Cell(0); c < 81; c++ {
		switch {
		case b.Cells[c] == 0:
			sb.WriteByte('.')
		case b.NonGivens.Has(c):
			sb.WriteByte('+')
			sb.WriteByte('0' + b.Cells[c])
		default:
			sb.WriteByte('0' + b.Cells[c])
		}
	}
	sb.WriteByte(':')
	sb.WriteString(regDeleted(b))
	sb.WriteByte(':')
	writeRegCandidates(&sb, s.Eliminations, byDigit)
	sb.WriteByte(':')
	writeRegCandidates(&sb, s.Placements, byDigit)
	sb.WriteByte(':')
	return sb.String()
}

// regDeleted returns the deleted candidates field of a line for b: the
// candidates b lacks beyond what its digits rule out, by cell, as the
// library writes them.
func regDeleted(b *Board) string {
	full := NewBoard(b.Cells)
	var deleted []Candidate
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] != 0 {
			continue
		}
		for _, d := range (full.Cands[c] &^ b.Cands[c]).List() {
			deleted = append(deleted, Candidate{c, d})
		}
	}
	var sb strings.Builder
	writeRegCandidates(&sb, deleted, byCell)
	return sb.String()
}

// RegDigits returns the digits field of step s's library line: for
// chains, almost locked sets, Sue de Coq and forcing chains, whose
// pattern spans many digits, the digits the step eliminates (or places),
// as HoDoKu writes them; none for BUG+1; for the others, the pattern's
// digits. Digits
// are written in increasing order, "169".
func RegDigits(s *Step) string {
	ds := s.Digits
	switch s.Technique {
	case BUGPlus1:
		ds = 0 // HoDoKu leaves it empty
	case XChain, XYChain, AIC, GroupedAIC, ALSAIC, NiceLoop, GroupedNiceLoop, ALSNiceLoop,
		ALSXZ, ALSXYWing, ALSChain, DeathBlossom, SueDeCoq, ForcingChain, KrakenFish:
		ds = 0
		for _, e := range s.Eliminations {
			ds |= 1 << e.Digit
		}
		if ds == 0 {
			for _, p := range s.Placements {
				ds |= 1 << p.Digit
			}
		}
	}
	var sb strings.Builder
	for _, d := range ds.List() {
		sb.WriteByte('0' + d)
	}
	return sb.String()
}

// The orders the library writes candidates in: a step's eliminations
// and placements by digit, then row and column; the deleted candidates
// by row and column, then digit. HoDoKu's harness compares lines as
// text, so the order matters to it.
const (
	byDigit = false
	byCell  = true
)

// writeRegCandidates writes candidates as the library does, "436 257",
// sorted by digit then cell, or by cell then digit.
func writeRegCandidates(sb *strings.Builder, cs []Candidate, cellFirst bool) {
	cs = slices.Clone(cs)
	slices.SortFunc(cs, func(a, b Candidate) int {
		if cellFirst && a.Cell != b.Cell {
			return int(a.Cell) - int(b.Cell)
		}
		if a.Digit != b.Digit {
			return int(a.Digit) - int(b.Digit)
		}
		return int(a.Cell) - int(b.Cell)
	})
	for i, c := range slices.Compact(cs) {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteByte('0' + c.Digit)
		sb.WriteByte('1' + byte(c.Cell.Row()))
		sb.WriteByte('1' + byte(c.Cell.Col()))
	}
}
