package main

import (
	"strings"
	"testing"
)

// TestConvertFPuzzles: convert writes f-puzzles links that every verb
// reads back, and refuses links it cannot play with the reason.
func TestConvertFPuzzles(t *testing.T) {
	for _, start := range []string{puzzle, lineX, lineXWindok, killerLine, strings.Replace(killerLine, "killer:", "killer-x:", 1)} {
		out, errOut, st := cli(t, lines(start), "convert", "-to", "fpuzzles")
		link := strings.TrimSuffix(out, "\n")
		if st != exitOK || errOut != "" || !strings.HasPrefix(link, "https://www.f-puzzles.com/?load=") {
			t.Fatalf("-to fpuzzles of %s: status %d, stderr %q, %s", start, st, errOut, out)
		}
		back, _, st := cli(t, lines(link), "convert", "-to", "line")
		want := start
		if start == puzzle {
			want = strings.ReplaceAll(puzzle, "0", ".")
		}
		if st != exitOK || strings.TrimSuffix(back, "\n") != want {
			t.Errorf("%s came back as %s (status %d)", start, back, st)
		}
		if strings.HasPrefix(start, "killer-x:") {
			continue // made from the Killer for the test: it has no solution
		}
		if sol, _, st := cli(t, lines(link), "solve"); st != exitOK || len(strings.TrimSpace(sol)) != 81 {
			t.Errorf("solve of the link of %s: status %d, %s", start, st, sol)
		}
	}
	out, _, st := cli(t, lines("https://sudokupad.app/abc123", puzzle), "convert", "-to", "fpuzzles")
	if st != exitFail || !strings.HasPrefix(out, "error: line 1, column 1: a short SudokuPad link") || !strings.Contains(out, "\nhttps://www.f-puzzles.com/?load=") {
		t.Errorf("short link: status %d, %s", st, out)
	}
}
