package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestBUGPlus1OnSamples finds a BUG+1 on the samples' solve paths and
// checks it against the solution.
func TestBUGPlus1OnSamples(t *testing.T) {
	g, b, s := firstPositionWith(t, BUGPlus1)
	if s == nil {
		t.Fatal("no sample position has a BUG+1")
	}
	sol, _ := solver.Solve(g)
	checkStep(t, b, s, sol)
	uqDescribe(t, s)
	if len(s.Placements) != 1 || len(s.PatternCells()) != 1 || s.PatternCells()[0] != s.Placements[0].Cell {
		t.Errorf("pattern %v, placements %v: want the three-candidate cell", s.Pattern, s.Placements)
	}
	t.Log(s.Describe("en"))
}

// TestBUGPlus1Built builds a BUG from a solved grid: the cells holding 1,
// 2 and 3 are emptied and get as candidates their digit and the next one
// (1/2, 2/3, 3/1), so each of 1, 2, 3 is open twice in every house. One
// cell holding 1 then gets 3 as well: 3 is open three times in its
// houses, so the step places 3 there. (This board has more than one
// solution, so the step is only checked against the pattern.) With a
// second cell of three candidates there is no BUG+1.
func TestBUGPlus1Built(t *testing.T) {
	sol, ok := solver.Solve(samples(t, "top1465", 1)[0])
	if !ok {
		t.Fatal("no solution")
	}
	build := func(triples ...solver.Cell) *Board {
		var cells solver.Grid
		var marks [81]Digits
		for c := solver.Cell(0); c < 81; c++ {
			switch d := sol[c]; d {
			case 1, 2, 3:
				marks[c] = DigitSet(d, d%3+1)
			default:
				cells[c] = d
			}
		}
		for _, c := range triples {
			marks[c] = DigitSet(1, 2, 3)
		}
		return NewBoardWithMarks(cells, &marks)
	}
	var ones, twos []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		switch sol[c] {
		case 1:
			ones = append(ones, c)
		case 2:
			twos = append(twos, c)
		}
	}
	tests := []struct {
		name    string
		triples []solver.Cell
		want    string // the placement, or "" when it must not apply
	}{
		{"no extra candidate", nil, ""},
		{"one cell of three", ones[:1], Candidate{ones[0], 3}.String()},
		{"another", ones[4:5], Candidate{ones[4], 3}.String()},
		{"two cells of three", []solver.Cell{ones[0], twos[8]}, ""},
	}
	for _, tt := range tests {
		s := Find(build(tt.triples...), BUGPlus1)
		got := ""
		if s != nil {
			got = uqCandidates(s.Placements)
			uqDescribe(t, s)
		}
		if got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
