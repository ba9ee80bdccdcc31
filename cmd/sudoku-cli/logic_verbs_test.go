package main

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

const (
	wikiPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	multi      = "8.........95.......76.........426798...571243...893165......916....3.487....1.532"
	conflict   = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)

func TestGenerate(t *testing.T) {
	for _, level := range []string{"easy", "medium"} {
		t.Run(level, func(t *testing.T) {
			out1, _, st := cli(t, "", "generate", "-n", "4", "-level", level, "-seed", "3", "-j", "1")
			if st != exitOK {
				t.Fatalf("status %d", st)
			}
			out3, _, _ := cli(t, "", "generate", "-n", "4", "-level", level, "-seed", "3", "-j", "3")
			if out1 != out3 {
				t.Fatalf("-j 1 and -j 3 differ:\n%s\n%s", out1, out3)
			}
			ls := strings.Split(strings.TrimSuffix(out1, "\n"), "\n")
			if len(ls) != 4 {
				t.Fatalf("%d lines, want 4", len(ls))
			}
			for _, l := range ls {
				g, err := solver.ParseLine(l)
				if err != nil || len(l) != 81 || strings.ContainsAny(l, "0") {
					t.Fatalf("line %q: %v", l, err)
				}
				r, err := logic.Rate(g)
				if err != nil || r.Level.String() != level {
					t.Errorf("%s rates %v, %v; want %s", l, r, err, level)
				}
			}
		})
	}
}

func TestGenerateUsage(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "-n", "1"},
		{"generate", "-n", "1", "-level", "fiendish"},
		{"generate", "-n", "1", "-level", "easy", "-symmetry", "spiral"},
		{"generate", "-n", "1", "-level", "easy", "-j", "0"},
	} {
		if _, stderr, st := cli(t, "", args...); st != exitUsage || !strings.Contains(stderr, "sudoku-cli: generate:") {
			t.Errorf("%v: status %d, stderr %q", args, st, stderr)
		}
	}
}

func TestRate(t *testing.T) {
	in := lines(wikiPuzzle, multi, conflict, "12x")
	out, _, st := cli(t, in, "rate", "-j", "2")
	want := lines(
		"easy 1.5 full-house hidden-single",
		"error: multiple solutions",
		"error: r1c1 and r1c2 both hold 5 in the same row",
		"error: line 4, column 3: 'x' is not a digit",
	)
	if out != want || st != exitFail {
		t.Errorf("got status %d\n%s\nwant\n%s", st, out, want)
	}
}

func TestSteps(t *testing.T) {
	out, _, st := cli(t, "", "steps", wikiPuzzle)
	ls := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if st != exitOK || len(ls) != 51 || !strings.HasPrefix(ls[0], "Hidden single: ") {
		t.Fatalf("status %d, %d steps, first %q", st, len(ls), ls[0])
	}
	zh, _, _ := cli(t, wikiPuzzle, "steps", "-lang", "zh-Hans")
	if !strings.HasPrefix(zh, "隐性唯一") {
		t.Errorf("zh-Hans steps start %q", zh[:min(len(zh), 40)])
	}
	if out, _, st := cli(t, multi, "steps"); st != exitFail || out != "error: multiple solutions\n" {
		t.Errorf("multi: status %d, %q", st, out)
	}
	if _, _, st := cli(t, "", "steps", wikiPuzzle, "extra"); st != exitUsage {
		t.Errorf("extra argument: status %d", st)
	}
}
