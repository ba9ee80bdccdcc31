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

// Puzzles of the variants for the goldens. Until the solving engine knows
// the variants' rules, a game is only made of givens that are unique as
// classic Sudoku (or, for Killer-X, as plain Killer) too: each is a puzzle
// of the variant, with more givens than it needs.
const (
	// ISS's Sudoku X example (givens r1c3=1 r1c7=2 r2c3=2 r2c4=3 r2c9=4
	// r3c1=4 r4c1=5 r4c3=3 r4c8=6 r5c2=1 r5c9=5 r6c3=6 r7c5=7 r7c6=8
	// r8c5=9 r9c2=7 r9c6=1 r9c8=9), with eleven more of its solution's
	// digits, so that it is unique without the diagonals too.
	xPuzzle   = "..1...2....23.6..44..8.....523....61.17...4.5..6.5..7.....78......29..4..7...1.98"
	xSolution = "681945237792316584435827619523784961817639425946152873369478152158293746274561398"
	// A Windoku grid found by a seeded search over the geometry's peers,
	// and givens of it cut down while unique as classic Sudoku.
	windokuPuzzle   = ".2..5....6.....375.9...4.8.87...1...3......2.......84.5....9.6...98..5..2..7....."
	windokuSolution = "723658194648192375195374682876241953354986721912537846537419268469823517281765439"
	// An anti-knight grid and puzzle, made so too.
	antiKnightPuzzle   = "5.....8.76...23........41..9....1.....7.....43...4.7.....6..38....3..9...2..5...."
	antiKnightSolution = "534196827671823459298574163945761238167238594382945716459617382716382945823459671"
	// A Killer-X of xSolution: dominoes along the rows and down the
	// middle column, r5c5 in no cage, with xPuzzle's givens.
	killerXLine = "killer:AABBkCCDDEEFFkGGHHIIJJlKKLLMMNNlOOPPQQRR.SSTTUUVVmWWXXYYZZmaabbccddneeffgghhniijj:" +
		"14,10,7,10,16,5,11,12,7,13,13,10,7,10,13,7,9,13,13,7,13,7,10,10,9,13,9,7,6,10,10,10,9,9,4,17,5,10,12,15:" + xPuzzle
)

// TestVariantSamplesKeepTheirRules checks the samples above: each
// solution holds its variant's rules, and each puzzle is its solution's.
func TestVariantSamplesKeepTheirRules(t *testing.T) {
	for _, tc := range []struct {
		name             string
		flags            geometry.Flags
		puzzle, solution string
	}{
		{"x", geometry.Flags{Diagonals: true}, xPuzzle, xSolution},
		{"windoku", geometry.Flags{Windows: true}, windokuPuzzle, windokuSolution},
		{"antiknight", geometry.Flags{AntiKnight: true}, antiKnightPuzzle, antiKnightSolution},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, sol := parse(t, tc.puzzle), parse(t, tc.solution)
			g := geometry.Shared(tc.flags)
			for c := solver.Cell(0); c < 81; c++ {
				if p[c] != 0 && p[c] != sol[c] {
					t.Errorf("%s: given %d, solution %d", c, p[c], sol[c])
				}
				for _, q := range g.Peers(c).Cells() {
					if sol[q] == sol[c] {
						t.Errorf("%s and %s both hold %d", c, q, sol[c])
					}
				}
			}
			if got, ok := solver.Solve(p); !ok || got != sol {
				t.Errorf("the puzzle solves to %v (%v), not its solution", got, ok)
			}
		})
	}
}

// startText plays a classic game of puzzle at the medium level.
func startText(t *testing.T, f *fixture, puzzle string) *game.Game {
	t.Helper()
	g, err := game.FromText(puzzle, logic.Medium, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	return g
}

// startKillerX plays killerXLine as a Killer-X at the hard level.
func startKillerX(t *testing.T, f *fixture) *game.Game {
	t.Helper()
	p, err := variant.Parse(killerXLine)
	if err != nil {
		t.Fatal(err)
	}
	p.Diagonals = true
	g, err := game.New(p, logic.Hard, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	return g
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

// reachOf marks on b the cells a knight's (or king's) move from its
// selected cell under the rules f, as the session does when the player
// asks to see them.
func reachOf(b *ui.Board, f geometry.Flags) {
	g := geometry.Shared(f)
	for c := solver.Cell(0); c < 81; c++ {
		rel, _ := g.Between(b.Selected, c)
		b.Cells[c].Reach = rel == geometry.Knight || rel == geometry.King
	}
}

// TestRenderVariantBoards draws the boards of the variants mid-play in
// both themes: Sudoku X's diagonals, Windoku's windows, the cells a
// knight's move from the selection, and Killer-X's cages over the
// diagonals.
func TestRenderVariantBoards(t *testing.T) {
	at := solver.CellAt
	x := func(t *testing.T, f *fixture) *ui.Board {
		g := startText(t, f, xPuzzle)
		variantPlay(t, f, g, xSolution, at(2, 2)) // on the ↘ diagonal, in box 1
		b := copyMarkedBoard(f)
		b.Flags = geometry.Flags{Diagonals: true} // the game is classic until the engine plays X
		return b
	}
	windoku := func(t *testing.T, f *fixture) *ui.Board {
		g := startText(t, f, windokuPuzzle)
		variantPlay(t, f, g, windokuSolution, at(2, 6)) // in the top right window
		b := copyMarkedBoard(f)
		b.Flags = geometry.Flags{Windows: true}
		return b
	}
	antiKnight := func(t *testing.T, f *fixture) *ui.Board {
		g := startText(t, f, antiKnightPuzzle)
		variantPlay(t, f, g, antiKnightSolution, at(4, 4))
		b := copyMarkedBoard(f)
		b.Flags = geometry.Flags{AntiKnight: true}
		reachOf(b, b.Flags)
		return b
	}
	killerX := func(t *testing.T, f *fixture) *ui.Board {
		g := startKillerX(t, f)
		variantPlay(t, f, g, xSolution, at(6, 2)) // on the ↗ diagonal
		if !f.board().Flags.Diagonals {
			t.Fatal("the window's board does not have the game's diagonals")
		}
		b := copyMarkedBoard(f)
		b.Flags = f.board().Flags
		b.SelectedCage = f.board().SelectedCage
		return b
	}
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
			g := startKillerX(t, f)
			variantPlay(t, f, g, xSolution, solver.CellAt(6, 2))
			if md := f.markup(); !strings.Contains(md, ">"+tc.header+"<") {
				t.Errorf("the header does not say %q", tc.header)
			}
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}
