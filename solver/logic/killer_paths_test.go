package logic

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// killerPathsEvery spaces the everyday Killers whose paths
// TestKillerPathsAreSound walks without SUDOKU_LONG: lines 6, 16, 26, ...
// of the 300, halfway between the lines of the variant package's sample
// (1, 11, 21, ...), which the other Killer tests walk.
const killerPathsEvery = 10

// TestKillerPathsAreSound walks the solve paths of the everyday Killers of
// ../shared/puzzles (one in killerPathsEvery; with SUDOKU_LONG=1 all 300)
// and checks every step against the solution. With KILLER_STALL=1 as well
// it prints the position of each one where the ladder first needs a cage
// contradiction or a guess: its cages and every cell's candidates.
func TestKillerPathsAreSound(t *testing.T) {
	ps, sols := fullKillers(t)
	first, every := killerPathsEvery/2, killerPathsEvery
	if long() {
		first, every = 0, 1
	}
	show := os.Getenv("KILLER_STALL") != ""
	stalls, walked := 0, 0
	for i := first; i < len(ps); i += every {
		p := ps[i]
		walked++
		b := NewPuzzleBoard(p)
		stalled := false
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				t.Fatalf("killer %d: no step", i+1)
			}
			checkStep(t, b, s, sols[i])
			if !stalled && (s.Technique == CageContradiction || s.Technique == Guess) {
				stalled = true
				stalls++
				if show {
					t.Logf("killer %d stalls with %d cells empty: %s\n%s", i+1, 81-countPlaced(b), s.Describe("en"), stallText(b))
				}
			}
			b.Apply(s)
		}
	}
	t.Logf("%d of %d stall before a cage contradiction or a guess", stalls, walked)
}

// countPlaced returns how many cells of b hold a digit.
func countPlaced(b *Board) int {
	n := 0
	for _, d := range b.Cells {
		if d != 0 {
			n++
		}
	}
	return n
}

// stallText writes b's cages (a letter each) and candidates, a row a line,
// then each cage's letter and sum.
func stallText(b *Board) string {
	const ids = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	id := make([]byte, 81)
	for i := range id {
		id[i] = '.'
	}
	for k, cg := range b.Cages {
		for _, c := range cg.Cells {
			if c < 81 {
				id[c] = ids[k%len(ids)]
			}
		}
	}
	var sb strings.Builder
	for c := 0; c < 81; c++ {
		cs := ""
		if b.Cells[c] != 0 {
			cs = fmt.Sprintf("=%d", b.Cells[c])
		} else {
			for _, d := range b.Cands[c].List() {
				cs += fmt.Sprint(d)
			}
		}
		fmt.Fprintf(&sb, "%c:%-9s ", id[c], cs)
		if c%9 == 8 {
			sb.WriteString("\n")
		}
	}
	for k, cg := range b.Cages {
		fmt.Fprintf(&sb, "%c=%d ", ids[k%len(ids)], cg.Sum)
	}
	return sb.String()
}
