package logic_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// reglibPassing is how many cases of HoDoKu's regression library pass
// today: the test fails when fewer do, so the count only ratchets up.
const reglibPassing = 651

// reglibTechniques maps the library's technique codes to the technique
// that should find them. Codes without an entry have no finder here yet
// and count as failed.
var reglibTechniques = map[string]logic.Technique{
	"0000": logic.FullHouse, "0002": logic.HiddenSingle, "0003": logic.NakedSingle,
	"0100": logic.LockedCandidates, "0101": logic.LockedCandidates,
	"0110": logic.LockedPair, "0111": logic.LockedTriple,
	"0200": logic.NakedPair, "0201": logic.NakedTriple, "0202": logic.NakedQuad,
	"0210": logic.HiddenPair, "0211": logic.HiddenTriple, "0212": logic.HiddenQuad,
	"0300": logic.XWing, "0301": logic.Swordfish, "0302": logic.Jellyfish,
	"0310": logic.FinnedXWing, "0311": logic.FinnedSwordfish, "0312": logic.FinnedJellyfish,
	"0320": logic.FinnedXWing, "0321": logic.FinnedSwordfish, "0322": logic.FinnedJellyfish, // sashimi
	"03111": logic.FinnedSwordfish, "03121": logic.FinnedJellyfish, "03211": logic.FinnedSwordfish, "03221": logic.FinnedJellyfish,
	"0400": logic.Skyscraper, "0401": logic.TwoStringKite, "0402": logic.EmptyRectangle, "0403": logic.XChain, // a turbot fish is an X-chain of three links
	"0703": logic.XYChain, // remote pairs: an XY-chain on one pair of digits
	"0500": logic.SimpleColouring, "0501": logic.SimpleColouring,
	"0600": logic.UniqueRectangle1, "0601": logic.UniqueRectangle2, "0602": logic.UniqueRectangle3,
	"0603": logic.UniqueRectangle4, "0606": logic.HiddenRectangle, "0610": logic.BUGPlus1,
	"0701": logic.XChain, "0702": logic.XYChain,
	"0800": logic.XYWing, "0801": logic.XYZWing, "0803": logic.WWing,
}

// reglibCase is one line of the library.
type reglibCase struct {
	line    int
	code    string // the technique's code, without the variant
	fail    bool   // a -x variant: nothing may be found
	digits  logic.Digits
	board   *logic.Board
	elims   []logic.Candidate
	places  []logic.Candidate
	problem string // why the line could not be read
}

// TestReglib runs HoDoKu's technique regression library (read from
// ../shared/reglib, or the file SUDOKU_REGLIB names; skipped when absent,
// and never copied in: it is GPL-3.0). For each case it sets up the
// pencil-mark position and asks the technique's finder for steps, again
// and again on the position each step leaves, until one proves exactly
// the case's eliminations or placements (a placement counting as the
// eliminations of the cell's other candidates); a fail case passes when no step
// for its digits is found. It logs a table per code and checks the total
// against reglibPassing.
func TestReglib(t *testing.T) {
	path := os.Getenv("SUDOKU_REGLIB")
	if path == "" {
		path = filepath.Join("..", "..", "..", "shared", "reglib", "reglib-1.4.txt")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("no regression library: %v", err)
	}
	defer f.Close()
	names := map[string]string{}
	type tally struct{ cases, passed int }
	tallies := map[string]*tally{}
	total, passed := 0, 0
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if code, name, ok := strings.Cut(strings.TrimPrefix(line, "#"), ": "); ok && strings.HasPrefix(line, "#") && len(code) >= 4 && code[0] >= '0' && code[0] <= '9' {
			names[code] = name
			continue
		}
		if !strings.HasPrefix(line, ":") {
			continue
		}
		c := parseReglib(n, line)
		tl := tallies[c.code]
		if tl == nil {
			tl = &tally{}
			tallies[c.code] = tl
		}
		tl.cases++
		total++
		if c.problem == "" && reglibPasses(c) {
			tl.passed++
			passed++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	codes := make([]string, 0, len(tallies))
	for code := range tallies {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	var sb strings.Builder
	fmt.Fprintf(&sb, "| code | technique | cases | passed |\n|---|---|---:|---:|\n")
	for _, code := range codes {
		fmt.Fprintf(&sb, "| %s | %s | %d | %d |\n", code, names[code], tallies[code].cases, tallies[code].passed)
	}
	fmt.Fprintf(&sb, "| | all | %d | %d |\n", total, passed)
	t.Log("\n" + sb.String())
	if passed < reglibPassing {
		t.Errorf("%d of %d cases pass, fewer than the %d that passed before", passed, total, reglibPassing)
	}
}

// parseReglib reads a line :code[-variant]:cands:givens:deleted:elims:places:extra:.
func parseReglib(n int, line string) reglibCase {
	c := reglibCase{line: n}
	fields := strings.Split(line, ":")
	if len(fields) < 6 {
		c.problem = "too few fields"
		return c
	}
	code, variant, _ := strings.Cut(fields[1], "-")
	c.code, c.fail = code, variant == "x"
	for _, tok := range strings.Fields(fields[2]) {
		c.digits |= logic.DigitSet(tok[0] - '0')
	}
	var grid solver.Grid
	cell := 0
	s := fields[3]
	for i := 0; i < len(s) && cell < 81; i++ {
		switch ch := s[i]; {
		case ch == '+':
			continue
		case ch >= '1' && ch <= '9':
			grid[cell] = ch - '0'
		}
		cell++
	}
	if cell != 81 {
		c.problem = "givens"
		return c
	}
	c.board = logic.NewBoard(grid)
	for _, cand := range candidates(fields[4]) {
		c.board.Eliminate(cand.Cell, cand.Digit)
	}
	c.elims = candidates(fields[5])
	if len(fields) > 6 {
		c.places = candidates(fields[6])
	}
	return c
}

// candidates reads "436 257": digit, row, column each.
func candidates(s string) []logic.Candidate {
	var out []logic.Candidate
	for _, tok := range strings.Fields(s) {
		if len(tok) != 3 {
			continue
		}
		out = append(out, logic.Candidate{Digit: tok[0] - '0', Cell: solver.CellAt(int(tok[1]-'1'), int(tok[2]-'1'))})
	}
	return out
}

// reglibPasses looks for the case's step, as TestReglib says.
func reglibPasses(c reglibCase) bool {
	t, ok := reglibTechniques[c.code]
	if !ok {
		return false
	}
	b := *c.board
	for range 60 {
		s := logic.Find(&b, t)
		if s == nil {
			return c.fail
		}
		if c.fail {
			if s.Digits&c.digits != 0 || touches(s, c.digits) {
				return false
			}
		} else if sameCandidates(s.Eliminations, c.elims) && sameCandidates(s.Placements, c.places) ||
			len(s.Eliminations) == 0 && len(c.places) == 0 && sameCandidates(asEliminations(&b, s.Placements), c.elims) {
			return true
		}
		b.Apply(s)
	}
	return false
}

// asEliminations states placements as the eliminations they amount to:
// every other candidate of the cell. BUG+1 here places the digit where
// HoDoKu removes the cell's other candidates; it is the same deduction.
func asEliminations(b *logic.Board, places []logic.Candidate) []logic.Candidate {
	var out []logic.Candidate
	for _, p := range places {
		for _, d := range (b.Cands[p.Cell] &^ logic.DigitSet(p.Digit)).List() {
			out = append(out, logic.Candidate{Cell: p.Cell, Digit: d})
		}
	}
	return out
}

// touches reports whether the step changes a candidate of the digits.
func touches(s *logic.Step, ds logic.Digits) bool {
	for _, e := range append(slices.Clone(s.Eliminations), s.Placements...) {
		if ds.Has(e.Digit) {
			return true
		}
	}
	return false
}

func sameCandidates(a, b []logic.Candidate) bool {
	key := func(c logic.Candidate) int { return int(c.Cell)*10 + int(c.Digit) }
	ka := make([]int, len(a))
	for i, c := range a {
		ka[i] = key(c)
	}
	kb := make([]int, len(b))
	for i, c := range b {
		kb[i] = key(c)
	}
	slices.Sort(ka)
	slices.Sort(kb)
	return slices.Equal(slices.Compact(ka), slices.Compact(kb))
}
