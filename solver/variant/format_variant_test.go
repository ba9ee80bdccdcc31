package variant_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// allFlags lists every combination of the rules beyond the classic ones.
func allFlags() []geometry.Flags {
	var out []geometry.Flags
	for m := 0; m < 16; m++ {
		out = append(out, geometry.Flags{Diagonals: m&1 != 0, Windows: m&2 != 0, AntiKnight: m&4 != 0, AntiKing: m&8 != 0})
	}
	return out
}

// variantPuzzles returns a puzzle of every variant: each combination of
// flags with three givens that no rule keeps apart, and with the cages of
// the first everyday sample (no givens).
func variantPuzzles(t *testing.T) []variant.Puzzle {
	t.Helper()
	killer, err := variant.Parse(readLines(t, filepath.Join("testdata", "everyday-sample.txt"))[0])
	if err != nil {
		t.Fatal(err)
	}
	var out []variant.Puzzle
	for _, f := range allFlags() {
		p := variant.Puzzle{Rules: geometry.Rules{Flags: f}}
		p.Givens[0], p.Givens[40], p.Givens[72] = 1, 2, 3
		out = append(out, p)
		k := killer.Clone()
		k.Flags = f
		out = append(out, k)
	}
	return out
}

// TestVariantRoundTrips writes every variant in each format and reads it
// back, and converts it from format to format: line, ISS, SudoCue (where
// SudoCue can hold it) and back to the line it started from.
func TestVariantRoundTrips(t *testing.T) {
	for _, p := range variantPuzzles(t) {
		name := p.Variant().Name()
		t.Run(name, func(t *testing.T) {
			line := variant.Format(p)
			if want := name + ":"; name != geometry.ClassicName && !strings.HasPrefix(line, want) {
				t.Errorf("Format gives %s, want the tag %s", line, want)
			}
			if name == geometry.ClassicName && len(line) != 81 {
				t.Errorf("Format gives %s for a classic puzzle, want its 81 cells", line)
			}
			iss := variant.FormatISS(p)
			cue, cueErr := variant.FormatSudoCue(p)
			canCue := len(p.Cages) > 0 && !p.Windows && !p.AntiKnight && !p.AntiKing
			if canCue != (cueErr == nil) {
				t.Fatalf("FormatSudoCue: %v; want an error: %v", cueErr, !canCue)
			}
			texts := []string{line, iss, "  " + iss + " # a comment"}
			if canCue {
				texts = append(texts, cue, strings.TrimSuffix(cue, ":"))
			}
			for _, text := range texts {
				q, err := variant.Parse(text)
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				if !q.Equal(p) {
					t.Errorf("%s reads as %s, want %s", text, variant.Format(q), line)
				}
				if back := variant.Format(q); back != line {
					t.Errorf("%s converts to %s, want %s", text, back, line)
				}
				if !variant.IsVariantLine(text) && name != geometry.ClassicName {
					t.Errorf("IsVariantLine(%q) is false", text)
				}
				if got, want := variant.IsKiller(text), len(p.Cages) > 0; got != want {
					t.Errorf("IsKiller(%q) = %v, want %v", text, got, want)
				}
			}
			q, err := variant.ParseISS(iss)
			if err != nil || !q.Equal(p) {
				t.Errorf("ParseISS(%s): %v, %s", iss, err, variant.Format(q))
			}
		})
	}
}

// TestISSExamples reads strings from Interactive Sudoku Solver's own
// examples (testdata/iss-examples.tsv): each reads as the variant its
// name says, its solution keeps every house and cage of the rules read,
// and the string ISS's form is written back in reads as the same puzzle.
func TestISSExamples(t *testing.T) {
	want := map[string]string{
		"Sudoku X":              "x",
		"X-Windoku":             "x-windoku",
		"Killer":                "killer",
		"Anti-knights move":     "antiknight",
		"Anti-knight Anti-king": "antiknight-antiking",
		"Killer sudoku [gaps]":  "killer",
		"I just like colours":   "anti consecutive (.AntiConsecutive) is a rule this program does not play; nor is black dot, strict kropki",
	}
	for _, row := range readLines(t, filepath.Join("testdata", "iss-examples.tsv")) {
		f := strings.Split(row, "\t")
		if len(f) != 4 {
			t.Fatalf("bad row %q", row)
		}
		name, input, solution := f[0], f[2], f[3]
		t.Run(name, func(t *testing.T) {
			p, err := variant.Parse(input)
			if err != nil {
				if !strings.Contains(err.Error(), want[name]) {
					t.Fatalf("%v, want %s", err, want[name])
				}
				return
			}
			if got := p.Variant().Name(); got != want[name] {
				t.Errorf("reads as %s, want %s", got, want[name])
			}
			sol, err := solver.ParseLine(solution)
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range p.Givens {
				if v != 0 && sol[i] != v {
					t.Errorf("given %v = %d, solution has %d", solver.Cell(i), v, sol[i])
				}
			}
			geo := geometry.New(p.Rules)
			for a := solver.Cell(0); a < 81; a++ {
				for b := range geo.Peers(a).All() {
					if sol[a] == sol[b] {
						t.Fatalf("the solution holds %d at %v and %v, which the rules read keep apart", sol[a], a, b)
					}
				}
			}
			for _, c := range p.Cages {
				s := 0
				for _, x := range c.Cells {
					s += int(sol[x])
				}
				if c.Sum != 0 && s != c.Sum {
					t.Errorf("the cage at %v adds up to %d in the solution, not %d", c.Anchor(), s, c.Sum)
				}
			}
			back, err := variant.Parse(variant.FormatISS(p))
			if err != nil || !back.Equal(p) {
				t.Errorf("FormatISS gives %s: %v", variant.FormatISS(p), err)
			}
		})
	}
}

// TestISSDiagonals checks which diagonal each of ISS's directions is: 1 is
// ╱ (r1c9 to r9c1) and -1 is ╲ (r1c1 to r9c9), as ISS's builder makes
// them. A digit twice on one diagonal is refused with both diagonals; the
// error names the diagonal.
func TestISSDiagonals(t *testing.T) {
	const x = ".Diagonal~1.Diagonal~-1"
	for _, tt := range []struct{ givens, want string }{
		{".~R1C1_5~R9C9_5", "on the ↘ diagonal"},
		{".~R1C9_5~R9C1_5", "on the ↗ diagonal"},
	} {
		_, err := variant.Parse(x + tt.givens)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want ...%s...", tt.givens, err, tt.want)
		}
	}
}

func TestParseVariantErrors(t *testing.T) {
	g81 := strings.Repeat(".", 81)
	tests := []struct {
		name, text string
		col        int
		msg        string
	}{
		{"unknown tag", "thermo:" + g81, 1, `unknown variant "thermo"`},
		{"unknown part", "x-thermo:" + g81, 1, `unknown variant "thermo"`},
		{"cages without killer", "x:" + g81 + ":1:" + g81, 84, "a field too many: a x line is x:<givens>"},
		{"few givens", "windoku:" + g81[:80], 89, "80 givens, want 81"},
		{"bad given", "x:" + g81[:10] + "x" + g81[:70], 13, "'x' is not a digit or '.'"},
		{"killer-x few fields", "killer-x:AB:3", 14, "line ends after 3 fields; want killer-x:<cages>:<sums>:<givens>"},
		{"x clash", "x:1" + g81[:9] + "1" + g81[:70], 0, "r1c1 and r2c2 both hold 1"},
		{"windoku clash", "windoku:" + g81[:10] + "1" + g81[:10] + "1" + g81[:59], 0, "r2c2 and r3c4 both hold 1, in window 1"},
		{"antiknight clash", "antiknight:" + g81[:20] + "1" + g81[:10] + "1" + g81[:49], 0, "r3c3 and r4c5 both hold 1, a knight's move apart"},
		{"iss thermo", ".~R1C1_5.Thermo~R1C1~R1C2", 10, "thermo (.Thermo~R1C1~R1C2) is a rule this program does not play"},
		{"iss spaces before thermo", " .Windoku  .Arrow~R1C1~R1C2", 13, "arrow (.Arrow~R1C1~R1C2) is a rule"},
		{"iss or", ".Or.Windoku.End", 2, "or (.Or) is a rule this program does not play; nor is end"},
		{"iss one diagonal", ".Windoku.Diagonal~-1", 10, "the ↘ diagonal (.Diagonal~-1) alone"},
		{"iss bad diagonal", ".Diagonal~2", 2, `".Diagonal~2": want .Diagonal~1 (↗) or .Diagonal~-1 (↘)`},
		{"iss bad cell", ".~R1C0_5", 3, `"R1C0" is not a cell`},
		{"iss candidates", ".~R1C1_1_2", 3, "r1c1 limited to the digits 1, 2"},
		{"iss bad value", ".~R1C1_x", 3, `"R1C1_x": want a cell and its digit`},
		{"iss given twice", ".~R1C1_1~R1C1_2", 10, "r1c1 is given twice, as 1 and as 2"},
		{"iss shape", ".Shape~6x6.~R1C1_1", 2, `shape "6x6"`},
		{"iss cage sum", ".Cage~x~R1C1~R1C2", 7, `cage sum "x"`},
		{"iss cage no cells", ".Cage~3", 2, "a cage wants a sum and cells"},
		{"iss cage bad cell", ".Cage~3~R1C1~Q", 14, `"Q" is not a cell`},
		{"iss cages overlap", ".Cage~3~R1C1~R1C2.Cage~4~R1C2~R1C3", 0, "r1c2 is in two cages"},
		{"iss rule with argument", ".Windoku~1", 9, ".Windoku takes no arguments"},
		{"iss bad type", ".~R1C1_1.3x", 10, `"3x" is not a constraint type`},
		{"sudocue two trailing colons", "3x3::k" + strings.Repeat(":11521", 81) + "::", 495, "83 cells"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := variant.Parse(tt.text)
			var se *solver.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse: %v, want a *SyntaxError", err)
			}
			if se.Line != 1 || se.Col != tt.col || !strings.Contains(se.Msg, tt.msg) {
				t.Errorf("Parse: line %d, column %d: %s\nwant line 1, column %d: ...%s...", se.Line, se.Col, se.Msg, tt.col, tt.msg)
			}
		})
	}
}

// TestSudoCueTrailingColon reads SudoCue's lines as SudoCue and ISS write
// them, with a ':' after the 81st number, and Killer-X.
func TestSudoCueTrailingColon(t *testing.T) {
	for _, line := range readLines(t, filepath.Join("testdata", "everyday-sample.txt"))[:3] {
		p, err := variant.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		cue := sudoCueOf(p)
		for _, text := range []string{cue + ":", strings.Replace(cue, "3x3::k", "3x3:d:k", 1) + ":"} {
			q, err := variant.Parse(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			want := p.Clone()
			want.Diagonals = strings.HasPrefix(text, "3x3:d:")
			if !q.Equal(want) {
				t.Errorf("%s reads as %s", text, variant.Format(q))
			}
		}
	}
}

func TestFormatSudoCueRefuses(t *testing.T) {
	killer := "killer:AA" + strings.Repeat(".", 79) + ":3:"
	for _, tt := range []struct{ line, want string }{
		{strings.Repeat(".", 81), "no cages"},
		{"killer-windoku-antiknight:AA" + strings.Repeat(".", 79) + ":3:" + strings.Repeat(".", 81), "not windoku or anti-knight"},
		{killer + "1" + strings.Repeat(".", 80), "holds no givens, and r1c1 holds 1"},
		{"killer:AA" + strings.Repeat(".", 79) + ":0:" + strings.Repeat(".", 81), "the cage at r1c1 has no sum"},
	} {
		p, err := variant.Parse(tt.line)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := variant.FormatSudoCue(p); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("FormatSudoCue(%s): %v, want ...%s...", tt.line, err, tt.want)
		}
	}
}

func TestIsVariantLine(t *testing.T) {
	g81 := strings.Repeat(".", 81)
	for text, want := range map[string]bool{
		"x:" + g81:                     true,
		"thermo:" + g81:                true, // read, to name the rule
		".Windoku.AntiKing":            true,
		".~R1C1_1":                     true,
		".Windoku .AntiKing # note":    true,
		g81:                            false,
		g81 + " # rated: easy":         false,
		"1" + g81[:80]:                 false,
		"." + strings.Repeat("A", 80):  false, // 81 characters: no ISS string of names alone
		strings.Repeat("j<<<<<<<<", 9): true,
		"3x3::k:1":                     true,
		"...":                          false,
		".":                            false,
	} {
		if got := variant.IsVariantLine(text); got != want {
			t.Errorf("IsVariantLine(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestFormatManyCagesWithRules writes a Killer-X of 81 cages numbered
// ("killern-x:") and reads it back.
func TestFormatManyCagesWithRules(t *testing.T) {
	var p variant.Puzzle
	p.Diagonals, p.AntiKing = true, true
	for c := 0; c < 81; c++ {
		p.Cages = append(p.Cages, variant.Cage{Cells: []solver.Cell{solver.Cell(c)}, Sum: 1 + c%9})
	}
	line := variant.Format(p)
	if !strings.HasPrefix(line, "killern-x-antiking:") {
		t.Fatalf("Format gives %s, want killern-x-antiking:", line[:30])
	}
	for _, text := range []string{line, variant.FormatISS(p)} {
		q, err := variant.Parse(text)
		if err != nil || !q.Equal(p) {
			t.Errorf("%.40s... reads back as %v, %v", text, variant.Format(q), err)
		}
	}
}
