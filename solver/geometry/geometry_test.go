package geometry_test

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// rc is the cell at row r, column c, both counted from 1 as players do.
func rc(r, c int) solver.Cell { return solver.CellAt(r-1, c-1) }

func TestPeerCounts(t *testing.T) {
	tests := []struct {
		name  string
		rules geometry.Rules
		cell  solver.Cell
		want  int
	}{
		{"classic corner", geometry.Rules{}, rc(1, 1), 20},
		{"classic centre", geometry.Rules{}, rc(5, 5), 20},
		{"X corner: six more of the ↘ diagonal", geometry.Rules{Flags: geometry.Flags{Diagonals: true}}, rc(1, 1), 26},
		{"X centre: six more of each diagonal", geometry.Rules{Flags: geometry.Flags{Diagonals: true}}, rc(5, 5), 32},
		{"X ↗ end", geometry.Rules{Flags: geometry.Flags{Diagonals: true}}, rc(9, 1), 26},
		{"X off the diagonals", geometry.Rules{Flags: geometry.Flags{Diagonals: true}}, rc(1, 2), 20},
		{"windoku window corner", geometry.Rules{Flags: geometry.Flags{Windows: true}}, rc(2, 2), 23},
		{"windoku window centre adds 3", geometry.Rules{Flags: geometry.Flags{Windows: true}}, rc(3, 3), 23},
		{"windoku outside the windows", geometry.Rules{Flags: geometry.Flags{Windows: true}}, rc(1, 1), 20},
		{"anti-knight corner: both knight cells in its box", geometry.Rules{Flags: geometry.Flags{AntiKnight: true}}, rc(1, 1), 20},
		{"anti-knight centre adds 8", geometry.Rules{Flags: geometry.Flags{AntiKnight: true}}, rc(5, 5), 28},
		{"anti-knight r1c4 adds 2", geometry.Rules{Flags: geometry.Flags{AntiKnight: true}}, rc(1, 4), 22},
		{"anti-king box centre adds none", geometry.Rules{Flags: geometry.Flags{AntiKing: true}}, rc(5, 5), 20},
		{"anti-king box corner adds 3", geometry.Rules{Flags: geometry.Flags{AntiKing: true}}, rc(3, 3), 23},
		{"anti-king box edge adds 2", geometry.Rules{Flags: geometry.Flags{AntiKing: true}}, rc(3, 2), 22},
		{"cage across boxes adds its mate", geometry.Rules{Cages: []geometry.Cage{{Cells: []solver.Cell{rc(3, 3), rc(4, 4)}, Sum: 3}}}, rc(3, 3), 21},
		{"cage in one row adds none", geometry.Rules{Cages: []geometry.Cage{{Cells: []solver.Cell{rc(1, 3), rc(1, 4)}, Sum: 3}}}, rc(1, 3), 20},
		{"X and anti-knight at the centre", geometry.Rules{Flags: geometry.Flags{Diagonals: true, AntiKnight: true}}, rc(5, 5), 40},
		{"everything at r3c3", geometry.Rules{Flags: geometry.Flags{Diagonals: true, Windows: true, AntiKing: true, AntiKnight: true}}, rc(3, 3), 20 + 6 + 2 + 6}, // diagonal, window, knight; its king cells are peers already
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := geometry.New(tt.rules)
			if got := g.Peers(tt.cell).Count(); got != tt.want {
				t.Errorf("Peers(%s).Count() = %d, want %d: %v", tt.cell, got, tt.want, g.Peers(tt.cell).Cells())
			}
		})
	}
}

func TestHouses(t *testing.T) {
	tests := []struct {
		name  string
		rules geometry.Rules
		kinds map[geometry.Kind]int
		cells map[geometry.Kind][]solver.Cell // each kind's first house
	}{
		{"classic", geometry.Rules{}, map[geometry.Kind]int{geometry.Row: 9, geometry.Column: 9, geometry.Box: 9}, nil},
		{"X", geometry.Rules{Flags: geometry.Flags{Diagonals: true}}, map[geometry.Kind]int{geometry.Row: 9, geometry.Column: 9, geometry.Box: 9, geometry.Diagonal: 2},
			map[geometry.Kind][]solver.Cell{geometry.Diagonal: {rc(1, 1), rc(2, 2), rc(3, 3), rc(4, 4), rc(5, 5), rc(6, 6), rc(7, 7), rc(8, 8), rc(9, 9)}}},
		{"windoku", geometry.Rules{Flags: geometry.Flags{Windows: true}}, map[geometry.Kind]int{geometry.Row: 9, geometry.Column: 9, geometry.Box: 9, geometry.Window: 4},
			map[geometry.Kind][]solver.Cell{geometry.Window: {rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 2), rc(3, 3), rc(3, 4), rc(4, 2), rc(4, 3), rc(4, 4)}}},
		{"anti-knight and anti-king add no house", geometry.Rules{Flags: geometry.Flags{AntiKnight: true, AntiKing: true}}, map[geometry.Kind]int{geometry.Row: 9, geometry.Column: 9, geometry.Box: 9}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := geometry.New(tt.rules)
			got := map[geometry.Kind]int{}
			first := map[geometry.Kind][]solver.Cell{}
			for _, h := range g.Houses() {
				if h.Index != got[h.Kind] {
					t.Errorf("%s house numbered %d after %d of its kind", h.Kind, h.Index, got[h.Kind])
				}
				got[h.Kind]++
				if h.Index == 0 {
					first[h.Kind] = h.Cells[:]
				}
			}
			if len(got) != len(tt.kinds) {
				t.Errorf("kinds %v, want %v", got, tt.kinds)
			}
			for k, n := range tt.kinds {
				if got[k] != n {
					t.Errorf("%d houses of kind %s, want %d", got[k], k, n)
				}
			}
			for k, want := range tt.cells {
				if !slicesEqual(first[k], want) {
					t.Errorf("first %s = %v, want %v", k, first[k], want)
				}
			}
			checkInvariants(t, g)
		})
	}
}

func slicesEqual(a, b []solver.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// checkInvariants checks what every geometry holds: nine different cells
// a house, in increasing order and matching its set; HousesOf the houses
// that hold the cell; peers symmetric, never the cell itself, covering
// its houses and its cage; Between agreeing with Peers.
func checkInvariants(t *testing.T, g *geometry.Geometry) {
	t.Helper()
	for i, h := range g.Houses() {
		if h.Set.Count() != 9 {
			t.Fatalf("house %d (%s %d) has %d different cells", i, h.Kind, h.Index, h.Set.Count())
		}
		if !slicesEqual(h.Cells[:], h.Set.Cells()) {
			t.Fatalf("house %d cells %v do not match its set %v", i, h.Cells, h.Set.Cells())
		}
		if got, err := g.House(i); err != nil || got != h {
			t.Fatalf("House(%d) = %v, %v", i, got, err)
		}
	}
	if _, err := g.House(len(g.Houses())); err == nil {
		t.Fatal("House past the end gave no error")
	}
	for a := solver.Cell(0); a < 81; a++ {
		var want []int
		var union geometry.CellSet
		for i, h := range g.Houses() {
			if h.Set.Has(a) {
				want = append(want, i)
				union = union.Or(h.Set)
			}
		}
		if got := g.HousesOf(a); len(got) != len(want) || len(got) < 3 {
			t.Fatalf("HousesOf(%s) = %v, want %v", a, got, want)
		} else {
			for k := range got {
				if got[k] != want[k] {
					t.Fatalf("HousesOf(%s) = %v, want %v", a, got, want)
				}
			}
		}
		union.Remove(a)
		p := g.Peers(a)
		if p.Has(a) {
			t.Fatalf("%s is its own peer", a)
		}
		if !union.AndNot(p).Empty() {
			t.Fatalf("%s: house mates %v are not peers", a, union.AndNot(p).Cells())
		}
		if i, ok := g.CageOf(a); ok {
			for _, m := range g.Cages()[i].Cells {
				if m != a && !p.Has(m) {
					t.Fatalf("%s: cage mate %s is not a peer", a, m)
				}
			}
		}
		for b := solver.Cell(0); b < 81; b++ {
			if p.Has(b) != g.Peers(b).Has(a) {
				t.Fatalf("peers not symmetric: %s sees %s is %v, the other way %v", a, b, p.Has(b), g.Peers(b).Has(a))
			}
			rel, house := g.Between(a, b)
			if (rel != geometry.Apart) != p.Has(b) {
				t.Fatalf("Between(%s, %s) = %s, but Sees is %v", a, b, rel, p.Has(b))
			}
			if (rel == geometry.SameHouse) != (house >= 0) {
				t.Fatalf("Between(%s, %s) = %s, house %d", a, b, rel, house)
			}
			if house >= 0 && !(g.Houses()[house].Set.Has(a) && g.Houses()[house].Set.Has(b)) {
				t.Fatalf("Between(%s, %s) names house %d that does not hold both", a, b, house)
			}
		}
	}
	for _, c := range []solver.Cell{-1, 81} {
		if g.HousesOf(c) != nil || !g.Peers(c).Empty() || g.Sees(c, 0) || g.Sees(0, c) {
			t.Fatalf("cell %d outside the grid has houses or peers", c)
		}
		if _, ok := g.CageOf(c); ok {
			t.Fatalf("cell %d outside the grid has a cage", c)
		}
	}
}

// TestClassicMatchesLogic checks the classic geometry against logic's own
// classic tables: the same 27 houses in logic's Unit order, the same
// units of each cell and the same 20 peers.
func TestClassicMatchesLogic(t *testing.T) {
	g := geometry.Classic()
	if g != geometry.Classic() {
		t.Error("Classic builds a new geometry each call")
	}
	if len(g.Houses()) != 27 {
		t.Fatalf("%d classic houses, want 27", len(g.Houses()))
	}
	for i, h := range g.Houses() {
		u := logic.Unit(i)
		if h.Kind.String() != u.Kind() || h.Index != u.Index() || h.Cells != *u.Cells() {
			t.Errorf("house %d = %s %d %v, logic's unit %s %v", i, h.Kind, h.Index, h.Cells, u, *u.Cells())
		}
		if logic.CellSet(h.Set) != u.Set() {
			t.Errorf("house %d set differs from logic's", i)
		}
	}
	for c := solver.Cell(0); c < 81; c++ {
		if got, want := logic.CellSet(g.Peers(c)), logic.Peers(c); got != want {
			t.Errorf("Peers(%s) = %v, logic.Peers %v", c, g.Peers(c).Cells(), want.Cells())
		}
		units := logic.UnitsOf(c)
		for k, i := range g.HousesOf(c) {
			if logic.Unit(i) != units[k] {
				t.Errorf("HousesOf(%s) = %v, logic.UnitsOf %v", c, g.HousesOf(c), units)
			}
		}
		for d := solver.Cell(0); d < 81; d++ {
			if g.Sees(c, d) != logic.Sees(c, d) {
				t.Errorf("Sees(%s, %s) = %v, logic says %v", c, d, g.Sees(c, d), logic.Sees(c, d))
			}
		}
	}
}

func TestBetween(t *testing.T) {
	g := geometry.New(geometry.Rules{Flags: geometry.Flags{Diagonals: true, AntiKnight: true, AntiKing: true},
		Cages: []geometry.Cage{{Cells: []solver.Cell{rc(1, 1), rc(1, 2), rc(9, 9)}, Sum: 10}}})
	tests := []struct {
		a, b  solver.Cell
		rel   geometry.Relation
		house string
	}{
		{rc(1, 1), rc(1, 2), geometry.SameHouse, "row 0"},
		{rc(1, 1), rc(9, 1), geometry.SameHouse, "column 0"},
		{rc(1, 1), rc(3, 3), geometry.SameHouse, "box 0"},
		{rc(1, 1), rc(9, 9), geometry.SameHouse, "diagonal 0"},
		{rc(9, 1), rc(1, 9), geometry.SameHouse, "diagonal 1"},
		{rc(3, 3), rc(5, 4), geometry.Knight, ""},
		{rc(3, 3), rc(4, 4), geometry.SameHouse, "diagonal 0"},
		{rc(3, 4), rc(4, 3), geometry.King, ""},
		{rc(1, 2), rc(9, 9), geometry.SameCage, ""},
		{rc(1, 2), rc(5, 5), geometry.Apart, ""},
	}
	for _, tt := range tests {
		rel, i := g.Between(tt.a, tt.b)
		house := ""
		if i >= 0 {
			h := g.Houses()[i]
			house = h.Kind.String() + " " + string(rune('0'+h.Index))
		}
		if rel != tt.rel || house != tt.house {
			t.Errorf("Between(%s, %s) = %s %q, want %s %q", tt.a, tt.b, rel, house, tt.rel, tt.house)
		}
	}
}

func TestCages(t *testing.T) {
	cells := []solver.Cell{rc(1, 1), rc(1, 2)}
	g := geometry.New(geometry.Rules{Cages: []geometry.Cage{
		{Cells: cells, Sum: 3},
		{Cells: []solver.Cell{rc(1, 2), -4, 99, rc(2, 1), rc(2, 1)}, Sum: 9}, // r1c2 taken, two off the grid, one twice
		{Cells: []solver.Cell{200}, Sum: 1},                                  // nothing left: dropped
	}})
	cells[0] = rc(9, 9) // New copied them
	if got := len(g.Cages()); got != 2 {
		t.Fatalf("%d cages, want 2: %v", got, g.Cages())
	}
	if got := g.Cages()[1].Cells; !slicesEqual(got, []solver.Cell{rc(2, 1)}) {
		t.Errorf("second cage keeps %v, want [r2c1]", got)
	}
	for _, tt := range []struct {
		c    solver.Cell
		i    int
		inIt bool
	}{{rc(1, 1), 0, true}, {rc(1, 2), 0, true}, {rc(2, 1), 1, true}, {rc(9, 9), 0, false}} {
		if i, ok := g.CageOf(tt.c); i != tt.i || ok != tt.inIt {
			t.Errorf("CageOf(%s) = %d, %v, want %d, %v", tt.c, i, ok, tt.i, tt.inIt)
		}
	}
	checkInvariants(t, g)
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name  string
		cages []geometry.Cage
		ok    bool
	}{
		{"none", nil, true},
		{"fine", []geometry.Cage{{Cells: []solver.Cell{0, 1}, Sum: 3}, {Cells: []solver.Cell{2}}}, true},
		{"off the grid", []geometry.Cage{{Cells: []solver.Cell{81}, Sum: 3}}, false},
		{"negative cell", []geometry.Cage{{Cells: []solver.Cell{-1}, Sum: 3}}, false},
		{"cell twice", []geometry.Cage{{Cells: []solver.Cell{4, 4}, Sum: 3}}, false},
		{"two cages share a cell", []geometry.Cage{{Cells: []solver.Cell{4}, Sum: 3}, {Cells: []solver.Cell{4}, Sum: 3}}, false},
		{"empty", []geometry.Cage{{Sum: 3}}, false},
		{"sum too big", []geometry.Cage{{Cells: []solver.Cell{4}, Sum: 46}}, false},
		{"sum negative", []geometry.Cage{{Cells: []solver.Cell{4}, Sum: -1}}, false},
	}
	for _, tt := range tests {
		if err := (geometry.Rules{Cages: tt.cages}).Validate(); (err == nil) != tt.ok {
			t.Errorf("%s: Validate() = %v, want ok %v", tt.name, err, tt.ok)
		}
	}
}

func TestNames(t *testing.T) {
	g := geometry.New(geometry.Rules{Flags: geometry.Flags{Diagonals: true, Windows: true}})
	want := map[string]int{"row": 9, "column": 9, "box": 9, "diagonal.down": 1, "diagonal.up": 1, "window": 4}
	got := map[string]int{}
	for _, h := range g.Houses() {
		got[h.Key()]++
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%d houses keyed %q, want %d", got[k], k, n)
		}
	}
	if geometry.Kind(99).String() != "Kind(99)" || geometry.Relation(99).String() != "Relation(99)" {
		t.Error("an unknown kind or relation is not named by its number")
	}
}

func TestLookupsDoNotAllocate(t *testing.T) {
	g := geometry.New(geometry.Rules{Flags: geometry.Flags{Diagonals: true, AntiKing: true}, Cages: []geometry.Cage{{Cells: []solver.Cell{0, 1}, Sum: 3}}})
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		for c := solver.Cell(0); c < 81; c++ {
			n += len(g.HousesOf(c))
			for p := range g.Peers(c).All() {
				if rel, _ := g.Between(c, p); rel != geometry.Apart {
					n++
				}
			}
			if _, ok := g.CageOf(c); ok {
				n++
			}
		}
	})
	if allocs != 0 {
		t.Errorf("lookups allocate %v times a run", allocs)
	}
	if n == 0 {
		t.Error("no lookups made")
	}
}

// FuzzNew builds geometries from arbitrary rules: New never panics and
// every geometry keeps the invariants.
func FuzzNew(f *testing.F) {
	f.Add(byte(0), []byte{})
	f.Add(byte(15), []byte{0, 1, 2, 3, 0, 80, 81, 200})
	f.Add(byte(5), []byte{40, 40, 3, 10, 10})
	f.Fuzz(func(t *testing.T, flags byte, data []byte) {
		r := geometry.Rules{Flags: geometry.Flags{Diagonals: flags&1 != 0, Windows: flags&2 != 0, AntiKnight: flags&4 != 0, AntiKing: flags&8 != 0}}
		var cg geometry.Cage
		for _, b := range data {
			if b == 0 && len(cg.Cells) > 0 { // 0 ends a cage
				r.Cages = append(r.Cages, cg)
				cg = geometry.Cage{Sum: len(r.Cages)}
				continue
			}
			cg.Cells = append(cg.Cells, solver.Cell(b)-5)
		}
		r.Cages = append(r.Cages, cg)
		g := geometry.New(r)
		checkInvariants(t, g)
		if r.Validate() == nil && len(g.Cages()) != len(r.Cages) {
			t.Fatalf("valid rules lost cages: %d of %d", len(g.Cages()), len(r.Cages))
		}
		if g.Rules().Validate() != nil {
			t.Fatalf("the cages New kept are not valid: %v", g.Rules().Validate())
		}
	})
}

func TestMoves(t *testing.T) {
	tests := []struct {
		name  string
		flags geometry.Flags
		cell  solver.Cell
		want  int
	}{
		{"classic has none", geometry.Flags{}, rc(5, 5), 0},
		{"knight from the centre", geometry.Flags{AntiKnight: true}, rc(5, 5), 8},
		{"knight from a corner, both in its box", geometry.Flags{AntiKnight: true}, rc(1, 1), 2},
		{"king from the centre, all in its box", geometry.Flags{AntiKing: true}, rc(5, 5), 8},
		{"both from r1c2", geometry.Flags{AntiKnight: true, AntiKing: true}, rc(1, 2), 3 + 5},
		{"X adds no move", geometry.Flags{Diagonals: true}, rc(1, 1), 0},
	}
	for _, tt := range tests {
		if got := geometry.Shared(tt.flags).Moves(tt.cell).Count(); got != tt.want {
			t.Errorf("%s: %d cells, want %d", tt.name, got, tt.want)
		}
	}
	if !geometry.Shared(geometry.Flags{}).Moves(-1).Empty() {
		t.Error("a cell off the grid has moves")
	}
}

func TestVariantOrder(t *testing.T) {
	var names []string
	for _, n := range []string{"killer-x", "antiking", "x", "classic", "windoku", "killer", "antiknight", "x-antiking"} {
		v, err := geometry.ParseVariant(n)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, v.Name())
	}
	slices.SortFunc(names, func(a, b string) int {
		va, _ := geometry.ParseVariant(a)
		vb, _ := geometry.ParseVariant(b)
		return va.Compare(vb)
	})
	want := []string{"classic", "killer", "x", "windoku", "antiknight", "antiking", "killer-x", "x-antiking"}
	if !slices.Equal(names, want) {
		t.Errorf("order %v, want %v", names, want)
	}
}
