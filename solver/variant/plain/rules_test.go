package plain

import (
	"fmt"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// ruleGrids are solved grids that obey some of the rules beyond the
// classic ones (found by a random search; obeys checks each). Every
// combination of flags that some grid here obeys gets the tests of
// TestRules that need a solution.
var ruleGrids = []string{
	"275489631914263587836157924628931745593746812147528369781692453469315278352874196", // classic
	"126854973985763241473219856519482637637591428842637195291376584354128769768945312", // X
	"389762451547193286162845793295384617714526938836971524671239845958417362423658179", // windoku
	"275431968136289547498567213941723685563918724827645139319856472654372891782194356", // X, windoku
	"479165238538274196612893475145932687287546913396718542764321859823459761951687324", // anti-knight
	"519368427627914538348527619731652894856491372294873156973186245165249783482735961", // windoku, anti-knight
	"354768912912345687687921345731456298269813574845279136128634759473592861596187423", // anti-king
	"385926417967841352124375689871564923639782145542139768713658294498213576256497831", // X, anti-king
	"216754938834912756957638142428179365395246817671385294582491673769523481143867529", // windoku, anti-king
	"258361497479582316136479582982156743364798251715234968593617824647825139821943675", // X, windoku, anti-king
	"835921647764835921192764835583192764476583192219476583358219476647358219921647358", // anti-knight, anti-king
}

// classicPuzzle has one classic solution, classicSolution, which breaks
// every rule beyond the classic ones (obeys tells).
const (
	classicPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// obeys reports whether the full grid g keeps the rules of f, checked
// here cell by cell without package geometry.
func obeys(g solver.Grid, f geometry.Flags) bool {
	at := func(r, c int) uint8 { return g[r*9+c] }
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			for r2 := 0; r2 < 9; r2++ {
				for c2 := 0; c2 < 9; c2++ {
					if r*9+c >= r2*9+c2 || at(r, c) != at(r2, c2) {
						continue
					}
					dr, dc := r2-r, c2-c
					inWindow := func(r, c int) int {
						if r%4 == 0 || c%4 == 0 {
							return -1
						}
						return r/4*2 + c/4
					}
					switch {
					case dr == 0 || dc == 0 || r/3 == r2/3 && c/3 == c2/3:
						return false
					case f.Diagonals && (r == c && r2 == c2 || r+c == 8 && r2+c2 == 8):
						return false
					case f.Windows && inWindow(r, c) >= 0 && inWindow(r, c) == inWindow(r2, c2):
						return false
					case f.AntiKnight && dr*dr+dc*dc == 5:
						return false
					case f.AntiKing && dr*dr <= 1 && dc*dc <= 1:
						return false
					}
				}
			}
		}
	}
	return true
}

// clashes are two givens with the same digit that each rule beyond the
// classic ones forbids, and only that rule.
var clashes = []struct {
	rule string
	has  func(geometry.Flags) bool
	a, b solver.Cell
}{
	{"diagonal", func(f geometry.Flags) bool { return f.Diagonals }, solver.CellAt(0, 0), solver.CellAt(4, 4)},
	{"window", func(f geometry.Flags) bool { return f.Windows }, solver.CellAt(1, 5), solver.CellAt(3, 7)},
	{"knight", func(f geometry.Flags) bool { return f.AntiKnight }, solver.CellAt(2, 5), solver.CellAt(4, 6)},
	{"king", func(f geometry.Flags) bool { return f.AntiKing }, solver.CellAt(2, 8), solver.CellAt(3, 7)},
}

// TestRules runs, for each of the 16 combinations of flags: a grid that
// obeys them less a few cells (one solution, the grid), less a row and a
// column (one) and with a cage over the gap (one with the right sum, none
// with a wrong one); the classic puzzle (one solution if the classic one
// obeys the flags, else none); and givens that clash under each flag
// (refused by Validate, no solution) but not without it.
func TestRules(t *testing.T) {
	if !obeys(mustGrid(t, classicSolution), geometry.Flags{}) {
		t.Fatal("the classic solution breaks the classic rules")
	}
	for i := 0; i < 16; i++ {
		f := geometry.Flags{Diagonals: i&1 != 0, Windows: i&2 != 0, AntiKnight: i&4 != 0, AntiKing: i&8 != 0}
		name := geometry.Variant{Flags: f}.Name()
		t.Run(name, func(t *testing.T) {
			rules := geometry.Rules{Flags: f}
			for _, s := range ruleGrids {
				g := mustGrid(t, s)
				if !obeys(g, f) {
					continue
				}
				less := g
				for _, c := range []solver.Cell{0, 13, 39, 52, 80} {
					less[c] = 0
				}
				want(t, variant.Puzzle{Givens: less, Rules: rules}, 1, g)
				gap := g
				for k := 0; k < 9; k++ {
					gap[k], gap[k*9] = 0, 0
				}
				want(t, variant.Puzzle{Givens: gap, Rules: rules}, 1, g)
				cage := []solver.Cell{0, 1, 9}
				sum := int(g[0] + g[1] + g[9])
				for _, tc := range []struct{ sum, n int }{{sum, 1}, {sum + 1, 0}, {sum - 1, 0}, {0, 1}} {
					caged := rules
					caged.Cages = []geometry.Cage{{Cells: cage, Sum: tc.sum}}
					want(t, variant.Puzzle{Givens: gap, Rules: caged}, tc.n, g)
				}
				break
			}
			sol := mustGrid(t, classicSolution)
			n := 0
			if obeys(sol, f) {
				n = 1
			}
			want(t, variant.Puzzle{Givens: mustGrid(t, classicPuzzle), Rules: rules}, n, sol)
			for _, cl := range clashes {
				var g solver.Grid
				g[cl.a], g[cl.b] = 7, 7
				p := variant.Puzzle{Givens: g, Rules: rules}
				if err := p.Validate(); (err != nil) != cl.has(f) {
					t.Errorf("7 in %v and %v (%s): Validate says %v", cl.a, cl.b, cl.rule, err)
				}
				if cl.has(f) {
					want(t, p, 0, solver.Grid{})
				}
			}
		})
	}
}

// TestRulesPickOne takes away, from each grid that obeys the flags, four
// cells of a rectangle in two boxes whose digits may swap (a b / b a):
// classic rules leave two solutions, and the flags keep the swapped grid
// only if it obeys them too. That tests the engine on each rule with
// givens that break none.
func TestRulesPickOne(t *testing.T) {
	for i := 0; i < 16; i++ {
		f := geometry.Flags{Diagonals: i&1 != 0, Windows: i&2 != 0, AntiKnight: i&4 != 0, AntiKing: i&8 != 0}
		both, one := 0, 0
		for _, s := range ruleGrids {
			g := mustGrid(t, s)
			if !obeys(g, f) {
				continue
			}
			for _, q := range rectangles(g) {
				p := variant.Puzzle{Givens: g, Rules: geometry.Rules{Flags: f}}
				swapped := g
				for k, c := range q {
					p.Givens[c] = 0
					swapped[c] = g[q[k^1]]
				}
				n := 1
				if obeys(swapped, f) {
					n, both = 2, both+1
				} else {
					one++
				}
				if got, _ := Count(p, 3); got != n {
					t.Errorf("%s %s: %d solutions, want %d", p.Variant().Name(), p.Givens, got, n)
				}
			}
		}
		t.Logf("%s: %d rectangles swap, %d do not", geometry.Variant{Flags: f}.Name(), both, one)
		if i&(i-1) == 0 && i > 0 && one == 0 {
			t.Errorf("%s: no rectangle that the rule forbids to swap", geometry.Variant{Flags: f}.Name())
		}
	}
}

// rectangles returns the rectangles of g in two boxes whose digits may
// swap, each as its cells r1c1, r1c2, r2c1, r2c2 (so that cell k swaps
// with cell k^1).
func rectangles(g solver.Grid) [][4]solver.Cell {
	var out [][4]solver.Cell
	for r1 := 0; r1 < 9; r1++ {
		for r2 := r1 + 1; r2 < r1/3*3+3; r2++ {
			for c1 := 0; c1 < 9; c1++ {
				for c2 := c1 + 1; c2 < 9; c2++ {
					q := [4]solver.Cell{solver.CellAt(r1, c1), solver.CellAt(r1, c2), solver.CellAt(r2, c1), solver.CellAt(r2, c2)}
					if c1/3 != c2/3 && g[q[0]] == g[q[3]] && g[q[1]] == g[q[2]] {
						out = append(out, q)
					}
				}
			}
		}
	}
	return out
}

// TestRuleGrids wants each grid of ruleGrids to obey the rules its
// comment names: so that TestRules tests every combination it can.
func TestRuleGrids(t *testing.T) {
	covered := map[string]bool{}
	for _, s := range ruleGrids {
		for i := 0; i < 16; i++ {
			f := geometry.Flags{Diagonals: i&1 != 0, Windows: i&2 != 0, AntiKnight: i&4 != 0, AntiKing: i&8 != 0}
			if obeys(mustGrid(t, s), f) {
				covered[geometry.Variant{Flags: f}.Name()] = true
			}
		}
	}
	// X with anti-knight has no grid that a random search finds quickly:
	// these five combinations get only the clash and classic cases.
	if len(covered) != 11 {
		t.Errorf("the grids obey %d combinations of flags, want 11: %v", len(covered), covered)
	}
}

// want fails the test unless Count finds n solutions of p (counting to
// 2) and, with one, the solution sol.
func want(t *testing.T, p variant.Puzzle, n int, sol solver.Grid) {
	t.Helper()
	got, first := Count(p, 2)
	if got != n {
		t.Errorf("%s %s %v: %d solutions, want %d", p.Variant().Name(), p.Givens, p.Cages, got, n)
		return
	}
	if n == 1 && first != sol {
		t.Errorf("%s %s: solution %s, want %s", p.Variant().Name(), p.Givens, first, sol)
	}
}

func mustGrid(t *testing.T, s string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(s)
	if err != nil {
		t.Fatal(fmt.Errorf("%q: %w", s, err))
	}
	return g
}
