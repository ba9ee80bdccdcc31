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
	f.Fuzz(checkParse)
}
