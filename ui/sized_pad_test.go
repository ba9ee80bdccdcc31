package ui_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/ui"
)

// padLeft returns counts of digits left to place on a grid of side n:
// each digit's own, some none.
func padLeft(n int) [sized.MaxN + 1]int {
	var left [sized.MaxN + 1]int
	for d := 1; d <= n; d++ {
		left[d] = (d * 5) % (n + 1)
	}
	return left
}

// TestRenderSizedPads draws the pad of a 16x16 grid: under the board at
// the narrowest window's width, its 16 digits in two rows of 8, lettered
// and numbered, in both themes, and in notes mode; and in the column
// beside the board, four a row.
func TestRenderSizedPads(t *testing.T) {
	skipPixelsInShort(t)
	for _, tc := range []struct {
		name            string
		theme           ui.ThemeChoice
		letters, noting bool
		column          bool
		size            fyne.Size
	}{
		{"pad_16x16_letters_light.png", ui.ThemeLight, true, false, false, fyne.NewSize(ui.MinWidth, 130)},
		{"pad_16x16_letters_dark.png", ui.ThemeDark, true, false, false, fyne.NewSize(ui.MinWidth, 130)},
		{"pad_16x16_numbers_light.png", ui.ThemeLight, false, false, false, fyne.NewSize(ui.MinWidth, 130)},
		{"pad_16x16_notes_light.png", ui.ThemeLight, true, true, false, fyne.NewSize(ui.MinWidth, 130)},
		{"pad_16x16_column_dark.png", ui.ThemeDark, false, false, true, fyne.NewSize(300, 330)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			ui.ApplyTheme(a, tc.theme)
			pad := ui.NewPad(a, sized.Shape16, tc.letters, tc.noting, padLeft(16))
			ui.PadInColumn(pad, tc.column)
			w := test.NewTempWindow(t, pad)
			w.SetPadded(false)
			w.Resize(tc.size)
			if *update {
				defer updateFailed(t, tc.name)
			}
			test.AssertRendersToImage(t, tc.name, w.Canvas())
		})
	}
}

// TestSizedPadFits shows the play area as of each shape, in both
// languages, at the narrowest window and the default one: the window's
// least width stays MinWidth, every key of
// the pad lies whole inside the window, none over the board's square or
// another key, the pad has a key for each digit, and the board keeps
// the room it has at 9x9 but for what a second row of keys takes.
func TestSizedPadFits(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		for _, size := range []fyne.Size{{Width: ui.MinWidth, Height: 720}, {Width: ui.MinWidth, Height: 640}, ui.DefaultWindowSize} {
			t.Run(fmt.Sprintf("%s/%vx%v", language, size.Width, size.Height), func(t *testing.T) {
				f := newFixtureIn(t, language)
				f.win.Resize(size)
				nine := f.play.BoardSide()
				_, others := f.play.PadKeys()
				keyHigh := others[0].Size().Height
				d := fyne.CurrentApp().Driver()
				for _, s := range append([]sized.Shape{sized.Shape9}, otherShapes...) {
					f.play.ShowShape(s, true)
					f.win.Resize(size.AddWidthHeight(1, 0)) // lay out again
					f.win.Resize(size)
					if w := f.win.Content().MinSize().Width; w > ui.MinWidth {
						t.Errorf("%v: the window goes no narrower than %v, over %v", s, w, ui.MinWidth)
					}
					digits, others := f.play.PadKeys()
					if len(digits) != s.N() {
						t.Fatalf("%v: the pad has %d digit keys", s, len(digits))
					}
					side, o := f.play.Board().Square()
					board := d.AbsolutePositionForObject(f.play.Board()).Add(o)
					var boxes [][2]fyne.Position
					for _, k := range append(digits, others...) {
						at := d.AbsolutePositionForObject(k)
						end := at.Add(k.Size())
						if at.X < -0.5 || at.Y < -0.5 || end.X > size.Width+0.5 || end.Y > size.Height+0.5 {
							t.Errorf("%v: a key spans %v to %v, outside the window", s, at, end)
						}
						if k.Size().Width < k.MinSize().Width-0.5 || k.Size().Height < k.MinSize().Height-0.5 {
							t.Errorf("%v: a key is %v, under its least size %v", s, k.Size(), k.MinSize())
						}
						if overlaps(at, end, board, board.Add(fyne.NewPos(side, side))) {
							t.Errorf("%v: a key at %v to %v lies over the board at %v, %v across", s, at, end, board, side)
						}
						for _, b := range boxes {
							if overlaps(at, end, b[0], b[1]) {
								t.Errorf("%v: keys at %v and %v overlap", s, at, b[0])
							}
						}
						boxes = append(boxes, [2]fyne.Position{at, end})
					}
					lost := nine - side
					if s.N() <= 9 && (lost > 0.5 || lost < -0.5) {
						t.Errorf("%v: the board is %.1f across, %.1f at 9x9", s, side, nine)
					}
					if s.N() > 9 && lost > keyHigh*1.5+2*6 {
						t.Errorf("%v: the board is %.1f across, %.1f at 9x9: more than a row of keys lost", s, side, nine)
					}
				}
			})
		}
	}
}

// overlaps reports whether the boxes from a to b and from c to d overlap
// by more than half a pixel.
func overlaps(a, b, c, d fyne.Position) bool {
	return a.X < d.X-0.5 && c.X < b.X-0.5 && a.Y < d.Y-0.5 && c.Y < b.Y-0.5
}

// TestLettersSetting: the digits 10-16 are numbers by default; the
// setting, kept in the preferences, reaches the board at once.
func TestLettersSetting(t *testing.T) {
	if ui.DefaultSettings().Letters {
		t.Error("the digits 10-16 are letters by default, want numbers")
	}
	f := newFixture(t)
	for _, on := range []bool{true, false} {
		s := f.play.Settings()
		s.Letters = on
		f.play.SetSettings(s)
		if f.board().Letters != on {
			t.Errorf("the setting %v, the board's Letters %v", on, f.board().Letters)
		}
		s.Save(f.app.Preferences())
		if got := ui.LoadSettings(f.app.Preferences()).Letters; got != on {
			t.Errorf("the setting %v saved loads as %v", on, got)
		}
	}
}
