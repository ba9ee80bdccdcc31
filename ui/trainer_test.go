package ui_test

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// trainerLines are positions written by `sudoku-cli practice -seed 1`,
// for a finder of no cost.
var trainerLines = map[logic.Technique]string{
	logic.HiddenPair: ":0210:78:8+2+6+75...+9..49.+82+6.19.2.6....52.8.+6..7...+6...8..+8.7.49..+8.6.7.34..1..59......9...6:296:197 337 537 597::",
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
	if b := p.TrainerBoard(); b.Cells[rl.Eliminations[0].Cell].Notes != rl.Board.Cands[rl.Eliminations[0].Cell] {
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
	if got := p.TrainerHeading(); !strings.Contains(got, "found 1 of 1") {
		t.Errorf("heading %q, want the statistics", got)
	}
	if !p.TrainerButton("check").Disabled() {
		t.Error("Check stays live after Right")
	}
	f.settleUntil(func() bool { return strings.HasPrefix(p.TrainerItem(logic.XWing).Text, "X-Wing · 3 ready") })
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
			w.Resize(fyne.NewSize(900, 680))
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
