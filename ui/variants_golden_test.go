package ui_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/ui"
)

// Puzzles of the variants for the goldens, each played under its rules
// (game.New), so that the view carries them as a game of the variant
// does: the engine solves them, and none has one solution as classic
// Sudoku but Windoku's.
const (
	// ISS's Sudoku X example (see xGivens, xISS) and its solution.
	xSolution = "681945237792316584435827619523784961817639425946152873369478152158293746274561398"
	// A Windoku grid found by a seeded search over the geometry's peers,
	// and givens of it cut down while unique as classic Sudoku: a Windoku
	// puzzle with more givens than it needs.
	windokuPuzzle   = ".2..5....6.....375.9...4.8.87...1...3......2.......84.5....9.6...98..5..2..7....."
	windokuSolution = "723658194648192375195374682876241953354986721912537846537419268469823517281765439"
	// ISS's "Anti-knights move" (see antiKnightISS) and its solution.
	antiKnightSolution = "536241897978536241421879635613485972789623514245917368357198426892764153164352789"
	// A Killer-X of xSolution: dominoes along the rows and down the
	// middle column, r5c5 in no cage, with ISS's Sudoku X givens.
	killerXLine = "killer-x:AABBkCCDDEEFFkGGHHIIJJlKKLLMMNNlOOPPQQRR.SSTTUUVVmWWXXYYZZmaabbccddneeffgghhniijj:" +
		"14,10,7,10,16,5,11,12,7,13,13,10,7,10,13,7,9,13,13,7,13,7,10,10,9,13,9,7,6,10,10,10,9,9,4,17,5,10,12,15:" + xGivens
)

// variantSample is a puzzle of a variant for the goldens, as
// variant.Parse reads it, and its solution.
type variantSample struct {
	name, line, solution string
	v                    geometry.Variant
}

var variantSamples = []variantSample{
	{"x", "x:" + xGivens, xSolution, geometry.Variant{Flags: geometry.Flags{Diagonals: true}}},
	{"windoku", "windoku:" + windokuPuzzle, windokuSolution, geometry.Variant{Flags: geometry.Flags{Windows: true}}},
	{"antiknight", antiKnightISS, antiKnightSolution, geometry.Variant{Flags: geometry.Flags{AntiKnight: true}}},
	{"killer-x", killerXLine, xSolution, geometry.Variant{Flags: geometry.Flags{Diagonals: true}, Killer: true}},
}

// TestVariantSamplesKeepTheirRules checks the samples above: each is a
// puzzle of its variant whose one solution, under the variant's rules,
// is the one given, and which keeps those rules.
func TestVariantSamplesKeepTheirRules(t *testing.T) {
	for _, tc := range variantSamples {
		t.Run(tc.name, func(t *testing.T) {
			p, err := variant.Parse(tc.line)
			if err != nil {
				t.Fatal(err)
			}
			if p.Variant() != tc.v {
				t.Fatalf("read as %s, want %s", p.Variant().Name(), tc.v.Name())
			}
			sol := parse(t, tc.solution)
			g := geometry.Shared(tc.v.Flags)
			for c := solver.Cell(0); c < 81; c++ {
				if p.Givens[c] != 0 && p.Givens[c] != sol[c] {
					t.Errorf("%s: given %d, solution %d", c, p.Givens[c], sol[c])
				}
				for _, q := range g.Peers(c).Cells() {
					if sol[q] == sol[c] {
						t.Errorf("%s and %s both hold %d", c, q, sol[c])
					}
				}
			}
			if got, ok := variant.Solve(p); !ok || got != sol {
				t.Errorf("the puzzle solves to %v (%v), not its solution", got, ok)
			}
			if _, err := game.New(p, logic.Medium, nil); err != nil {
				t.Errorf("no game of it: %v", err)
			}
		})
	}
}

// startSample plays the sample of the name under its rules, at the hard
// level.
func startSample(t *testing.T, f *fixture, name string) *game.Game {
	t.Helper()
	for _, tc := range variantSamples {
		if tc.name != name {
			continue
		}
		p, err := variant.Parse(tc.line)
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.New(p, logic.Hard, f.clock)
		if err != nil {
			t.Fatal(err)
		}
		f.play.Start(g)
		if f.board().Flags != tc.v.Flags {
			t.Fatalf("the window's board has rules %+v, the game %+v", f.board().Flags, tc.v.Flags)
		}
		return g
	}
	t.Fatalf("no sample %q", name)
	return nil
}

// variantPlay puts a few digits of sol and some notes on the board, then
// selects sel, so that the selection's houses are shaded over the rules'
// marks.
func variantPlay(t *testing.T, f *fixture, g *game.Game, sol string, sel solver.Cell) {
	t.Helper()
	s := parse(t, sol)
	placed := 0
	for c := solver.Cell(0); c < 81 && placed < 4; c += 10 { // down the ↘ diagonal
		if !g.IsGiven(c) && c != sel {
			f.enter(c, s[c])
			placed++
		}
	}
	noted := 0
	for c := solver.Cell(80); c >= 0 && noted < 3; c -= 8 { // up the ↗ diagonal
		if g.IsGiven(c) || g.Digit(c) != 0 || c == sel {
			continue
		}
		for _, d := range candidates(g, c) {
			if err := g.ToggleNote(c, d); err != nil {
				t.Fatal(err)
			}
		}
		noted++
	}
	f.tapCell(sel)
}

// candidates returns the digits no peer of c shows in g, under the
// game's own rules: the notes a player would write.
func candidates(g *game.Game, c solver.Cell) []uint8 {
	var seen [10]bool
	for _, p := range g.Geometry().Peers(c).Cells() {
		seen[g.Digit(p)] = true
	}
	var out []uint8
	for d := uint8(1); d <= 9; d++ {
		if !seen[d] {
			out = append(out, d)
		}
	}
	return out
}

// TestRenderVariantBoards draws the boards of the variants mid-play in
// both themes: Sudoku X's diagonals, Windoku's windows, the cells a
// knight's move from the selection, and Killer-X's cages over the
// diagonals.
func TestRenderVariantBoards(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	at := solver.CellAt
	// board plays the sample, selects sel and copies the window's board,
	// the rules the view carries with it.
	board := func(name, sol string, sel solver.Cell, reach bool) func(*testing.T, *fixture) *ui.Board {
		return func(t *testing.T, f *fixture) *ui.Board {
			g := startSample(t, f, name)
			variantPlay(t, f, g, sol, sel)
			if reach { // View > Show knight's moves
				f.typeRunes("m")
			}
			b := copyMarkedBoard(f)
			b.Flags = f.board().Flags
			b.SelectedCage = f.board().SelectedCage
			return b
		}
	}
	x := board("x", xSolution, at(2, 2), false)                   // on the ↘ diagonal, in box 1
	windoku := board("windoku", windokuSolution, at(2, 6), false) // in the top right window
	antiKnight := board("antiknight", antiKnightSolution, at(4, 4), true)
	killerX := board("killer-x", xSolution, at(6, 2), false) // on the ↗ diagonal
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
		board func(*testing.T, *fixture) *ui.Board
	}{
		{"board_x_light.png", ui.ThemeLight, x},
		{"board_x_dark.png", ui.ThemeDark, x},
		{"board_windoku_light.png", ui.ThemeLight, windoku},
		{"board_windoku_dark.png", ui.ThemeDark, windoku},
		{"board_antiknight_light.png", ui.ThemeLight, antiKnight},
		{"board_antiknight_dark.png", ui.ThemeDark, antiKnight},
		{"board_killer-x_light.png", ui.ThemeLight, killerX},
		{"board_killer-x_dark.png", ui.ThemeDark, killerX},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			b := tc.board(t, f)
			b.Resize(fyne.NewSize(560, 560)) // cells of 60 px, as in the window
			b.Refresh()
			skipPixelsInShort(t)
			if *update {
				defer updateFailed(t, tc.name)
			}
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}

// updateFailed copies the image Fyne's test wrote to testdata/failed for
// a golden that did not match into testdata, under -update.
func updateFailed(t *testing.T, name string) {
	data, err := os.ReadFile(filepath.Join("testdata", "failed", name))
	if err != nil {
		return // it matched
	}
	writeGolden(t, name, data)
}

// TestKillerXWindow draws a Killer-X game in the window: the header names
// both rules before the level, in English and in Chinese.
func TestKillerXWindow(t *testing.T) {
	for _, tc := range []struct {
		name, language, header string
	}{
		{"window_killer-x_light_default.png", ui.LanguageEnglish, "Killer · Sudoku X · Hard"},
		{"window_killer-x_zh_default.xml", ui.LanguageChinese, "杀手数独 · 对角线数独 · 困难"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixtureIn(t, tc.language)
			ui.ApplyTheme(f.app, ui.ThemeLight)
			f.win.Resize(defaultSize)
			g := startSample(t, f, "killer-x")
			variantPlay(t, f, g, xSolution, solver.CellAt(6, 2))
			if md := f.markup(); !strings.Contains(md, ">"+tc.header+"<") {
				t.Errorf("the header does not say %q", tc.header)
			}
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}
