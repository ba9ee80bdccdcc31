package logic

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestSingleWitnessesKnown checks the witnesses of singles on known
// positions, worked out by hand.
func TestSingleWitnessesKnown(t *testing.T) {
	// wikiText's first step: 8 fits only in r1c6 of box 2. The other empty
	// cells are r1c4 (the 8 in r5c4 sees it, and r3c4 too) and r3c4-r3c6
	// (the 8 in r3c3 sees them).
	b := NewBoard(mustParse(t, wikiText))
	s := Next(b)
	if s.Technique != HiddenSingle || s.Placements[0] != (Candidate{solver.CellAt(0, 5), 8}) {
		t.Fatalf("first step %s, want the hidden single r1c6=8", s.Describe("en"))
	}
	want := []Witness{
		{solver.CellAt(2, 2), 8, CellsOf(solver.CellAt(2, 3), solver.CellAt(2, 4), solver.CellAt(2, 5))},
		{solver.CellAt(4, 3), 8, CellsOf(solver.CellAt(0, 3), solver.CellAt(2, 3))},
	}
	if !slices.Equal(s.Witnesses, want) {
		t.Errorf("witnesses %v, want %v", s.Witnesses, want)
	}

	// A naked single: r5c5 of wikiText sees 4, 8, 3 and 1 in its row, 7,
	// 9, 6, 2, 1 and 8 in its column: every digit but 5.
	b = NewBoard(mustParse(t, wikiText))
	var naked *Step
	findNakedSingle(b, func(s *Step) bool {
		if s.Placements[0].Cell == solver.CellAt(4, 4) {
			naked = s
			return false
		}
		return true
	})
	if naked == nil {
		t.Fatal("no naked single in r5c5")
	}
	var digits Digits
	for _, w := range naked.Witnesses {
		digits |= 1 << w.Digit
		if !Sees(w.Cell, solver.CellAt(4, 4)) || b.Cells[w.Cell] != w.Digit || w.Rules != CellsOf(solver.CellAt(4, 4)) {
			t.Errorf("witness %+v: not a placed digit r5c5 sees", w)
		}
	}
	if len(naked.Witnesses) != 8 || digits != AllDigits&^DigitSet(5) {
		t.Errorf("witnesses %v, want one for each digit but 5", naked.Witnesses)
	}
}

// TestSingleWitnessesCover checks, at every position of the solve paths
// of sample puzzles, every hidden and naked single against the board: a
// witness is a placed digit that sees the cells it rules out, together
// they rule out every other empty cell of the house that a placed digit
// sees, no fewer placed digits would, and the cells left over have lost
// the digit from their notes.
func TestSingleWitnessesCover(t *testing.T) {
	hidden, naked, noted := 0, 0, 0
	for _, set := range []struct {
		name string
		n    int
	}{{"17clue", 40}, {"top1465", 40}, {"hardest1106", 10}} {
		for _, g := range samples(t, set.name, set.n) {
			b := NewBoard(g)
			for steps := 0; !b.Solved() && steps < 200; steps++ {
				findHiddenSingle(b, func(s *Step) bool {
					hidden++
					if checkHiddenWitnesses(t, b, s) {
						noted++
					}
					return true
				})
				findNakedSingle(b, func(s *Step) bool {
					naked++
					checkNakedWitnesses(t, b, s)
					return true
				})
				b.Apply(Next(b))
			}
		}
	}
	t.Logf("%d hidden singles (%d with cells ruled out by the notes), %d naked singles", hidden, noted, naked)
	if hidden == 0 || naked == 0 || noted == 0 {
		t.Errorf("the samples met %d hidden singles (%d with notes), %d naked: want some of each", hidden, noted, naked)
	}
}

// checkHiddenWitnesses fails the test unless the hidden single s on b has
// the witnesses TestSingleWitnessesCover describes; it reports whether
// the notes rule out some cell.
func checkHiddenWitnesses(t *testing.T, b *Board, s *Step) (notes bool) {
	t.Helper()
	u, p := s.Units[0], s.Placements[0]
	var others CellSet
	for _, c := range u.Cells() {
		if c != p.Cell && b.Cells[c] == 0 {
			others.Add(c)
		}
	}
	// What every placed digit p.Digit can rule out, and the placed ones.
	var placed []CellSet
	var coverable CellSet
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] == p.Digit {
			if r := Peers(c).And(others); !r.Empty() {
				placed = append(placed, r)
				coverable = coverable.Or(r)
			}
		}
	}
	var covered, byNotes CellSet
	n := 0
	for i, w := range s.Witnesses {
		if w.Digit == 0 {
			if i != len(s.Witnesses)-1 || w.Cell != p.Cell {
				t.Fatalf("%s: the notes' witness %+v is not last or not the single's cell", s.Describe("en"), w)
			}
			byNotes = w.Rules
			continue
		}
		n++
		if w.Digit != p.Digit || b.Cells[w.Cell] != w.Digit {
			t.Fatalf("%s: witness %+v is not a placed %d", s.Describe("en"), w, p.Digit)
		}
		if w.Rules != Peers(w.Cell).And(others) {
			t.Fatalf("%s: witness %+v rules out %v, it sees %v", s.Describe("en"), w, w.Rules.Cells(), Peers(w.Cell).And(others).Cells())
		}
		covered = covered.Or(w.Rules)
	}
	if covered != coverable || byNotes != others.AndNot(coverable) || covered.Or(byNotes) != others {
		t.Fatalf("%s: witnesses cover %v and the notes %v; the other empty cells are %v", s.Describe("en"), covered.Cells(), byNotes.Cells(), others.Cells())
	}
	for _, c := range byNotes.Cells() {
		if b.Cands[c].Has(p.Digit) {
			t.Fatalf("%s: %s still has %d", s.Describe("en"), c, p.Digit)
		}
	}
	// No fewer placed digits cover as much.
	for sub := 1; sub < 1<<len(placed); sub++ {
		if bits.OnesCount(uint(sub)) >= n {
			continue
		}
		var c CellSet
		for i := range placed {
			if sub>>i&1 != 0 {
				c = c.Or(placed[i])
			}
		}
		if c == coverable {
			t.Fatalf("%s: %d witnesses where %d placed digits cover as much", s.Describe("en"), n, bits.OnesCount(uint(sub)))
		}
	}
	return !byNotes.Empty()
}

// checkNakedWitnesses fails the test unless the naked single s on b has
// one witness for each other digit placed among its cell's peers.
func checkNakedWitnesses(t *testing.T, b *Board, s *Step) {
	t.Helper()
	p := s.Placements[0]
	var seen Digits
	for _, c := range Peers(p.Cell).Cells() {
		if b.Cells[c] != 0 {
			seen |= 1 << b.Cells[c]
		}
	}
	var got Digits
	for _, w := range s.Witnesses {
		if w.Digit == p.Digit || got.Has(w.Digit) || b.Cells[w.Cell] != w.Digit || !Sees(w.Cell, p.Cell) || w.Rules != CellsOf(p.Cell) {
			t.Fatalf("%s: witness %+v", s.Describe("en"), w)
		}
		got |= 1 << w.Digit
	}
	if got != seen {
		t.Fatalf("%s: witnesses for %v, the cell sees %v", s.Describe("en"), got, seen)
	}
}

// TestSingleReasonSentences checks the reason's sentence, in English and
// Chinese, for each of its forms, on the solve path of the first puzzles of
// the top1465 sample: the step that places the given digit.
func TestSingleReasonSentences(t *testing.T) {
	tests := []struct {
		name   string
		puzzle int
		place  string
		en, zh string
	}{
		{"hidden, two witnesses", 0, "r9c3=7",
			"The 7s in r6c2 and r7c7 rule out every other cell of box 7.",
			"r6c2和r7c7的7排除了第7宫的其他所有格。"},
		{"hidden, one witness", 0, "r9c2=2",
			"The 2 in r7c6 rules out every other cell of box 7.",
			"r7c6的2排除了第7宫的其他所有格。"},
		{"hidden, four witnesses", 0, "r5c6=3",
			"The 3s in r1c5, r4c2, r6c7 and r9c4 rule out every other cell of box 5.",
			"r1c5，r4c2，r6c7和r9c4的3排除了第5宫的其他所有格。"},
		{"hidden, with the notes", 0, "r2c2=5",
			"The 5s in r1c7, r4c5 and r8c1 rule out r2c1, r2c5, r2c8 and r2c9 in row 2; earlier steps removed 5 from r2c3 and r2c6.",
			"r1c7，r4c5和r8c1的5排除了第2行的r2c1，r2c5，r2c8和r2c9；之前的步骤已从r2c3和r2c6删去5。"},
		{"hidden, one witness and the notes", 0, "r4c2=3",
			"The 3 in r8c3 rules out r4c3, r5c3 and r6c3 in box 4; earlier steps removed 3 from r4c1 and r6c1.",
			"r8c3的3排除了第4宫的r4c3，r5c3和r6c3；之前的步骤已从r4c1和r6c1删去3。"},
		{"hidden, the notes only", 0, "r1c2=6",
			"Earlier steps removed 6 from every other cell of column 2.",
			"之前的步骤已从第2列的其他所有格删去6。"},
		{"naked, eight digits seen", 0, "r1c7=5",
			"r1c7 sees 1 in r9c7, 2 in r4c7, 3 in r1c5, 4 in r1c1, 6 in r5c7, 7 in r7c7, 8 in r2c7 and 9 in r8c7, so only 5 is left.",
			"r1c7能看到r9c7的1，r4c7的2，r1c5的3，r1c1的4，r5c7的6，r7c7的7，r2c7的8和r8c7的9，所以只剩5。"},
		{"naked, with the notes", 0, "r7c5=9",
			"r7c5 sees 1 in r7c4, 2 in r7c6, 3 in r1c5, 5 in r4c5 and 7 in r7c7, and earlier steps removed 4, 6 and 8, so only 9 is left.",
			"r7c5能看到r7c4的1，r7c6的2，r1c5的3，r4c5的5和r7c7的7，之前的步骤又删去了4，6和8，所以只剩9。"},
	}
	grids := samples(t, "top1465", 1)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBoard(grids[tt.puzzle])
			for !b.Solved() {
				s := Next(b)
				if len(s.Placements) > 0 && s.Placements[0].String() == tt.place {
					if got := s.Reason("en"); got != tt.en {
						t.Errorf("en:\n got %q\nwant %q", got, tt.en)
					}
					if got := s.Reason("zh-Hans"); got != tt.zh {
						t.Errorf("zh:\n got %q\nwant %q", got, tt.zh)
					}
					return
				}
				b.Apply(s)
			}
			t.Fatalf("the solve path never places %s", tt.place)
		})
	}
}

// TestReasonOfAFullHouse checks that a hidden single whose house has no
// other empty cell, as FindAll lists it beside the full house, has no
// witnesses and no reason, rather than one about cells that are not there.
func TestReasonOfAFullHouse(t *testing.T) {
	g := mustParse(t, wikiText)
	sol, _ := solver.Solve(g)
	b := NewBoard(sol)
	b.Cells[0], b.Cands[0] = 0, DigitSet(sol[0]) // r1c1 alone is empty
	for c := solver.Cell(1); c < 81; c++ {
		b.Cands[c] = 0
	}
	singles := FindAll(b, HiddenSingle)
	if len(singles) == 0 {
		t.Fatal("no hidden single in a grid with one empty cell")
	}
	for _, s := range singles {
		if len(s.Witnesses) != 0 || s.Reason("en") != "" || s.Reason("zh-Hans") != "" {
			t.Errorf("%s: witnesses %v, reason %q", s.Describe("en"), s.Witnesses, s.Reason("en"))
		}
	}
}
