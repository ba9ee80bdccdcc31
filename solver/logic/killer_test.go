package logic

import (
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// cell names a cell by its row and column, 1-based.
func cell(r, c int) solver.Cell { return solver.Cell((r-1)*9 + c - 1) }

// cage returns a cage of the given sum on cells given as row, column
// pairs, 1-based.
func cage(sum int, rc ...int) variant.Cage {
	cg := variant.Cage{Sum: sum}
	for i := 0; i+1 < len(rc); i += 2 {
		cg.Cells = append(cg.Cells, cell(rc[i], rc[i+1]))
	}
	return cg
}

// killerBoard returns the empty board with the given cages and every
// candidate, less the candidates in remove (cell and the digits it
// loses).
func killerBoard(cages []variant.Cage, remove map[solver.Cell]Digits) *Board {
	b := NewPuzzleBoard(variant.Puzzle{Rules: geometry.Rules{Cages: cages}})
	for c, ds := range remove {
		b.Cands[c] &^= ds
	}
	return b
}

// settle applies the cage combinations to b until none is left: the
// position a player reaches before looking further.
func settle(b *Board) {
	for s := Find(b, CageCombination); s != nil; s = Find(b, CageCombination) {
		b.Apply(s)
	}
}

// elimsOf returns the step's eliminations as "r1c2=5" strings, sorted.
func elimsOf(s *Step) []string {
	var out []string
	for _, e := range s.Eliminations {
		out = append(out, e.String())
	}
	slices.Sort(out)
	return out
}

// hasElims reports whether every candidate of want (as "r1c2=5") is
// among the step's eliminations.
func hasElims(s *Step, want ...string) bool {
	got := elimsOf(s)
	for _, w := range want {
		if !slices.Contains(got, w) {
			return false
		}
	}
	return true
}

// candsOf returns "rRcC=d" for every digit of ds in cell c.
func candsOf(c solver.Cell, ds Digits) []string {
	var out []string
	for _, d := range ds.List() {
		out = append(out, Candidate{c, d}.String())
	}
	return out
}

// checkKillerStep checks the fields a user interface draws from: the
// cages are the board's, the step is described in every language without
// a template error, and the technique is the one asked for.
func checkKillerStep(t *testing.T, b *Board, s *Step, tech Technique) {
	t.Helper()
	if s.Technique != tech {
		t.Fatalf("got a %s step, want %s", s.Technique, tech)
	}
	if !s.Progress() {
		t.Fatalf("%s makes no progress", tech)
	}
	for _, k := range s.Cages {
		if k < 0 || k >= len(b.Cages) {
			t.Fatalf("%s names cage %d of %d", tech, k, len(b.Cages))
		}
	}
	for _, lang := range Languages {
		text := s.Describe(lang)
		if strings.HasPrefix(text, tech.ID()+":") || strings.Contains(text, "<no value>") || strings.Contains(text, "{{") {
			t.Errorf("%s in %s: %q", tech, lang, text)
		}
	}
}

// TestKillerTechniquesApply builds a position for each Killer technique
// and its forms, and wants the step with its eliminations or placement.
func TestKillerTechniquesApply(t *testing.T) {
	tests := []struct {
		name    string
		tech    Technique
		cages   []variant.Cage
		remove  map[solver.Cell]Digits
		variant string   // the form wanted among FindAll's steps ("" any)
		elims   []string // eliminations the step must make
		place   string   // the placement it must make, if any
		sum     int      // the Sum it must report (0: not checked)
		combos  []Digits // the Combos it must report (nil: not checked)
		settle  bool     // apply the cage combinations first
	}{
		{
			name: "17 in two cells is 8 and 9", tech: CageCombination,
			cages:  []variant.Cage{cage(17, 1, 1, 1, 2)},
			elims:  append(candsOf(cell(1, 1), DigitSet(1, 2, 3, 4, 5, 6, 7)), candsOf(cell(1, 2), DigitSet(1, 2, 3, 4, 5, 6, 7))...),
			sum:    17,
			combos: []Digits{DigitSet(8, 9)},
		},
		{
			name: "the other cell's candidates rule a combination out", tech: CageCombination,
			cages:  []variant.Cage{cage(10, 1, 1, 1, 2)},
			remove: map[solver.Cell]Digits{cell(1, 1): DigitSet(3, 4, 5, 6, 7, 8, 9)},
			elims:  candsOf(cell(1, 2), DigitSet(1, 2, 3, 4, 5, 6, 7)),
			combos: []Digits{DigitSet(1, 9), DigitSet(2, 8)},
		},
		{
			name: "a cage inside a row and a box", tech: CageLocked, variant: "inside",
			cages: []variant.Cage{cage(6, 1, 1, 1, 2, 1, 3)},
			elims: []string{"r1c4=1", "r1c9=1", "r2c1=1", "r3c3=1"},
		},
		{
			name: "a sure digit confined to one row of the cage", tech: CageLocked, variant: "confined",
			cages:  []variant.Cage{cage(7, 1, 3, 1, 4, 2, 4)},
			remove: map[solver.Cell]Digits{cell(2, 4): DigitSet(1)},
			elims:  []string{"r1c1=1", "r1c9=1"},
		},
		{
			name: "a sure digit seen from outside its houses", tech: CageLocked, variant: "seen",
			cages:  []variant.Cage{cage(7, 1, 3, 1, 4, 2, 4)},
			remove: map[solver.Cell]Digits{cell(1, 4): DigitSet(4)},
			elims:  []string{"r2c3=4", "r2c1=4", "r1c5=4", "r1c6=4"},
		},
		{
			name: "one innie of a row", tech: Rule45, variant: "innie",
			cages: []variant.Cage{cage(3, 1, 1, 1, 2), cage(7, 1, 3, 1, 4), cage(11, 1, 5, 1, 6), cage(15, 1, 7, 1, 8)},
			place: "r1c9=9", sum: 9,
		},
		{
			name: "two innies of a row make a pair", tech: Rule45, variant: "innie-pair",
			cages: []variant.Cage{cage(3, 1, 1, 1, 2), cage(7, 1, 3, 1, 4), cage(18, 1, 5, 1, 6, 1, 7)},
			elims: append(candsOf(cell(1, 8), DigitSet(1, 2, 3, 4, 5, 6, 7)), candsOf(cell(1, 9), DigitSet(1, 2, 3, 4, 5, 6, 7))...),
			sum:   17, combos: []Digits{DigitSet(8, 9)},
		},
		{
			name: "one outie of a box", tech: Rule45, variant: "outie",
			cages: []variant.Cage{cage(10, 1, 1, 1, 2, 1, 3), cage(20, 2, 1, 2, 2, 2, 3), cage(19, 3, 1, 3, 2, 3, 3, 4, 1)},
			place: "r4c1=4", sum: 4,
		},
		{
			// Box 1: r1 (6) and r2 (24) are whole; counting the 10-cage
			// r3c1, r3c2, r4c1 leaves the innie r3c3 5 more than the outie
			// r4c1.
			name: "an innie less an outie", tech: Rule45, variant: "difference",
			cages: []variant.Cage{cage(6, 1, 1, 1, 2, 1, 3), cage(24, 2, 1, 2, 2, 2, 3), cage(10, 3, 1, 3, 2, 4, 1), cage(15, 3, 3, 3, 4, 3, 5)},
			elims: []string{"r3c3=1", "r3c3=5", "r4c1=5", "r4c1=9"},
			sum:   5,
		},
		{
			name: "three innies of a row in one house", tech: CageHouse, variant: "innies",
			cages: []variant.Cage{cage(8, 1, 1, 1, 2), cage(10, 1, 3, 1, 4), cage(3, 1, 8, 1, 9)},
			elims: []string{"r1c5=1", "r1c6=6", "r1c7=5"},
			sum:   24, combos: []Digits{DigitSet(7, 8, 9)},
		},
		{
			name: "an outie of two rows", tech: Rule45Union, variant: "outie",
			cages: func() []variant.Cage {
				// Vertical dominoes over rows 1 and 2, columns 1 to 8, each
				// adding up to 10 (80), and r1c9, r2c9, r3c9 adding up to 14.
				var cs []variant.Cage
				for c := 1; c <= 8; c++ {
					cs = append(cs, cage(10, 1, c, 2, c))
				}
				return append(cs, cage(14, 1, 9, 2, 9, 3, 9))
			}(),
			place: "r3c9=4", sum: 4,
		},
		{
			// Row 1's cages hold 39, so r1c7, r1c8, r1c9 add up to 6: read
			// as one group of different digits they are 1, 2 and 3, not
			// 4 (1+1+4 would repeat a digit).
			name: "three innies of a row hold different digits", tech: Rule45Union, variant: "group",
			cages: []variant.Cage{cage(17, 1, 1, 1, 2), cage(13, 1, 3, 1, 4), cage(9, 1, 5, 1, 6)},
			elims: []string{"r1c7=4", "r1c8=4", "r1c9=4"},
			sum:   6,
		},
		{
			name: "two cages share a row between them", tech: CageSubset,
			cages: []variant.Cage{cage(3, 1, 1, 5, 1), cage(3, 1, 5, 5, 5)},
			elims: []string{"r1c2=1", "r1c2=2", "r1c9=1", "r1c9=2"},
		},
		{
			name: "the cages of a row fit together one way", tech: HouseCombination,
			cages: []variant.Cage{cage(6, 1, 1, 1, 2, 1, 3), cage(10, 1, 4, 1, 5)},
			elims: append(candsOf(cell(1, 4), DigitSet(1, 2, 3, 7, 8, 9)), candsOf(cell(1, 6), DigitSet(1, 2, 3, 4, 6))...),
		},
		{
			// r1c1, r1c2 hold 1 and 2; with 1 in r1c4 they would both be 2.
			name: "a supposition that leaves a cell empty", tech: CageContradiction, variant: "cell",
			cages:  []variant.Cage{cage(3, 1, 1, 1, 2), cage(4, 1, 4, 2, 4)},
			elims:  []string{"r1c4=1"},
			settle: true,
		},
		{
			// With 1 in r1c1 the 18-cage's other cells, r2c4 and r2c5,
			// hold 8 and 9, which box 2 then lacks in r3c6: the 17-cage
			// r3c6, r4c9 ({8,9}) is left without a combination.
			name: "a digit that blocks a cage through another", tech: CageBlocker, variant: "via",
			cages:  []variant.Cage{cage(18, 1, 1, 2, 4, 2, 5), cage(17, 3, 6, 4, 9)},
			elims:  []string{"r1c1=1"},
			sum:    17,
			settle: true,
		},
		{
			// With 1 in r1c1 the 18-cage's r2c4 and r2c5 hold 8 and 9;
			// the rest of box 2 loses 9, and column 6 has 9 nowhere else.
			name: "a digit that leaves a house no place for another", tech: CageBlocker, variant: "house",
			cages: []variant.Cage{cage(18, 1, 1, 2, 4, 2, 5)},
			remove: map[solver.Cell]Digits{cell(2, 6): DigitSet(9), cell(4, 6): DigitSet(9), cell(5, 6): DigitSet(9),
				cell(6, 6): DigitSet(9), cell(7, 6): DigitSet(9), cell(8, 6): DigitSet(9), cell(9, 6): DigitSet(9)},
			elims:  []string{"r1c1=1"},
			settle: true,
		},
		{
			// The 3-cage r1c1, r2c5 holds 1 in one of its two cells: a
			// strong link through the cage.
			name: "a chain through a cage", tech: KillerChain,
			cages:  []variant.Cage{cage(3, 1, 1, 2, 5)},
			elims:  []string{"r1c5=1", "r2c1=1"},
			settle: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := killerBoard(tt.cages, tt.remove)
			if tt.settle {
				settle(b)
			}
			steps := FindAll(b, tt.tech)
			if len(steps) == 0 {
				t.Fatalf("%s does not apply", tt.tech)
			}
			if first := Find(b, tt.tech); first == nil {
				t.Fatalf("Find(%s) is nil where FindAll finds %d", tt.tech, len(steps))
			}
			var s *Step
			for _, x := range steps {
				if tt.variant != "" && x.Variant != tt.variant {
					continue
				}
				if tt.place != "" && (len(x.Placements) == 0 || x.Placements[0].String() != tt.place) {
					continue
				}
				if len(tt.elims) > 0 && !hasElims(x, tt.elims...) {
					continue
				}
				s = x
				break
			}
			if s == nil {
				for _, x := range steps {
					t.Logf("found: %s", x.Describe("en"))
				}
				t.Fatalf("no %s step (%q) with placement %q and eliminations %v", tt.tech, tt.variant, tt.place, tt.elims)
			}
			checkKillerStep(t, b, s, tt.tech)
			if tt.sum != 0 && s.Sum != tt.sum {
				t.Errorf("Sum %d, want %d", s.Sum, tt.sum)
			}
			if tt.combos != nil && !slices.Equal(s.Combos, tt.combos) {
				t.Errorf("Combos %v, want %v", s.Combos, tt.combos)
			}
			t.Log(s.Describe("en"))
			t.Log(s.Describe("zh-Hans"))
		})
	}
}

// TestKillerTechniquesDoNotApply builds positions where each Killer
// technique has nothing to say, and a classic board, where none applies.
func TestKillerTechniquesDoNotApply(t *testing.T) {
	tests := []struct {
		name   string
		tech   Technique
		cages  []variant.Cage
		remove map[solver.Cell]Digits
	}{
		{"every digit of a 10-cage but 5 is in a combination", CageCombination,
			[]variant.Cage{cage(10, 1, 1, 1, 2)}, map[solver.Cell]Digits{cell(1, 1): DigitSet(5), cell(1, 2): DigitSet(5)}},
		{"a cage without a sum has no combinations", CageCombination,
			[]variant.Cage{cage(0, 1, 1, 1, 2)}, nil},
		{"no digit is in every combination of 10 in two cells", CageLocked,
			[]variant.Cage{cage(10, 1, 1, 1, 2)}, nil},
		{"a row with two cells outside its whole cages and no outie", Rule45,
			[]variant.Cage{cage(10, 1, 1, 1, 2), cage(10, 1, 3, 1, 4), cage(10, 1, 5, 1, 6)}, nil},
		{"three innies whose combinations use every digit", CageHouse,
			[]variant.Cage{cage(8, 1, 1, 1, 2), cage(10, 1, 3, 1, 4), cage(15, 1, 5, 1, 6)}, nil},
		{"one cage alone tells no union anything", Rule45Union,
			[]variant.Cage{cage(10, 1, 1, 1, 2)}, nil},
		{"two cages whose sets share no digit every time", CageSubset,
			[]variant.Cage{cage(3, 1, 1, 5, 1), cage(4, 1, 5, 5, 5)}, nil},
		{"a cage whose sets all fit its row", HouseCombination,
			[]variant.Cage{cage(10, 1, 1, 1, 2)}, nil},
		{"no digit of the 18-cage takes from the 10-cage all its combinations", CageBlocker,
			[]variant.Cage{cage(18, 1, 1, 2, 4, 2, 5), cage(10, 3, 6, 4, 9)}, nil},
		{"no strong link for a chain to start from", KillerChain,
			[]variant.Cage{cage(10, 1, 1, 1, 2)}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := killerBoard(tt.cages, tt.remove)
			settle(b)
			if s := Find(b, tt.tech); s != nil {
				t.Errorf("%s applies: %s", tt.tech, s.Describe("en"))
			}
			if all := FindAll(b, tt.tech); len(all) != 0 {
				t.Errorf("FindAll(%s) finds %d steps", tt.tech, len(all))
			}
		})
	}
	t.Run("a classic board", func(t *testing.T) {
		for _, g := range samples(t, "top1465", 5) {
			b := NewBoard(g)
			for _, tech := range killerTechniques() {
				if appliesTo(tech, b) || Find(b, tech) != nil || FindAll(b, tech) != nil {
					t.Errorf("%s applies on a classic board", tech)
				}
			}
		}
	})
}

// TestNewPuzzleHint wants a Killer's hint to be a Killer step, told at
// every depth in every language, a wrong entry to be caught against the
// Killer's solution, and a puzzle with two solutions refused.
func TestNewPuzzleHint(t *testing.T) {
	ps, sols := killerSamples(t, 1)
	p, sol := ps[0], sols[0]
	h, err := NewPuzzleHint(p, solver.Grid{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h.Kind != NextStep || !killerOnly[h.Step.Technique] {
		t.Fatalf("hint %+v, want a Killer step", h)
	}
	units, cells := h.Focus()
	if len(units)+len(cells) == 0 {
		t.Error("the hint points nowhere")
	}
	for _, lang := range Languages {
		for _, depth := range []Depth{Where, Which, Full} {
			text := h.TextWithReason(depth, lang)
			if text == "" || strings.Contains(text, "<no value>") || strings.HasPrefix(text, h.Step.Technique.ID()+":") {
				t.Errorf("depth %d in %s: %q", depth, lang, text)
			}
		}
	}
	var entries solver.Grid
	entries[40] = sol[40]%9 + 1 // not the solution's digit
	if h, err := NewPuzzleHint(p, entries, nil); err != nil || h.Kind != WrongEntry || h.Cell != 40 {
		t.Errorf("a wrong entry: %+v, %v", h, err)
	}
	if h, err := NewPuzzleHint(p, sol, nil); err != nil || h.Kind != Solved {
		t.Errorf("the solution entered: %+v, %v", h, err)
	}
	several := variant.Puzzle{Rules: geometry.Rules{Cages: p.Cages[len(p.Cages)/2:]}}
	if _, err := NewPuzzleHint(several, solver.Grid{}, nil); err != ErrNotProper {
		t.Errorf("a Killer with several solutions: %v, want %v", err, ErrNotProper)
	}
}

// FuzzKillerFinders builds boards from arbitrary cages, sums and removed
// candidates, valid or not (cells off the grid, cages of more than nine
// cells, cells in two cages, sums no cage can reach), and wants every
// Killer finder to return without a panic.
func FuzzKillerFinders(f *testing.F) {
	f.Add([]byte{3, 17, 0, 1, 10, 9, 10, 11}, uint16(0))
	f.Add([]byte{2, 6, 0, 1, 2, 3, 45, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50}, uint16(0x3f0))
	f.Add([]byte{1, 200, 90, 91, 255}, uint16(1))
	f.Fuzz(func(t *testing.T, data []byte, strike uint16) {
		var cages []variant.Cage
		for i := 0; i+1 < len(data) && len(cages) < 30; {
			n := int(data[i] % 12)
			sum := int(data[i+1] % 50)
			i += 2
			cg := variant.Cage{Sum: sum}
			for j := 0; j < n && i < len(data); j, i = j+1, i+1 {
				cg.Cells = append(cg.Cells, solver.Cell(data[i]%90))
			}
			cages = append(cages, cg)
		}
		b := NewPuzzleBoard(variant.Puzzle{Rules: geometry.Rules{Cages: cages}})
		if len(cages) == 0 {
			return
		}
		for c := range b.Cands {
			if strike>>(c%16)&1 != 0 {
				b.Cands[c] &^= Digits(strike) & AllDigits
			}
		}
		for _, tech := range killerTechniques() {
			Find(b, tech)
			FindAll(b, tech)
		}
	})
}
