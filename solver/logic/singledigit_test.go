package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestSingleDigitPatternsOnMarks checks the skyscraper and the 2-string
// kite on boards built from pencil marks (see fishMarksBoard), with their
// exact eliminations, and near misses that must not count.
func TestSingleDigitPatternsOnMarks(t *testing.T) {
	tests := []struct {
		name        string
		tech        Technique
		restrict    string
		keep        string
		wantElim    string // "" when the technique must not apply
		wantPattern string
		wantUnits   string
	}{
		// HoDoKu's first example: 1 in c6 only at r1 and r5, in c9 only
		// at r3 and r5; r1c6 or r3c9 holds it.
		{"skyscraper", Skyscraper, "c6 c9", "r1c6 r5c6 r3c9 r5c9",
			"r1c7=5 r1c8=5 r3c4=5 r3c5=5", "r1c6=5 r5c6=5 r5c9=5 r3c9=5", "column 6,column 9"},
		{"skyscraper in rows", Skyscraper, "r2 r8", "r2c1 r2c5 r8c2 r8c5",
			"r1c2=5 r3c2=5 r7c1=5 r9c1=5", "r2c1=5 r2c5=5 r8c5=5 r8c2=5", "row 2,row 8"},
		{"skyscraper with a third candidate", Skyscraper, "c6 c9", "r1c6 r5c6 r3c9 r5c9 r7c9", "", "", ""},
		{"skyscraper that is an x-wing", Skyscraper, "c6 c9", "r1c6 r5c6 r1c9 r5c9", "", "", ""},
		// r8c4 sees both free ends r7c5 and r8c7, but it is a joined end:
		// row 7's 5 is locked in box 8, no skyscraper.
		{"skyscraper eliminating its own end", Skyscraper, "r7 r8", "r7c4 r7c5 r8c4 r8c7", "", "", ""},
		{"skyscraper whose free ends see nothing", Skyscraper, "r1 r9", "r1c1 r1c5 r9c5 r9c9", "", "", ""},
		{"2-string kite", TwoStringKite, "r1 c1", "r1c2 r1c7 r3c1 r8c1",
			"r8c7=5", "r1c7=5 r1c2=5 r3c1=5 r8c1=5", "row 1,column 1"},
		{"2-string kite with a third candidate", TwoStringKite, "r1 c1", "r1c2 r1c7 r3c1 r8c1 r1c5", "", "", ""},
		{"2-string kite meeting in one cell", TwoStringKite, "r1 c1", "r1c1 r1c7 r8c1", "", "", ""},
		{"2-string kite not meeting in a box", TwoStringKite, "r1 c1", "r1c5 r1c7 r3c1 r8c1", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := findOnFives(t, tt.tech, tt.restrict, tt.keep, tt.wantElim)
			if s == nil {
				return
			}
			if got := fishJoin(s.Pattern); got != tt.wantPattern {
				t.Errorf("pattern %s, want %s", got, tt.wantPattern)
			}
			if got := fishUnits(s.Units); got != tt.wantUnits {
				t.Errorf("units %s, want %s", got, tt.wantUnits)
			}
			fishCheckDescribe(t, s)
		})
	}
}

// TestSingleDigitPatternsOnSamples finds each pattern on the samples'
// solve paths and checks the step against the solution, its shape (two
// strong links joined by a weak link) and its descriptions.
func TestSingleDigitPatternsOnSamples(t *testing.T) {
	for _, tech := range []Technique{Skyscraper, TwoStringKite} {
		t.Run(tech.ID(), func(t *testing.T) {
			g, b, s := firstPositionWith(t, tech)
			if s == nil {
				t.Fatalf("no sample position needs %s", tech)
			}
			sol, _ := solver.Solve(g)
			checkStep(t, b, s, sol)
			if len(s.Pattern) != 4 || len(s.Units) != 2 || s.Digits.Count() != 1 {
				t.Fatalf("pattern %v, units %v, digits %s", s.Pattern, s.Units, s.Digits)
			}
			d := s.Digits.First()
			p := s.Pattern
			for i, u := range s.Units {
				if where := b.Where(u, d); where.Count() != 2 || !where.Has(p[3*i].Cell) || !where.Has(p[1+i].Cell) {
					t.Errorf("%s is no strong link of %s", u, fishJoin(p))
				}
			}
			if !Sees(p[1].Cell, p[2].Cell) {
				t.Errorf("%s and %s do not see each other", p[1].Cell, p[2].Cell)
			}
			for _, e := range s.Eliminations {
				if !Sees(e.Cell, p[0].Cell) || !Sees(e.Cell, p[3].Cell) {
					t.Errorf("%s does not see both free ends of %s", e, fishJoin(p))
				}
			}
			fishCheckDescribe(t, s)
			if s := Find(NewBoard(solver.Grid{}), tech); s != nil {
				t.Errorf("%s applies to the empty board: %s", tech, s.Describe("en"))
			}
		})
	}
}

// sdpBrute says whether a skyscraper (kite false) or a 2-string kite
// (kite true) eliminates anything on b, trying every two strong links of
// every digit both ways round.
func sdpBrute(b *Board, kite bool) bool {
	type link struct {
		u    Unit
		a, b solver.Cell
	}
	for d := uint8(1); d <= 9; d++ {
		var links []link
		for u := Unit(0); u < 18; u++ {
			if cs := b.Where(u, d).Cells(); len(cs) == 2 {
				links = append(links, link{u, cs[0], cs[1]})
			}
		}
		for _, l1 := range links {
			for _, l2 := range links {
				if l1 == l2 || kite != (l1.u.Kind() != l2.u.Kind()) {
					continue
				}
				for _, e1 := range [][2]solver.Cell{{l1.a, l1.b}, {l1.b, l1.a}} {
					for _, e2 := range [][2]solver.Cell{{l2.a, l2.b}, {l2.b, l2.a}} {
						near1, free1, near2, free2 := e1[0], e1[1], e2[0], e2[1]
						if kite {
							box := near1.Box()
							if near1 == near2 || near2.Box() != box || free1.Box() == box || free2.Box() == box {
								continue
							}
						} else {
							cross := func(c solver.Cell) int { return c.Col() }
							if l1.u.Kind() == "column" {
								cross = func(c solver.Cell) int { return c.Row() }
							}
							if cross(near1) != cross(near2) || cross(free1) == cross(free2) {
								continue
							}
						}
						for c := solver.Cell(0); c < 81; c++ {
							if b.Cands[c].Has(d) && Sees(c, free1) && Sees(c, free2) && c != near1 && c != near2 {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

// TestSingleDigitPatternsAgainstBruteForce checks, at positions of the
// samples' solve paths, that each finder finds a step exactly when the
// brute-force search over all pairs of strong links finds one.
func TestSingleDigitPatternsAgainstBruteForce(t *testing.T) {
	counts := map[Technique]int{}
	positions := 0
	for _, set := range []string{"top1465", "hardest1106"} {
		for _, g := range samples(t, set, 20) {
			b := NewBoard(g)
			for !b.Solved() {
				positions++
				for _, tech := range []Technique{Skyscraper, TwoStringKite} {
					s := Find(b, tech)
					if want := sdpBrute(b, tech == TwoStringKite); (s != nil) != want {
						t.Fatalf("%s: Find gives %v, brute force %v at\n%s", tech, s != nil, want, b.Cells.Board())
					}
					if s != nil {
						counts[tech]++
					}
				}
				s := Next(b)
				if s == nil {
					break
				}
				b.Apply(s)
			}
		}
	}
	t.Logf("of %d positions: skyscraper %d, 2-string kite %d", positions, counts[Skyscraper], counts[TwoStringKite])
}
