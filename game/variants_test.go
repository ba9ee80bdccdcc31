package game_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// newOf starts a game of p at the easy level on a fake clock.
func newOf(t testing.TB, p variant.Puzzle) *game.Game {
	t.Helper()
	g, err := game.New(p, logic.Easy, gametest.NewClock())
	if err != nil {
		t.Fatalf("New(%s): %v", p.Variant().Name(), err)
	}
	return g
}

// TestNewOfEveryVariant starts a game of each puzzle through the one
// constructor and checks the variant, the solution and the geometry it
// plays.
func TestNewOfEveryVariant(t *testing.T) {
	tests := []struct {
		name     string
		p        variant.Puzzle
		solution string
		houses   int
	}{
		{"classic", gametest.Classic(t, gametest.Puzzle), gametest.Solution, 27},
		{"x", gametest.X(t), gametest.XSolution, 29},
		{"antiknight", gametest.AntiKnight(t), gametest.AntiKnightSolution, 27},
		{"antiking", gametest.AntiKing(t), gametest.AntiKingSolution, 27},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newOf(t, tt.p)
			if got := g.Variant().Name(); got != tt.name {
				t.Errorf("variant %q, want %q", got, tt.name)
			}
			if n := len(g.Geometry().Houses()); n != tt.houses {
				t.Errorf("%d houses, want %d", n, tt.houses)
			}
			if !g.Puzzle().Equal(tt.p) {
				t.Errorf("puzzle %+v, want %+v", g.Puzzle(), tt.p)
			}
			must(t, g.Reveal())
			if b := g.Board(); b != gametest.Grid(t, tt.solution) {
				t.Errorf("solution %v, want %s", b, tt.solution)
			}
		})
	}
}

// TestRuleConflictsNamed types digits that break only a rule beyond the
// classic ones, and checks the conflict names the house or the move, the
// check blames both cells, and a placed digit strikes its note from the
// cells that rule makes peers.
func TestRuleConflictsNamed(t *testing.T) {
	at := solver.CellAt
	tests := []struct {
		name   string
		p      func(testing.TB) variant.Puzzle
		a, b   solver.Cell
		digit  uint8
		unit   string
		struck solver.Cell // a peer by the rule only, whose note of digit a placed digit strikes
	}{
		{"x down", gametest.X, at(0, 0), at(8, 8), 3, "diagonal.down", at(4, 4)},
		{"x up", gametest.X, at(0, 8), at(8, 0), 6, "diagonal.up", at(4, 4)},
		{"antiknight", gametest.AntiKnight, at(0, 2), at(1, 4), 5, "knight", at(1, 4)},
		{"antiking", gametest.AntiKing, at(0, 3), at(1, 2), 7, "king", at(1, 2)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newOf(t, tt.p(t))
			g.ShowMistakes = false
			classic := geometry.Classic()
			if classic.Sees(tt.a, tt.b) || classic.Sees(tt.a, tt.struck) || !g.Geometry().Sees(tt.a, tt.struck) {
				t.Fatal("the cells are not peers by the rule alone")
			}
			must(t, g.ToggleNote(tt.struck, tt.digit))
			must(t, g.Set(tt.a, tt.digit))
			if g.Notes(tt.struck).Has(tt.digit) {
				t.Errorf("placing %d in %s left the note %d in %s", tt.digit, tt.a, tt.digit, tt.struck)
			}
			must(t, g.Set(tt.b, tt.digit))
			want := []game.Conflict{{A: min(tt.a, tt.b), B: max(tt.a, tt.b), Digit: tt.digit, Unit: tt.unit}}
			r := g.Check()
			if !slices.Equal(r.Conflicts, want) {
				t.Fatalf("conflicts %v, want %v", r.Conflicts, want)
			}
			v := r.Verdicts(g.GivenCells())
			if v[tt.a] != game.Clashing || v[tt.b] != game.Clashing {
				t.Errorf("verdicts %v and %v, want both clashing", v[tt.a], v[tt.b])
			}
			if live := g.Inspect(false).Conflicts; !slices.Equal(live, want) {
				t.Errorf("live conflicts %v, want %v", live, want)
			}
		})
	}
}

// TestRuleCandidates checks that Fill candidates and BadNotes follow the
// rules beyond the classic ones: a digit on a diagonal is no candidate
// of the diagonal's other cells, nor of the cells a knight's move away.
func TestRuleCandidates(t *testing.T) {
	at := solver.CellAt
	tests := []struct {
		name  string
		p     func(testing.TB) variant.Puzzle
		sol   string
		place solver.Cell
		peer  solver.Cell // sees place by the rule only
	}{
		{"x", gametest.X, gametest.XSolution, at(0, 0), at(4, 4)},
		{"antiknight", gametest.AntiKnight, gametest.AntiKnightSolution, at(0, 2), at(1, 4)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newOf(t, tt.p(t))
			d := tt.sol[tt.place] - '0'
			must(t, g.Set(tt.place, d))
			must(t, g.FillNotes())
			if g.Notes(tt.peer).Has(d) {
				t.Errorf("Fill candidates gave %s the %d of %s", tt.peer, d, tt.place)
			}
			if g.Notes(tt.peer) == 0 {
				t.Fatalf("Fill candidates gave %s nothing", tt.peer)
			}
			must(t, g.ToggleNote(tt.peer, d))
			if bad := g.BadNotes(); !bad[tt.peer].Has(d) {
				t.Errorf("BadNotes of %s = %v, want %d among them", tt.peer, bad[tt.peer], d)
			}
		})
	}
}

// TestRulesSaved saves a game of each variant and loads it back with its
// rules; a classic save has no rules field, as before them.
func TestRulesSaved(t *testing.T) {
	for _, p := range []variant.Puzzle{gametest.Classic(t, gametest.Puzzle), gametest.X(t), gametest.AntiKnight(t)} {
		name := p.Variant().Name()
		g := newOf(t, p)
		data := save(t, g)
		if has := bytes.Contains(data, []byte(`"rules":`)); has == p.Variant().IsClassic() {
			t.Errorf("%s: rules field written %v: %s", name, has, data)
		}
		h, _ := load(t, data)
		if h.Variant() != g.Variant() || !h.Puzzle().Equal(g.Puzzle()) {
			t.Errorf("%s: loaded %s %+v", name, h.Variant(), h.Puzzle())
		}
	}
}

// TestRulesSaveRefused checks the rules field of a save: an unknown rule,
// or Killer written as a rule, is a corrupt save that names it.
func TestRulesSaveRefused(t *testing.T) {
	g := newOf(t, gametest.AntiKnight(t))
	data := string(save(t, g))
	for _, rules := range []string{"sandwich", "killer-antiknight", "jigsaw-antiknight"} {
		bad := strings.Replace(data, `"rules":"antiknight"`, `"rules":"`+rules+`"`, 1)
		if bad == data {
			t.Fatal("the save has no rules field")
		}
		_, err := game.Load(strings.NewReader(bad))
		if err == nil || !strings.Contains(err.Error(), "rules") {
			t.Errorf("rules %q: error %v", rules, err)
		}
	}
}

// TestWhyNotNamesTheRule asks why a digit cannot go in a cell whose peer
// under a rule beyond the classic ones holds it: the answer names the
// peer and the rule.
func TestWhyNotNamesTheRule(t *testing.T) {
	at := solver.CellAt
	tests := []struct {
		name    string
		p       func(testing.TB) variant.Puzzle
		placed  solver.Cell
		digit   uint8
		ask     solver.Cell
		rule    string
		classic bool // the rule is a house of the classic ones too
	}{
		{"x", gametest.X, at(0, 0), 6, at(4, 4), "diagonal.down", false},
		{"antiknight", gametest.AntiKnight, at(0, 2), 5, at(1, 4), "knight", false},
		{"row first", gametest.X, at(0, 0), 6, at(0, 4), "row", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newOf(t, tt.p(t))
			must(t, g.Set(tt.placed, tt.digit))
			w, err := g.WhyNot(tt.ask, tt.digit)
			if err != nil {
				t.Fatal(err)
			}
			if w.Reason != game.PeerHolds || w.Peer != tt.placed || w.Rule != tt.rule {
				t.Errorf("why not %d in %s: reason %v, peer %s, rule %q; want %s by %q", tt.digit, tt.ask, w.Reason, w.Peer, w.Rule, tt.placed, tt.rule)
			}
			if geometry.Classic().Sees(tt.placed, tt.ask) != tt.classic {
				t.Errorf("the cells are peers by the classic rules: %v", !tt.classic)
			}
		})
	}
}
