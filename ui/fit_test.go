package ui_test

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudokudesktop/sudoku/ui"
)

// fitSizes are the narrowest window and the default one.
var fitSizes = []fyne.Size{{Width: ui.MinWidth, Height: 720}, ui.DefaultWindowSize}

// TestHeaderFitsEveryRules: at 480 px the New (+) button stood past the
// window's edge in a variant's game, whose level's name ("Anti-knight ·
// Extreme") is wider than a classic one's. In every rules tried, in both
// languages, at 480x720 and 880x720, every header button lies whole
// inside the window and the level's name shows whole.
func TestHeaderFitsEveryRules(t *testing.T) {
	rules := []struct{ name, iss string }{{"classic", ""}, {"x", xISS}, {"antiknight", antiKnightISS}, {"antiknight-antiking", antiKnightKingISS}}
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		for _, r := range rules {
			t.Run(language+"/"+r.name, func(t *testing.T) {
				f := newFixtureIn(t, language)
				if r.iss != "" {
					startISS(t, f, r.iss)
				}
				if w := f.win.Content().MinSize().Width; w > ui.MinWidth {
					t.Errorf("the window goes no narrower than %v, over %v", w, ui.MinWidth)
				}
				d := fyne.CurrentApp().Driver()
				for _, size := range fitSizes {
					f.win.Resize(size)
					for _, key := range []string{"pause", "undo", "redo", "hint", "check", "answer", "new"} {
						b := f.play.Button(key)
						at := d.AbsolutePositionForObject(b)
						if end := at.X + b.Size().Width; at.X < 0 || end > size.Width+0.5 || b.Size().Width < b.MinSize().Width-0.5 {
							t.Errorf("%v: %s spans x %v to %v (%v wide, needs %v)", size, key, at.X, end, b.Size().Width, b.MinSize().Width)
						}
					}
					level := f.play.LevelLabel()
					if level.Text == "" || level.Size().Width < level.MinSize().Width-0.5 {
						t.Errorf("%v: the level %q is %v wide, needs %v", size, level.Text, level.Size().Width, level.MinSize().Width)
					}
				}
			})
		}
	}
}

// TestLongHintScrolls: at 480 px a hint of three lines showed two, its
// third cut off and out of its scroll's reach: the words' label kept the
// height of the hint before. At 480x720 and 880x720, for the first hints
// of a game, the words' content is as tall as the words need, so that
// what the panel does not show scrolls into view.
func TestLongHintScrolls(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			for _, size := range fitSizes {
				f.win.Resize(size)
				for i := 0; i < 3; i++ {
					f.press("hint")
					f.press("hint")
					s := f.play.WordsScroll()
					lines, asks := f.play.StatusLines()
					th := f.app.Settings().Theme()
					line := fyne.MeasureText("Ag", th.Size(theme.SizeNameText), fyne.TextStyle{}).Height
					if need := float32(len(lines))*line + 2*th.Size(theme.SizeNameInnerPadding); asks < need-0.5 {
						t.Errorf("%v: %d lines need %v px, their label asks %v", size, len(lines), need, asks)
					}
					if got := s.Content.Size().Height; got < s.Content.MinSize().Height-0.5 {
						t.Errorf("%v: %q: the scroll's content is %v tall, its words need %v", size, f.play.Status(), got, s.Content.MinSize().Height)
					}
					f.press("apply")
				}
			}
		})
	}
}

// TestStatsExportSaysWhere: Export CSV in the statistics window seemed
// to do nothing: the window's status line, which said the file's name
// alone, was under it and hidden while it was open. Once a file is
// written the statistics window's own line says its name and its folder.
func TestStatsExportSaysWhere(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			if err := ui.UseLanguage(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = ui.UseLanguage(ui.LanguageSystem) })
			f := newFixtureWith(t, func(a fyne.App, o *ui.Options) { o.Language, o.Stats = language, a.Preferences() })
			f.press("stats")
			dir := t.TempDir()
			u := storage.NewFileURI(filepath.Join(dir, "sudoku-statistics.csv"))
			line := f.play.StatsSaved(u)
			for _, want := range []string{"sudoku-statistics.csv", dir} {
				if !strings.Contains(line, want) {
					t.Errorf("the statistics window says %q, not %q", line, want)
				}
			}
		})
	}
}

// TestHintExplainsItsTechnique: hint words such as "hidden single" were
// never explained. Beside a hint's Apply a "?" asks, in its tip, what its
// technique is, in both languages; a tap on it opens the technique's
// paragraph. With no hint it is hidden.
func TestHintExplainsItsTechnique(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			if _, tip, shown := f.play.ExplainButton(); shown {
				t.Fatalf("a button %q before any hint", tip)
			}
			f.press("hint")
			tech := f.play.Session().View().Hint.Step.Technique
			name := tech.Name(map[string]string{ui.LanguageChinese: "zh-Hans"}[language] + map[string]string{ui.LanguageEnglish: "en"}[language])
			b, tip, shown := f.play.ExplainButton()
			if !shown || !strings.Contains(strings.ToLower(tip), strings.ToLower(name)) {
				t.Fatalf("the button's tip reads %q (shown %v), not naming %q", tip, shown, name)
			}
			d := fyne.CurrentApp().Driver()
			for _, size := range fitSizes { // beside Apply, inside the window
				f.win.Resize(size)
				at, apply := d.AbsolutePositionForObject(b), d.AbsolutePositionForObject(f.play.Button("apply"))
				if at.X+b.Size().Width > apply.X || at.X < 0 || b.Size().Width < b.MinSize().Width {
					t.Errorf("%v: the button spans x %v-%v, Apply starts at %v", size, at.X, at.X+b.Size().Width, apply.X)
				}
			}
			test.Tap(b)
			want := lang.L("explain." + tech.ID())
			var drawn strings.Builder
			for _, o := range objects(f.topOverlay()) {
				if x, ok := o.(*canvas.Text); ok {
					drawn.WriteString(x.Text)
				}
			}
			if start := string([]rune(want)[:12]); !strings.Contains(drawn.String(), start) {
				t.Errorf("the tap opened no paragraph starting %q: the dialog reads %q", start, drawn.String())
			}
			f.typeKey(fyne.KeyEscape) // closes the paragraph
			f.press("apply")
			if _, tip, shown := f.play.ExplainButton(); f.play.Session().View().Hint == nil && shown {
				t.Errorf("the button %q stays once the hint is gone", tip)
			}
		})
	}
}
