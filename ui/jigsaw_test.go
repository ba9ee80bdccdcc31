package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/ui"
)

// startJigsaw plays a jigsaw of gametest's at the hard level in the
// fixture, and checks the window's board has its regions.
func startJigsaw(t *testing.T, f *fixture, p variant.Puzzle) *game.Game {
	t.Helper()
	g, err := game.New(p, logic.Hard, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	if !f.board().Regions.Equal(p.Regions) || f.board().Regions.IsBoxes() {
		t.Fatalf("the window's board has regions %v, the game %v", f.board().Regions, p.Regions)
	}
	return g
}

// jigsawPlay puts a few digits of the solution and some notes on the
// board, then selects sel, so that the selection's row, column and region
// are shaded over the regions' tints.
func jigsawPlay(t *testing.T, f *fixture, g *game.Game, sol string, sel solver.Cell) {
	t.Helper()
	s := parse(t, sol)
	placed := 0
	for c := solver.Cell(2); c < 81 && placed < 5; c += 11 {
		if !g.IsGiven(c) && c != sel {
			f.enter(c, s[c])
			placed++
		}
	}
	noted := 0
	for c := solver.Cell(78); c >= 0 && noted < 3; c -= 7 {
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

// TestRenderJigsawBoards draws jigsaws mid-play in both themes, with the
// regions tinted and not: thick borders between the regions and no box
// lines, the selection's region shaded, the digits readable on every
// tint.
func TestRenderJigsawBoards(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	at := solver.CellAt
	for _, tc := range []struct {
		name      string
		theme     ui.ThemeChoice
		tint      bool
		connected bool
	}{
		{"board_jigsaw_light.png", ui.ThemeLight, false, false},
		{"board_jigsaw_dark.png", ui.ThemeDark, false, false},
		{"board_jigsaw_tint_light.png", ui.ThemeLight, true, false},
		{"board_jigsaw_tint_dark.png", ui.ThemeDark, true, false},
		{"board_jigsaw_connected_tint_light.png", ui.ThemeLight, true, true},
		{"board_jigsaw_connected_tint_dark.png", ui.ThemeDark, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			s := f.play.Settings()
			s.TintRegions = tc.tint
			f.play.SetSettings(s)
			p, sol := gametest.Jigsaw(t), gametest.JigsawSolution
			if tc.connected {
				p, sol = gametest.JigsawConnected(t), gametest.JigsawConnectedSolution
			}
			g := startJigsaw(t, f, p)
			jigsawPlay(t, f, g, sol, at(4, 3))
			if f.board().TintRegions != tc.tint {
				t.Fatalf("the board's tint %v, the setting %v", f.board().TintRegions, tc.tint)
			}
			b := copyMarkedBoard(f)
			b.Regions, b.TintRegions = f.board().Regions, f.board().TintRegions
			b.Resize(fyne.NewSize(560, 560)) // cells of 60 px, as in the window
			b.Refresh()
			if *update {
				defer updateFailed(t, tc.name)
			}
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}

// TestJigsawBoardSizes lays a jigsaw's board out at sizes the window
// gives it: the borders between regions follow the grid, a thick line's
// width wide, and none lies where two cells share a region.
func TestJigsawBoardSizes(t *testing.T) {
	skipPixelsInShort(t)
	f := newFixture(t)
	p := gametest.JigsawConnected(t)
	_ = f // the app and its theme
	for _, side := range []float32{200, 360, 643, 1000} {
		b := ui.NewBoard()
		b.Regions, b.TintRegions = p.Regions, true
		w := test.NewWindow(b)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(side, side))
		b.Refresh()
		img := w.Canvas().Capture()
		// A point on the side between r1c5 and r1c6 (regions 1 and 2),
		// and one on the box line between r1c3 and r1c4 (both region 1).
		grid, o := b.Square()
		cell := grid / 9
		scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
		pos := o // the board fills the window
		at := func(x, y float32) [3]int {
			r, g, bl, _ := img.At(int((pos.X+x)*scale), int((pos.Y+y)*scale)).RGBA()
			return [3]int{int(r >> 8), int(g >> 8), int(bl >> 8)}
		}
		y := cell * 0.12 // above the digits
		bg := at(4.5*cell, y)
		// far returns the most a pixel differs from bg a line's width
		// either side of (x, y), across a line along dx, dy.
		far := func(x, y, dx, dy float32) int {
			thick, most := max(2, grid/120), 0
			for d := -thick; d <= thick; d += 0.5 {
				p := at(x+d*dy, y+d*dx)
				most = max(most, abs(p[0]-bg[0])+abs(p[1]-bg[1])+abs(p[2]-bg[2]))
			}
			return most
		}
		frame := far(4.5*cell, 0, 1, 0) // the thick frame's ink
		for _, tc := range []struct {
			what   string
			x      float32
			border bool
		}{{"between r1c5 and r1c6", 5 * cell, true}, {"between r1c3 and r1c4", 3 * cell, false}} {
			if got := far(tc.x, y, 0, 1); (got*10 >= frame*6) != tc.border {
				t.Errorf("side %v: %s, %d off the cell's shade where the frame is %d: a border %v, want %v",
					side, tc.what, got, frame, got*10 >= frame*6, tc.border)
			}
		}
		w.Close()
	}
}

// TestJigsawPlaysInTheWindow opens a jigsaw's line as a file: the header
// names it, a tap and a key place a digit, a digit repeated in a region
// is marked as a clash as it is typed while one repeated in a box that
// is no region is not, and the solution typed in wins.
func TestJigsawPlaysInTheWindow(t *testing.T) {
	for _, tc := range []struct{ language, name string }{
		{ui.LanguageEnglish, "Jigsaw · "}, {ui.LanguageChinese, "锯齿数独 · "},
	} {
		t.Run(tc.language, func(t *testing.T) {
			f := newFixtureIn(t, tc.language)
			f.setMistakes(session.MistakesClashes)
			f.openText("jigsaw.txt", gametest.JigsawLine+"\n")
			g := f.game()
			if g == nil || g.Variant() != (geometry.Variant{Jigsaw: true}) {
				t.Fatalf("opened %v", g)
			}
			if md := f.markup(); !strings.Contains(md, ">"+tc.name) {
				t.Errorf("the header does not name %q", tc.name)
			}
			p := gametest.Jigsaw(t)
			geo := g.Geometry()
			for _, region := range []bool{true, false} {
				a, b, d := gametest.JigsawPair(t, p, geo, region)
				f.enter(a, d)
				f.tapCell(b)
				f.typeRunes(string(rune('0' + d)))
				if g.Digit(a) != d || g.Digit(b) != d {
					t.Fatalf("typed %d in %s and %s: the board shows %d and %d", d, a, b, g.Digit(a), g.Digit(b))
				}
				for _, c := range []solver.Cell{a, b} {
					if got := f.board().Cells[c].Mark == ui.Conflict; got != region {
						t.Errorf("%d in %s and %s, in one region %v: %s a clash %v", d, a, b, region, c, got)
					}
				}
				f.tapCell(a)
				f.typeKey(fyne.KeyDelete)
				f.tapCell(b)
				f.typeKey(fyne.KeyDelete)
			}
			sol := parse(t, gametest.JigsawSolution)
			for c := solver.Cell(0); c < 81; c++ {
				if !g.IsGiven(c) {
					f.tapCell(c)
					f.typeRunes(string(rune('0' + sol[c])))
				}
			}
			if !g.Won() {
				t.Errorf("the solution typed in did not win: board %v", g.Board())
			}
		})
	}
}

func abs(n int) int { return max(n, -n) }
