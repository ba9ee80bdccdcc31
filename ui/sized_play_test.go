package ui_test

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/ui"
)

// Puzzles of other sizes, as sudoku-cli generate -shape S -level L
// [-variant V] -n 1 -seed 7 made them.
var sizedLines = map[string]string{
	"4x4":        "..4..2....3..3..",
	"6x6":        ".6......5.61.34....213.......5....2.",
	"6x6-jigsaw": "6x6-jigsaw:......6.1.......2534.......5.4......:112222111122334555344665344665334665",
	"12x12":      "4..3..C79.....9...48...5.6C....1B...C.B....68.3.6.1.79.C..4.79....8..........8....B3.8..C.9B.7.2.2.51....8.C...65....17.1...3C...A.....A81..3..9",
	"16x16":      ".5.4E..87..3...1..D............9G....D.1..2.45.C.CB673..4E.G...F.A57G.1D.86..9..E..D5.......F....B.93.....G.A......FA98CB.E.7.D3C2.G.F.BD385E......A.E.....B2.6....E.......73..B..8..26.GA.E1FC.9...4.A6..7CDBE.4.A5.7..E.9....GB............8..D...8..EA..F9.4.",
}

// startSized plays the puzzle of sizedLines[name] in the fixture, and
// returns the game and its solution.
func startSized(t *testing.T, f *fixture, name string) (*game.Game, []uint8) {
	t.Helper()
	p, err := sized.Parse(sizedLines[name])
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewSized(p, logic.Easy, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	if f.board().Shape != p.Shape {
		t.Fatalf("the board draws %v, the game is %v", f.board().Shape, p.Shape)
	}
	var s sized.Solver
	sol, n := s.Solve(p, 2)
	if n != 1 {
		t.Fatalf("%d solutions", n)
	}
	return g, sol
}

// tapSized taps the middle of cell c of an n x n board.
func (f *fixture) tapSized(c solver.Cell, n int) {
	f.t.Helper()
	b := f.board()
	side, origin := b.Square()
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	r, col := int(c)/n, int(c)%n
	pos := abs.Add(origin).Add(fyne.NewPos((float32(col)+0.5)*side/float32(n), (float32(r)+0.5)*side/float32(n)))
	test.TapCanvas(f.win.Canvas(), pos)
	if b.Selected != c {
		f.t.Fatalf("tapping %v selected %v", c, b.Selected)
	}
}

// TestSizedWindowPlays plays a puzzle of each other size start to finish
// in the window, as a player does: a hint asked twice and applied, then
// every empty cell tapped and its digit pressed on the pad (on a 16x16,
// the last typed as a letter), to the solved card.
// filterLabels returns the digits View > Highlight candidates lists.
func filterLabels(f *fixture) []string {
	var got []string
	for _, it := range f.play.MenuItem("highlight").ChildMenu.Items {
		if it.IsSeparator {
			break
		}
		got = append(got, it.Label)
	}
	return got
}

// TestFilterDigitsFollowLetters: on a 16x16, Highlight candidates writes
// 10-16 as the board does, numbers or the letters A-G.
func TestFilterDigitsFollowLetters(t *testing.T) {
	f := newFixture(t)
	startSized(t, f, "16x16")
	for _, tt := range []struct {
		letters bool
		ten     string
	}{{true, "A"}, {false, "10"}} {
		s := f.play.Settings()
		s.Letters = tt.letters
		f.play.SetSettings(s)
		if got := filterLabels(f); len(got) != 16 || got[9] != tt.ten || got[8] != "9" {
			t.Errorf("letters %v: Highlight candidates lists %q", tt.letters, got)
		}
	}
}

// TestTwoKeysInTheWindow types 1 then 6 into a 16x16's cell as the
// driver delivers keys, each as a key and then as a character: one entry
// of 16. (The key of each digit once broke the two apart.)
func TestTwoKeysInTheWindow(t *testing.T) {
	f := newFixture(t)
	g, _ := startSized(t, f, "16x16")
	var at solver.Cell = -1
	for c, d := range g.BoardCells() {
		if d == 0 {
			at = solver.Cell(c)
			break
		}
	}
	f.tapSized(at, 16)
	for _, r := range "16" {
		f.typeKey(fyne.KeyName(string(r)))
		f.typeRunes(string(r))
	}
	if got := g.Digit(at); got != 16 {
		t.Fatalf("1 then 6 typed left %d, want 16", got)
	}
}

func TestSizedWindowPlays(t *testing.T) {
	for _, name := range []string{"4x4", "6x6", "6x6-jigsaw", "12x12", "16x16"} {
		t.Run(name, func(t *testing.T) {
			f := newFixture(t)
			g, sol := startSized(t, f, name)
			n := g.Shape().N()
			if got := f.play.Session().View().Shape; got != g.Shape() {
				t.Fatalf("view shape %v", got)
			}
			if it := f.play.MenuItem("copy-link"); it == nil || !it.Disabled {
				t.Errorf("Copy as link: %+v, want it disabled on a %s grid", it, name)
			}
			if got := filterLabels(f); len(got) != n || got[n-1] != strconv.Itoa(n) {
				t.Errorf("Highlight candidates lists %q on a %s grid", got, name)
			}
			f.press("hint")
			words := f.play.Session().View().SizedHint
			if words == nil || words.Depth != logic.Which {
				t.Fatalf("a hint asked: %+v", words)
			}
			f.press("hint")
			f.press("apply")
			if g.Hints() != 1 {
				t.Fatalf("%d hints counted", g.Hints())
			}
			var empty []solver.Cell
			for c, d := range g.BoardCells() {
				if d == 0 {
					empty = append(empty, solver.Cell(c))
				}
			}
			if len(empty) == 0 {
				t.Fatal("the hint left no cell to fill")
			}
			last := empty[len(empty)-1]
			for _, c := range empty[:len(empty)-1] {
				f.tapSized(c, n)
				f.pressDigit(sol[c])
				if g.Digit(c) != sol[c] {
					t.Fatalf("pressing %d on %v left %d", sol[c], c, g.Digit(c))
				}
			}
			f.tapSized(last, n)
			if d := sol[last]; n > 9 && d > 9 {
				f.typeRunes(string(rune('a' + d - 10)))
			} else {
				f.pressDigit(d)
			}
			if !g.Won() || !slices.Equal(g.BoardCells(), sol) {
				t.Fatalf("the last digit did not win: %d in %v", g.Digit(last), last)
			}
		})
	}
}

// TestSizedWindowGolden draws the window mid-game on a 6x6, a 6x6 jigsaw
// and a 16x16, with entries, notes and a hint shown in full, in both
// themes; and a 16x16 and a 4x4 in the narrowest window.
func TestSizedWindowGolden(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name, puzzle string
		theme        ui.ThemeChoice
		letters      bool
		size         fyne.Size
	}{
		{"window_6x6_light.png", "6x6", ui.ThemeLight, false, defaultSize},
		{"window_6x6_dark.png", "6x6", ui.ThemeDark, false, defaultSize},
		{"window_6x6-jigsaw_light.png", "6x6-jigsaw", ui.ThemeLight, false, defaultSize},
		{"window_16x16_light.png", "16x16", ui.ThemeLight, true, defaultSize},
		{"window_16x16_dark.png", "16x16", ui.ThemeDark, false, defaultSize},
		{"window_16x16_narrowest_light.png", "16x16", ui.ThemeLight, false, minSize},
		{"window_4x4_narrowest_dark.png", "4x4", ui.ThemeDark, false, minSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			f.win.Resize(tc.size)
			s := f.play.Settings()
			s.Letters = tc.letters
			f.play.SetSettings(s)
			g, sol := startSized(t, f, tc.puzzle)
			n := g.Shape().N()
			placed, noted := 0, 0
			for c, d := range g.BoardCells() {
				switch {
				case d != 0:
				case placed < 3 && c%3 == 0:
					f.tapSized(solver.Cell(c), n)
					f.pressDigit(sol[c])
					placed++
				case noted < 2:
					if err := g.ToggleNote(solver.Cell(c), sol[c]); err != nil {
						t.Fatal(err)
					}
					if sol[c] != uint8(n) {
						if err := g.ToggleNote(solver.Cell(c), uint8(n)); err != nil {
							t.Fatal(err)
						}
					}
					noted++
				}
			}
			f.press("hint")
			f.press("hint")
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}

// TestSizedPicker opens the number picker on grids of other sizes: a key
// for each of the grid's digits and none past it, by the cell tapped, and
// a key past 9 places its digit.
func TestSizedPicker(t *testing.T) {
	for _, name := range []string{"4x4", "6x6", "16x16"} {
		t.Run(name, func(t *testing.T) {
			f := newFixture(t)
			withPicker(f)
			g, sol := startSized(t, f, name)
			n := g.Shape().N()
			at := solver.Cell(-1)
			for c, d := range g.BoardCells() {
				if d == 0 && (at < 0 || sol[c] > sol[at]) {
					at = solver.Cell(c)
				}
			}
			f.tapSized(at, n)
			if !f.play.PickerOpen() {
				t.Fatal("the picker did not open")
			}
			for d := uint8(1); d <= sized.MaxN; d++ {
				if shown := f.play.PickerKey(d).Visible(); shown != (int(d) <= n) {
					t.Errorf("key %d shown %v on a %dx%d", d, shown, n, n)
				}
			}
			test.Tap(f.play.PickerKey(sol[at]))
			if g.Digit(at) != sol[at] {
				t.Fatalf("the picker's %d left %d in %v", sol[at], g.Digit(at), at)
			}
		})
	}
}
