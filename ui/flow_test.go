package ui_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestEveryDialogStopsTheClock: Settings and Help stopped the clock while
// the level list, the "Pick a puzzle" list and Print puzzles did not. Every
// dialog now stops it the same way, and the game goes on when it closes.
func TestEveryDialogStopsTheClock(t *testing.T) {
	five := strings.Repeat(gametest.Puzzle+"\n", 5)
	for _, tc := range []struct {
		name string
		open func(f *fixture)
	}{
		{"settings", func(f *fixture) { f.play.ShowSettings() }},
		{"how to play", func(f *fixture) { f.press("how-to-play") }},
		{"shortcuts", func(f *fixture) { f.press("shortcuts") }},
		{"statistics", func(f *fixture) { f.press("stats") }},
		{"print puzzles", func(f *fixture) { f.press("print") }},
		{"pick a puzzle", func(f *fixture) { f.play.OpenPuzzleText("five.txt", five) }},
		{"a question", func(f *fixture) { f.press("restart") }},
		{"an error", func(f *fixture) { f.play.OpenPuzzleText("bad.txt", "no puzzle here\n") }},
		{"open a file", func(f *fixture) { f.press("open-file") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			skipHelpInShort(t, tc.name)
			stats := filepath.Join(t.TempDir(), "stats.json")
			f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.StatsPath = stats })
			t.Cleanup(f.play.Close)
			f.enter(r1c4, 6)
			f.clock.Advance(10 * time.Second)
			tc.open(f)
			if f.topOverlay() == nil {
				t.Fatal("no dialog opened")
			}
			f.clock.Advance(17 * time.Second)
			if got := f.game().Elapsed(); got != 10*time.Second {
				t.Errorf("with the dialog open the clock ran on: %v, want 10s", got)
			}
			f.typeKey(fyne.KeyEscape)
			if f.topOverlay() != nil {
				t.Fatal("Escape left the dialog open")
			}
			f.clock.Advance(time.Second)
			if got := f.game().Elapsed(); got != 11*time.Second || f.game().Paused() {
				t.Errorf("after the dialog closed: %v, paused %v; want 11s, running", got, f.game().Paused())
			}
		})
	}
}

// clockText returns what the header's clock reads.
func (f *fixture) clockText() string {
	f.t.Helper()
	for _, o := range objects(f.win.Canvas().Content()) {
		if l, ok := o.(*widget.Label); ok && regexp.MustCompile(`^\d+:\d\d$`).MatchString(l.Text) {
			return l.Text
		}
	}
	return ""
}

// TestOneTime: the solved card said 2:23 while the clock and the status
// said 2:24. At 143.6 s every place reads the same whole seconds.
func TestOneTime(t *testing.T) {
	stats := filepath.Join(t.TempDir(), "stats.json")
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.StatsPath = stats })
	t.Cleanup(f.play.Close)
	solution := parse(t, gametest.Solution)
	var last solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if !f.game().IsGiven(c) {
			last = c
		}
	}
	for c := solver.Cell(0); c < last; c++ {
		if !f.game().IsGiven(c) {
			f.enter(c, solution[c])
		}
	}
	f.clock.Advance(143600 * time.Millisecond)
	f.enter(last, solution[last])
	const want = "2:23"
	if got := f.clockText(); got != want {
		t.Errorf("the clock reads %q, want %q", got, want)
	}
	if got := f.play.Status(); got != "" {
		t.Errorf("the status reads %q over the solved card, which says the time", got)
	}
	card := lang.L("dialog.won.message", map[string]any{"Level": lang.L("level.easy"), "Time": want})
	found := false
	for _, s := range texts(f.win.Canvas().Content()) {
		found = found || strings.HasPrefix(s, card)
	}
	if !found {
		t.Errorf("the solved card does not read %q: %q", card, texts(f.win.Canvas().Content()))
	}
	f.press("stats")
	if !hasText(f.topOverlay(), want) {
		t.Errorf("the statistics do not show the best time %q: %q", want, texts(f.topOverlay()))
	}
}

// TestMakingCoversTheBoard: typing while a new puzzle was made put digits
// on a stand-in board that the puzzle then replaced. The board is covered
// with what is being made, and takes nothing until it comes.
func TestMakingCoversTheBoard(t *testing.T) {
	f := newFixture(t)
	before := f.game()
	f.play.NewGame("extreme")
	want := lang.L("cover.making.extreme")
	if !hasText(f.win.Canvas().Content(), want) {
		t.Errorf("no %q over the board: %q", want, texts(f.win.Canvas().Content()))
	}
	f.tapCell(r1c3)
	f.typeRunes("123456")
	f.pressDigit(7)
	if before.CanUndo() {
		t.Error("the board took moves while the puzzle was made")
	}
	f.settle()
	if f.game() == before || f.game().Level() != logic.Extreme {
		t.Fatal("the extreme puzzle did not arrive")
	}
	if hasText(f.win.Canvas().Content(), want) {
		t.Error("the making cover stays after the puzzle came")
	}

	g := f.game() // Cancel on the cover goes back to the game as it was
	f.play.NewGame("hard")
	test.Tap(findButton(f.win.Canvas().Content(), lang.L("button.cancel")))
	f.settle()
	if f.game() != g || g.Paused() || hasText(f.win.Canvas().Content(), lang.L("cover.making.hard")) {
		t.Errorf("after Cancel: same game %v, paused %v", f.game() == g, g.Paused())
	}
}

// TestEscapePutsTheHintAway: Escape left a hint's arrows on the board.
func TestEscapePutsTheHintAway(t *testing.T) {
	f := newFixture(t)
	f.press("check")
	words := f.play.Status()
	f.press("hint")
	f.press("hint")
	if f.play.Status() == words {
		t.Fatal("the hint did not take the panel")
	}
	f.typeKey(fyne.KeyEscape)
	for c, cell := range f.board().Cells {
		if cell.Hinted || cell.Struck != 0 || cell.Placed != 0 {
			t.Fatalf("Escape left the hint on %v", solver.Cell(c))
		}
	}
	if len(f.board().Links) > 0 {
		t.Error("Escape left the hint's arrows")
	}
	if got := f.play.Status(); got != words {
		t.Errorf("after Escape the panel reads %q, want the last words %q", got, words)
	}
}

// TestKeysHideTips: the Answer tip stayed over row 1 while the player
// typed.
func TestKeysHideTips(t *testing.T) {
	f := newFixture(t)
	c := f.win.Canvas()
	test.MoveMouse(c, f.buttonCentre("answer"))
	tip := lang.L("tip.answer")
	if shown, _, _ := f.canvasText(tip); !shown {
		t.Fatal("no tip on Answer")
	}
	f.tapCell(r1c3) // by the canvas: the pointer does not move
	test.MoveMouse(c, f.buttonCentre("answer"))
	f.typeKey(fyne.KeyRight)
	f.typeRunes("4")
	if shown, _, _ := f.canvasText(tip); shown {
		t.Error("the tip stays up while the player types")
	}
}

// TestNewTipWhole: the New tip read "New gam" at the window's edge. At
// every size the tip is whole and inside the window.
func TestNewTipWhole(t *testing.T) {
	for _, size := range []fyne.Size{defaultSize, narrowSize, narrowSize} {
		f := newFixture(t)
		f.win.Resize(size)
		c := f.win.Canvas()
		test.MoveMouse(c, f.buttonCentre("new"))
		want := lang.L("tip", map[string]any{"Action": lang.L("keys.new.do"), "Key": lang.L("keys.new")})
		shown, pos, tsize := f.canvasText(want)
		if !shown {
			t.Fatalf("%v: no tip %q", size, want)
		}
		if right := min(size.Width, c.Size().Width); pos.X < 0 || pos.X+tsize.Width > right {
			t.Errorf("%v: the tip spans x %v to %v of a window %v wide", size, pos.X, pos.X+tsize.Width, right)
		}
	}
}

// TestNotesModeOnTheDigits: in notes mode the pad looked as in digit
// mode, but for the Notes key. Its digits now say it themselves.
func TestNotesModeOnTheDigits(t *testing.T) {
	f := newFixture(t)
	key := f.play.PaletteKey(5)
	before := key.Text
	f.press("notes")
	if key.Text == before {
		t.Errorf("in notes mode the 5 key still reads %q", key.Text)
	}
	if !hasCanvasText(f.win.Canvas().Content(), "5") {
		t.Error("no small 5 on the key in notes mode")
	}
	f.press("notes")
	if key.Text != before {
		t.Errorf("out of notes mode the 5 key reads %q, want %q", key.Text, before)
	}
}

// TestBannerMovesNothing: the save-failure banner pushed the board 96 px
// down mid-game, so that a click meant for Check landed on the board.
func TestBannerMovesNothing(t *testing.T) {
	dir := t.TempDir()
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.SavePath = filepath.Join(dir, "no", "such", "game.json") })
	d := fyne.CurrentApp().Driver()
	board, check := d.AbsolutePositionForObject(f.board()), d.AbsolutePositionForObject(f.play.Button("check"))
	f.enter(r1c3, 4) // the save fails: the folder is not there
	f.play.Session().Flush()
	f.settle()
	f.win.Resize(f.win.Canvas().Size().AddWidthHeight(0, 1)) // laid out again, as the window is sooner or later
	f.win.Resize(f.win.Canvas().Size().AddWidthHeight(0, -1))
	var banner *widget.Label
	for _, o := range objects(f.win.Canvas().Content()) {
		if l, ok := o.(*widget.Label); ok && l.Importance == widget.DangerImportance && l.Text != "" {
			banner = l
		}
	}
	if banner == nil {
		t.Fatal("no banner after a failed save")
	}
	if got := d.AbsolutePositionForObject(f.board()); got != board {
		t.Errorf("the banner moved the board from %v to %v", board, got)
	}
	if got := d.AbsolutePositionForObject(f.play.Button("check")); got != check {
		t.Errorf("the banner moved Check from %v to %v", check, got)
	}
	if h := banner.MinSize().Height; h > 2*fyne.MeasureText("Ag", 14, fyne.TextStyle{}).Height {
		t.Errorf("the banner is %v high: more than a line", h)
	}
	if strings.Contains(banner.Text, dir) {
		t.Errorf("the banner shows a path: %q", banner.Text)
	}
	if board := d.AbsolutePositionForObject(f.board()); d.AbsolutePositionForObject(banner).Y < board.Y+f.board().Size().Height {
		t.Errorf("the banner lies over the board, hiding its cells")
	}
	test.MoveMouse(f.win.Canvas(), d.AbsolutePositionForObject(banner).AddXY(5, 5))
	whole := lang.L("status.save-failed", map[string]any{"Error": f.play.Session().View().Banner.Args["Error"]})
	if tip := f.tipText(whole); tip != strings.ReplaceAll(whole, " ", "") {
		t.Errorf("the tip reads %q, not the banner's whole text %q", tip, whole)
	}
}

// tipText joins, top to bottom and without spaces, the shown lines of a
// tip made of whole's lines (a tip wider than the window is broken).
func (f *fixture) tipText(whole string) string {
	type line struct {
		y    float32
		text string
	}
	var lines []line
	for _, o := range objects(f.win.Canvas().Content()) {
		if t, ok := o.(*canvas.Text); ok && t.Visible() && len(t.Text) > 2 && t.Text != whole && strings.Contains(whole, t.Text) {
			lines = append(lines, line{fyne.CurrentApp().Driver().AbsolutePositionForObject(t).Y, t.Text})
		}
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].y < lines[j].y })
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(strings.ReplaceAll(l.text, " ", ""))
	}
	return b.String()
}

// TestLevelArticles: "a Easy puzzle", "a Expert", "a Extreme" in the
// file-opened status. No English message puts an article before a level.
func TestLevelArticles(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("translations", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var msgs map[string]string
	if err := json.Unmarshal(data, &msgs); err != nil {
		t.Fatal(err)
	}
	article := regexp.MustCompile(`(?i)\b(a|an) \{\{\.Level\}\}`)
	for key, msg := range msgs {
		if article.MatchString(msg) {
			t.Errorf("%s: %q puts an article before the level (a Easy, a Hard)", key, msg)
		}
	}
}

// minSize is the narrowest window: ui.MinWidth wide.
var minSize = fyne.NewSize(ui.MinWidth, 640)

// TestHeaderAtTheNarrowestWidth: at 480 px Undo and Redo lay on top of
// Pause, and a click on Pause did an Undo. At the narrowest width the
// window goes, in both languages, every header control is whole, inside
// the window and apart from the others, and a click on Pause pauses.
func TestHeaderAtTheNarrowestWidth(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			if w := f.win.Content().MinSize().Width; w > ui.MinWidth {
				t.Errorf("the window goes no narrower than %v, not %v", w, ui.MinWidth)
			}
			f.win.Resize(fyne.NewSize(ui.MinWidth, 640))
			f.enter(r1c3, 4) // Undo enabled
			d := fyne.CurrentApp().Driver()
			type box struct {
				key      string
				pos, end fyne.Position
			}
			var boxes []box
			for _, key := range []string{"pause", "undo", "redo", "hint", "check", "answer", "new"} {
				b := f.play.Button(key)
				if !b.Visible() || b.Size().Width < b.MinSize().Width-0.5 {
					t.Errorf("%s: %v wide, under its %v", key, b.Size().Width, b.MinSize().Width)
				}
				at := d.AbsolutePositionForObject(b)
				end := at.AddXY(b.Size().Width, b.Size().Height)
				if at.X < 0 || end.X > ui.MinWidth {
					t.Errorf("%s spans x %v to %v, outside the window", key, at.X, end.X)
				}
				for _, o := range boxes {
					if at.X < o.end.X && o.pos.X < end.X && at.Y < o.end.Y && o.pos.Y < end.Y {
						t.Errorf("%s (%v-%v) lies on %s (%v-%v)", key, at, end, o.key, o.pos, o.end)
					}
				}
				boxes = append(boxes, box{key, at, end})
			}
			test.TapCanvas(f.win.Canvas(), f.buttonCentre("pause"))
			if !f.game().Paused() || f.game().Digit(r1c3) != 4 {
				t.Errorf("a click on Pause: paused %v, the move %v", f.game().Paused(), f.game().Digit(r1c3))
			}
		})
	}
}

// TestChineseLinesBreakByTheRules: lines of the Chinese hint started with
// "，". At every width from the narrowest up, and for the first hints of a
// game played through, no line in the window starts with closing
// punctuation.
func TestChineseLinesBreakByTheRules(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageChinese)
	for i := 0; i < 4; i++ {
		for _, press := range []string{"hint", "hint"} {
			f.press(press)
			for w := float32(ui.MinWidth); w <= 720; w += 4 {
				size := fyne.NewSize(w, 700)
				f.win.Resize(size)
				checkLineStarts(t, f, size)
			}
		}
		f.press("apply")
	}
}

// checkLineStarts fails for any text drawn in the window that starts with
// closing punctuation.
func checkLineStarts(t *testing.T, f *fixture, size fyne.Size) {
	t.Helper()
	for _, o := range objects(f.win.Canvas().Content()) {
		if x, ok := o.(*canvas.Text); ok && x.Text != "" && strings.ContainsAny(x.Text[:len(string([]rune(x.Text)[0]))], "，。、；：！？）」』") {
			t.Errorf("%v: a line starts with closing punctuation: %q (the panel reads %q)", size, x.Text, f.play.Status())
			return
		}
	}
}

// TestSettingsFitAtTheNarrowestWidth: the Mistakes setting read
// "边填边标冲…". At the narrowest window, in both languages, every choice
// of every setting shows whole, and the dialog fits the window.
func TestSettingsFitAtTheNarrowestWidth(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			f.win.Resize(minSize)
			f.play.ShowSettings()
			d := f.topOverlay()
			th := f.app.Settings().Theme()
			for _, o := range objects(d) {
				sel, ok := o.(*widget.Select)
				if !ok {
					continue
				}
				room := sel.Size().Width - th.Size("iconInline") - 3*th.Size("innerPadding") + th.Size("padding")
				for _, opt := range sel.Options {
					if w := fyne.MeasureText(opt, th.Size("text"), fyne.TextStyle{}).Width; w > room {
						t.Errorf("%q needs %v, its select has room for %v", opt, w, room)
					}
				}
			}
			for _, o := range objects(d) {
				if x, ok := o.(*canvas.Text); ok && strings.HasSuffix(x.Text, "…") {
					t.Errorf("%q is cut short", x.Text)
				}
			}
		})
	}
}
