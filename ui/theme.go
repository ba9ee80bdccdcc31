package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ThemeChoice is the player's theme setting.
type ThemeChoice string

// The theme settings; ThemeSystem follows the desktop's light or dark.
const (
	ThemeSystem ThemeChoice = "system"
	ThemeLight  ThemeChoice = "light"
	ThemeDark   ThemeChoice = "dark"
)

// variantTheme is the default theme, held to one variant when fixed,
// with inks that stand out from the background (see readableColor).
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
	fixed   bool // the variant is held; else the system's is followed
}

func (t variantTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.fixed {
		v = t.variant
	}
	if c, ok := readableColor(n, v); ok {
		return c
	}
	return t.Theme.Color(n, v)
}

// Fyne's default theme draws an unticked check box's outline in its
// input border, #e3e3e3 on the light theme's white (1.3:1) and #39393a
// on the dark theme's #171718 (1.6:1), and captions such as the pad's
// "N left" in its placeholder grey, #888888 on white (3.5:1). They are
// darkened, and lightened on dark, to at least 4.5:1 against the
// window's background and an input's (see TestThemeInksContrast).
var (
	lightQuiet      = color.NRGBA{R: 0x6b, G: 0x6b, B: 0x6b, A: 0xff}
	darkInputBorder = color.NRGBA{R: 0x8a, G: 0x8a, B: 0x8a, A: 0xff}
)

// readableColor is the theme's colour n in variant v where it differs
// from the default theme's, and whether it does.
func readableColor(n fyne.ThemeColorName, v fyne.ThemeVariant) (color.Color, bool) {
	switch {
	case v == theme.VariantLight && (n == theme.ColorNameInputBorder || n == theme.ColorNamePlaceHolder):
		return lightQuiet, true
	case v == theme.VariantDark && n == theme.ColorNameInputBorder:
		return darkInputBorder, true
	}
	return nil, false
}

// themeFor returns the Fyne theme of a setting.
func themeFor(c ThemeChoice) fyne.Theme {
	switch c {
	case ThemeLight:
		return variantTheme{theme.DefaultTheme(), theme.VariantLight, true}
	case ThemeDark:
		return variantTheme{theme.DefaultTheme(), theme.VariantDark, true}
	}
	return variantTheme{Theme: theme.DefaultTheme()}
}

// ApplyTheme sets the app's theme from a setting and remembers it.
func ApplyTheme(a fyne.App, c ThemeChoice) {
	a.Preferences().SetString(prefTheme, string(c))
	a.Settings().SetTheme(themeFor(c))
}

const prefTheme = "theme"

// themed is a widget, which has a theme of its own (see
// widget.BaseWidget.Theme).
type themed interface{ Theme() fyne.Theme }

// colorOf returns the colour n of o's theme, in the variant the app a
// shows, as o's renderer draws it; the board reads its colours so too.
func colorOf(o themed, a fyne.App, n fyne.ThemeColorName) color.Color {
	return o.Theme().Color(n, a.Settings().ThemeVariant())
}
