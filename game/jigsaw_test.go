package game_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// jigsawPair returns two empty cells of the game in different rows and
// columns that the jigsaw's geometry makes peers (same is true) or not
// (same is false) while the classic geometry does, and a digit that no
// given among their peers shows, so that placing it in both clashes by
// their region alone or by nothing.
func jigsawPair(t *testing.T, g *game.Game, same bool) (a, b solver.Cell, d uint8) {
	t.Helper()
	geo, classic := g.Geometry(), geometry.Classic()
	givens := g.Givens()
	for a := solver.Cell(0); a < 81; a++ {
		for b := a + 1; b < 81; b++ {
			if givens[a] != 0 || givens[b] != 0 || a.Row() == b.Row() || a.Col() == b.Col() {
				continue
			}
			if geo.Sees(a, b) != same || classic.Sees(a, b) == same {
				continue
			}
			for d := uint8(1); d <= 9; d++ {
				free := true
				for _, c := range []solver.Cell{a, b} {
					for p := range geo.Peers(c).All() {
						free = free && givens[p] != d
					}
				}
				if free {
					return a, b, d
				}
			}
		}
	}
	t.Fatalf("no pair of cells with same region %v", same)
	return 0, 0, 0
}

// TestJigsawChecksRegions plays a digit twice in a region that is no box
// and twice in a box that is no region: the first clashes, named
// "region", the second does not.
func TestJigsawChecksRegions(t *testing.T) {
	for _, tt := range []struct {
		name string
		same bool
	}{{"region", true}, {"box", false}} {
		t.Run(tt.name, func(t *testing.T) {
			g := newOf(t, gametest.Jigsaw(t))
			g.ShowMistakes = false
			if got := g.Variant().Name(); got != "jigsaw" {
				t.Fatalf("variant %q, want jigsaw", got)
			}
			a, b, d := jigsawPair(t, g, tt.same)
			must(t, g.Set(a, d))
			must(t, g.Set(b, d))
			var want []game.Conflict
			if tt.same {
				want = []game.Conflict{{A: a, B: b, Digit: d, Unit: "region"}}
			}
			if r := g.Check(); !slices.Equal(r.Conflicts, want) {
				t.Errorf("%d in %s and %s: conflicts %v, want %v", d, a, b, r.Conflicts, want)
			}
			if live := g.Inspect(false).Conflicts; !slices.Equal(live, want) {
				t.Errorf("live conflicts %v, want %v", live, want)
			}
		})
	}
}

// TestJigsawSaved saves jigsaw games, one played a little, and loads
// them back with their regions; a classic save has no regions field.
func TestJigsawSaved(t *testing.T) {
	for _, tt := range []struct {
		name    string
		line    string
		regions bool
	}{
		{"two pieces", gametest.JigsawLine, true},
		{"connected", gametest.JigsawConnectedLine, true},
		{"classic", gametest.Puzzle, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := gametest.Classic(t, gametest.Puzzle)
			if tt.regions {
				p = gametest.Jigsaw(t)
				if tt.line == gametest.JigsawConnectedLine {
					p = gametest.JigsawConnected(t)
				}
			}
			g := newOf(t, p)
			givens := g.Givens()
			a := solver.Cell(slices.Index(givens[:], 0))
			must(t, g.Set(a, 1+givens[a+1]%9))
			data := save(t, g)
			if has := bytes.Contains(data, []byte(`"regions":"`+p.Regions.String()+`"`)); has != tt.regions {
				t.Errorf("regions field written %v, want %v: %s", has, tt.regions, data)
			}
			if !tt.regions && bytes.Contains(data, []byte(`"regions"`)) {
				t.Errorf("a classic save with regions: %s", data)
			}
			h, _ := load(t, data)
			if h.Variant() != g.Variant() || !h.Puzzle().Equal(g.Puzzle()) || !h.Geometry().Regions().Equal(p.Regions) {
				t.Errorf("loaded %s %+v", h.Variant().Name(), h.Puzzle())
			}
			sameGame(t, g, h)
			if again := save(t, h); !bytes.Equal(again, data) {
				t.Errorf("saved again:\n%s\nwant\n%s", again, data)
			}
		})
	}
}

// TestJigsawSaveRefused damages a jigsaw save's regions: each is a
// corrupt save whose error names the regions.
func TestJigsawSaveRefused(t *testing.T) {
	g := newOf(t, gametest.Jigsaw(t))
	data := string(save(t, g))
	regions := g.Geometry().Regions().String()
	field := `"regions":"` + regions + `"`
	if !strings.Contains(data, field) {
		t.Fatalf("no regions field in %s", data)
	}
	tests := []struct {
		name, field string
	}{
		{"short", `"regions":"` + regions[:80] + `"`},
		{"not a digit", `"regions":"` + "x" + regions[1:] + `"`},
		{"zero", `"regions":"` + "0" + regions[1:] + `"`},
		{"ten cells", `"regions":"` + "2" + regions[1:] + `"`},
		{"boxes", `"regions":"` + geometry.BoxRegions().String() + `"`},
		{"not a string", `"regions":7`},
		{"jigsaw as a rule", `"rules":"jigsaw"`},
		{"other givens", field}, // the layout of another puzzle: no longer one solution
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := strings.Replace(data, field, tt.field, 1)
			if tt.name == "other givens" {
				bad = strings.Replace(data, field, `"regions":"`+gametest.JigsawConnected(t).Regions.String()+`"`, 1)
			}
			_, err := game.Load(strings.NewReader(bad))
			if !errors.Is(err, game.ErrCorruptSave) {
				t.Fatalf("error %v, want a corrupt save", err)
			}
			if want := "regions"; tt.name != "other givens" && tt.name != "jigsaw as a rule" && !strings.Contains(err.Error(), want) {
				t.Errorf("error %q does not name the %s", err, want)
			}
			if tt.name == "jigsaw as a rule" && !strings.Contains(err.Error(), "rules") {
				t.Errorf("error %q does not name the rules", err)
			}
		})
	}
}
