package ui_test

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// trainerLines are positions written by `sudoku-cli practice -seed 1`,
// for a finder of no cost.
var trainerLines = map[logic.Technique]string{
	logic.HiddenPair: ":0210:78:8+2+6+75...+9..49.+82+6.19.2.6....52.8.+6..7...+6...8..+8.7.49..+8.6.7.34..1..59......9...6:296:197 337 537 597::",
	logic.XYChain:    ":0702:1:7+5+9+26.3.8.....9.2.+26+4.+8+3.9+7+5+4+2+39+876+1+6+374+129+8+5+198.5.+2...7..+2..5+9+92.8.+5...4.5+93...2:124 127 427 173 676 177 383 488 489 196:134 176::",
	logic.XWing:      ":0300:4:+4.9.3...+183.1.....17..6.+3.+85+21.....3+784.+2.15+96+9+3.+1.2.7....9..14.+1...4.36.+4..7+18..:214 234 273 276 283 291 293 294 444 514 516 573 576 583 618 644 646 673 717 727 844 846 876:428 448::",
}

// linesFind finds trainerLines' position of the technique, and nothing
// for the others; calls counts the calls.
func linesFind(calls *atomic.Int64) func(ctx context.Context, t logic.Technique, _ rand.Source) (*logic.Board, *logic.Step, error) {
	return func(ctx context.Context, t logic.Technique, _ rand.Source) (*logic.Board, *logic.Step, error) {
		calls.Add(1)
		line, ok := trainerLines[t]
		if !ok {
			<-ctx.Done()
			return nil, nil, ctx.Err()
		}
		rl, err := logic.ParseRegLine(line)
		if err != nil {
			return nil, nil, err
		}
		b := *rl.Board
		return rl.Board, logic.Next(&b), nil
	}
}

// newTrainerFixture is a fixture whose trainer finds trainerLines, in
// the given language, the trainer open.
func newTrainerFixture(t *testing.T, language string) *fixture {
	t.Helper()
	if err := ui.UseLanguage(language); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ui.UseLanguage(ui.LanguageSystem) })
	var calls atomic.Int64
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) {
		o.Language = language
		o.PracticeFind = linesFind(&calls)
	})
	f.play.MenuItem("practise").Action()
	if f.play.TrainerWindow() == nil {
		t.Fatal("Game > Practise a technique opened no window")
	}
	t.Cleanup(f.play.Close)
	return f
}

// settleUntil runs what the background posts until done says so.
func (f *fixture) settleUntil(done func() bool) {
	f.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			f.t.Fatal("timed out waiting for the trainer")
		}
		f.settle()
		time.Sleep(time.Millisecond)
	}
}

// tapTrainerCell taps the middle of cell c of the trainer's board.
func (f *fixture) tapTrainerCell(c solver.Cell) {
	b := f.play.TrainerBoard()
	size := b.Size()
	side := min(size.Width, size.Height)
	origin := fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
	test.TapAt(b, origin.Add(fyne.NewPos((float32(c.Col())+0.5)*side/9, (float32(c.Row())+0.5)*side/9)))
}

// TestTrainerFindsTheStep: the player picks X-Wing in the list, removes
// its eliminations with the digit keys and Check says right; the list
// shows the positions ready and the heading the statistics.
func TestTrainerFindsTheStep(t *testing.T) {
	f := newTrainerFixture(t, ui.LanguageEnglish)
	p := f.play
	if got := p.TrainerHeading(); got != lang.L("trainer.pick") {
		t.Errorf("heading before a pick: %q", got)
	}
	test.Tap(p.TrainerItem(logic.XWing))
	f.settleUntil(func() bool { return p.TrainerView().Ready })
	rl, _ := logic.ParseRegLine(trainerLines[logic.XWing])
	if b := p.TrainerBoard(); b.Cells[rl.Eliminations[0].Cell].Notes != game.FromLogic(rl.Board.Cands[rl.Eliminations[0].Cell]) {
		t.Fatalf("the board's notes are not the position's candidates")
	}
	for _, e := range rl.Eliminations {
		f.tapTrainerCell(e.Cell)
		test.Tap(p.TrainerDigit(e.Digit))
		if notes := p.TrainerBoard().Cells[e.Cell].Notes; notes.Has(e.Digit) {
			t.Fatalf("%v: candidate %d still shown after its key", e.Cell, e.Digit)
		}
	}
	test.Tap(p.TrainerButton("check"))
	if got := p.TrainerStatus(); !strings.Contains(got, lang.L("trainer.right")) {
		t.Errorf("status %q, want it to say right", got)
	}
	if got := p.TrainerHeading(); !strings.Contains(got, "solved unaided: 1 of 1 positions tried") {
		t.Errorf("heading %q, want the statistics", got)
	}
	if !p.TrainerButton("check").Disabled() {
		t.Error("Check stays live after Right")
	}
	f.settleUntil(func() bool { return strings.HasPrefix(p.TrainerItem(logic.XWing).Text, "X-Wing · 3 ready") })
	// The heading said "found 0 of 0 tried" beside the list's "3 ready":
	// its counts say what they count, the positions ready among them.
	if got := p.TrainerHeading(); !strings.HasSuffix(got, "positions tried · 3 ready") {
		t.Errorf("heading %q beside the list's %q: want it to count the positions ready too", got, p.TrainerItem(logic.XWing).Text)
	}
	test.Tap(p.TrainerButton("next"))
	if v := p.TrainerView(); !v.Ready || v.Verdict != 0 {
		t.Errorf("Next: ready %v, verdict %d", v.Ready, v.Verdict)
	}
}

// TestTrainerWrongShowsHint: a wrong placement is marked and the hint
// shows the step.
func TestTrainerWrongShowsHint(t *testing.T) {
	f := newTrainerFixture(t, ui.LanguageEnglish)
	p := f.play
	test.Tap(p.TrainerItem(logic.HiddenPair))
	f.settleUntil(func() bool { return p.TrainerView().Ready })
	rl, _ := logic.ParseRegLine(trainerLines[logic.HiddenPair])
	sol, _ := new(solver.Backtracker).Solve(rl.Board.Cells, 2)
	c := rl.Eliminations[0].Cell
	p.TrainerMode().SetSelected(lang.L("trainer.place"))
	f.tapTrainerCell(c)
	test.Tap(p.TrainerDigit(sol[c]%9 + 1))
	test.Tap(p.TrainerButton("check"))
	v := p.TrainerView()
	if v.Hint == nil || p.TrainerBoard().Cells[c].Mark != ui.Mistake {
		t.Fatalf("after a wrong digit: hint %v, mark %v", v.Hint != nil, p.TrainerBoard().Cells[c].Mark)
	}
	if got := p.TrainerStatus(); !strings.Contains(got, lang.L("trainer.wrong")) || !strings.Contains(got, strings.SplitN(v.Hint.Step.Describe("en"), ":", 2)[0]) {
		t.Errorf("status %q, want wrong and the step", got)
	}
}

// TestTrainerShortcutListed: the shortcuts window lists the trainer's
// key, and the menu item shows it.
func TestTrainerShortcutListed(t *testing.T) {
	f := newFixture(t)
	it := f.play.MenuItem("practise")
	if it == nil || it.Label != lang.L("menu.practise") {
		t.Fatalf("menu item %+v", it)
	}
	if it.Shortcut == nil {
		t.Error("the menu item shows no key")
	}
	if !slices.Contains(ui.ShortcutKeys(), "keys.practise") {
		t.Error("the shortcuts window does not list keys.practise")
	}
}

// TestTrainerGolden draws the trainer with an X-Wing's hint on show, in
// both themes as images, and in Chinese as markup.
func TestTrainerGolden(t *testing.T) {
	for _, tc := range []struct {
		name     string
		theme    ui.ThemeChoice
		language string
	}{
		{"trainer_light.png", ui.ThemeLight, ui.LanguageEnglish},
		{"trainer_dark.png", ui.ThemeDark, ui.LanguageEnglish},
		{"trainer_zh.xml", ui.ThemeLight, ui.LanguageChinese},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newTrainerFixture(t, tc.language)
			ui.ApplyTheme(f.app, tc.theme)
			p := f.play
			test.Tap(p.TrainerItem(logic.XWing))
			f.settleUntil(func() bool { return p.TrainerView().Ready && readyOf(p.TrainerView(), logic.XWing) == 3 })
			test.Tap(p.TrainerButton("hint"))
			w := p.TrainerWindow()
			w.Resize(fyne.NewSize(1120, 700)) // its opening size
			assertWindowGolden(t, tc.name, w.Canvas())
		})
	}
}

// TestTrainerListNamesDistinct: every technique in the list reads
// differently, in both languages (the unique rectangles share a name,
// told apart by their type).
func TestTrainerListNamesDistinct(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newTrainerFixture(t, language)
			seen := map[string]logic.Technique{}
			for _, l := range f.play.TrainerView().Levels {
				for _, it := range l.Techniques {
					text := f.play.TrainerItem(it.Technique).Text
					if other, ok := seen[text]; ok {
						t.Errorf("%v and %v both read %q", other, it.Technique, text)
					}
					seen[text] = it.Technique
				}
			}
			if len(seen) < 40 {
				t.Errorf("only %d techniques listed", len(seen))
			}
		})
	}
}

// readyOf returns the positions of technique t ready in view v.
func readyOf(v session.TrainerView, t logic.Technique) int {
	for _, l := range v.Levels {
		for _, it := range l.Techniques {
			if it.Technique == t {
				return it.Cached
			}
		}
	}
	return -1
}

// TestTrainerSaysItSearches: for a technique with no position ready, the
// trainer says it is searching and for how long.
func TestTrainerSaysItSearches(t *testing.T) {
	f := newTrainerFixture(t, ui.LanguageEnglish)
	p := f.play
	test.Tap(p.TrainerItem(logic.Swordfish)) // the finder has none
	want := lang.L("trainer.searching-for", map[string]any{"Seconds": 0})
	if got := p.TrainerStatus(); got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if !p.TrainerButton("check").Disabled() || !p.TrainerDigit(1).Disabled() {
		t.Error("Check and the digits are live with no position")
	}
}

// TestTrainerReportsCorruptCache: a cache that cannot be read is named in
// the trainer's words, with where it was kept.
func TestTrainerReportsCorruptCache(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, session.PracticeCacheFile), []byte("{torn"), 0o600); err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int64
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) {
		o.StatsPath = filepath.Join(dir, "stats.json")
		o.PracticeFind = linesFind(&calls)
	})
	t.Cleanup(f.play.Close)
	f.play.MenuItem("practise").Action()
	aside := filepath.Join(dir, session.PracticeCacheFile) + ".corrupt"
	if got := f.play.TrainerStatus(); !strings.Contains(got, aside) {
		t.Errorf("status %q does not name %s", got, aside)
	}
	if _, err := os.Stat(aside); err != nil {
		t.Error(err)
	}
}

// TestTrainerHintNamesCellsAsChosen: the trainer drew its hints with a
// copy of the main window's code whose beats ignored Settings' naming of
// cells; both now draw through one path.
func TestTrainerHintNamesCellsAsChosen(t *testing.T) {
	long := regexp.MustCompile(`row [1-9], column [1-9]`)
	for _, tc := range []struct {
		naming logic.Naming
		want   bool // the long names in the words
	}{
		{logic.NameLong, true},
		{logic.NameCompact, false},
	} {
		f := newTrainerFixture(t, ui.LanguageEnglish)
		p := f.play
		s := p.Settings()
		s.CellNames = tc.naming
		p.SetSettings(s)
		test.Tap(p.TrainerItem(logic.XYChain))
		f.settleUntil(func() bool { return p.TrainerView().Ready })
		test.Tap(p.TrainerButton("hint"))
		test.Tap(p.TrainerButton("beat-next"))
		test.Tap(p.TrainerButton("beat-next")) // a link: "… so r1c8 is 4"
		if got := p.TrainerStatus(); long.MatchString(got) != tc.want {
			t.Errorf("naming %d: status %q, want long names %v", tc.naming, got, tc.want)
		}
	}
}

// TestTrainerWalkGoesBackToTheBeatLeft: in the trainer, Whole step from
// a beat showed the whole step with Previous and Whole step disabled, the
// beat lost; as in the main window, it now says which beat it left and
// Whole step (or Previous) goes back to it.
func TestTrainerWalkGoesBackToTheBeatLeft(t *testing.T) {
	f := newTrainerFixture(t, ui.LanguageEnglish)
	p := f.play
	test.Tap(p.TrainerItem(logic.XYChain))
	f.settleUntil(func() bool { return p.TrainerView().Ready })
	test.Tap(p.TrainerButton("hint"))
	if h := p.TrainerView().Hint; h == nil || h.Beats < 3 {
		t.Fatalf("the XY-Chain's hint has no walk: %+v", h)
	}
	test.Tap(p.TrainerButton("beat-next"))
	test.Tap(p.TrainerButton("beat-next"))
	test.Tap(p.TrainerButton("beat-whole"))
	want := lang.L("hint.beat.whole", map[string]any{"Back": 2})
	if got := p.TrainerStatus(); !strings.Contains(got, want) {
		t.Errorf("the whole step over beat 2 says %q, want %q in it", got, want)
	}
	for _, key := range []string{"beat-prev", "beat-whole", "beat-next"} {
		if p.TrainerButton(key).Disabled() {
			t.Errorf("%s disabled on the whole step over beat 2", key)
		}
	}
	test.Tap(p.TrainerButton("beat-whole"))
	if h := p.TrainerView().Hint; h.Beat != 2 {
		t.Errorf("Whole step again shows beat %d, want 2", h.Beat)
	}
}

// TestTrainerMarksTheWrongRemoval: after a wrong removal (the solution's
// candidate taken from a chain cell, as 4 from r1c2 in the play test's
// XY-Chain), Check said "the cells marked red are wrong" while nothing
// the player did was red: the chain's shading and candidates covered the
// cell, and the only red was the step's own, correct, eliminations. The
// candidate removed wrongly now shows on a disc of the error colour in a
// cell shaded red, and the step's eliminations stay struck, on no such
// disc or cell.
func TestTrainerMarksTheWrongRemoval(t *testing.T) {
	f := newTrainerFixture(t, ui.LanguageEnglish)
	p := f.play
	test.Tap(p.TrainerItem(logic.XYChain))
	f.settleUntil(func() bool { return p.TrainerView().Ready })
	rl, _ := logic.ParseRegLine(trainerLines[logic.XYChain])
	sol, _ := new(solver.Backtracker).Solve(rl.Board.Cells, 2)
	b := *rl.Board
	st := logic.Next(&b)
	c := st.Pattern[0].Cell // a chain cell
	f.tapTrainerCell(c)
	test.Tap(p.TrainerDigit(sol[c]))
	test.Tap(p.TrainerButton("check"))
	if v := p.TrainerView(); v.Verdict != session.JudgedWrong || v.Hint == nil {
		t.Fatalf("removing %s's solution %d: verdict %d, hint %v", c, sol[c], v.Verdict, v.Hint != nil)
	}
	board := p.TrainerBoard()
	if got := board.NoteDrawn(c, sol[c]); !got.Shown || got.Struck || got.Disc != got.ErrorC || got.Fill != got.ClashC {
		t.Errorf("%s's %d, removed wrongly: shown %v, struck %v, disc %v, fill %v; want shown, on a disc of %v in a cell of %v",
			c, sol[c], got.Shown, got.Struck, got.Disc, got.Fill, got.ErrorC, got.ClashC)
	}
	for _, e := range st.Eliminations {
		if got := board.NoteDrawn(e.Cell, e.Digit); !got.Shown || !got.Struck || got.Disc == got.ErrorC || got.Fill == got.ClashC {
			t.Errorf("the step's elimination %s≠%d: shown %v, struck %v, disc %v, fill %v; want it struck, apart from the mistake",
				e.Cell, e.Digit, got.Shown, got.Struck, got.Disc, got.Fill)
		}
	}
}

// TestTrainerBoardTakesTheRoom: the trainer's board was 397 px across in
// its 900x680 window and 356 with a hint's controls and words under it
// (play test L8). The controls and words now stand beside it: at the
// window's opening size the board is as large as the main window's, and
// a hint, its walk and a wrong answer's words leave it as it is.
func TestTrainerBoardTakesTheRoom(t *testing.T) {
	f := newTrainerFixture(t, ui.LanguageEnglish)
	p := f.play
	test.Tap(p.TrainerItem(logic.XYChain))
	f.settleUntil(func() bool { return p.TrainerView().Ready })
	side := func() float32 {
		s, _ := p.TrainerBoard().Square()
		return s
	}
	before := side()
	t.Logf("board %.0f px in %v", before, p.TrainerWindow().Canvas().Size())
	if before < 600 {
		t.Errorf("the trainer's board is %.0f px across in its %v window, want 600 or more", before, p.TrainerWindow().Canvas().Size())
	}
	rl, _ := logic.ParseRegLine(trainerLines[logic.XYChain])
	sol, _ := new(solver.Backtracker).Solve(rl.Board.Cells, 2)
	c := rl.Eliminations[0].Cell
	for _, cell := range []solver.Cell{c} {
		f.tapTrainerCell(cell)
		test.Tap(p.TrainerDigit(sol[cell]))
	}
	test.Tap(p.TrainerButton("check")) // wrong: the hint shows, with its walk
	test.Tap(p.TrainerButton("beat-next"))
	if got := side(); got != before {
		t.Errorf("with the hint on show the board is %.0f px, %.0f before", got, before)
	}
}
