package solver_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudokudesktop/sudoku/solver"
)

// filePuzzle is what a test expects of one puzzle of a file.
type filePuzzle struct {
	line int
	grid string // the grid's String
}

func TestParseFile(t *testing.T) {
	levelLine := seed17 + " # hard 4.6 hidden-single"
	tests := []struct {
		name    string
		in      string
		want    []filePuzzle
		wantErr []string // the errors' texts
	}{
		{"empty", "", nil, nil},
		{"only comments and blanks", "# a level file\n\n   \n\t# indented comment\n", nil, nil},
		{"one puzzle", wiki, []filePuzzle{{1, wiki}}, nil},
		{"one puzzle and a newline", wiki + "\n", []filePuzzle{{1, wiki}}, nil},
		{"level file", "# easy\n" + wiki + "\n\n" + levelLine + "\n" + seedHard + "\tfrom a forum\n",
			[]filePuzzle{{2, wiki}, {4, seed17}, {5, seedHard}}, nil},
		{"CRLF", wiki + "\r\n" + seed17 + "\r\n", []filePuzzle{{1, wiki}, {2, seed17}}, nil},
		{"no final newline", wiki + "\n" + seed17, []filePuzzle{{1, wiki}, {2, seed17}}, nil},
		{"other blanks", strings.ReplaceAll(wiki, ".", "0") + "\n" + strings.ReplaceAll(wiki, ".", "_"),
			[]filePuzzle{{1, wiki}, {2, wiki}}, nil},
		{"leading space", "  " + wiki, []filePuzzle{{1, wiki}}, nil},
		{"bad lines kept apart", wiki + "\n" + wiki[:80] + "\n" + seed17 + "\n\n" + wiki[:2] + "x" + wiki[3:] + "\n" + seedHard + "1\n" + seedHard,
			[]filePuzzle{{1, wiki}, {3, seed17}, {7, seedHard}},
			[]string{
				"line 2, column 81: line ends after 80 cells, want 81",
				`line 5, column 3: 'x' is not a digit`,
				"line 6, column 82: more than 81 cells",
			}},
		{"only bad lines", "hello\n" + wiki[:9], nil, []string{
			`line 1, column 1: 'h' is not a digit`,
			"line 2, column 10: line ends after 9 cells, want 81",
		}},
		{"nine rows are not a collection", wikiRows, nil, []string{
			"line 1, column 10: line ends after 9 cells, want 81",
			"line 2, column 10: line ends after 9 cells, want 81",
			"line 3, column 10: line ends after 9 cells, want 81",
			"line 4, column 10: line ends after 9 cells, want 81",
			"line 5, column 10: line ends after 9 cells, want 81",
			"line 6, column 10: line ends after 9 cells, want 81",
			"line 7, column 10: line ends after 9 cells, want 81",
			"line 8, column 10: line ends after 9 cells, want 81",
			"line 9, column 10: line ends after 9 cells, want 81",
		}},
		{"invalid UTF-8", wiki[:4] + "\xff" + wiki[5:] + "\n" + wiki, []filePuzzle{{2, wiki}},
			[]string{"line 1, column 5: not valid UTF-8 text"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			puzzles, errs, _ := solver.ParseFile(tt.in)
			var got []filePuzzle
			for _, p := range puzzles {
				got = append(got, filePuzzle{p.Line, p.Grid.String()})
			}
			if !equalPuzzles(got, tt.want) {
				t.Errorf("puzzles %v, want %v", got, tt.want)
			}
			var gotErr []string
			for _, err := range errs {
				var se *solver.SyntaxError
				if !errors.As(err, &se) {
					t.Errorf("error %v is a %T, want *solver.SyntaxError", err, err)
				}
				gotErr = append(gotErr, err.Error())
			}
			if strings.Join(gotErr, "\n") != strings.Join(tt.wantErr, "\n") {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(gotErr, "\n"), strings.Join(tt.wantErr, "\n"))
			}
		})
	}
}

func equalPuzzles(a, b []filePuzzle) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestParseFileText checks that each puzzle keeps its line, trimmed, for
// people to pick it by.
func TestParseFileText(t *testing.T) {
	puzzles, errs, _ := solver.ParseFile("\t" + seed17 + " # hard 4.6  \r\n")
	if len(errs) != 0 || len(puzzles) != 1 {
		t.Fatalf("%v, %v", puzzles, errs)
	}
	if want := seed17 + " # hard 4.6"; puzzles[0].Text != want {
		t.Errorf("Text = %q, want %q", puzzles[0].Text, want)
	}
}

// TestParseFileSamples reads the sample collections whole.
func TestParseFileSamples(t *testing.T) {
	for _, set := range append([]string{"serg"}, uniqueSets...) {
		data, err := os.ReadFile(filepath.Join("testdata", set+"-sample.txt"))
		if err != nil {
			t.Fatal(err)
		}
		puzzles, errs, _ := solver.ParseFile(string(data))
		if len(errs) != 0 {
			t.Errorf("%s: %v", set, errs)
		}
		want := samples(t, set)
		if len(puzzles) != len(want) {
			t.Fatalf("%s: %d puzzles, want %d", set, len(puzzles), len(want))
		}
		for i, p := range puzzles {
			if p.Grid != want[i] || p.Line != i+1 {
				t.Errorf("%s: puzzle %d at line %d is %s, want %s", set, i+1, p.Line, p.Grid, want[i])
			}
		}
	}
}

func FuzzParseFile(f *testing.F) {
	for _, s := range lineSeeds {
		f.Add(s)
	}
	for _, s := range []string{
		"",
		"\n",
		"#\n#\n",
		wiki + "\n" + seed17 + " # hard\n\n" + seedHard,
		wiki + "\r\n" + wiki[:80] + "\r\n" + seedSerg,
		"# level\n" + wiki + "\tcomment\n  # note\n" + wiki + "1\n",
		wikiRows,
		wikiBoard,
		wikiSS,
		wiki[:4] + "\xff" + wiki[5:] + "\n" + wiki,
		"\r\n\r" + wiki + "\r\r\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		puzzles, errs, bad := solver.ParseFile(text)
		if len(errs) != min(bad, solver.MaxFileErrors) {
			t.Fatalf("ParseFile(%q): %d bad lines, %d errors", text, bad, len(errs))
		}
		lines := strings.Split(text, "\n")
		if strings.HasSuffix(text, "\n") {
			lines = lines[:len(lines)-1]
		}
		content := 0 // lines that are neither blank nor comments
		for _, l := range lines {
			if tr := strings.TrimSpace(strings.TrimSuffix(l, "\r")); tr != "" && tr[0] != '#' {
				content++
			}
		}
		if len(puzzles)+bad != content {
			t.Fatalf("ParseFile(%q): %d puzzles and %d bad lines from %d lines of content", text, len(puzzles), bad, content)
		}
		last := 0
		for _, p := range puzzles {
			if p.Line <= last || p.Line > len(lines) {
				t.Fatalf("ParseFile(%q): a puzzle at line %d after line %d; the text has %d lines", text, p.Line, last, len(lines))
			}
			last = p.Line
			checkCells(t, p.Grid)
			line := strings.TrimSuffix(lines[p.Line-1], "\r")
			if g, err := solver.ParseLine(line); err != nil || g != p.Grid {
				t.Fatalf("ParseFile(%q): line %d reads as %s, but ParseLine gives %s, %v", text, p.Line, p.Grid, g, err)
			}
			if p.Text != strings.TrimSpace(line) {
				t.Fatalf("ParseFile(%q): line %d is %q, Text %q", text, p.Line, line, p.Text)
			}
		}
		last = 0
		for _, err := range errs {
			var se *solver.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseFile(%q): error %v is a %T, want *solver.SyntaxError", text, err, err)
			}
			if se.Line <= last || se.Line > len(lines) {
				t.Fatalf("ParseFile(%q): error %q after line %d; the text has %d lines", text, err, last, len(lines))
			}
			last = se.Line
			line := strings.TrimSuffix(lines[se.Line-1], "\r")
			if se.Col < 1 || se.Col > utf8.RuneCountInString(line)+1 {
				t.Fatalf("ParseFile(%q): error %q at column %d; line %d has %d characters", text, err, se.Col, se.Line, utf8.RuneCountInString(line))
			}
		}
		// The puzzles written one a line read back the same.
		var sb strings.Builder
		for _, p := range puzzles {
			sb.WriteString(p.Grid.String() + "\n")
		}
		back, errs, _ := solver.ParseFile(sb.String())
		if len(errs) != 0 || len(back) != len(puzzles) {
			t.Fatalf("ParseFile(%q): %d puzzles read back as %d, errors %v", text, len(puzzles), len(back), errs)
		}
		for i := range back {
			if back[i].Grid != puzzles[i].Grid || back[i].Line != i+1 {
				t.Fatalf("ParseFile(%q): puzzle %d %s reads back as %s at line %d", text, i+1, puzzles[i].Grid, back[i].Grid, back[i].Line)
			}
		}
	})
}

// TestHugeBadTextStaysCheap: 8 MiB of lines holding one digit each took
// 2.4 s and 557 MB to refuse; Parse now keeps ten rows, and ParseFile the
// first MaxFileErrors errors, whatever the size.
func TestHugeBadTextStaysCheap(t *testing.T) {
	text := strings.Repeat("1\n", 4<<20)
	allocs := testing.AllocsPerRun(1, func() {
		if _, err := solver.Parse(text); err == nil {
			t.Fatal("parsed")
		}
	})
	if allocs > 100 {
		t.Errorf("Parse: %v allocations for 4 M bad lines", allocs)
	}
	puzzles, errs, bad := solver.ParseFile(text)
	if len(puzzles) != 0 || len(errs) != solver.MaxFileErrors || bad != 4<<20 {
		t.Errorf("ParseFile: %d puzzles, %d errors, %d bad", len(puzzles), len(errs), bad)
	}
}
