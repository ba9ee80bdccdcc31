package ui

import (
	"fyne.io/fyne/v2"
	"image/color"
	"testing"

	"fyne.io/fyne/v2/theme"
)

// TestBoardContrasts measures, from the theme's colours in both variants,
// the WCAG contrasts the board's readability rests on: notes readable on
// every shade a cell takes; the row, column and box highlight visible yet
// quieter than the selection; givens' shading apart from both.
func TestBoardContrasts(t *testing.T) {
	for _, v := range []struct {
		name    string
		choice  ThemeChoice
		variant fyne.ThemeVariant
	}{{"light", ThemeLight, theme.VariantLight}, {"dark", ThemeDark, theme.VariantDark}} {
		pal := boardPaletteFor(themeFor(v.choice), v.variant)
		plain := pal.board
		cells := []struct {
			name string
			bg   color.Color
		}{
			{"a plain cell", plain},
			{"a given's cell", over(pal.given, plain)},
			{"a highlighted cell", over(pal.peer, plain)},
			{"the selected cell", over(pal.selected, plain)},
		}
		for _, c := range cells {
			got := contrast(over(pal.note, c.bg), c.bg)
			t.Logf("%s: notes on %s: %.2f:1", v.name, c.name, got)
			if got < minContrast {
				t.Errorf("%s: notes on %s have contrast %.2f:1, want at least %.1f:1", v.name, c.name, got, minContrast)
			}
		}
		peer := contrast(over(pal.peer, plain), plain)
		sel := contrast(over(pal.selected, plain), plain)
		given := contrast(over(pal.given, plain), plain)
		givenPeer := contrast(over(pal.given, plain), over(pal.peer, plain))
		t.Logf("%s: highlight %.2f:1, selection %.2f:1, given %.2f:1 (%.2f:1 to the highlight)", v.name, peer, sel, given, givenPeer)
		for _, tc := range []struct {
			what string
			ok   bool
		}{
			{"the highlight is at least 1.2:1 against a plain cell", peer >= 1.2},
			{"the selection is louder than the highlight", sel > peer},
			{"a given's shade is at least 1.08:1 against a plain cell", given >= 1.08},
			{"a given's shade is at least 1.08:1 against the highlight", givenPeer >= 1.08},
		} {
			if !tc.ok {
				t.Errorf("%s: want %s", v.name, tc.what)
			}
		}
	}
}

// TestThemeInksContrast: in the light theme an unticked check box's
// outline (the input border) and the pad's "N left" captions (the
// placeholder grey) were too faint. Both inks keep at least 4.5:1 against
// the window's background, a dialog's and an input's, in both variants.
func TestThemeInksContrast(t *testing.T) {
	for _, v := range []struct {
		name    string
		choice  ThemeChoice
		variant fyne.ThemeVariant
	}{{"light", ThemeLight, theme.VariantLight}, {"dark", ThemeDark, theme.VariantDark}} {
		th := themeFor(v.choice)
		for _, ink := range []fyne.ThemeColorName{theme.ColorNameInputBorder, theme.ColorNamePlaceHolder} {
			for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground, theme.ColorNameInputBackground} {
				b := th.Color(bg, v.variant)
				got := contrast(over(th.Color(ink, v.variant), b), b)
				t.Logf("%s: %s on %s: %.2f:1", v.name, ink, bg, got)
				if got < minContrast {
					t.Errorf("%s: %s on %s has contrast %.2f:1, want at least %.1f:1", v.name, ink, bg, got, minContrast)
				}
			}
		}
	}
}
