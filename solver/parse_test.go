package solver_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// wiki is the puzzle of Wikipedia's Sudoku article; the cases below write it
// in every format Parse reads.
const wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// wikiRows is wiki as nine lines of nine.
const wikiRows = `53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
`

// wikiBoard is wiki as Grid.Board draws it.
const wikiBoard = `5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`

// wikiSS is wiki in Simple Sudoku's .ss layout.
const wikiSS = `53.|.7.|...
6..|195|...
.98|...|.6.
-----------
8..|.6.|..3
4..|8.3|..1
7..|.2.|..6
-----------
.6.|...|28.
...|419|..5
...|.8.|.79
`

// lineTests are puzzles on one line. ParseLine reads them, and so does
// Parse, whose one-line format is "as ParseLine reads it".
var lineTests = []struct {
	name string
	in   string
	want string // the grid's String
}{
	{"dots", wiki, wiki},
	{"zeros", strings.ReplaceAll(wiki, ".", "0"), wiki},
	{"underscores", strings.ReplaceAll(wiki, ".", "_"), wiki},
	{"stars", strings.ReplaceAll(wiki, ".", "*"), wiki},
	{"dashes", strings.ReplaceAll(wiki, ".", "-"), wiki},
	{"mixed blanks", "53_-70*..6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", wiki},
	{"spaces and bars", "53. .7. ...|6.. 195 ...|.98 ... .6.|8.. .6. ..3|4.. 8.3 ..1|7.. .2. ..6|.6. ... 28.|... 419 ..5|... .8. .79", wiki},
	{"tabs and plus", "53..7....\t6..195...\t+.98....6.+8...6...34..8.3..17...2...6.6....28....419..5....8..79", wiki},
	{"trailing CR", wiki + "\r", wiki},
	{"trailing space", wiki + " ", wiki},
	{"comment after space", wiki + " # Wikipedia", wiki},
	{"comment after tab", wiki + "\tfrom Wikipedia", wiki},
	{"comment after hash", wiki + "#Wikipedia", wiki},
	{"more cells in the comment", wiki + " 12345", wiki},
	{"empty grid", strings.Repeat(".", 81), strings.Repeat(".", 81)},
	{"empty grid of zeros", strings.Repeat("0", 81), strings.Repeat(".", 81)},
	{"empty grid of dashes", strings.Repeat("-", 81), strings.Repeat(".", 81)},
	{"empty grid of stars", strings.Repeat("*", 81), strings.Repeat(".", 81)},
}

func TestParseLine(t *testing.T) {
	for _, tt := range lineTests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := solver.ParseLine(tt.in)
			if err != nil {
				t.Fatalf("ParseLine(%q): %v", tt.in, err)
			}
			if got := g.String(); got != tt.want {
				t.Errorf("ParseLine(%q)\n got %s\nwant %s", tt.in, got, tt.want)
			}
		})
	}
}

// gridTests are puzzles on nine lines, in the layouts Parse's documentation
// lists.
var gridTests = []struct {
	name string
	in   string
	want string // the grid's String
}{
	{"nine lines", wikiRows, wiki},
	{"nine lines without final newline", strings.TrimSuffix(wikiRows, "\n"), wiki},
	{"nine lines with zeros", strings.ReplaceAll(wikiRows, ".", "0"), wiki},
	{"spaces between cells", "5 3 . . 7 . . . .\n6 . . 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . . 6 . . . 3\n4 . . 8 . 3 . . 1\n7 . . . 2 . . . 6\n. 6 . . . . 2 8 .\n. . . 4 1 9 . . 5\n. . . . 8 . . 7 9\n", wiki},
	{"bars between boxes", strings.ReplaceAll(wikiSS, "-----------\n", ""), wiki},
	{"drawn grid", wikiBoard, wiki},
	{"drawn grid with frame", "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 . |\n+-------+-------+-------+\n| 8 . . | . 6 . | . . 3 |\n| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n+-------+-------+-------+\n| . 6 . | . . . | 2 8 . |\n| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n+-------+-------+-------+\n", wiki},
	{"starred rulings", "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n", wiki},
	{"simple sudoku", wikiSS, wiki},
	{"sadman", "#Aan author\n#Da description\n#BToday\n#L1\n" + wikiRows, wiki},
	{"sadman sections", "[Puzzle]\n" + wikiRows + "[State]\n534678912\n672195348\n198342567\n[Notes]\n#1 x y\n", wiki},
	{"sadman sections in other case", "[puzzle]\n" + wikiRows + "[STATE]\n534678912\n", wiki},
	{"section before the puzzle", "[Properties]\nauthor=me\n[Puzzle]\n" + wikiRows, wiki},
	{"comments and blank lines", "# Wikipedia\n\n" + wikiRows[:30] + "\n  # middle\n\t\n" + wikiRows[30:] + "\n\n", wiki},
	{"indented", "  " + strings.ReplaceAll(wikiRows, "\n", "\n  "), wiki},
	{"CRLF rows", strings.ReplaceAll(wikiRows, "\n", "\r\n"), wiki},
	{"CRLF board", strings.ReplaceAll(wikiBoard, "\n", "\r\n"), wiki},
	{"CRLF sadman", strings.ReplaceAll("[Puzzle]\n#Ame\n"+wikiSS+"[State]\n123\n", "\n", "\r\n"), wiki},
	{"CRLF line", "# one line\r\n" + wiki + "\r\n", wiki},
	{"row of nine dashes", strings.Replace(wikiRows, "....8..79", "---------", 1), wiki[:72] + "........."},
	{"ss row of nine dashes", strings.Replace(wikiSS, "...|.8.|.79", "---|---|---", 1), wiki[:72] + "........."},
	{"spaced row of nine dashes", strings.Replace(wikiBoard, ". . . | . 8 . | . 7 9", "- - - | - - - | - - -", 1), wiki[:72] + "........."},
}

func TestParse(t *testing.T) {
	for _, tt := range lineTests {
		t.Run("line/"+tt.name, func(t *testing.T) {
			g, err := solver.Parse(tt.in)
			ok := err == nil && g.String() == tt.want
			switch {
			case err != nil:
				t.Fatalf("Parse(%q): %v", tt.in, err)
			case !ok:
				t.Errorf("Parse(%q)\n got %s\nwant %s", tt.in, g, tt.want)
			}
		})
	}
	for _, tt := range gridTests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := solver.Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.in, err)
			}
			if got := g.String(); got != tt.want {
				t.Errorf("Parse(%q)\n got %s\nwant %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestParseRoundTrip checks that Parse reads back what String and Board
// write, for every sample puzzle and for one solution.
func TestParseRoundTrip(t *testing.T) {
	grids := []solver.Grid{{}, mustParseLine(t, wiki)}
	for _, set := range uniqueSets {
		grids = append(grids, samples(t, set)...)
	}
	sol, ok := solver.Solve(grids[1])
	if !ok {
		t.Fatalf("Solve(%s) found no solution", grids[1])
	}
	grids = append(grids, sol)
	for _, g := range grids {
		for _, text := range []string{g.String(), g.Board(), string(g.AppendDigits(nil))} {
			got, err := solver.Parse(text)
			if err != nil || got != g {
				t.Errorf("Parse(%q) = %s, %v; want %s", text, got, err, g)
			}
		}
	}
	if got := mustParseLine(t, wiki).Board(); got != wikiBoard {
		t.Errorf("Board() =\n%s\nwant\n%s", got, wikiBoard)
	}
}

// syntaxErrorTests are texts Parse or ParseLine rejects, with the error and
// where it points.
type syntaxErrorTest struct {
	name      string
	in        string
	line, col int
	err       string
}

var parseErrorTests = []syntaxErrorTest{
	{"empty", "", 1, 0, "line 1: no puzzle found"},
	{"only comments and blank lines", "#Ame\n\n  \r\n# nothing\n", 1, 0, "line 1: no puzzle found"},
	{"only separators", "-----------\n------+-------+------\n", 1, 0, "line 1: no puzzle found"},
	{"only a skipped section", "[State]\n" + wiki + "\n", 1, 0, "line 1: no puzzle found"},
	{"hash inside a line", "# a comment\n\n" + wiki[:39] + "#" + wiki[40:], 3, 40, "line 3, column 40: '#' is not a digit"},
	{"letter in a row", "53..7....\n6x.195...\n", 2, 2, "line 2, column 2: 'x' is not a digit"},
	{"letter in a drawn row", wikiBoard[:66] + "A" + wikiBoard[67:], 4, 1, "line 4, column 1: 'A' is not a digit"},
	{"short line", wiki[:80], 1, 81, "line 1, column 81: line ends after 80 cells, want 81"},
	{"short line after comments", "#Ame\n\n" + wiki[:80] + "\r\n", 3, 81, "line 3, column 81: line ends after 80 cells, want 81"},
	{"one row only", "53..7....\n", 1, 10, "line 1, column 10: line ends after 9 cells, want 81"},
	{"82 cells", wiki + "1", 1, 82, "line 1, column 82: more than 81 cells"},
	{"two puzzles", wiki + "\n" + wiki + "\n", 2, 0, "line 2: text after the puzzle; give one puzzle at a time"},
	{"two puzzles apart", wiki + "\n\n# next\n" + wiki, 4, 0, "line 4: text after the puzzle; give one puzzle at a time"},
	{"puzzle and a row", wiki + "\n123456789\n", 2, 0, "line 2: text after the puzzle; give one puzzle at a time"},
	{"row of 8 cells", strings.Replace(wikiRows, "8...6...3", "8...6..3", 1), 4, 0, "line 4: row has 8 cells, want 9"},
	{"row of 10 cells", strings.Replace(wikiSS, "6..|195|...", "6..|195|....", 1), 2, 0, "line 2: row has 10 cells, want 9"},
	{"tenth row", wikiRows + "123456789\n", 10, 0, "line 10: a tenth row; a grid has nine"},
	{"nine rows and a line", wikiRows + wiki + "\n", 10, 0, "line 10: a tenth row; a grid has nine"},
	{"only 8 rows", wikiRows[:80], 8, 0, "line 8: only 8 rows, want 9"},
	{"only 8 drawn rows", wikiBoard[:strings.LastIndex(wikiBoard[:len(wikiBoard)-1], "\n")+1], 10, 0, "line 10: only 8 rows, want 9"},
	{"state section cuts the grid", "[Puzzle]\n" + wikiRows[:80] + "[State]\n....8..79\n", 9, 0, "line 9: only 8 rows, want 9"},
	{"CRLF row of 8 cells", strings.ReplaceAll(strings.Replace(wikiRows, "7...2...6", "7...2..6", 1), "\n", "\r\n"), 6, 0, "line 6: row has 8 cells, want 9"},
	{"invalid UTF-8 in a line", wiki[:4] + "\xff" + wiki[5:], 1, 5, "line 1, column 5: not valid UTF-8 text"},
	{"invalid UTF-8 in a row", strings.Replace(wikiBoard, "7 . .", "7 \xc3(", 1), 7, 3, "line 7, column 3: not valid UTF-8 text"},
	{"column counts characters", "5 3 . | . 7 é", 1, 13, "line 1, column 13: 'é' is not a digit"},
}

var parseLineErrorTests = []syntaxErrorTest{
	{"empty", "", 1, 1, "line 1, column 1: line ends after 0 cells, want 81"},
	{"short line", wiki[:80], 1, 81, "line 1, column 81: line ends after 80 cells, want 81"},
	{"short line with spaces", wiki[:40] + " | " + wiki[41:], 1, 84, "line 1, column 84: line ends after 80 cells, want 81"},
	{"82 cells", wiki + "1", 1, 82, "line 1, column 82: more than 81 cells"},
	{"82 blanks", strings.Repeat(".", 82), 1, 82, "line 1, column 82: more than 81 cells"},
	{"hash inside the line", wiki[:39] + "#" + wiki[40:], 1, 40, "line 1, column 40: '#' is not a digit"},
	{"letter", "x" + wiki[1:], 1, 1, "line 1, column 1: 'x' is not a digit"},
	{"comment without a space", wiki[:80] + "c", 1, 81, "line 1, column 81: 'c' is not a digit"},
	{"nine lines", wikiRows, 1, 10, "line 1, column 10: '\\n' is not a digit"},
	{"invalid UTF-8", wiki[:4] + "\xff" + wiki[5:], 1, 5, "line 1, column 5: not valid UTF-8 text"},
	{"column counts characters", "ééé", 1, 1, "line 1, column 1: 'é' is not a digit"},
}

// checkSyntaxError fails the test unless err is a *solver.SyntaxError
// matching tt.
func checkSyntaxError(t *testing.T, tt syntaxErrorTest, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error for %q, want %q", tt.in, tt.err)
	}
	if err.Error() != tt.err {
		t.Errorf("error %q, want %q", err, tt.err)
	}
	var se *solver.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("error %v is a %T, want *solver.SyntaxError", err, err)
	}
	if se.Line != tt.line || se.Col != tt.col {
		t.Errorf("error at line %d, column %d; want line %d, column %d", se.Line, se.Col, tt.line, tt.col)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range parseErrorTests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := solver.Parse(tt.in)
			checkSyntaxError(t, tt, err)
		})
	}
}

func TestParseLineErrors(t *testing.T) {
	for _, tt := range parseLineErrorTests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := solver.ParseLine(tt.in)
			checkSyntaxError(t, tt, err)
		})
	}
}

func TestSyntaxErrorWithoutColumn(t *testing.T) {
	err := &solver.SyntaxError{Line: 7, Msg: "a tenth row; a grid has nine"}
	if got, want := err.Error(), "line 7: a tenth row; a grid has nine"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
