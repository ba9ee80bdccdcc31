package game_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// sizedPuzzles returns the puzzles of testdata/sized.txt, grids of
// other sizes than 9x9, by their lines.
func sizedPuzzles(t testing.TB) map[string]sized.Puzzle {
	t.Helper()
	f, err := os.Open("testdata/sized.txt")
	must(t, err)
	defer f.Close()
	out := map[string]sized.Puzzle{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := sized.Parse(line)
		must(t, err)
		out[p.Name()+":"+line[len(line)-8:]] = p
	}
	must(t, sc.Err())
	if len(out) < 8 {
		t.Fatalf("%d puzzles in testdata/sized.txt", len(out))
	}
	return out
}

// sizedSolution returns the only solution of p.
func sizedSolution(t testing.TB, p sized.Puzzle) []uint8 {
	t.Helper()
	var s sized.Solver
	sol, n := s.Solve(p, 2)
	if n != 1 {
		t.Fatalf("%d solutions", n)
	}
	return sol
}

// reload saves g and loads the save back; it fails the test when
// saving the loaded game does not give the same bytes.
func reload(t *testing.T, g *game.Game) *game.Game {
	t.Helper()
	var buf bytes.Buffer
	must(t, g.Save(&buf))
	h, err := game.LoadWithClock(bytes.NewReader(buf.Bytes()), gametest.NewClock())
	if err != nil {
		t.Fatalf("load: %v\n%s", err, buf.Bytes())
	}
	var again bytes.Buffer
	must(t, h.Save(&again))
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Fatalf("saved again:\n%s\nwant\n%s", again.Bytes(), buf.Bytes())
	}
	return h
}

// TestSizedGamePlays plays a game of every size start to finish: entries,
// notes and marks of the largest digit, a mistake that Check finds, undo
// and redo, a save and load at each stage, and the win.
func TestSizedGamePlays(t *testing.T) {
	for name, p := range sizedPuzzles(t) {
		t.Run(name, func(t *testing.T) {
			g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
			must(t, err)
			n, cells := p.Shape.N(), p.Shape.Cells()
			if g.Shape() != p.Shape || g.Size() != cells || !slices.Equal(g.GivenCells(), p.Givens) {
				t.Fatalf("shape %v, size %d, givens %v", g.Shape(), g.Size(), g.GivenCells())
			}
			if got := g.SizedPuzzle(); !slices.Equal(got.Givens, p.Givens) || got.Flags != p.Flags || (got.Regions == nil) != (p.Regions == nil) {
				t.Fatalf("SizedPuzzle = %+v", got)
			}
			sol := sizedSolution(t, p)
			var empty []solver.Cell
			for c, d := range p.Givens {
				if d == 0 {
					empty = append(empty, solver.Cell(c))
				}
			}
			last := empty[len(empty)-1]
			top := uint8(n)

			// Notes and marks of every digit, the largest too.
			must(t, g.ToggleNote(last, top))
			must(t, g.ToggleNote(last, 1))
			must(t, g.MarkCells(game.MarkCorner, []solver.Cell{last}, top))
			if got := g.Notes(last); !got.Has(top) || !got.Has(1) {
				t.Fatalf("notes of the last cell %v", got)
			}
			if err := g.ToggleNote(last, top+1); !errors.Is(err, game.ErrBadDigit) {
				t.Errorf("note %d on a %v grid: %v, want ErrBadDigit", top+1, p.Shape, err)
			}
			if err := g.Set(solver.Cell(cells), 1); !errors.Is(err, game.ErrBadCell) {
				t.Errorf("cell %d of %d: %v, want ErrBadCell", cells, cells, err)
			}
			g = reload(t, g)
			if got := g.Marks(last).Corner.Digits(); !slices.Equal(got, []uint8{top}) {
				t.Fatalf("corner marks after load %v", got)
			}

			// A wrong digit: Check names it; a digit a peer shows clashes.
			first := empty[0]
			wrong := sol[first]%top + 1
			must(t, g.Set(first, wrong))
			if r := g.Check(); !slices.Contains(r.Mistakes, first) {
				t.Fatalf("check after a wrong %d in %v: %+v", wrong, first, r)
			}
			must(t, g.Undo())
			if g.Digit(first) != 0 || !g.CanRedo() {
				t.Fatalf("undo left %d", g.Digit(first))
			}
			must(t, g.Redo())
			must(t, g.Erase(first))

			// Every cell but the last, then a reload, then the last.
			for _, c := range empty[:len(empty)-1] {
				must(t, g.Set(c, sol[c]))
			}
			if r := g.Check(); !r.Clean() || r.Empty != 1 || g.Won() {
				t.Fatalf("check with one cell left: %+v, won %v", r, g.Won())
			}
			g = reload(t, g)
			if !slices.Equal(g.BoardCells()[:last], sol[:last]) {
				t.Fatal("the board changed on load")
			}
			must(t, g.Set(last, sol[last]))
			if !g.Won() {
				t.Fatal("the solution does not win")
			}
			g = reload(t, g)
			if !g.Won() || !slices.Equal(g.BoardCells(), sol) {
				t.Fatal("a won game loads not won")
			}
		})
	}
}

// TestSizedPeers checks the rules a grid of another size plays by: a
// digit entered twice in a house is a conflict named by the house, and
// filling notes leaves each empty cell only what its peers allow.
func TestSizedPeers(t *testing.T) {
	for name, p := range sizedPuzzles(t) {
		t.Run(name, func(t *testing.T) {
			g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
			must(t, err)
			n := p.Shape.N()
			row := -1 // a row with two empty cells
			var a, b solver.Cell
			for r := 0; r < n && row < 0; r++ {
				var free []solver.Cell
				for c := range n {
					if p.Givens[r*n+c] == 0 {
						free = append(free, solver.Cell(r*n+c))
					}
				}
				if len(free) >= 2 {
					row, a, b = r, free[0], free[1]
				}
			}
			must(t, g.Set(a, uint8(n)))
			must(t, g.Set(b, uint8(n)))
			r := g.Inspect(false)
			if len(r.Conflicts) == 0 {
				t.Fatalf("%d twice in row %d: no conflict", n, row+1)
			}
			found := false
			for _, k := range r.Conflicts {
				found = found || k.A == a && k.B == b && k.Digit == uint8(n)
			}
			if !found {
				t.Fatalf("conflicts %+v lack %v-%v", r.Conflicts, a, b)
			}
			must(t, g.Erase(a))
			must(t, g.Erase(b))
			must(t, g.FillNotes())
			geo := sized.NewGeometry(&p)
			for c, d := range p.Givens {
				if d != 0 {
					continue
				}
				want := game.DigitsTo(n)
				for _, q := range geo.Peers(c) {
					want = want.Without(p.Givens[q])
				}
				if got := g.Notes(solver.Cell(c)); got != want {
					t.Fatalf("notes of %s = %v, want %v", p.Shape.CellName(c), got, want)
				}
			}
			if got := g.BadNotesAll(); len(got) != p.Shape.Cells() || slices.ContainsFunc(got, func(d game.Digits) bool { return d != 0 }) {
				t.Fatalf("bad notes after FillNotes: %v", got)
			}
		})
	}
}

// TestNewSizedRefuses checks what NewSized and FromSized refuse, and that
// a 9x9 puzzle plays as New plays it.
func TestNewSizedRefuses(t *testing.T) {
	six := sizedPuzzles(t)
	var p sized.Puzzle
	for _, q := range six {
		if q.Shape == sized.Shape6 && q.Variant().IsClassic() {
			p = q
		}
	}
	full := p.Clone()
	full.Givens = sizedSolution(t, p)
	caged := p.Clone()
	caged.Cages = []sized.Cage{{Cells: []int{0, 1}, Sum: 0}}
	clash := p.Clone()
	for c := range clash.Givens {
		if clash.Givens[c] != 0 {
			clash.Givens[(c/6)*6+(c%6+1)%6] = clash.Givens[c] // the next cell of the row
			break
		}
	}
	tests := []struct {
		name string
		p    sized.Puzzle
		want []error
	}{
		{"empty", sized.New(sized.Shape6), []error{solver.ErrNotProper, solver.ErrMultipleSolutions}},
		{"full", full, []error{game.ErrNothingToSolve}},
		{"cages", caged, []error{game.ErrSizedCages}},
		{"clash", clash, []error{solver.ErrNotProper}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game.NewSized(tt.p, logic.Easy, nil)
			_, err2 := game.FromSized(tt.p, game.Options{})
			for _, want := range tt.want {
				if !errors.Is(err, want) || !errors.Is(err2, want) {
					t.Errorf("NewSized: %v, FromSized: %v; want %v", err, err2, want)
				}
			}
		})
	}
	nine := sized.FromVariant(gametest.X(t))
	g, err := game.FromSized(nine, game.Options{Clock: gametest.NewClock()})
	must(t, err)
	if g.Shape() != sized.Shape9 || !g.Variant().Diagonals || g.Geometry() == nil || g.Puzzle().Givens != gametest.X(t).Givens {
		t.Fatalf("a 9x9 puzzle through FromSized: shape %v, variant %v", g.Shape(), g.Variant())
	}
	if _, err := g.Hint(logic.Where, false); err != nil {
		t.Fatalf("hint of a 9x9 game: %v", err)
	}
}

// TestSizedSaveRefused checks that a save of another size with a fault
// is refused as damaged, naming it.
func TestSizedSaveRefused(t *testing.T) {
	var p sized.Puzzle
	for _, q := range sizedPuzzles(t) {
		if q.Shape == sized.Shape16 {
			p = q
		}
	}
	g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
	must(t, err)
	var at solver.Cell
	for c, d := range p.Givens {
		if d == 0 {
			at = solver.Cell(c)
			break
		}
	}
	must(t, g.ToggleNote(at, 16))
	var buf bytes.Buffer
	must(t, g.Save(&buf))
	good := buf.String()
	if !strings.Contains(good, `"version":5`) || !strings.Contains(good, `"shape":"16x16"`) || !strings.Contains(good, `"G"`) {
		t.Fatalf("a 16x16 save: %s", good)
	}
	if _, err := game.Load(strings.NewReader(good)); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, from, to, want string
	}{
		{"old version", `"version":5`, `"version":4`, "version 4"},
		{"9x9 shape", `"shape":"16x16"`, `"shape":"9x9"`, "9x9"},
		{"unknown shape", `"shape":"16x16"`, `"shape":"7x7"`, "shape"},
		{"shape of fewer cells", `"shape":"16x16"`, `"shape":"12x12"`, "characters, want 144"},
		{"note past 16", `"G"`, `"H"`, "not a digit 1-G"},
		{"lower-case note", `"G"`, `"g"`, "not a digit 1-G"},
		{"killer", `"shape":"16x16"`, `"shape":"16x16","killer":"x"`, "Killer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := strings.Replace(good, tt.from, tt.to, 1)
			if bad == good {
				t.Fatalf("%q not in the save", tt.from)
			}
			_, err := game.Load(strings.NewReader(bad))
			if !errors.Is(err, game.ErrCorruptSave) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("load: %v, want ErrCorruptSave naming %q", err, tt.want)
			}
		})
	}
}

// TestSizedReach checks the knight's and king's move cells of a grid of
// another size under anti-king.
func TestSizedReach(t *testing.T) {
	var p sized.Puzzle
	for _, q := range sizedPuzzles(t) {
		if q.Shape == sized.Shape12 && q.Flags == (geometry.Flags{AntiKing: true}) {
			p = q
		}
	}
	if !p.AntiKing {
		t.Fatal("no 12x12 anti-king puzzle in testdata/sized.txt")
	}
	g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
	must(t, err)
	// r2c2 (cell 13) has eight king's-move neighbours.
	want := []solver.Cell{0, 1, 2, 12, 14, 24, 25, 26}
	if got := g.Reach(13); !slices.Equal(got, want) {
		t.Fatalf("Reach(r2c2) = %v, want %v", got, want)
	}
	if got := g.Reach(144); got != nil {
		t.Fatalf("Reach(144) = %v, want nil", got)
	}
}

// TestSizedStats checks that games of other sizes keep statistics of
// their own, by size and rules, and that they survive a save.
func TestSizedStats(t *testing.T) {
	six := geometry.Variant{Size: 6}
	sixX := geometry.Variant{Size: 6, Flags: geometry.Flags{Diagonals: true}}
	var s game.Stats
	s.StartedIn(six, logic.Easy)
	s.SolvedIn(six, logic.Easy, 90*time.Second, 0)
	s.StartedIn(sixX, logic.Easy)
	s.StartedIn(geometry.Variant{}, logic.Easy)
	st := gametest.Store{}
	must(t, s.Save(st))
	if raw := st.String(game.StatsKey); !strings.Contains(raw, `"version":3`) || !strings.Contains(raw, `"6x6-x"`) {
		t.Fatalf("saved %s", raw)
	}
	got, err := game.LoadStats(st)
	must(t, err)
	if l := got.LevelIn(six, logic.Easy); l.Started != 1 || l.Solved != 1 || l.BestTime != 90*time.Second {
		t.Errorf("6x6 easy: %+v", l)
	}
	if l := got.LevelIn(sixX, logic.Easy); l.Started != 1 || l.Solved != 0 {
		t.Errorf("6x6-x easy: %+v", l)
	}
	if l := got.LevelIn(geometry.Variant{}, logic.Easy); l.Started != 1 || l.Solved != 0 {
		t.Errorf("9x9 classic easy: %+v, want the 6x6 games apart", l)
	}
}

// TestSizedHintsSolve plays every puzzle of another size by its hints
// alone, applied one after another, to the win: each hint's words are
// whole in both languages at every depth, and a wrong entry comes first.
func TestSizedHintsSolve(t *testing.T) {
	stuck := 0 // hints that give a digit of the solution: the steps ran out
	for name, p := range sizedPuzzles(t) {
		t.Run(name, func(t *testing.T) {
			g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
			must(t, err)
			sol := sizedSolution(t, p)
			empty := slices.Index(p.Givens, 0)
			must(t, g.Set(solver.Cell(empty), sol[empty]%uint8(p.Shape.N())+1))
			h, err := g.SizedHint(logic.Full, false)
			must(t, err)
			if h.Kind != logic.WrongEntry || h.Cell != solver.Cell(empty) {
				t.Fatalf("hint over a wrong entry: %+v", h)
			}
			if text := h.Text(logic.Full, "en"); !strings.Contains(text, p.Shape.CellName(empty)) {
				t.Fatalf("wrong entry told as %q", text)
			}
			must(t, g.Erase(solver.Cell(empty)))
			steps := 0
			for ; !g.Won(); steps++ {
				if steps > p.Shape.Cells()*p.Shape.N() {
					t.Fatal("the hints do not finish the puzzle")
				}
				h, err := g.SizedHint(logic.Full, true)
				must(t, err)
				if h.Kind != logic.NextStep {
					t.Fatalf("hint %d: kind %v", steps, h.Kind)
				}
				for _, lang := range []string{"en", "zh-Hans"} {
					for _, depth := range []logic.Depth{logic.Where, logic.Which, logic.Full} {
						if text := h.Text(depth, lang); text == "" || strings.Contains(text, "{{") || strings.Contains(text, "<no value>") {
							t.Fatalf("hint %d at %v in %s: %q", steps, depth, lang, text)
						}
					}
				}
				if len(h.Cells(logic.Where)) == 0 {
					t.Fatalf("hint %d points at no cell", steps)
				}
				if h.Step == nil {
					stuck++
					if d := sol[h.Cell]; h.Digit != d || g.Digit(h.Cell) != 0 {
						t.Fatalf("stuck hint %d gives %d in %v, the solution %d", steps, h.Digit, h.Cell, d)
					}
				}
				must(t, g.ApplySizedHint(h))
			}
			if !slices.Equal(g.BoardCells(), sol) || g.Hints() != steps+1 {
				t.Fatalf("won with %d hints counted, %d asked", g.Hints(), steps+1)
			}
		})
	}
	if stuck == 0 {
		t.Error("no hint ran out of steps: testdata/sized.txt lacks an extreme puzzle")
	}
	nine := newOf(t, gametest.X(t))
	if _, err := nine.SizedHint(logic.Full, false); !errors.Is(err, game.ErrNineHint) {
		t.Errorf("SizedHint of a 9x9 game: %v", err)
	}
}

// TestSizedHintLetters checks that a hint tells 10-16 as letters when
// asked, as a board showing letters draws them.
func TestSizedHintLetters(t *testing.T) {
	for _, p := range sizedPuzzles(t) {
		if p.Shape != sized.Shape16 {
			continue
		}
		g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
		must(t, err)
		for !g.Won() {
			h, err := g.SizedHint(logic.Full, false)
			must(t, err)
			if h.Step != nil && len(h.Step.Placements) > 0 && h.Step.Placements[0].Digit > 9 {
				d := h.Step.Placements[0].Digit
				letter := string(sized.DigitChar(d))
				if text := h.TextWith(logic.Full, "en", true); !strings.Contains(text, "="+letter) {
					t.Fatalf("with letters: %q lacks =%s", text, letter)
				}
				if text := h.Text(logic.Full, "en"); !strings.Contains(text, fmt.Sprintf("=%d", d)) {
					t.Fatalf("with numbers: %q lacks =%d", text, d)
				}
				return
			}
			must(t, g.ApplySizedHint(h))
		}
		t.Fatal("no hint placed a digit past 9")
	}
}

// TestSizedRecords checks that the history keeps games of every size:
// each record's line names its grid, reads back from the history file,
// and parses to the puzzle played.
func TestSizedRecords(t *testing.T) {
	var h game.Records
	var want []sized.Puzzle
	for _, p := range sizedPuzzles(t) {
		g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
		must(t, err)
		h.Add(game.RecordOf(g, gametest.Start, gametest.Start.Add(time.Minute), game.Abandoned, ""))
		want = append(want, p)
	}
	back, err := game.DecodeRecords(game.EncodeRecords(&h))
	must(t, err)
	if back.Len() != len(want) {
		t.Fatalf("%d records read back, %d written", back.Len(), len(want))
	}
	for _, r := range back.All() {
		if r.Variant.Size == 0 || !strings.HasPrefix(r.Puzzle, r.Variant.Name()+":") {
			t.Errorf("record of %v: line %.30q", r.Variant, r.Puzzle)
		}
		p, err := sized.Parse(r.Puzzle)
		if err != nil || p.Shape.N() != r.Variant.Size {
			t.Errorf("record line %.30q: %v, shape %v", r.Puzzle, err, p.Shape)
		}
	}
}
