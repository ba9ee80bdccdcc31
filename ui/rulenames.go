package ui

import (
	"encoding/json"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// variantName names a variant's rules for people, in the current
// language: each rule's words ("variant." and its part of the variant's
// name) in the order of the name, joined by " · ": "Sudoku X ·
// Anti-knight", "Killer · Sudoku X"; "Classic" for classic Sudoku.
func variantName(v geometry.Variant) string {
	parts := strings.Split(v.Name(), "-")
	for i, p := range parts {
		parts[i] = lang.L("variant." + p)
	}
	return strings.Join(parts, " · ")
}

// words returns the words of key in the current language, and whether
// there are any.
func words(key string) (string, bool) {
	t := lang.L(key)
	return t, t != key
}

// variantWords returns the words of variant v's own key prefix+name+
// suffix, trying the variant's name ("killer-x"), then each of its rules'
// names ("killer", "x"), and else the words of key fallback: the words
// a variant shares with the rules it is made of, without a list of
// variants.
func variantWords(prefix string, v geometry.Variant, suffix, fallback string) string {
	name := v.Name()
	for _, n := range append([]string{name}, strings.Split(name, "-")...) {
		if t, ok := words(prefix + n + suffix); ok {
			return t
		}
	}
	return lang.L(fallback)
}

// gameLevelName is the header's name of a game: its rules and its level,
// "Sudoku X · Anti-knight · Medium", "Killer · Hard", or the level alone
// for classic Sudoku ("Hard").
func gameLevelName(v geometry.Variant, l logic.Level) string {
	if v.IsClassic() {
		return levelName(l.String())
	}
	return variantName(v) + " · " + levelName(l.String())
}

// printRulesName names a puzzle's rules in a printout's title, in English
// as the printouts are (their fonts have no CJK glyphs): "Sudoku X ·
// Anti-knight", "Killer · Sudoku X".
func printRulesName(v geometry.Variant) string {
	parts := strings.Split(v.Name(), "-")
	for i, p := range parts {
		parts[i] = englishWord("variant." + p)
	}
	return strings.Join(parts, " · ")
}

// englishWords is the English catalogue, read once, for the printouts.
var englishWords = sync.OnceValue(func() map[string]string {
	words := map[string]string{}
	data, err := translations.ReadFile("translations/en.json")
	if err == nil {
		err = json.Unmarshal(data, &words)
	}
	if err != nil {
		fyne.LogError("reading the English words", err)
	}
	return words
})

// englishWord returns the English words of key, or key when it has none.
func englishWord(key string) string {
	if w, ok := englishWords()[key]; ok {
		return w
	}
	return key
}
