package logic

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// The regression library of HoDoKu (see ../shared/reglib/README.md) is a
// peer test suite: each line is a pencil-mark position, a technique and
// what that technique must find there. It is GPL-licensed, so it is read
// from beside the repository and never copied in; the test skips when it is
// absent, and fails then in CI (testsets.Absent).

// reglibPassing is how many library cases pass today. It only ratchets up:
// raise it when a technique starts passing more cases, so that a later
// change that breaks one fails the test.
const reglibPassing = 1089

// reglibCase is one line of the library, read, with where it stands.
type reglibCase struct {
	RegLine
	line int
	text string
}

// reglibPath returns where the library is: $SUDOKU_REGLIB, or the shared
// folder beside the repository.
func reglibPath() string {
	if p := os.Getenv("SUDOKU_REGLIB"); p != "" {
		return p
	}
	return filepath.Join(testsets.SharedDir, "reglib", "reglib-1.4.txt")
}

// parseReglibLine reads line n of the library.
func parseReglibLine(n int, line string) (reglibCase, error) {
	rl, err := ParseRegLine(line)
	if err != nil {
		return reglibCase{}, fmt.Errorf("line %d: %v", n, err)
	}
	return reglibCase{RegLine: rl, line: n, text: line}, nil
}

// readReglib reads every case of the library; when the library is not
// there the test ends as testsets.Absent says.
func readReglib(t *testing.T) []reglibCase {
	t.Helper()
	f, err := os.Open(reglibPath())
	if os.IsNotExist(err) {
		testsets.Absent(t, reglibPath(), err, "set SUDOKU_REGLIB to HoDoKu's reglib-1.4.txt")
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
		fam := RegCodes[rc.Code].Family
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
				key := rc.Code
				if byCode[key] == nil {
					byCode[key] = &tally{}
				}
				if byFamily[fam] == nil {
					byFamily[fam] = &tally{}
				}
				byCode[key].cases++
				byFamily[fam].cases++
				ok, why := rc.Check()
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
		fmt.Fprintf(&sb, "%-6s %-34s %6d %6d\n", c, RegCodes[c].Name, byCode[c].cases, byCode[c].passed)
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
			if rc.Code != tt.code || rc.Fail != tt.fail || len(rc.Eliminations) != tt.elims || len(rc.Placements) != tt.places {
				t.Errorf("got code %s fail %v %d eliminations %d placements", rc.Code, rc.Fail, len(rc.Eliminations), len(rc.Placements))
			}
		})
	}
}

// TestRegDigitsAgreeWithLibrary checks RegDigits against the library:
// for every case a technique passes, one of the instances that match it
// has the case's digits field, but for the nice loops, which HoDoKu
// writes by the loop's start and practice never writes.
func TestRegDigitsAgreeWithLibrary(t *testing.T) {
	agree, cases := 0, 0
	for _, rc := range readReglib(t) {
		if rc.Fail || rc.Code == "0706" || rc.Code == "0707" || rc.Code == "0709" || rc.Code == "0710" {
			continue
		}
		matched, same := false, false
		for _, tech := range RegCodes[rc.Code].Techniques {
			for _, s := range FindAll(rc.Board, tech) {
				if rc.Matches(s) {
					matched = true
					same = same || RegDigits(s) == rc.Digits
				}
			}
		}
		if !matched {
			continue
		}
		cases++
		if same {
			agree++
		} else {
			t.Errorf("line %d %s: digits %q, RegDigits never gives them", rc.line, rc.text, rc.Digits)
		}
	}
	t.Logf("%d of %d passing cases have RegDigits' digits", agree, cases)
}
