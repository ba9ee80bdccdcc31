package logic

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
)

// The regression library of HoDoKu (see ../shared/reglib/README.md) is a
// peer test suite: each line is a pencil-mark position, a technique and
// what that technique must find there. It is GPL-licensed, so it is read
// from beside the repository and never copied in; the test skips when it is
// absent.

// reglibPassing is how many library cases pass today. It only ratchets up:
// raise it when a technique starts passing more cases, so that a later
// change that breaks one fails the test.
const reglibPassing = 1089

// reglibFamily names the family a code belongs to and the techniques that
// answer for it. A case passes when one instance of any of them finds
// exactly the case's eliminations (or placements); a fail case (-x) passes
// when none of them finds anything. Codes missing here, or mapped to no
// technique, count as failing.
type reglibFamily struct {
	family, name string
	techniques   []Technique
}

// reglibCodes maps HoDoKu's four- (or five-) digit codes to our techniques.
// To teach the harness a new technique, add it to its code's list.
var reglibCodes = map[string]reglibFamily{
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
	"0331":  {"franken/mutant fish", "franken swordfish", []Technique{FrankenSwordfish}},
	"0332":  {"franken/mutant fish", "franken jellyfish", []Technique{FrankenJellyfish}},
	"0340":  {"franken/mutant fish", "finned franken x-wing", []Technique{FrankenXWing}},
	"0341":  {"franken/mutant fish", "finned franken swordfish", []Technique{FrankenSwordfish}},
	"03411": {"franken/mutant fish", "siamese finned franken swordfish", []Technique{FrankenSwordfish}},
	"0342":  {"franken/mutant fish", "finned franken jellyfish", []Technique{FrankenJellyfish}},
	"03421": {"franken/mutant fish", "siamese finned franken jellyfish", []Technique{FrankenJellyfish}},
	"0362":  {"franken/mutant fish", "finned mutant jellyfish", []Technique{MutantJellyfish}},
	"03621": {"franken/mutant fish", "siamese finned mutant jellyfish", []Technique{MutantJellyfish}},
	"0363":  {"franken/mutant fish", "finned mutant squirmbag", nil},
	"0364":  {"franken/mutant fish", "finned mutant whale", nil},
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
}

// reglibCase is one line of the library.
type reglibCase struct {
	line    int
	code    string // the technique, without the variant
	variant string // "" or the part after '-'
	board   *Board
	elims   []Candidate
	places  []Candidate
	text    string
	fail    bool
}

// reglibPath returns where the library is: $SUDOKU_REGLIB, or the shared
// folder beside the repository.
func reglibPath() string {
	if p := os.Getenv("SUDOKU_REGLIB"); p != "" {
		return p
	}
	return filepath.Join("..", "..", "..", "shared", "reglib", "reglib-1.4.txt")
}

// parseReglibCandidates reads a list such as "436 257": digit, row, column.
func parseReglibCandidates(s string) ([]Candidate, error) {
	var out []Candidate
	for _, f := range strings.Fields(s) {
		if len(f) != 3 || f[0] < '1' || f[0] > '9' || f[1] < '1' || f[1] > '9' || f[2] < '1' || f[2] > '9' {
			return nil, fmt.Errorf("bad candidate %q", f)
		}
		out = append(out, Candidate{solver.CellAt(int(f[1]-'1'), int(f[2]-'1')), f[0] - '0'})
	}
	return out, nil
}

// parseReglibLine reads one case of the library.
func parseReglibLine(n int, line string) (reglibCase, error) {
	parts := strings.Split(line, ":")
	if len(parts) < 6 || parts[0] != "" {
		return reglibCase{}, fmt.Errorf("line %d: want at least 5 fields", n)
	}
	rc := reglibCase{line: n, text: line}
	rc.code, rc.variant, _ = strings.Cut(parts[1], "-")
	rc.fail = rc.variant == "x"
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
			return rc, fmt.Errorf("line %d: bad character %q in the givens", n, r)
		}
		i++
	}
	if i != 81 {
		return rc, fmt.Errorf("line %d: %d cells in the givens, want 81", n, i)
	}
	rc.board = NewBoard(g)
	rc.board.NonGivens = nonGivens
	deleted, err := parseReglibCandidates(parts[4])
	if err != nil {
		return rc, fmt.Errorf("line %d: deleted candidates: %v", n, err)
	}
	for _, d := range deleted {
		rc.board.Eliminate(d.Cell, d.Digit)
	}
	if rc.elims, err = parseReglibCandidates(parts[5]); err != nil {
		return rc, fmt.Errorf("line %d: eliminations: %v", n, err)
	}
	if len(parts) > 6 {
		if rc.places, err = parseReglibCandidates(parts[6]); err != nil {
			return rc, fmt.Errorf("line %d: placements: %v", n, err)
		}
	}
	return rc, nil
}

// readReglib reads every case of the library, or skips the test when the
// library is not there.
func readReglib(t *testing.T) []reglibCase {
	t.Helper()
	f, err := os.Open(reglibPath())
	if os.IsNotExist(err) {
		t.Skipf("no regression library at %s (set SUDOKU_REGLIB)", reglibPath())
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []reglibCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		rc, err := parseReglibLine(n, line)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, rc)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// sortedCandidates returns the candidates sorted by cell, then digit.
func sortedCandidates(cs []Candidate) []Candidate {
	out := slices.Clone(cs)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Cell != out[j].Cell {
			return out[i].Cell < out[j].Cell
		}
		return out[i].Digit < out[j].Digit
	})
	return slices.Compact(out)
}

// reglibMatches reports whether step s on b does exactly what the case
// expects. A placement counts as the elimination of the cell's other
// candidates when the case lists eliminations only, as HoDoKu writes BUG+1.
func reglibMatches(rc *reglibCase, b *Board, s *Step) bool {
	elims, places := s.Eliminations, s.Placements
	if len(rc.places) == 0 && len(places) > 0 {
		elims = slices.Clone(elims)
		for _, p := range places {
			for _, d := range (b.Cands[p.Cell] &^ DigitSet(p.Digit)).List() {
				elims = append(elims, Candidate{p.Cell, d})
			}
		}
		places = nil
	}
	return slices.Equal(sortedCandidates(elims), sortedCandidates(rc.elims)) &&
		slices.Equal(sortedCandidates(places), sortedCandidates(rc.places))
}

// run reports whether the case passes, and what was found when it did not.
func (rc *reglibCase) run() (bool, string) {
	fam, ok := reglibCodes[rc.code]
	if !ok || len(fam.techniques) == 0 {
		return false, "no technique for this code"
	}
	var found []string
	for _, t := range fam.techniques {
		for _, s := range FindAll(rc.board, t) {
			if rc.fail {
				return false, "fail case, found " + s.Describe("en")
			}
			if reglibMatches(rc, rc.board, s) {
				return true, ""
			}
			found = append(found, fmt.Sprintf("%v %v", s.Eliminations, s.Placements))
		}
	}
	if rc.fail {
		return true, ""
	}
	if len(found) == 0 {
		return false, "nothing found"
	}
	return false, "found only " + strings.Join(found, "; ")
}

// TestHoDoKuRegressionLibrary runs every case of HoDoKu's library, reports
// per technique and per family how many pass, and fails when fewer pass
// than reglibPassing. Run with -v to see the table, and with
// -run 'TestHoDoKuRegressionLibrary/<family>' -v to see each failing case.
func TestHoDoKuRegressionLibrary(t *testing.T) {
	cases := readReglib(t)
	type tally struct{ cases, passed int }
	byCode := map[string]*tally{}
	byFamily := map[string]*tally{}
	var families []string
	byFam := map[string][]*reglibCase{}
	for i := range cases {
		rc := &cases[i]
		fam := reglibCodes[rc.code].family
		if fam == "" {
			fam = "unknown"
		}
		if byFam[fam] == nil {
			families = append(families, fam)
		}
		byFam[fam] = append(byFam[fam], rc)
	}
	total := 0
	for _, fam := range families {
		t.Run(strings.ReplaceAll(fam, " ", "_"), func(t *testing.T) {
			for _, rc := range byFam[fam] {
				key := rc.code
				if byCode[key] == nil {
					byCode[key] = &tally{}
				}
				if byFamily[fam] == nil {
					byFamily[fam] = &tally{}
				}
				byCode[key].cases++
				byFamily[fam].cases++
				ok, why := rc.run()
				if ok {
					byCode[key].passed++
					byFamily[fam].passed++
					total++
					continue
				}
				if testing.Verbose() {
					t.Logf("line %d %s: %s", rc.line, rc.text, why)
				}
			}
		})
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "\n%-6s %-34s %6s %6s\n", "code", "technique", "cases", "passed")
	codes := make([]string, 0, len(byCode))
	for c := range byCode {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	for _, c := range codes {
		fmt.Fprintf(&sb, "%-6s %-34s %6d %6d\n", c, reglibCodes[c].name, byCode[c].cases, byCode[c].passed)
	}
	fmt.Fprintf(&sb, "\n%-41s %6s %6s\n", "family", "cases", "passed")
	for _, fam := range families {
		if byFamily[fam] == nil {
			continue // not run: filtered out with -run
		}
		fmt.Fprintf(&sb, "%-41s %6d %6d\n", fam, byFamily[fam].cases, byFamily[fam].passed)
	}
	fmt.Fprintf(&sb, "%-41s %6d %6d\n", "total", len(cases), total)
	t.Log(sb.String())
	if total < reglibPassing && len(byFamily) == len(families) {
		t.Errorf("%d of %d library cases pass, fewer than the %d that passed before", total, len(cases), reglibPassing)
	}
}

// TestParseReglibLine checks the reading of library lines, which the
// library test relies on, without the library itself.
func TestParseReglibLine(t *testing.T) {
	tests := []struct {
		name, line string
		wantErr    bool
		code       string
		fail       bool
		elims      int
		places     int
	}{
		{"naked single", ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:", false, "0003", false, 0, 1},
		{"fail case without the last fields", ":0610-x::+9+5+2..+17+3+6..8+5+76+249476+9+2+3+18+5+78..92+5+61+69+17.5+42.2.+516.+97..2.+6.+981786+92+1+73+5+4..7...+6+9+2:391 392 494 395 495::", false, "0610", true, 0, 0},
		{"short grid", ":0003:8:6...:::829:", true, "", false, 0, 0},
		{"bad candidate", ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:0x1::829:", true, "", false, 0, 0},
		{"too few fields", ":0003:8", true, "", false, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rc, err := parseReglibLine(1, tt.line)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want error %v", err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if rc.code != tt.code || rc.fail != tt.fail || len(rc.elims) != tt.elims || len(rc.places) != tt.places {
				t.Errorf("got code %s fail %v %d eliminations %d placements", rc.code, rc.fail, len(rc.elims), len(rc.places))
			}
		})
	}
}
