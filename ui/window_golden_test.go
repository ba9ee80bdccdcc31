package ui_test

import (
	"bytes"
	"flag"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/ui"
)

// update rewrites the whole-window golden files from what the window
// renders now: go test ./ui -run WindowGolden -update. Look at them
// before committing.
var update = flag.Bool("update", false, "rewrite the whole-window golden files")

// The window sizes the goldens are drawn at: 640x760, the app's former
// opening size, taller than wide (ui.DefaultWindowSize is wider than
// tall, as 740x686 is), and the narrowest it is meant to be used at.
var (
	defaultSize = fyne.NewSize(640, 760)
	narrowSize  = fyne.NewSize(600, 700)
	gnomeSize   = fyne.NewSize(740, 686) // where GNOME Sudoku's board was measured
)

// TestWindowGolden draws the whole window mid-game, with entries, notes,
// a selected digit and a hint shown in full, in both themes and at both
// sizes, as images; and in Chinese as markup, which does not depend on
// the CJK font the machine has.
func TestWindowGolden(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name     string
		theme    ui.ThemeChoice
		language string
		size     fyne.Size
	}{
		{"window_light_default.png", ui.ThemeLight, ui.LanguageEnglish, defaultSize},
		{"window_dark_default.png", ui.ThemeDark, ui.LanguageEnglish, defaultSize},
		{"window_light_narrow.png", ui.ThemeLight, ui.LanguageEnglish, narrowSize},
		{"window_dark_narrow.png", ui.ThemeDark, ui.LanguageEnglish, narrowSize},
		{"window_zh_default.xml", ui.ThemeLight, ui.LanguageChinese, defaultSize},
		{"window_zh_narrow.xml", ui.ThemeDark, ui.LanguageChinese, narrowSize},
		{"window_light_narrowest.png", ui.ThemeLight, ui.LanguageEnglish, minSize},
		{"window_zh_narrowest.xml", ui.ThemeLight, ui.LanguageChinese, minSize},
		{"window_light_740x686.png", ui.ThemeLight, ui.LanguageEnglish, gnomeSize},
		{"window_dark_740x686.png", ui.ThemeDark, ui.LanguageEnglish, gnomeSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixtureIn(t, tc.language)
			ui.ApplyTheme(f.app, tc.theme)
			f.win.Resize(tc.size)
			inPlay(t, f)
			f.press("hint")
			f.press("hint") // the whole step, drawn on the board
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}

// assertWindowGolden compares the canvas with testdata/name: as markup
// for a .xml name, as an image otherwise; with -update it writes the file
// first.
func assertWindowGolden(t *testing.T, name string, c fyne.Canvas) {
	t.Helper()
	skipPixelsInShort(t)
	if filepath.Ext(name) == ".xml" {
		if *update {
			writeGolden(t, name, []byte(test.RenderToMarkup(c)))
		}
		test.AssertRendersToMarkup(t, name, c)
		return
	}
	img := c.Capture()
	if *update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		writeGolden(t, name, buf.Bytes())
	}
	test.AssertImageMatches(t, name, img)
}

// skipPixelsInShort skips a golden's comparison under -short, or a whole
// test that only draws goldens, called first: the race pass of the tests
// (see README) runs short, and leaves the drawing, which the race detector
// slows tenfold and which runs on one goroutine, to the plain pass; the
// setting up of a golden's window (its clicks and hints) is raced in the
// tests that check what they do.
func skipPixelsInShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: goldens are compared in the plain pass")
	}
}

func writeGolden(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join("testdata", name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestGreetGolden draws the first start's level card over the covered
// board, in English as an image and in Chinese as markup.
func TestGreetGolden(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name     string
		language string
	}{
		{"greet_en.png", ui.LanguageEnglish},
		{"greet_zh.xml", ui.LanguageChinese},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := ui.UseLanguage(tc.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = ui.UseLanguage(ui.LanguageSystem) })
			a := test.NewTempApp(t)
			ui.ApplyTheme(a, ui.ThemeLight)
			w := test.NewTempWindow(t, nil)
			w.Resize(defaultSize)
			ui.NewPlay(w, ui.Options{Clock: gametest.NewClock(), Rand: rand.New(rand.NewPCG(1, 2)), Post: func(func()) {},
				Language: tc.language})
			assertWindowGolden(t, tc.name, w.Canvas())
		})
	}
}
