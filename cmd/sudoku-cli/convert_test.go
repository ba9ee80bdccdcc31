package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Sudoku X and X-Windoku as Interactive Sudoku Solver's examples give them
// (data/example_puzzles.js; see solver/variant/testdata), and the
// project's lines for them.
const (
	issX        = ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9"
	lineX       = "x:..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9."
	issXWindoku = ".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2"
	lineXWindok = "x-windoku:.......1.....2...3.........4....3.......5...6....1.........78......6........32..."
)

func TestConvert(t *testing.T) {
	killerX := strings.Replace(killerLine, "killer:", "killer-x:", 1)
	cueX := strings.Replace(killerSudoCue, "3x3::k:", "3x3:d:k:", 1) + ":"
	tests := []struct {
		name, to, input, want string
		status                int
	}{
		{"iss to line", "line", lines(issX, issXWindoku), lines(lineX, lineXWindok), exitOK},
		{"line to iss", "iss", lines(lineX, lineXWindok), lines(issX, issXWindoku), exitOK},
		{"default is line", "", lines(issX), lines(lineX), exitOK},
		{"classic to iss and back", "iss", lines(puzzle), lines(variant.FormatISS(variant.Puzzle{Givens: mustGrid(t, puzzle)})), exitOK},
		{"empty classic to iss", "iss", lines(empty), lines(".Shape~9x9"), exitOK},
		{"killer formats to line", "line", lines(killerShort, killerSudoCue, killerSudoCue+":"), lines(killerLine, killerLine, killerLine), exitOK},
		{"killer-x from sudocue", "line", lines(cueX), lines(killerX), exitOK},
		{"killer-x to sudocue", "sudocue", lines(killerX), lines(cueX), exitOK},
		{"killer to sudocue", "sudocue", lines(killerShort), lines(killerSudoCue + ":"), exitOK},
		{"sudocue refuses", "sudocue", lines(lineX, killerLine), lines("error: line 1: SudoCue's format is for Killers, and the puzzle has no cages", killerSudoCue+":"), exitFail},
		{"unplayed rule", "line", lines(issX, ".~R1C1_1 .Thermo~R1C1~R1C2", lineX), lines(lineX, "error: line 2, column 11: thermo (.Thermo~R1C1~R1C2) is a rule this program does not play", lineX), exitFail},
		{"malformed", "iss", lines("x:123", puzzle[:80]), lines("error: line 1, column 6: 3 givens, want 81", "error: line 2, column 81: line ends after 80 cells, want 81"), exitFail},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"convert", "-j", "2"}
			if tt.to != "" {
				args = append(args, "-to", tt.to)
			}
			out, errOut, st := cli(t, tt.input, args...)
			if out != tt.want || st != tt.status || errOut != "" {
				t.Errorf("status %d, stderr %q, got\n%swant\n%s", st, errOut, out, tt.want)
			}
		})
	}
}

// TestConvertRoundTrip converts the Killer through every format and back.
func TestConvertRoundTrip(t *testing.T) {
	for _, start := range []string{killerLine, strings.Replace(killerLine, "killer:", "killer-x:", 1)} {
		text := start
		for _, to := range []string{"iss", "sudocue", "line"} {
			out, _, st := cli(t, lines(text), "convert", "-to", to)
			if st != exitOK {
				t.Fatalf("-to %s of %s: status %d, %s", to, text, st, out)
			}
			text = strings.TrimSuffix(out, "\n")
		}
		if text != start {
			t.Errorf("%s came back as %s", start, text)
		}
	}
}

// TestConvertFiles reads files given as arguments in turn; errors name
// the file, line and column.
func TestConvertFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	for name, text := range map[string]string{a: lines(issX, "x:1"), b: lines(killerShort)} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, st := cli(t, "", "convert", a, b)
	want := lines(lineX, "error: "+a+":2:4: 1 givens, want 81", killerLine)
	if out != want || st != exitFail || errOut != "" {
		t.Errorf("status %d, stderr %q, got\n%swant\n%s", st, errOut, out, want)
	}
	outFile := filepath.Join(dir, "out.txt")
	if _, errOut, st := cli(t, "", "convert", "-o", outFile, b); st != exitOK || errOut != "" {
		t.Errorf("-o: status %d, %s", st, errOut)
	}
	if data, err := os.ReadFile(outFile); err != nil || string(data) != lines(killerLine) {
		t.Errorf("-o wrote %q, %v", data, err)
	}
}

func TestConvertUsage(t *testing.T) {
	for _, args := range [][]string{
		{"convert", "-to", "sdk"},
		{"convert", "-i", "x.txt", "y.txt"},
		{"convert", "-j", "0"},
		{"convert", "-nosuchflag"},
		{"convert", filepath.Join(t.TempDir(), "missing.txt")},
	} {
		_, errOut, st := cli(t, "", args...)
		if st != exitUsage || !strings.HasPrefix(errOut, "sudoku-cli: convert: ") {
			t.Errorf("%q: status %d, stderr %q", args, st, errOut)
		}
	}
}

// TestVariantLinesRead holds that every verb reads the variants' lines:
// an ISS string of givens alone is answered as the classic puzzle, an ISS
// Killer as the Killer, and a clash that only a variant's rule makes is
// named.
func TestVariantLinesRead(t *testing.T) {
	issClassic := variant.FormatISS(variant.Puzzle{Givens: mustGrid(t, puzzle)})
	issKiller := mustISS(t, killerLine)
	xClash := "x:1" + empty[:29] + "1" + empty[:50]
	input := lines(issClassic, issKiller, xClash, ".Windoku.Diagonal~1")
	out, errOut, st := cli(t, input, "solve")
	want := lines(solution, killerSolution,
		"error: line 3: r1c1 and r4c4 both hold 1, on the ↘ diagonal",
		"error: line 4, column 10: the ↗ diagonal (.Diagonal~1) alone: this program plays both diagonals at once (Sudoku X)")
	if out != want || st != exitFail || errOut != "" {
		t.Errorf("solve: status %d, stderr %q, got\n%swant\n%s", st, errOut, out, want)
	}
	out, _, st = cli(t, lines(issClassic, issKiller), "count", "-engine", "dlx")
	if out != lines("1", "1") || st != exitOK {
		t.Errorf("count: status %d, %q", st, out)
	}
	out, _, _ = cli(t, lines(issClassic), "rate")
	want, _, _ = cli(t, lines(puzzle), "rate")
	if out != want {
		t.Errorf("rate of the ISS string %q, of the line %q", out, want)
	}
	out, _, st = cli(t, "", "steps", issKiller)
	if st != exitOK || strings.Count(out, "\n") < 10 {
		t.Errorf("steps of an ISS Killer: status %d, %q", st, out)
	}
}

func mustGrid(t *testing.T, line string) solver.Grid {
	t.Helper()
	p, err := variant.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	return p.Givens
}

func mustISS(t *testing.T, line string) string {
	t.Helper()
	p, err := variant.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	return variant.FormatISS(p)
}
