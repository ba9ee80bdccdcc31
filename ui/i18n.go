package ui

import (
	"embed"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

//go:embed translations
var translations embed.FS

func init() {
	if err := lang.AddTranslationsFS(translations, "translations"); err != nil {
		fyne.LogError("loading the translations", err)
	}
}

// stepLanguage returns the language for the logic engine's sentences: the
// system's, as Fyne's lang package picks it for the window's strings.
func stepLanguage() string {
	if strings.HasPrefix(strings.ToLower(lang.SystemLocale().LanguageString()), "zh") {
		return "zh-Hans"
	}
	return "en"
}

// levelName returns a level's name for people, in the current language.
func levelName(level string) string { return lang.L("level." + level) }
