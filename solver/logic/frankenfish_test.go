package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// unitMarksBoard builds an empty board where every cell has every
// candidate, except that digit 5 is kept in the units of restrict (as
// "r1", "c7" or "b5") only at the cells of keep (as "r1c2").
func unitMarksBoard(t *testing.T, restrict, keep string) *Board {
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
		if len(name) != 2 || name[1] < '1' || name[1] > '9' {
			t.Fatalf("bad unit %q", name)
		}
		i := int(name[1] - '1')
		var u Unit
		switch name[0] {
		case 'r':
			u = Row(i)
		case 'c':
			u = Col(i)
		case 'b':
			u = Box(i)
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

// TestComplexFish checks Franken and mutant fish: that one instance makes
// exactly the wanted eliminations, or that none is found.
func TestComplexFish(t *testing.T) {
	tests := []struct {
		name      string
		tech      Technique
		restrict  string
		keep      string
		variant   string
		wantElim  string // "" when the technique must not apply
		wantUnits string
	}{
		// Row 1 has its 5 in c2 or c5, box 5 in c5: the two fill c2 and c5.
		{"franken x-wing", FrankenXWing, "r1 b5", "r1c2 r1c5 r4c5 r6c5", "",
			"r2c2=5 r2c5=5 r3c2=5 r3c5=5 r4c2=5 r5c2=5 r6c2=5 r7c2=5 r7c5=5 r8c2=5 r8c5=5 r9c2=5 r9c5=5",
			"row 1,box 5,column 2,column 5"},
		{"franken x-wing, candidates everywhere", FrankenXWing, "", "", "", "", ""},
		{"franken swordfish, candidates everywhere", FrankenSwordfish, "", "", "", "", ""},
		{"mutant x-wing, candidates everywhere", MutantXWing, "", "", "", "", ""},
		{"mutant swordfish, candidates everywhere", MutantSwordfish, "", "", "", "", ""},
		// A basic X-Wing is no Franken fish (finned Franken ones, with
		// box 3 as cover and a fin in r5c7, are).
		{"x-wing is basic", FrankenXWing, "r1 r5", "r1c2 r1c7 r5c2 r5c7", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := unitMarksBoard(t, tt.restrict, tt.keep)
			all := FindAll(b, tt.tech)
			if tt.wantElim == "" {
				for _, s := range all {
					if s.Variant == "" {
						t.Fatalf("applies: %s", s.Describe("en"))
					}
				}
				if tt.restrict == "" && len(all) > 0 {
					t.Fatalf("applies: %s", all[0].Describe("en"))
				}
				return
			}
			for _, s := range all {
				if fishJoin(s.Eliminations) == tt.wantElim && fishUnits(s.Units) == tt.wantUnits && s.Variant == tt.variant {
					fishCheckDescribe(t, s)
					return
				}
			}
			for _, s := range all {
				t.Log(s.Describe("en"))
			}
			t.Fatalf("no instance eliminates %s", tt.wantElim)
		})
	}
}

// TestFishKindOf checks how fish are sorted by their houses.
func TestFishKindOf(t *testing.T) {
	r, c, b := func(i int) uint32 { return 1 << Row(i) }, func(i int) uint32 { return 1 << Col(i) }, func(i int) uint32 { return 1 << Box(i) }
	tests := []struct {
		base, cover uint32
		want        int
	}{
		{r(0) | r(4), c(1) | c(6), fishBasic},
		{c(0) | c(4), r(1) | r(6), fishBasic},
		{r(0) | b(4), c(1) | c(4), fishFranken},
		{r(0) | r(4), c(1) | b(2), fishFranken},
		{c(0) | b(4), r(1) | b(2), fishFranken},
		{b(0) | b(4), c(1) | c(4), fishMutant},
		{r(0) | c(4), b(1) | b(4), fishMutant},
		{r(0) | r(4), r(1) | c(4), fishMutant},
	}
	for _, tt := range tests {
		if got := fishKindOf(tt.base, tt.cover); got != tt.want {
			t.Errorf("fishKindOf(%#x, %#x) = %d, want %d", tt.base, tt.cover, got, tt.want)
		}
	}
}

// TestSiameseFish checks that the finned fish of one set of base lines
// that eliminate differently come together as a Siamese fish.
func TestSiameseFish(t *testing.T) {
	// Rows 1 and 5 hold 5 in c2 and c8, or c2 and c7: with c2 and c8 as
	// cover, r5c7 is a fin; with c2 and c7, r1c8 is.
	b := fishMarksBoard(t, "r1 r5", "r1c2 r1c8 r5c2 r5c7")
	const want = "r2c7=5 r3c7=5 r4c8=5 r6c8=5"
	for _, s := range FindAll(b, FinnedXWing) {
		if s.Variant == "siamese" && fishJoin(s.Eliminations) == want {
			fishCheckDescribe(t, s)
			return
		}
	}
	t.Fatalf("no Siamese fish eliminates %s", want)
}

// TestDualEmptyRectangle checks that two empty rectangles of one box read
// through different crosses come together: box 1 has 5 only in r1c2 and
// r2c1, which fit the crosses of r1c1 and of r2c2; column 5 links r1c5 to
// r5c5, column 8 links r2c8 to r7c8.
func TestDualEmptyRectangle(t *testing.T) {
	b := unitMarksBoard(t, "b1 c5 c8", "r1c2 r2c1 r1c5 r5c5 r2c8 r7c8")
	const want = "r5c1=5 r7c2=5"
	for _, s := range FindAll(b, EmptyRectangle) {
		if fishJoin(s.Eliminations) == want {
			fishCheckDescribe(t, s)
			return
		}
	}
	for _, s := range FindAll(b, EmptyRectangle) {
		t.Log(s.Describe("en"))
	}
	t.Fatalf("no dual empty rectangle eliminates %s", want)
}
