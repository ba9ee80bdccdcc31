package ui

import (
	"embed"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

//go:embed translations
var translations embed.FS

func init() {
	if err := lang.AddTranslationsFS(translations, "translations"); err != nil {
		fyne.LogError("loading the translations", err)
	}
}

// The LANGUAGE environment variable as the process started with it, for
// UseLanguage(LanguageSystem) to put back.
var startLANGUAGE, startLANGUAGESet = os.LookupEnv("LANGUAGE")

// localeFromEnv reports whether Fyne reads the system's locale from the
// environment (LC_ALL, LC_MESSAGES, LANG and LANGUAGE), as it does on
// Linux and the BSDs through github.com/jeandeaual/go-locale; on Windows,
// macOS, iOS, Android and the web it asks the system.
var localeFromEnv = !slices.Contains([]string{"windows", "darwin", "ios", "android", "js"}, runtime.GOOS)

// UseLanguage makes the window speak language, one of Languages, from
// then on: strings already made keep their words, so NewWindow calls it
// before it builds anything, with the language the settings hold.
//
// Fyne v2.7 has no call to choose a language: its lang package matches the
// system's locales against the translations loaded, and does so again
// each time translations are added. So UseLanguage loads the chosen
// language's catalogue under both tags this package translates to, "en"
// (the one Fyne falls back to for any other language) and "zh-Hans":
// whichever Fyne picks, lang.L answers in the chosen language.
// LanguageSystem loads each catalogue under its own tag again. Where Fyne
// reads the locale from the environment (Linux and the BSDs), UseLanguage
// also sets LANGUAGE, or puts back the one the process started with, so
// that Fyne's own words, as in its file dialogs, follow when the locale is
// not C or POSIX, which make the variable ignored; elsewhere those stay in
// the system's language. The hints' sentences follow too (stepLanguage).
func UseLanguage(language string) error {
	if !slices.Contains(Languages(), language) {
		return fmt.Errorf("ui: unknown language %q", language)
	}
	catalogue := func(l string) ([]byte, error) { return translations.ReadFile("translations/" + l + ".json") }
	en, err := catalogue(LanguageEnglish)
	if err != nil {
		return err
	}
	zh, err := catalogue(LanguageChinese)
	if err != nil {
		return err
	}
	forEN, forZH := en, zh
	switch language {
	case LanguageEnglish:
		forZH = en
	case LanguageChinese:
		forEN = zh
	}
	if localeFromEnv {
		switch {
		case language != LanguageSystem:
			err = os.Setenv("LANGUAGE", language)
		case startLANGUAGESet:
			err = os.Setenv("LANGUAGE", startLANGUAGE)
		default:
			err = os.Unsetenv("LANGUAGE")
		}
		if err != nil {
			return err
		}
	}
	// Each call has Fyne match the locales again, with LANGUAGE as set.
	if err := lang.AddTranslationsForLocale(forEN, fyne.Locale(LanguageEnglish)); err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(forZH, fyne.Locale(LanguageChinese)); err != nil {
		return err
	}
	return nil
}

// stepLanguage returns the language for the logic engine's sentences in a
// window that speaks language (see Play.language): that one, or for
// LanguageSystem the system's, as Fyne's lang package picks it for the
// window's strings.
func stepLanguage(language string) string {
	if language != LanguageSystem {
		return language
	}
	if strings.HasPrefix(strings.ToLower(lang.SystemLocale().LanguageString()), "zh") {
		return "zh-Hans"
	}
	return "en"
}

// levelName returns a level's name for people, in the current language.
func levelName(level string) string { return lang.L("level." + level) }

// widestLevelName is the width a bold label needs for the longest level
// name, or for the words shown while a puzzle is entered, in the language
// in force.
func widestLevelName() float32 {
	names := []string{lang.L("label.entering")}
	for _, l := range logic.Levels {
		names = append(names, levelName(l.String()))
	}
	var w float32
	for _, n := range names {
		w = max(w, fyne.MeasureText(n, theme.Size(theme.SizeNameText), fyne.TextStyle{Bold: true}).Width)
	}
	return w + 2*theme.InnerPadding()
}
