package game_test

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// killerPuzzle parses gametest.Killer.
func killerPuzzle(t testing.TB) variant.Puzzle {
	t.Helper()
	p, err := variant.Parse(gametest.Killer)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// newKiller starts a game of gametest.Killer at the hard level.
func newKiller(t testing.TB) (*game.Game, *gametest.Clock) {
	t.Helper()
	clock := gametest.NewClock()
	g, err := game.New(killerPuzzle(t), logic.Hard, clock)
	if err != nil {
		t.Fatal(err)
	}
	return g, clock
}

func TestNewKiller(t *testing.T) {
	g, _ := newKiller(t)
	if g.Variant() != gametest.KillerVariant || len(g.Cages()) != 29 {
		t.Fatalf("variant %v with %d cages, want killer with 29", g.Variant(), len(g.Cages()))
	}
	if i, ok := g.CageOf(solver.CellAt(1, 0)); !ok || g.Cages()[i].Sum != 16 || g.Cages()[i].Anchor() != 0 {
		t.Errorf("r2c1 is in cage %d (ok %v), want the cage at r1c1 with sum 16", i, ok)
	}
	// Playing the solution wins: the game knows it.
	sol := gametest.Grid(t, gametest.KillerSolution)
	for c := solver.Cell(0); c < 81; c++ {
		must(t, g.Set(c, sol[c]))
	}
	if !g.Won() {
		t.Error("the solution played does not win")
	}
	classic, _, _ := newGame(t)
	if classic.Variant() != gametest.ClassicVariant || classic.Cages() != nil {
		t.Errorf("a classic game is %v with %d cages", classic.Variant(), len(classic.Cages()))
	}
	if _, ok := classic.CageOf(0); ok {
		t.Error("a classic game's cell has a cage")
	}
}

func TestNewKillerRefuses(t *testing.T) {
	p := killerPuzzle(t)
	several := p.Clone()
	several.Cages = several.Cages[:5] // most cages gone: many solutions
	broken := p.Clone()
	broken.Cages[0].Sum = 2 // two cells cannot make 2
	none := p.Clone()
	none.Givens[0] = 1 // the solution has 7 there
	tests := []struct {
		name string
		p    variant.Puzzle
		want error
	}{
		{"several solutions", several, solver.ErrMultipleSolutions},
		{"an impossible sum", broken, solver.ErrNotProper},
		{"no solution", none, solver.ErrNoSolution},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := game.New(tt.p, logic.Hard, nil)
			if err == nil || g != nil {
				t.Fatalf("New = %v, %v: want an error", g, err)
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("error %v, want %v", err, tt.want)
			}
		})
	}
}

func TestKillerInspect(t *testing.T) {
	at := solver.CellAt
	tests := []struct {
		name      string
		set       map[solver.Cell]uint8
		conflicts []string // "A B unit"
		badSums   []solver.Cell
	}{
		{"a digit twice in a cage", map[solver.Cell]uint8{at(3, 3): 5, at(4, 2): 5}, []string{"r4c4 r5c3 cage"}, nil},
		{"a full cage off its sum", map[solver.Cell]uint8{at(0, 0): 1, at(1, 0): 2}, nil, []solver.Cell{0, 9}},
		{"a full cage on its sum", map[solver.Cell]uint8{at(0, 0): 7, at(1, 0): 9}, nil, nil},
		{"twice in a column and a cage", map[solver.Cell]uint8{at(0, 0): 5, at(1, 0): 5}, []string{"r1c1 r2c1 column", "r1c1 r2c1 cage"}, []solver.Cell{0, 9}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := newKiller(t)
			for c, d := range tt.set {
				must(t, g.Set(c, d))
			}
			r := g.Inspect(false)
			var got []string
			for _, c := range r.Conflicts {
				got = append(got, c.A.String()+" "+c.B.String()+" "+c.Unit)
			}
			if !slices.Equal(got, tt.conflicts) {
				t.Errorf("conflicts %q, want %q", got, tt.conflicts)
			}
			if !slices.Equal(r.BadSums, tt.badSums) {
				t.Errorf("bad sums %v, want %v", r.BadSums, tt.badSums)
			}
			if r.Clean() != (len(tt.conflicts) == 0 && len(tt.badSums) == 0) {
				t.Errorf("Clean() = %v", r.Clean())
			}
			for _, c := range tt.badSums {
				if !slices.Contains(r.Cells(), c) {
					t.Errorf("Cells() %v lacks %s", r.Cells(), c)
				}
			}
		})
	}
}

func TestKillerNotes(t *testing.T) {
	at := solver.CellAt
	g, _ := newKiller(t)
	// The cage at r1c1 (r1c1, r2c1) adds up to 16: 7 9 only.
	must(t, g.FillNotes())
	if n := g.Notes(0); n != game.DigitSet(7, 9) {
		t.Errorf("filled notes of r1c1 with combinations: %v, want 79", n.List())
	}
	g, _ = newKiller(t)
	g.FillCombos = false
	must(t, g.FillNotes())
	if n := g.Notes(0); n != game.NineDigits {
		t.Errorf("filled notes of r1c1 without combinations: %v, want all", n.List())
	}
	// A digit placed in a cage strikes it from the cage's notes, even in a
	// cell that shares no house with it, and a note a cage mate's digit
	// rules out is bad.
	g, _ = newKiller(t)
	must(t, g.ToggleNote(at(3, 3), 6))
	must(t, g.ToggleNote(at(3, 3), 2))
	bad := g.BadNotes()
	if bad[at(3, 3)] != 0 {
		t.Fatalf("bad notes before: %v", bad[at(3, 3)].List())
	}
	g.AutoRemoveNotes = false
	must(t, g.Set(at(4, 2), 6))
	if bad := g.BadNotes(); bad[at(3, 3)] != game.DigitSet(6) {
		t.Errorf("bad notes of r4c4 with 6 in r5c3 of its cage: %v, want 6", bad[at(3, 3)].List())
	}
	must(t, g.Undo())
	g.AutoRemoveNotes = true
	must(t, g.Set(at(4, 2), 6))
	if n := g.Notes(at(3, 3)); n != game.DigitSet(2) {
		t.Errorf("notes of r4c4 after 6 in r5c3 of its cage: %v, want 2", n.List())
	}
}

func TestKillerCageCombos(t *testing.T) {
	g, _ := newKiller(t)
	i, _ := g.CageOf(0)
	show := func() string {
		var out []string
		for _, c := range g.CageCombos(i) {
			s := ""
			for _, d := range []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9} {
				if c.Digits>>(d-1)&1 != 0 {
					s += string('0' + rune(d))
				}
			}
			if !c.Possible {
				s = "-" + s
			}
			out = append(out, s)
		}
		return strings.Join(out, " ")
	}
	if got := show(); got != "79" {
		t.Errorf("16 in 2: %q, want 79", got)
	}
	must(t, g.Set(0, 1))
	if got := show(); got != "-79" {
		t.Errorf("16 in 2 with a 1 placed: %q, want -79", got)
	}
	if g.CageCombos(-1) != nil || g.CageCombos(len(g.Cages())) != nil {
		t.Error("combinations of no cage")
	}
}

func TestKillerSaveLoad(t *testing.T) {
	g, clock := newKiller(t)
	must(t, g.Set(0, 7))
	must(t, g.ToggleNote(9, 9))
	clock.Advance(42e9)
	data := save(t, g)
	if !bytes.Contains(data, []byte(`"killer":"killer:`)) {
		t.Fatalf("the save holds no killer line:\n%s", data)
	}
	h, _ := load(t, data)
	sameGame(t, g, h)
	if h.Variant() != gametest.KillerVariant || !h.Puzzle().Equal(g.Puzzle()) {
		t.Errorf("loaded %v with puzzle %s, want %s", h.Variant(), variant.Format(h.Puzzle()), variant.Format(g.Puzzle()))
	}
	if again := save(t, h); !bytes.Equal(again, data) {
		t.Errorf("saved again:\n%s\nwant\n%s", again, data)
	}
	// A save whose cages disagree with its givens, or hold no puzzle, is corrupt.
	for _, bad := range []string{
		strings.Replace(string(data), `"killer":"killer:A`, `"killer":"killer:B`, 1),
		strings.Replace(string(data), `:.........`, `:1........`, 1),
		strings.Replace(string(data), `"killer":"killer:`, `"killer":"x`, 1),
	} {
		if _, err := game.Load(strings.NewReader(bad)); !errors.Is(err, game.ErrCorruptSave) {
			t.Errorf("load of a damaged Killer save: %v, want a corrupt save", err)
		}
	}
}

// TestClassicSaveUnchanged loads a classic save written before Killer
// games were saved and saves it again to the same bytes.
func TestClassicSaveUnchanged(t *testing.T) {
	data, err := os.ReadFile("testdata/save-v2-classic.json")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := load(t, data)
	if g.Variant() != gametest.ClassicVariant {
		t.Fatalf("variant %v", g.Variant())
	}
	if again := save(t, g); !bytes.Equal(again, data) {
		t.Errorf("saved again:\n%s\nwant\n%s", again, data)
	}
}

// TestKillerHint wants a Killer game's first hint to be a Killer step
// that agrees with the Killer's solution, not the classic rules'.
func TestKillerHint(t *testing.T) {
	g, _ := newKiller(t)
	h, err := g.Hint(logic.Full, false)
	if err != nil {
		t.Fatal(err)
	}
	if h.Kind != logic.NextStep || h.Step == nil {
		t.Fatalf("hint %+v, want the next step", h)
	}
	if !h.Step.Technique.Killer() {
		t.Errorf("the first step of a Killer without givens is %s, not a Killer technique", h.Step.Technique)
	}
	sol, _ := variant.Solve(killerPuzzle(t))
	for _, e := range h.Step.Eliminations {
		if sol[e.Cell] == e.Digit {
			t.Errorf("the hint removes %v, the solution's digit", e)
		}
	}
	for _, p := range h.Step.Placements {
		if sol[p.Cell] != p.Digit {
			t.Errorf("the hint places %v, not the solution's digit", p)
		}
	}
}

// TestKillerSaveWithDraft saves a Killer game put aside behind a puzzle
// being entered: both come back.
func TestKillerSaveWithDraft(t *testing.T) {
	g, _ := newKiller(t)
	must(t, g.Set(0, 7))
	draft := gametest.Grid(t, gametest.Puzzle)
	var buf bytes.Buffer
	must(t, g.Snapshot().WithDraft(draft).Save(&buf))
	h, _ := load(t, buf.Bytes())
	if d, ok := h.SavedDraft(); !ok || d != draft {
		t.Error("the draft did not come back")
	}
	if h.Variant() != gametest.KillerVariant || h.Digit(0) != 7 {
		t.Errorf("the Killer game came back as %v with r1c1 %d", h.Variant(), h.Digit(0))
	}
}

// TestPlacingStrikesCageMatesWhoeverPlaces checks that a digit placed in a
// Killer cage strikes it from the notes and corner and centre marks of
// the cage's cells that share no house with it, alike when the player
// types it and when a hint's step places it (issue 29: the hint's
// placement struck the row, column and box only).
func TestPlacingStrikesCageMatesWhoeverPlaces(t *testing.T) {
	at := solver.CellAt
	mate, placed := at(3, 3), at(4, 2) // r4c4 and r5c3 share the cage, no house
	for _, tt := range []struct {
		name  string
		place func(g *game.Game) error
	}{
		{"typed", func(g *game.Game) error { return g.Set(placed, 6) }},
		{"typed in a selection", func(g *game.Game) error { return g.SetCells([]solver.Cell{placed}, 6) }},
		{"a hint's step applied", func(g *game.Game) error {
			return g.ApplyStep(&logic.Step{Technique: logic.NakedSingle, Placements: []logic.Candidate{{Cell: placed, Digit: 6}}})
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := newKiller(t)
			if !slices.Contains(g.Cages()[mustCage(t, g, mate)].Cells, placed) {
				t.Fatal("the test's cells are not in one cage")
			}
			must(t, g.ToggleNote(mate, 6))
			must(t, g.ToggleNote(mate, 2))
			must(t, g.MarkCells(game.MarkCentre, []solver.Cell{mate}, 6))
			must(t, tt.place(g))
			if n := g.Notes(mate); n != game.DigitSet(2) {
				t.Errorf("notes of r4c4 after 6 in r5c3 of its cage: %v, want 2", n.List())
			}
			if m := g.Marks(mate); m.Centre.Has(6) {
				t.Errorf("centre marks of r4c4 after 6 in r5c3 of its cage: %v", m.Centre.List())
			}
		})
	}
}

// mustCage returns the index of c's cage.
func mustCage(t *testing.T, g *game.Game, c solver.Cell) int {
	t.Helper()
	i, ok := g.CageOf(c)
	if !ok {
		t.Fatalf("%s is in no cage", c)
	}
	return i
}
