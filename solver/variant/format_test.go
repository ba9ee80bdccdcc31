package variant_test

import (
	"errors"
	"fmt"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// shortOf writes p in the forum's short format: each cage's first cell
// holds its sum and every other cell an arrow towards it along a tree of
// touching cells. Cages must touch (diagonals count) and have sums.
func shortOf(t testing.TB, p variant.Puzzle) string {
	t.Helper()
	const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij"
	var out [81]byte
	for _, c := range p.Cages {
		in := map[int]bool{}
		for _, x := range c.Cells {
			in[int(x)] = true
		}
		root := int(c.Anchor())
		out[root] = digits[c.Sum]
		seen := map[int]bool{root: true}
		queue := []int{root}
		for len(queue) > 0 {
			at := queue[0]
			queue = queue[1:]
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					r, col := at/9+dr, at%9+dc
					n := r*9 + col
					if r < 0 || r > 8 || col < 0 || col > 8 || !in[n] || seen[n] {
						continue
					}
					seen[n] = true
					queue = append(queue, n)
					// n points back at at: the arrow of (-dr, -dc).
					out[n] = map[[2]int]byte{{0, -1}: '<', {0, 1}: '>', {-1, 0}: '^', {1, 0}: 'v',
						{-1, -1}: '`', {-1, 1}: '\'', {1, -1}: ',', {1, 1}: '.'}[[2]int{-dr, -dc}]
				}
			}
		}
		if len(seen) != len(c.Cells) {
			t.Fatalf("cage at %v does not touch itself", c.Anchor())
		}
	}
	for i, b := range out {
		if b == 0 {
			t.Fatalf("%v is in no cage", solver.Cell(i))
		}
	}
	return string(out[:])
}

// sudoCueOf writes p in SudoCue's long format.
func sudoCueOf(p variant.Puzzle) string {
	var cells [81]int
	for i := range cells {
		cells[i] = 200 + i%50 // no cage: a number below 256
	}
	for k, c := range p.Cages {
		for _, x := range c.Cells {
			cells[x] = c.Sum*256 + k + 1
		}
	}
	var b strings.Builder
	b.WriteString("3x3::k")
	for _, v := range cells {
		fmt.Fprintf(&b, ":%d", v)
	}
	return b.String()
}

// TestFormatsAgree reads each sample in all three formats and wants the
// same puzzle, and writes it back to the very line it came from.
func TestFormatsAgree(t *testing.T) {
	lines := readLines(t, filepath.Join("testdata", "everyday-sample.txt"))
	for i, line := range lines {
		p, err := variant.Parse(line)
		if err != nil {
			t.Fatalf("sample %d: %v", i+1, err)
		}
		if got := variant.Format(p); got != line {
			t.Errorf("sample %d: Format gives\n%s, want\n%s", i+1, got, line)
		}
		texts := []string{shortOf(t, p), sudoCueOf(p), "  " + line + " \t",
			line + " # hard 4.2 cage-combination", line + "#7", shortOf(t, p) + " # from the forum", sudoCueOf(p) + "\t# SudoCue"}
		for _, text := range texts {
			q, err := variant.Parse(text)
			if err != nil {
				t.Errorf("sample %d: %s: %v", i+1, text, err)
				continue
			}
			if !q.Equal(p) {
				t.Errorf("sample %d: %s reads as\n%s, want\n%s", i+1, text, variant.Format(q), line)
			}
		}
	}
}

// rows is a Killer whose cages are the nine rows, each adding up to 45.
const rows = "killer:AAAAAAAAABBBBBBBBBCCCCCCCCCDDDDDDDDDEEEEEEEEEFFFFFFFFFGGGGGGGGGHHHHHHHHHIIIIIIIII:45,45,45,45,45,45,45,45,45:" +
	"................................................................................."

// withGivens returns rows with the givens spelled out.
func withGivens(givens string) string {
	return rows[:len(rows)-81] + givens + strings.Repeat(".", 81-len(givens))
}

func TestParseRows(t *testing.T) {
	short := strings.Repeat("j<<<<<<<<", 9)
	sudoCue := "3x3::k" + strings.Repeat(":11521", 9) + strings.Repeat(":11522", 9) + strings.Repeat(":11523", 9) +
		strings.Repeat(":11524", 9) + strings.Repeat(":11525", 9) + strings.Repeat(":11526", 9) +
		strings.Repeat(":11527", 9) + strings.Repeat(":11528", 9) + strings.Repeat(":11529", 9)
	var numbered strings.Builder
	numbered.WriteString("killern:")
	for i := 0; i < 81; i++ {
		if i > 0 {
			numbered.WriteByte(',')
		}
		fmt.Fprint(&numbered, i/9+1)
	}
	numbered.WriteString(rows[strings.Index(rows, ":45"):])
	want, err := variant.Parse(rows)
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Cages) != 9 || want.Cages[8].Sum != 45 || want.Cages[8].Cells[0] != 72 {
		t.Fatalf("rows read as %+v", want)
	}
	for _, text := range []string{short, sudoCue, numbered.String()} {
		p, err := variant.Parse(text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
		} else if !p.Equal(want) {
			t.Errorf("%s reads as %s", text, variant.Format(p))
		}
	}
}

// TestFormatManyCages writes a puzzle of 81 one-cell cages, more than the
// 62 ids, with "killern:" and reads it back.
func TestFormatManyCages(t *testing.T) {
	g := randomGrid(newRand(5))
	var p variant.Puzzle
	for c := 0; c < 81; c++ {
		p.Cages = append(p.Cages, variant.Cage{Cells: []solver.Cell{solver.Cell(c)}, Sum: int(g[c])})
	}
	line := variant.Format(p)
	if !strings.HasPrefix(line, "killern:") {
		t.Fatalf("Format gives %s, want killern:", line)
	}
	q, err := variant.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	if !q.Equal(p) {
		t.Errorf("%s reads back as %s", line, variant.Format(q))
	}
	if s, n := variant.Solve(q); !n || s != g {
		t.Errorf("solved to %v, want %v", s, g)
	}
}

func TestParseErrors(t *testing.T) {
	rowsShort := strings.Repeat("j<<<<<<<<", 9)
	tests := []struct {
		name, text string
		col        int
		msg        string
	}{
		{"empty", "  ", 0, "no puzzle found"},
		{"classic line clash", strings.Repeat("1........", 9), 0, "r1c1 and r2c1 both hold 1 in the same column"},
		{"classic line short", strings.Repeat("1", 80), 81, "line ends after 80 cells, want 81"},
		{"no puzzle", "hello world", 1, "not a puzzle"},
		{"few fields", "killer:AB:3", 12, "line ends after 3 fields"},
		{"fifth field", rows + ":x", 198, "a fifth field"},
		{"bad cage id", strings.Replace(rows, "AAAAAAAAAB", "AAAA#AAAAB", 1), 12, `'#' is not a cage id`},
		{"short cages", "killer:AAAA:10:" + strings.Repeat(".", 81), 12, "4 cage marks, want 81"},
		{"bad sum", strings.Replace(rows, ":45,45,", ":45,x5,", 1), 93, `cage sum "x5"`},
		{"missing sum", strings.Replace(rows, ":45,45,45,45,45,45,45,45,45:", ":45,45,45,45,45,45,45,45:", 1), 80, `cage "I" at r9c1 has no sum: the line gives 8 sums for 9 cages`},
		{"sum without cage", strings.Replace(rows, ":45,45,45,45,45,45,45,45,45:", ":45,45,45,45,45,45,45,45,45,3:", 1), 90, `sum 10 is for cage "J", which has no cells`},
		{"bad given", withGivens("12x"), 119, "'x' is not a digit"},
		{"few givens", rows[:len(rows)-3], 195, "78 givens, want 81"},
		{"bad cage number", "killern:1,x" + strings.Repeat(",1", 79) + ":45:" + strings.Repeat(".", 81), 11, `cage number "x"`},
		{"few cage numbers", "killern:1,1:45:" + strings.Repeat(".", 81), 12, "2 cage numbers, want 81"},
		{"arrow loop", "><0<<<<<<" + rowsShort[9:], 1, "the arrows from r1c1 go round in a loop"},
		{"arrow off the grid", "^" + rowsShort[1:], 1, "the arrow '^' at r1c1 points off the grid"},
		{"diagonal arrow off the grid", rowsShort[:80] + ".", 81, "the arrow '.' at r9c9 points off the grid"},
		{"sum past 45", "j<<<k<<<<" + rowsShort[9:], 5, "'k' would be a cage sum of 46"},
		{"unknown character", "j<<<~<<<<" + rowsShort[9:], 5, "'~' is neither a cage sum"},
		// The forum's format a character short or long was read as a
		// classic line: "'G' is not a digit".
		{"short format short", rowsShort[:80], 81, "short Killer format: 80 characters, want 81"},
		{"short format long", rowsShort + "<<<", 82, "short Killer format: 84 characters, want 81"},
		{"sum with a sign", strings.Replace(rows, ":45,45,", ":+45,45,", 1), 90, `cage sum "+45"`},
		{"sum with a minus", strings.Replace(rows, ":45,45,", ":-0,45,", 1), 90, `cage sum "-0"`},
		{"cage number with a sign", "killern:+1" + strings.Repeat(",1", 80) + ":45:" + strings.Repeat(".", 81), 9, `cage number "+1"`},
		{"sudocue number with a sign", "3x3::k:+11521" + strings.Repeat(":11521", 80), 8, `"+11521": want sum*256 + cage number`},
		{"sudocue mode", "3x3:x:k" + strings.Repeat(":11521", 81), 5, `"x": want nothing (Killer) or d (Killer-X)`},
		{"sudocue two trailing colons", "3x3::k" + strings.Repeat(":11521", 81) + "::", 495, `83 cells after "3x3::k:", want 81`},
		{"sudocue few cells", "3x3::k:11521:11521", 19, "2 cells after"},
		{"sudocue bad number", "3x3::k:1x" + strings.Repeat(":11521", 80), 8, `"1x": want sum*256 + cage number`},
		{"sudocue two sums", "3x3::k:11521:11777" + strings.Repeat(":1", 79), 14, "cage 1 has sum 45 at r1c1 but 46 at r1c2"},
		{"sum too big", "3x3::k:12801:12801:12801" + strings.Repeat(":1", 78), 0, "cage at r1c1 (3 cells, sum 50): 3 different digits add up to at most 24"},
		{"sums off 405", "killer:ABCCCDEFFABBGGDEHFIIJJKKKHLMMNNOOLLLPPNQQRSSLPPTQRRUUVWWTTRXUVVYZZaXXXbcYYZaaXbbc:17,15,8,11,11,15,13,4,5,15,15,28,11,16,3,21,21,21,10,14,16,17,8,28,19,9,15,16,4:.................................................................................", 0, "the cages cover the grid and their sums total 406, not 405"},
		{"small sum", "killer:AAA" + strings.Repeat(".", 78) + ":5:" + strings.Repeat(".", 81), 0, "cage at r1c1 (3 cells, sum 5): 3 different digits add up to at least 6"},
		{"ten cells", "killer:" + strings.Repeat("A", 10) + strings.Repeat(".", 71) + ":0:" + strings.Repeat(".", 81), 0, "cage at r1c1 has 10 cells; a cage holds at most 9"},
		{"given twice in cage", "killer:A...........A" + strings.Repeat(".", 68) + ":0:1...........1" + strings.Repeat(".", 68), 0, "r1c1 and r2c4 both hold 1 in the cage at r1c1"},
		{"given past the sum", "killer:AAA" + strings.Repeat(".", 78) + ":10:9" + strings.Repeat(".", 80), 0, "the givens in the cage at r1c1 add up to 9, too much for its sum 10"},
		{"full cage wrong", "killer:AA" + strings.Repeat(".", 79) + ":10:12" + strings.Repeat(".", 79), 0, "the cage at r1c1 is full and adds up to 3, not 10"},
		{"givens clash", withGivens("11"), 0, "r1c1 and r1c2 both hold 1 in the same row"},
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

func TestValidate(t *testing.T) {
	cells := func(cs ...int) []solver.Cell {
		out := make([]solver.Cell, len(cs))
		for i, c := range cs {
			out[i] = solver.Cell(c)
		}
		return out
	}
	tests := []struct {
		name string
		p    variant.Puzzle
		msg  string
	}{
		{"ok", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{{Cells: cells(0, 1), Sum: 3}, {Cells: cells(2, 30), Sum: 0}}}}, ""},
		{"two cages on one cell", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{{Cells: cells(0, 1), Sum: 3}, {Cells: cells(9, 1), Sum: 4}}}}, "r1c2 is in two cages (at r1c1 and at r1c2)"},
		{"cell twice", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{{Cells: cells(4, 4), Sum: 3}}}}, "cage at r1c5 lists r1c5 twice"},
		{"off the grid", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{{Cells: cells(4, 81), Sum: 3}}}}, "cage 1 has cell 81, off the grid"},
		{"no cells", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{{Cells: nil, Sum: 3}}}}, "cage 1 has no cells"},
		{"negative sum", variant.Puzzle{Rules: geometry.Rules{Cages: []variant.Cage{{Cells: cells(3), Sum: -1}}}}, "cage at r1c4 has sum -1, below 0"},
		{"not a digit", variant.Puzzle{Givens: solver.Grid{10}}, "r1c1 holds 10, not a digit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.p.Validate()
			switch {
			case tt.msg == "" && err != nil:
				t.Errorf("Validate: %v, want nil", err)
			case tt.msg != "" && (err == nil || err.Error() != tt.msg):
				t.Errorf("Validate: %v, want %s", err, tt.msg)
			}
		})
	}
}

func TestIsKiller(t *testing.T) {
	for text, want := range map[string]bool{
		rows:                                         true,
		"killern:1,2":                                true,
		"3x3::k:1":                                   true,
		strings.Repeat("j<<<<<<<<", 9):               true,
		strings.Repeat("1........", 9):               false,
		strings.Repeat("j<<<<<<<#", 9):               false,
		"j<<":                                        false,
		" " + strings.Repeat("A<", 40) + "A":         true,
		rows + " # easy 1.0 full-house":              true,
		strings.Repeat("j<<<<<<<<", 9) + "#":         true,
		strings.Repeat("j<<<<<<<<", 9) + "<":         true, // one too many: a Killer line with a fault
		strings.Repeat("j<<<<<<<<", 9)[:80]:          true,
		"j<<<k<<<<" + strings.Repeat("j<<<<<<<<", 8): true,  // a sum too large
		strings.Repeat("1........", 9) + ",":         false, // a classic line with a stray comma
		strings.Repeat("12345678.", 9):               false,
	} {
		if got := variant.IsKiller(text); got != want {
			t.Errorf("IsKiller(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestValidateFlags(t *testing.T) {
	at := func(r, c int) int { return r*9 + c }
	tests := []struct {
		name  string
		flags geometry.Flags
		cells [2]int
		msg   string
	}{
		{"diagonal", geometry.Flags{Diagonals: true}, [2]int{at(0, 0), at(8, 8)}, "r1c1 and r9c9 both hold 5, on the ↘ diagonal"},
		{"anti-diagonal", geometry.Flags{Diagonals: true}, [2]int{at(0, 8), at(8, 0)}, "r1c9 and r9c1 both hold 5, on the ↗ diagonal"},
		{"window", geometry.Flags{Windows: true}, [2]int{at(1, 1), at(3, 3)}, "r2c2 and r4c4 both hold 5, in window 1"},
		{"knight", geometry.Flags{AntiKnight: true}, [2]int{at(0, 2), at(1, 4)}, "r1c3 and r2c5 both hold 5, a knight's move apart"},
		{"king", geometry.Flags{AntiKing: true}, [2]int{at(2, 2), at(3, 3)}, "r3c3 and r4c4 both hold 5, a king's move apart"},
		{"classic allows the diagonal", geometry.Flags{}, [2]int{at(0, 0), at(8, 8)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := variant.Puzzle{Rules: geometry.Rules{Flags: tt.flags}}
			p.Givens[tt.cells[0]], p.Givens[tt.cells[1]] = 5, 5
			err := p.Validate()
			if got := fmt.Sprint(err); tt.msg == "" && err != nil || tt.msg != "" && got != tt.msg {
				t.Errorf("Validate() = %v, want %q", err, tt.msg)
			}
		})
	}
}
