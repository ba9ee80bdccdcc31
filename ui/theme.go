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

// variantTheme is the default theme held to one variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// themeFor returns the Fyne theme of a setting.
func themeFor(c ThemeChoice) fyne.Theme {
	switch c {
	case ThemeLight:
		return variantTheme{theme.DefaultTheme(), theme.VariantLight}
	case ThemeDark:
		return variantTheme{theme.DefaultTheme(), theme.VariantDark}
	}
	return theme.DefaultTheme()
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
