package ui_test

import (
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/ui"
)

// TestHowToPlayReadsOn: the Chinese page broke its lines after every bold
// part or menu path ("• 笔记（或", then "N）切换…") and showed stray spaces
// ("撤销和 重做"). Fyne's markdown puts a space after text that inline
// markup follows, and wraps each segment on its own, moving one that
// fits a line to the next when it does not fit what is left of this one,
// and breaking at spaces first. Rendered in the dialog, in both
// languages, a line falls well short of the width only where a heading,
// paragraph or item ends, no bullet stands alone, and no space stands
// beside a Chinese character. On a failure the dialog is written to
// testdata/failed to be looked at.
func TestHowToPlayReadsOn(t *testing.T) {
	skipHelpInShort(t, "how to play")
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			f.win.Resize(defaultSize)
			f.press("how-to-play")
			var rt richText
			for _, o := range objects(f.topOverlay()) {
				if r, ok := o.(richText); ok && (rt == nil || len(r.String()) > len(rt.String())) {
					rt = r // the page, not the title
				}
			}
			if rt == nil {
				t.Fatal("no rich text in the dialog")
			}
			defer func() {
				if t.Failed() {
					writeLook(t, "how_to_play_"+language+".png", f)
				}
			}()

			rows := textRows(rt)
			short := 0
			for _, r := range rows {
				if first, _ := utf8.DecodeRuneInString(strings.TrimLeft(r.text, "•・ ")); strings.ContainsRune("，。、；：！？）」』", first) {
					t.Errorf("a line starts with closing punctuation: %q", r.text)
				}
				if r.width < 0.75*rt.Size().Width {
					short++
				}
				if s := strings.TrimSpace(r.text); s == "•" || s == "・" {
					t.Error("a bullet alone on its line")
				}
				if language == ui.LanguageChinese && spaceByHan(strings.TrimLeft(r.text, "•・ ")) {
					t.Errorf("a space beside a Chinese character: %q", r.text)
				}
			}
			if blocks := textBlocks(lang.L("help.how-to-play")); short > blocks {
				var shown []string
				for _, r := range rows {
					shown = append(shown, r.text)
				}
				t.Errorf("%d short lines for %d headings, paragraphs and items:\n%s", short, blocks, strings.Join(shown, "\n"))
			}
		})
	}
}

// textRow is one line of a rich text: its words and width.
type textRow struct {
	text  string
	width float32
}

// richText is a rich text widget: Fyne's, or one that extends it.
type richText interface {
	fyne.Widget
	String() string
}

// textRows returns the lines a rich text shows, top to bottom.
func textRows(rt fyne.CanvasObject) []textRow {
	type piece struct {
		x, y, w float32
		s       string
	}
	var pieces []piece
	for _, o := range objects(rt) {
		if t, ok := o.(*canvas.Text); ok && t.Text != "" {
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(t)
			pieces = append(pieces, piece{pos.X, float32(math.Round(float64(pos.Y))), t.MinSize().Width, t.Text})
		}
	}
	slices.SortStableFunc(pieces, func(a, b piece) int {
		if a.y != b.y {
			return int(a.y - b.y)
		}
		return int(a.x - b.x)
	})
	var rows []textRow
	var left float32
	for i, p := range pieces {
		if i == 0 || p.y != pieces[i-1].y {
			rows = append(rows, textRow{})
			left = p.x
		}
		r := &rows[len(rows)-1]
		r.text += p.s
		r.width = p.x + p.w - left
	}
	return rows
}

// textBlocks counts the headings, paragraphs and list items of markdown.
func textBlocks(md string) int {
	n := 0
	for _, block := range strings.Split(md, "\n\n") {
		if strings.HasPrefix(block, "- ") {
			n += strings.Count(block, "\n- ") + 1
		} else {
			n++
		}
	}
	return n
}

// spaceByHan reports whether a space in s stands beside a Chinese
// character or punctuation mark.
func spaceByHan(s string) bool {
	r := []rune(s)
	cjk := func(i int) bool {
		return i >= 0 && i < len(r) && (unicode.Is(unicode.Han, r[i]) || r[i] >= 0x3000 && r[i] <= 0x303f || r[i] >= 0xff00 && r[i] <= 0xffef)
	}
	for i, c := range r {
		if c == ' ' && (cjk(i-1) || cjk(i+1)) {
			return true
		}
	}
	return false
}

// writeLook writes the window as it is now to testdata/failed/name, to be
// looked at: a render of Chinese depends on the fonts the machine has,
// and makes no golden.
func writeLook(t *testing.T, name string, f *fixture) {
	t.Helper()
	dir := filepath.Join("testdata", "failed")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := png.Encode(out, f.win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// TestShortcutsFit: the keyboard shortcuts' descriptions ran past the
// dialog's right edge at the default size, cut off mid-word ("a corner
// mark with the Sudo"). Every description is shown whole, its lines
// within the dialog, in both languages.
func TestShortcutsFit(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			f.win.Resize(defaultSize)
			f.press("shortcuts")
			top := f.topOverlay()
			right := fyne.CurrentApp().Driver().AbsolutePositionForObject(top).X + top.Size().Width
			n := 0
			for _, o := range objects(top) {
				txt, ok := o.(*canvas.Text)
				if !ok || txt.Text == "" || txt.TextStyle.Bold {
					continue
				}
				n++
				w := fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width
				if x := fyne.CurrentApp().Driver().AbsolutePositionForObject(txt).X + w; x > right+1 {
					t.Errorf("%q ends at %.0f, past the dialog's edge at %.0f", txt.Text, x, right)
				}
			}
			if n < 10 {
				t.Fatalf("%d descriptions found", n)
			}
		})
	}
}

// skipHelpInShort skips, under -short (the race pass, see README), a case
// named "how to play…": laying out that page takes seconds, tenfold under
// the race detector, on the window's one goroutine. The plain pass opens
// it in every test; the race pass opens the other dialogs, which stop and
// start the clock the same way.
func skipHelpInShort(t *testing.T, name string) {
	t.Helper()
	if testing.Short() && strings.HasPrefix(name, "how to play") {
		t.Skip("-short: How to play is laid out in the plain pass")
	}
}
