package logic

import (
	"strings"
	"sync"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// fishMarksBoard builds an empty board where every cell has every
// candidate, except that digit 5 is kept in the units of restrict (names
// as "r1" or "c7") only at the cells of keep (as "r1c2"). The other digits
// stay open everywhere, so no pattern on them exists.
func fishMarksBoard(t testing.TB, restrict, keep string) *Board {
	t.Helper()
	var marks [81]Digits
	for i := range marks {
		marks[i] = AllDigits
	}
	var kept CellSet
	for _, name := range strings.Fields(keep) {
		kept.Add(fishParseCell(t, name))
	}
	for _, name := range strings.Fields(restrict) {
		var u Unit
		switch {
		case len(name) == 2 && name[0] == 'r':
			u = Row(int(name[1] - '1'))
		case len(name) == 2 && name[0] == 'c':
			u = Col(int(name[1] - '1'))
		default:
			t.Fatalf("bad unit %q", name)
		}
		for _, c := range u.Cells() {
			if !kept.Has(c) {
				marks[c] &^= DigitSet(5)
			}
		}
	}
	return NewBoardWithMarks(solver.Grid{}, &marks)
}

// fishParseCell parses a cell name as "r1c2".
func fishParseCell(t testing.TB, name string) solver.Cell {
	t.Helper()
	if len(name) != 4 || name[0] != 'r' || name[2] != 'c' || name[1] < '1' || name[1] > '9' || name[3] < '1' || name[3] > '9' {
		t.Fatalf("bad cell %q", name)
	}
	return solver.CellAt(int(name[1]-'1'), int(name[3]-'1'))
}

// findOnFives looks for tech on the board of digit 5 marks that
// fishMarksBoard builds, and checks that it applies exactly when wantElim
// is not empty, as a step on 5 with those eliminations. It returns the
// step, or nil when none was wanted.
func findOnFives(t *testing.T, tech Technique, restrict, keep, wantElim string) *Step {
	t.Helper()
	s := Find(fishMarksBoard(t, restrict, keep), tech)
	if wantElim == "" {
		if s != nil {
			t.Fatalf("applies: %s", s.Describe("en"))
		}
		return nil
	}
	if s == nil {
		t.Fatal("does not apply")
	}
	if s.Technique != tech || s.Digits != DigitSet(5) {
		t.Errorf("technique %s, digits %s", s.Technique, s.Digits)
	}
	if got := fishJoin(s.Eliminations); got != wantElim {
		t.Errorf("eliminations %s, want %s", got, wantElim)
	}
	return s
}

// fishJoin writes candidates as "r1c2=5 r3c4=5"; fishUnits writes units
// as "row 1,column 2".
func fishJoin(cs []Candidate) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

func fishUnits(us []Unit) string {
	parts := make([]string, len(us))
	for i, u := range us {
		parts[i] = u.String()
	}
	return strings.Join(parts, ",")
}

// fishCheckDescribe fails the test when s's description in either
// language is empty, has a missing value or is a template error.
func fishCheckDescribe(t *testing.T, s *Step) {
	t.Helper()
	for _, lang := range Languages {
		text := s.Describe(lang)
		if text == "" || strings.Contains(text, "<no value>") || strings.HasPrefix(text, s.Technique.ID()+":") {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
		t.Log(text)
	}
}

// TestFishOnMarks checks exact eliminations of every fish on boards built
// from pencil marks, and that one extra candidate breaking the pattern
// stops it.
func TestFishOnMarks(t *testing.T) {
	const (
		xwing     = "r1c2 r1c7 r5c2 r5c7"
		swordfish = "r1c1 r1c5 r4c5 r4c9 r7c1 r7c9"
		jellyfish = "r1c1 r1c3 r3c5 r3c7 r5c1 r5c5 r7c3 r7c7"
	)
	tests := []struct {
		name      string
		tech      Technique
		restrict  string
		keep      string
		wantElim  string // "" when the technique must not apply
		wantUnits string
	}{
		{"x-wing", XWing, "r1 r5", xwing,
			"r2c2=5 r2c7=5 r3c2=5 r3c7=5 r4c2=5 r4c7=5 r6c2=5 r6c7=5 r7c2=5 r7c7=5 r8c2=5 r8c7=5 r9c2=5 r9c7=5",
			"row 1,row 5,column 2,column 7"},
		{"x-wing by columns", XWing, "c3 c8", "r2c3 r2c8 r6c3 r6c8",
			"r2c1=5 r2c2=5 r2c4=5 r2c5=5 r2c6=5 r2c7=5 r2c9=5 r6c1=5 r6c2=5 r6c4=5 r6c5=5 r6c6=5 r6c7=5 r6c9=5",
			"column 3,column 8,row 2,row 6"},
		{"x-wing with a third candidate", XWing, "r1 r5", xwing + " r1c9", "", ""},
		{"finned x-wing", FinnedXWing, "r1 r5", xwing + " r1c9",
			"r2c7=5 r3c7=5", "row 1,row 5,column 2,column 7"},
		{"finned x-wing, no fin: plain x-wing", FinnedXWing, "r1 r5", xwing, "", ""},
		{"finned x-wing, fins in two boxes", FinnedXWing, "r1 r5", xwing + " r1c9 r1c4", "", ""},
		// The skyscraper of c6 and c9 read as a sashimi X-Wing: c6 has
		// no 5 in r3, r1c6 is the fin.
		{"sashimi x-wing", FinnedXWing, "c6 c9", "r1c6 r5c6 r3c9 r5c9",
			"r3c4=5 r3c5=5", "column 6,column 9,row 3,row 5"},
		{"swordfish", Swordfish, "r1 r4 r7", swordfish,
			"r2c1=5 r2c5=5 r2c9=5 r3c1=5 r3c5=5 r3c9=5 r5c1=5 r5c5=5 r5c9=5 r6c1=5 r6c5=5 r6c9=5 r8c1=5 r8c5=5 r8c9=5 r9c1=5 r9c5=5 r9c9=5",
			"row 1,row 4,row 7,column 1,column 5,column 9"},
		{"swordfish with a fourth column", Swordfish, "r1 r4 r7", swordfish + " r7c3", "", ""},
		{"finned swordfish", FinnedSwordfish, "r1 r4 r7", swordfish + " r7c3",
			"r8c1=5 r9c1=5", "row 1,row 4,row 7,column 1,column 5,column 9"},
		{"finned swordfish, fins in two boxes", FinnedSwordfish, "r1 r4 r7", swordfish + " r7c3 r4c2", "", ""},
		{"jellyfish", Jellyfish, "r1 r3 r5 r7", jellyfish,
			"r2c1=5 r2c3=5 r2c5=5 r2c7=5 r4c1=5 r4c3=5 r4c5=5 r4c7=5 r6c1=5 r6c3=5 r6c5=5 r6c7=5 r8c1=5 r8c3=5 r8c5=5 r8c7=5 r9c1=5 r9c3=5 r9c5=5 r9c7=5",
			"row 1,row 3,row 5,row 7,column 1,column 3,column 5,column 7"},
		{"jellyfish with a fifth column", Jellyfish, "r1 r3 r5 r7", jellyfish + " r5c9", "", ""},
		{"finned jellyfish", FinnedJellyfish, "r1 r3 r5 r7", jellyfish + " r5c9",
			"r4c7=5 r6c7=5", "row 1,row 3,row 5,row 7,column 1,column 3,column 5,column 7"},
		{"finned jellyfish, fins in two boxes", FinnedJellyfish, "r1 r3 r5 r7", jellyfish + " r5c9 r1c8", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := findOnFives(t, tt.tech, tt.restrict, tt.keep, tt.wantElim)
			if s == nil {
				return
			}
			if got := fishUnits(s.Units); got != tt.wantUnits {
				t.Errorf("units %s, want %s", got, tt.wantUnits)
			}
			// The pattern is every candidate 5 of the base lines.
			b := fishMarksBoard(t, tt.restrict, tt.keep)
			var want []Candidate
			for _, u := range s.Units[:len(s.Units)/2] {
				for _, c := range u.Cells() {
					if b.Cands[c].Has(5) {
						want = append(want, Candidate{c, 5})
					}
				}
			}
			if got := fishJoin(s.Pattern); got != fishJoin(want) {
				t.Errorf("pattern %s, want %s", got, fishJoin(want))
			}
			fishCheckDescribe(t, s)
		})
	}
}

// TestFishOnSamples finds each fish on the samples' solve paths and checks
// the step against the solution, its shape and its descriptions.
func TestFishOnSamples(t *testing.T) {
	sizes := map[Technique]int{XWing: 2, Swordfish: 3, Jellyfish: 4, FinnedXWing: 2, FinnedSwordfish: 3, FinnedJellyfish: 4}
	for _, tech := range []Technique{XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish} {
		t.Run(tech.ID(), func(t *testing.T) {
			g, b, s := firstPositionWith(t, tech)
			if s == nil {
				t.Fatalf("no sample position needs %s", tech)
			}
			sol, _ := solver.Solve(g)
			checkStep(t, b, s, sol)
			n := sizes[tech]
			if len(s.Units) != 2*n || s.Digits.Count() != 1 {
				t.Fatalf("units %v, digits %s", s.Units, s.Digits)
			}
			d := s.Digits.First()
			var base, cover CellSet
			for _, u := range s.Units[:n] {
				base = base.Or(u.Set())
			}
			for _, u := range s.Units[n:] {
				cover = cover.Or(u.Set())
			}
			fins := 0
			for _, p := range s.Pattern {
				if p.Digit != d || !base.Has(p.Cell) {
					t.Fatalf("pattern candidate %s is not a base candidate", p)
				}
				if !cover.Has(p.Cell) {
					fins++
				}
			}
			if finned := tech == FinnedXWing || tech == FinnedSwordfish || tech == FinnedJellyfish; finned != (fins > 0) {
				t.Errorf("%d fins", fins)
			}
			for _, e := range s.Eliminations {
				if !cover.Has(e.Cell) || base.Has(e.Cell) {
					t.Errorf("elimination %s outside the cover lines or inside the base", e)
				}
			}
			fishCheckDescribe(t, s)
			if s := Find(NewBoard(solver.Grid{}), tech); s != nil {
				t.Errorf("%s applies to the empty board: %s", tech, s.Describe("en"))
			}
		})
	}
}

// BenchmarkFish times Find for each fish and single-digit pattern over the
// positions of the hardest1106 sample's solve paths.
func BenchmarkFish(b *testing.B) {
	var boards []*Board
	for _, g := range samples(b, "hardest1106", 0) {
		bd := NewBoard(g)
		for !bd.Solved() {
			cp := *bd
			boards = append(boards, &cp)
			s := Next(bd)
			if s == nil {
				break
			}
			bd.Apply(s)
		}
	}
	b.Logf("%d positions", len(boards))
	for _, tech := range []Technique{XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish, Skyscraper, TwoStringKite} {
		b.Run(tech.ID(), func(b *testing.B) {
			i := 0
			for b.Loop() {
				Find(boards[i%len(boards)], tech)
				i++
			}
		})
	}
}

// fishBrute says whether a fish of size n (finned or not) on some digit
// eliminates anything on b, trying every set of n base lines against
// every set of n cover lines: the plain definition the finders must agree
// with.
func fishBrute(b *Board, n int, finned bool) bool {
	fishMasksOfSize, fishLineSets := fishBruteTables()
	for d := uint8(1); d <= 9; d++ {
		cells := b.CellsWith(d)
		for o := 0; o < 2; o++ {
			var masks [9]uint16
			for i := 0; i < 9; i++ {
				for j := 0; j < 9; j++ {
					if b.Cands[fishCell(o, i, j)].Has(d) {
						masks[i] |= 1 << j
					}
				}
			}
			for _, base := range fishMasksOfSize[n] {
				var union uint16
				ok := true
				for i := 0; i < 9; i++ {
					if base>>i&1 != 0 {
						union |= masks[i]
						ok = ok && fishPopcount(masks[i]) >= 2
					}
				}
				if !ok || finned && fishPopcount(union) <= n {
					continue
				}
				baseCells := fishLineSets[o][base]
				for _, cover := range fishMasksOfSize[n] {
					// Quick tests on the masks first: a basic fish's
					// cover lines hold every base candidate, a finned
					// fish's miss some; every cover line of a finned fish
					// holds a base candidate.
					if !finned && union&^cover != 0 || finned && (union&^cover == 0 || cover&^union != 0) {
						continue
					}
					coverCells := fishLineSets[1-o][cover]
					fins := baseCells.And(cells).AndNot(coverCells)
					if !finned {
						if fins.Empty() && !coverCells.AndNot(baseCells).And(cells).Empty() {
							return true
						}
						continue
					}
					if fins.Empty() {
						continue
					}
					box := Box(fins.Cells()[0].Box())
					if !fins.AndNot(box.Set()).Empty() {
						continue
					}
					covered := true
					for i := 0; i < 9; i++ {
						if base>>i&1 != 0 && masks[i]&cover == 0 {
							covered = false
						}
						if cover>>i&1 != 0 && baseCells.And(cells).And(fishCover(o, i).Set()).Empty() {
							covered = false
						}
					}
					if covered && !coverCells.And(box.Set()).AndNot(baseCells).And(cells).Empty() {
						return true
					}
				}
			}
		}
	}
	return false
}

// fishBruteTables lists the 9-bit masks by their number of bits, and
// gives for each mask the cells of its rows (sets[0]) and columns
// (sets[1]). It runs after the package's init, which fills unitSets.
var fishBruteTables = sync.OnceValues(func() (sizes *[10][]uint16, sets *[2][512]CellSet) {
	sizes, sets = new([10][]uint16), new([2][512]CellSet)
	for m := uint16(0); m < 512; m++ {
		sizes[fishPopcount(m)] = append(sizes[fishPopcount(m)], m)
		sets[0][m], sets[1][m] = fishSet(Row(0), m), fishSet(Col(0), m)
	}
	return sizes, sets
})

func fishPopcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// TestFishAgainstBruteForce checks, at positions of the samples' solve
// paths, that each fish finder finds a step exactly when the brute-force
// search over all base and cover sets finds one.
func TestFishAgainstBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	techs := []struct {
		tech   Technique
		n      int
		finned bool
	}{
		{XWing, 2, false}, {Swordfish, 3, false}, {Jellyfish, 4, false},
		{FinnedXWing, 2, true}, {FinnedSwordfish, 3, true}, {FinnedJellyfish, 4, true},
	}
	positions := 0
	found := make([]int, len(techs))
	for _, g := range samples(t, "hardest1106", 6) {
		b := NewBoard(g)
		for !b.Solved() {
			positions++
			for k, tt := range techs {
				s := Find(b, tt.tech)
				if want := fishBrute(b, tt.n, tt.finned); (s != nil) != want {
					t.Fatalf("%s: Find gives %v, brute force %v at\n%s", tt.tech, s != nil, want, b.Cells.Board())
				}
				if s != nil {
					found[k]++
				}
			}
			s := Next(b)
			if s == nil {
				break
			}
			b.Apply(s)
		}
	}
	for k, tt := range techs {
		t.Logf("%-18s %d of %d positions", tt.tech, found[k], positions)
	}
}
