package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// practiceTechniques are the techniques the practice test asks for: ten
// found within a fraction of a second each.
var practiceTechniques = []string{
	"hidden-single", "naked-single", "locked-candidates", "naked-pair", "x-wing",
	"xy-wing", "skyscraper", "unique-rectangle-1", "xy-chain", "als-xz",
}

// TestPractice checks every line practice writes for ten techniques with
// the regression library's own check: the line's technique proves
// exactly its eliminations or placements. It also checks that nothing
// easier applies (Next's step at the position is of the technique), and
// that -j does not change the positions.
func TestPractice(t *testing.T) {
	for _, id := range practiceTechniques {
		t.Run(id, func(t *testing.T) {
			tech, err := logic.ParseTechnique(id)
			if err != nil {
				t.Fatal(err)
			}
			out, errOut, st := cli(t, "", "practice", "-technique", id, "-n", "3", "-seed", "11", "-j", "1")
			if st != exitOK || errOut != "" {
				t.Fatalf("status %d, stderr %q", st, errOut)
			}
			ls := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(ls) != 3 {
				t.Fatalf("%d lines, want 3:\n%s", len(ls), out)
			}
			for _, l := range ls {
				if ok, why := logic.CheckRegLine(l); !ok {
					t.Errorf("%s: %s", l, why)
				}
				rl, err := logic.ParseRegLine(l)
				if err != nil {
					t.Fatal(err)
				}
				if fam := logic.RegCodes[rl.Code]; len(fam.Techniques) == 0 || fam.Techniques[0] != tech && rl.Code != "0711" {
					t.Errorf("%s: code %s is HoDoKu's %s", l, rl.Code, fam.Name)
				}
				if s := logic.Next(rl.Board); s == nil || s.Technique != tech {
					t.Errorf("%s: the next step there is %v, not %s", l, s, id)
				}
			}
			out2, _, _ := cli(t, "", "practice", "-technique", id, "-n", "3", "-seed", "11", "-j", "2")
			if out2 != out {
				t.Errorf("-j 2 gives other positions:\n%s\nthan -j 1:\n%s", out2, out)
			}
		})
	}
}

// TestPracticeSeeds checks that another seed gives other positions, and
// that without -seed the seed drawn is reported.
func TestPracticeSeeds(t *testing.T) {
	a, _, _ := cli(t, "", "practice", "-technique", "x-wing", "-n", "2", "-seed", "1")
	b, _, _ := cli(t, "", "practice", "-technique", "x-wing", "-n", "2", "-seed", "2")
	if a == b {
		t.Errorf("seeds 1 and 2 give the same positions:\n%s", a)
	}
	_, errOut, st := cli(t, "", "practice", "-technique", "hidden-single")
	if st != exitOK || !strings.Contains(errOut, "-seed ") {
		t.Errorf("status %d, stderr %q: want the seed reported", st, errOut)
	}
}

// TestPracticeUsage checks the command lines practice refuses.
func TestPracticeUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no technique", nil, "-technique is required"},
		{"unknown technique", []string{"-technique", "x-wingg"}, `unknown technique "x-wingg"`},
		{"not on the ladder", []string{"-technique", "nice-loop"}, "not one the hints take"},
		{"a guess", []string{"-technique", "guess"}, "not one the hints take"},
		{"negative n", []string{"-technique", "x-wing", "-n", "-1"}, "-n -1"},
		{"no workers", []string{"-technique", "x-wing", "-j", "0"}, "-j 0"},
		{"extra argument", []string{"-technique", "x-wing", "more"}, "unexpected argument"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, st := cli(t, "", append([]string{"practice"}, tt.args...)...)
			if st != exitUsage || out != "" || !strings.Contains(errOut, tt.want) {
				t.Errorf("status %d, stdout %q, stderr %q; want status %d and %q", st, out, errOut, exitUsage, tt.want)
			}
		})
	}
}

// TestPracticeList checks that the list names every technique practice
// takes, each one it accepts.
func TestPracticeList(t *testing.T) {
	out, _, st := cli(t, "", "practice", "-technique", "list")
	if st != exitOK {
		t.Fatalf("status %d", st)
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		id, _, _ := strings.Cut(l, " ")
		tech, err := logic.ParseTechnique(id)
		if err != nil || !logic.Practisable(tech) {
			t.Errorf("listed %q: %v", l, err)
		}
		n++
	}
	if n < 40 {
		t.Errorf("%d techniques listed", n)
	}
}

// BenchmarkPracticeFirst measures the time to the first position of each
// of ten techniques and seven rarer ones, one seed an iteration: run
// with -benchtime Nx to average over N seeds.
func BenchmarkPracticeFirst(b *testing.B) {
	for _, id := range append(practiceTechniques, "swordfish", "finned-x-wing", "sue-de-coq", "aic", "grouped-aic", "als-aic", "forcing-chain") {
		b.Run(id, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, _, st := cli(b, "", "practice", "-technique", id, "-seed", strconv.Itoa(i), "-j", "1"); st != exitOK {
					b.Fatalf("status %d", st)
				}
			}
		})
	}
}
