package solver_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/dlx"
)

// Seeds shared by the fuzzers.
const (
	seed17     = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
	seedSerg   = "8.........95.......76.........426798...571243...893165......916....3.487....1.532"
	seedHard   = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
	seedSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	seedClash  = "53..7...56..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)

// lineSeeds are one-line puzzles: an empty grid, blanks of every kind, a
// 17-clue puzzle, a hard one, one with many solutions, a solved grid, one
// with clashing givens and one with none but no solution.
var lineSeeds = []string{
	strings.Repeat(".", 81),
	strings.Repeat("0", 81),
	strings.Repeat("-", 81),
	wiki,
	strings.ReplaceAll(wiki, ".", "_"),
	seed17,
	seedHard,
	seedSerg,
	seedSolved,
	seedClash,
	noSolution,
}

func FuzzParse(f *testing.F) {
	for _, s := range lineSeeds {
		f.Add(s)
	}
	for _, s := range []string{
		"",
		"\n",
		wiki + " # comment",
		wiki + "\r\n",
		wiki[:80],
		wiki + "1",
		wiki + "\n" + wiki,
		wikiRows,
		wikiRows + "123456789\n",
		wikiRows[:80],
		wikiBoard,
		wikiSS,
		strings.ReplaceAll(wikiSS, "\n", "\r\n"),
		"#Ame\n#Dtest\n[Puzzle]\n" + wikiRows + "[State]\n" + wikiRows,
		strings.Replace(wikiRows, "....8..79", "---------", 1),
		wiki[:4] + "\xff" + wiki[5:],
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := solver.Parse(text)
		if err != nil {
			checkFuzzSyntaxError(t, text, err)
			return
		}
		checkCells(t, g)
		for _, out := range []string{g.String(), g.Board()} {
			if h, err := solver.Parse(out); err != nil || h != g {
				t.Fatalf("Parse(%q) = %s\nreads back %q as %s, %v", text, g, out, h, err)
			}
		}
	})
}

func FuzzParseLine(f *testing.F) {
	for _, s := range lineSeeds {
		f.Add(s)
	}
	for _, s := range []string{
		"",
		wiki + " # comment",
		wiki + "#",
		wiki + "\r",
		wiki[:80],
		wiki + "1",
		wiki + "|",
		"53. .7. ...|6.. 195 ...|.98 ... .6.|8.. .6. ..3|4.. 8.3 ..1|7.. .2. ..6|.6. ... 28.|... 419 ..5|... .8. .79",
		wiki[:4] + "\xff" + wiki[5:],
		wikiRows,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		g, err := solver.ParseLine(line)
		if err != nil {
			var se *solver.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseLine(%q): error %v is a %T, want *solver.SyntaxError", line, err, err)
			}
			if se.Line != 1 || se.Col < 1 || se.Col > utf8.RuneCountInString(line)+1 {
				t.Fatalf("ParseLine(%q): error %q at line %d, column %d", line, err, se.Line, se.Col)
			}
			return
		}
		checkCells(t, g)
		if want := firstCells(line); g != want {
			t.Fatalf("ParseLine(%q) = %s, want the first 81 cells %s", line, g, want)
		}
		for _, out := range []string{g.String(), string(g.AppendDigits(nil))} {
			if h, err := solver.ParseLine(out); err != nil || h != g {
				t.Fatalf("ParseLine(%q) = %s\nreads back %q as %s, %v", line, g, out, h, err)
			}
		}
		// Parse reads one line as ParseLine does.
		if !strings.Contains(line, "\n") {
			if h, err := solver.Parse(line); err != nil || h != g {
				t.Fatalf("ParseLine(%q) = %s, but Parse gives %s, %v", line, g, h, err)
			}
		}
	})
}

// FuzzSolveCount checks the backtracking engine against Dancing Links, and
// the package functions against each other, on one-line puzzles.
func FuzzSolveCount(f *testing.F) {
	for _, s := range lineSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		g, err := solver.ParseLine(line)
		if err != nil {
			return
		}
		var bt solver.Backtracker
		n := bt.Count(g, 2)
		first, n2 := bt.Solve(g, 2)
		want, dn := dlx.New().Solve(g, 2)
		if n != dn || n2 != dn {
			t.Fatalf("%s: Backtracker counts %d (Count) and %d (Solve), Dancing Links %d", g, n, n2, dn)
		}
		if n >= 1 {
			if err := checkSolution(g, first); err != nil {
				t.Fatalf("%s: Backtracker.Solve = %s: %v", g, first, err)
			}
		}
		if n == 1 && first != want {
			t.Fatalf("%s: the one solution is %s, Dancing Links finds %s", g, first, want)
		}
		sol, ok := solver.Solve(g)
		if ok != (n >= 1) {
			t.Fatalf("%s: Solve ok = %v with %d solutions", g, ok, n)
		}
		if ok {
			if err := checkSolution(g, sol); err != nil {
				t.Fatalf("%s: Solve = %s: %v", g, sol, err)
			}
		}
		if u := solver.IsUnique(g); u != (n == 1) {
			t.Fatalf("%s: IsUnique = %v with %d solutions", g, u, n)
		}
		if c := solver.Count(g, 2); c != n {
			t.Fatalf("%s: Count(g, 2) = %d, Backtracker.Count %d", g, c, n)
		}
		if err := g.Conflict(); err != nil && n != 0 {
			t.Fatalf("%s: %d solutions despite %v", g, n, err)
		}
	})
}

// checkCells fails the test unless every cell of g is blank or a digit.
func checkCells(t *testing.T, g solver.Grid) {
	t.Helper()
	for i, v := range g {
		if v > 9 {
			t.Fatalf("%v holds %d", solver.Cell(i), v)
		}
	}
}

// firstCells returns the grid of the first 81 cells of line, read simply:
// digits 1-9, and ". 0 _ * -" for blanks; every other character is passed
// over.
func firstCells(line string) solver.Grid {
	var g solver.Grid
	n := 0
	for _, r := range line {
		if n == 81 {
			break
		}
		switch {
		case r >= '1' && r <= '9':
			g[n] = uint8(r - '0')
			n++
		case strings.ContainsRune(".0_*-", r):
			n++
		}
	}
	return g
}

// checkFuzzSyntaxError fails the test unless err is a *solver.SyntaxError
// that points inside text.
func checkFuzzSyntaxError(t *testing.T, text string, err error) {
	t.Helper()
	var se *solver.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("Parse(%q): error %v is a %T, want *solver.SyntaxError", text, err, err)
	}
	lines := strings.Split(text, "\n")
	if se.Line < 1 || se.Line > len(lines) || se.Col < 0 {
		t.Fatalf("Parse(%q): error %q at line %d, column %d; the text has %d lines", text, err, se.Line, se.Col, len(lines))
	}
	if n := utf8.RuneCountInString(strings.TrimRight(lines[se.Line-1], "\r")); se.Col > n+1 {
		t.Fatalf("Parse(%q): error %q at column %d; line %d has %d characters", text, err, se.Col, se.Line, n)
	}
}
