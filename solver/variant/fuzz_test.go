package variant_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// checkParse is what every parser fuzz target wants of any text: an error
// is a *SyntaxError on line 1 with a column inside the text (or 0); a
// puzzle is valid, and Format writes a line that reads back to it.
func checkParse(t *testing.T, text string) {
	p, err := variant.Parse(text)
	if err != nil {
		var se *solver.SyntaxError
		if !errors.As(err, &se) {
			t.Fatalf("%q: %T %v, want a *SyntaxError", text, err, err)
		}
		if se.Line != 1 || se.Col < 0 || se.Col > len(text)+1 || se.Msg == "" {
			t.Fatalf("%q: line %d, column %d: %q", text, se.Line, se.Col, se.Msg)
		}
		return
	}
	if err := p.Validate(); err != nil {
		t.Fatalf("%q reads as an invalid puzzle: %v", text, err)
	}
	line := variant.Format(p)
	q, err := variant.Parse(line)
	if err != nil {
		t.Fatalf("%q: Format gives %q, which reads as %v", text, line, err)
	}
	if !q.Equal(p) {
		t.Fatalf("%q: Format gives %q, which reads as another puzzle", text, line)
	}
	iss := variant.FormatISS(p)
	if q, err := variant.ParseISS(iss); err != nil || !q.Equal(p) {
		t.Fatalf("%q: FormatISS gives %q, which reads as %v, %v", text, iss, variant.Format(q), err)
	}
	if cue, err := variant.FormatSudoCue(p); err == nil {
		if q, err := variant.Parse(cue); err != nil || !q.Equal(p) {
			t.Fatalf("%q: FormatSudoCue gives %q, which reads as %v, %v", text, cue, variant.Format(q), err)
		}
	}
}

// seeds adds the samples in the format that write gives them.
func seeds(f *testing.F, write func(tb testing.TB, p variant.Puzzle) string) {
	for _, line := range readLines(f, filepath.Join("testdata", "everyday-sample.txt"))[:5] {
		p, err := variant.Parse(line)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(write(f, p))
	}
}

func FuzzParseLine(f *testing.F) {
	seeds(f, func(_ testing.TB, p variant.Puzzle) string { return variant.Format(p) })
	f.Add(rows)
	f.Add(withGivens("123"))
	f.Add(strings.Replace(rows, ":45,", ":+45,", 1))
	f.Add("killern:" + strings.Repeat("1,", 80) + "2:45,3:" + strings.Repeat(".", 81))
	f.Fuzz(checkParse)
}

func FuzzParseShort(f *testing.F) {
	seeds(f, shortOf)
	f.Add(strings.Repeat("j<<<<<<<<", 9))
	f.Add("><0<<<<<<" + strings.Repeat("j<<<<<<<<", 8))
	f.Add(strings.Repeat("0`'v,.^<>", 9))
	f.Add(strings.Repeat("j<<<<<<<<", 9)[:80])
	f.Add(strings.Repeat("j<<<<<<<<", 9) + "<<<")
	f.Add("k<<<<<<<<" + strings.Repeat("j<<<<<<<<", 8))
	f.Fuzz(checkParse)
}

func FuzzParseSudoCue(f *testing.F) {
	seeds(f, func(_ testing.TB, p variant.Puzzle) string { return sudoCueOf(p) })
	f.Add("3x3:d:k" + strings.Repeat(":11521", 81))
	f.Add("3x3::k:1x" + strings.Repeat(":2", 80))
	f.Add("3x3:d:k" + strings.Repeat(":11521", 81) + ":")
	f.Fuzz(checkParse)
}

// FuzzParseTagged reads lines tagged with a variant's name.
func FuzzParseTagged(f *testing.F) {
	seeds(f, func(_ testing.TB, p variant.Puzzle) string {
		p.Flags.Diagonals = true
		return variant.Format(p)
	})
	g81 := strings.Repeat(".", 81)
	for _, tag := range []string{"x", "windoku", "antiknight", "antiking", "x-windoku-antiknight-antiking", "classic", "thermo", "killern-x"} {
		f.Add(tag + ":1" + g81[1:])
	}
	f.Add("x:" + g81 + ":1:" + g81)
	f.Fuzz(checkParse)
}

// FuzzParseISS reads Interactive Sudoku Solver's constraint strings.
func FuzzParseISS(f *testing.F) {
	seeds(f, func(_ testing.TB, p variant.Puzzle) string { return variant.FormatISS(p) })
	for _, row := range readLines(f, filepath.Join("testdata", "iss-examples.tsv")) {
		f.Add(strings.Split(row, "\t")[2])
	}
	f.Add(".Diagonal~1.Windoku.AntiKnight.AntiKing.~R1C1_1_2.Thermo~R1C1~R1C2")
	f.Add(".Cage~~R1C1~R1C2.Shape~9x9~1-9 .Given~r1c1_1 # comment")
	f.Add(".Or.Cage~3~R1C1~R1C2.End.Diagonal~-1")
	f.Fuzz(func(t *testing.T, text string) {
		checkParse(t, text)
		if _, err := variant.ParseISS(text); err != nil {
			var se *solver.SyntaxError
			if !errors.As(err, &se) || se.Line != 1 || se.Col < 0 || se.Col > len(text)+1 {
				t.Fatalf("ParseISS(%q): %v", text, err)
			}
		}
	})
}
