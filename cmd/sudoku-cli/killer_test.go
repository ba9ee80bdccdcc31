package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// One Killer of the everyday samples in the three formats (the manual's
// examples), its solution, and a Killer with several solutions.
var (
	killerLine     = killerFormats[1].example
	killerShort    = killerFormats[2].example
	killerSudoCue  = killerFormats[3].example
	killerSolution = "723148956958673214146925837387512469514896372692437185269351748435789621871264593"
	// killerMulti is the first of the Killers with several solutions in
	// ../shared/puzzles (killer_multi_50.txt).
	killerMulti = "killer:AABBBCDDDEEFGGCHHIEEFJJJKHILLFFFMKKINOPPMMMQRNOSTTMUQRNVSWWWUXRYVSZWZaXaYYSZZZaaa:13,11,13,14,20,28,14,11,14,8,14,17,23,12,12,9,11,18,23,15,5,7,18,11,9,27,28:" + empty
)

// TestKillerLinesMixIn answers Killer lines in all three formats mixed
// with classic lines, with both engines, in input order, and the usual
// exit status.
func TestKillerLinesMixIn(t *testing.T) {
	input := lines(puzzle, killerLine, killerShort+" # from the forum", "  "+killerSudoCue, killerMulti,
		"killer:AB:1:2", "3x3:d:k:1", clash)
	for _, engine := range []string{"backtrack", "dlx"} {
		t.Run(engine, func(t *testing.T) {
			out, errOut, st := cli(t, input, "solve", "-engine", engine, "-j", "2")
			want := lines(solution, killerSolution, killerSolution, killerSolution, "error: multiple solutions",
				"error: line 6, column 10: 2 cage marks, want 81",
				"error: line 7, column 10: 1 cells after \"3x3:d:k:\", want 81", clashError)
			if out != want || st != exitFail || errOut != "" {
				t.Errorf("solve: status %d, stderr %q, got\n%swant\n%s", st, errOut, out, want)
			}
			out, _, st = cli(t, input, "count", "-engine", engine, "-limit", "3")
			wantCount := []string{"1", "1", "1", "1", "3"}
			if got := strings.Split(out, "\n"); len(got) < 5 || fmt.Sprint(got[:5]) != fmt.Sprint(wantCount) || st != exitFail {
				t.Errorf("count: status %d, got\n%s", st, out)
			}
		})
	}
	out, _, st := cli(t, lines(killerLine, killerShort), "solve")
	if out != lines(killerSolution, killerSolution) || st != exitOK {
		t.Errorf("two proper Killers: status %d, %q", st, out)
	}
}

// TestKillerRateAndSteps rates a Killer and prints its path: the rating
// line has the classic shape, the steps end with the solution placed.
func TestKillerRateAndSteps(t *testing.T) {
	out, _, st := cli(t, lines(killerLine, killerMulti), "rate")
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if st != exitFail || len(got) != 2 || got[1] != "error: multiple solutions" {
		t.Fatalf("rate: status %d, %q", st, out)
	}
	if f := strings.Fields(got[0]); len(f) < 3 || !strings.Contains("easy medium hard expert extreme", f[0]) {
		t.Errorf("rate: %q is not a level, a score and techniques", got[0])
	}
	out, errOut, st := cli(t, "", "steps", killerShort)
	if st != exitOK || errOut != "" || strings.Count(out, "\n") < 10 {
		t.Errorf("steps: status %d, stderr %q, %d lines", st, errOut, strings.Count(out, "\n"))
	}
	out, _, st = cli(t, "", "steps", killerMulti)
	if st != exitFail || out != "error: multiple solutions\n" {
		t.Errorf("steps of a Killer with several solutions: status %d, %q", st, out)
	}
}

// TestNoKillerReadsAsClassic holds what the line functions stand on: a
// Killer line in any format is no classic puzzle, so reading the classic
// form first sends every Killer line on to the Killer engines.
func TestNoKillerReadsAsClassic(t *testing.T) {
	for _, line := range []string{killerLine, killerShort, killerSudoCue, killerMulti,
		strings.Repeat("1>>>>>>>>", 9), "killern:" + strings.Repeat("1,", 80) + "1:45:" + empty} {
		if _, err := solver.ParseLine(line); err == nil {
			t.Errorf("%q reads as a classic puzzle", line)
		}
		if !variant.IsKiller(line) {
			t.Errorf("%q is not a Killer line", line)
		}
	}
}
