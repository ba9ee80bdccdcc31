package solver

import (
	"bufio"
	"os"
	"testing"
)

func TestQuickShared(t *testing.T) {
	for _, f := range []string{"puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt", "puzzles6_forum_hardest_1106.txt", "puzzles7_serg_benchmark.txt", "puzzles5_forum_hardest_1905_11+.txt"} {
		fh, err := os.Open("../../shared/puzzles/" + f)
		if err != nil {
			t.Skip(err)
		}
		sc := bufio.NewScanner(fh)
		n, uniq := 0, 0
		var bt Backtracker
		for sc.Scan() && n < 2000 {
			g, err := ParseLine(sc.Text())
			if err != nil {
				t.Fatal(err)
			}
			sol, c := bt.Solve(g, 2)
			if c == 0 {
				t.Fatalf("%s line %d: no solution", f, n+1)
			}
			if !validSolution(g, sol) {
				t.Fatalf("%s line %d: bad solution %s", f, n+1, sol)
			}
			if c == 1 {
				uniq++
			}
			n++
		}
		t.Logf("%s: %d puzzles, %d unique", f, n, uniq)
	}
}

func validSolution(g, s Grid) bool {
	for i := range g {
		if s[i] == 0 || (g[i] != 0 && g[i] != s[i]) {
			return false
		}
	}
	return s.Conflict() == nil
}
