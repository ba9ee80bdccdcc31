package ui

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

//go:embed translations fynewords
var translations embed.FS

func init() {
	if err := lang.AddTranslationsFS(translations, "translations"); err != nil {
		fyne.LogError("loading the translations", err)
	}
}

// UseLanguage makes the window speak language, one of Languages, from
// then on: strings already made keep their words, so NewWindow calls it
// before it builds anything, with the language the settings hold, and
// hands it to NewPlay (Options.Language).
//
// Fyne v2.7 has no call to choose a language: its lang package matches the
// system's locales against the translations loaded, and does so again
// each time translations are added. So UseLanguage loads the chosen
// language's words, this package's and Fyne's own (fynewords: a copy of
// Fyne's, as in its file dialogs), under every tag Fyne may pick: "en"
// (the one it falls back to), "zh-Hans" and the system's locale. Whichever
// it picks, lang.L answers in the chosen language. LanguageSystem loads
// each language's words under its own tag again, and English under the
// system's locale, as lang.L fell back to it at start; Fyne's own words
// are then English there too, where they were the system's at start, until
// the next start. The process environment is left alone.
func UseLanguage(language string) error {
	if !slices.Contains(Languages(), language) {
		return fmt.Errorf("ui: unknown language %q", language)
	}
	tags := []string{LanguageEnglish, LanguageChinese}
	system := lang.SystemLocale()
	if base := baseLanguage(system); base != "en" && base != "zh" {
		tags = append(tags, system.String()) // Fyne matches it before any other
	}
	for _, tag := range tags {
		l := language
		switch {
		case l != LanguageSystem:
		case tag == LanguageEnglish || tag == LanguageChinese:
			l = tag // each its own words again
		default:
			l = LanguageEnglish // the words lang.L fell back to at start
		}
		words, err := catalogue(l)
		if err != nil {
			return err
		}
		// Each call has Fyne match the locales again.
		if err := lang.AddTranslationsForLocale(words, fyne.Locale(tag)); err != nil {
			return err
		}
	}
	return nil
}

// catalogue returns the words of language, one the window speaks: this
// package's and Fyne's own, as one translation file.
func catalogue(language string) ([]byte, error) {
	words := map[string]any{}
	for _, dir := range []string{"fynewords", "translations"} {
		data, err := translations.ReadFile(dir + "/" + language + ".json")
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(data, &words); err != nil {
			return nil, fmt.Errorf("%s/%s.json: %w", dir, language, err)
		}
	}
	return json.Marshal(words)
}

// baseLanguage returns the language of a locale, lower case: "zh" for
// "zh-Hans-CN".
func baseLanguage(l fyne.Locale) string {
	base, _, _ := strings.Cut(strings.ToLower(l.LanguageString()), "-")
	return base
}

// stepLanguage returns the language for the logic engine's sentences in a
// window that speaks language (see Play.language): that one, or for
// LanguageSystem the system's, as Fyne's lang package picks it for the
// window's strings.
func stepLanguage(language string) string {
	if language != LanguageSystem {
		return language
	}
	if baseLanguage(lang.SystemLocale()) == "zh" {
		return "zh-Hans"
	}
	return "en"
}

// levelName returns a level's name for people, in the current language.
func levelName(level string) string { return lang.L("level." + level) }

// widestLevelName is the width a bold label needs for the longest name
// of a level in variant v (see gameLevelName), or for the words shown
// while a puzzle is entered, in the language in force.
func widestLevelName(v geometry.Variant) float32 {
	names := []string{lang.L("label.entering")}
	for _, l := range logic.Levels {
		names = append(names, gameLevelName(v, l))
	}
	var w float32
	for _, n := range names {
		w = max(w, fyne.MeasureText(n, theme.Size(theme.SizeNameText), fyne.TextStyle{Bold: true}).Width)
	}
	return w + 2*theme.InnerPadding()
}
