package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// ruleWords are the translation keys of the names of a puzzle's rules
// beyond classic and Killer Sudoku, in the order the header lists them
// (that of geometry.Variant.Name).
var ruleWords = []struct {
	key string
	has func(geometry.Flags) bool
}{
	{"rule.x", func(f geometry.Flags) bool { return f.Diagonals }},
	{"rule.windoku", func(f geometry.Flags) bool { return f.Windows }},
	{"rule.antiknight", func(f geometry.Flags) bool { return f.AntiKnight }},
	{"rule.antiking", func(f geometry.Flags) bool { return f.AntiKing }},
}

// rulesLevelName is the header's name of a game: its rules and its level,
// as "Sudoku X · Anti-knight · Medium" or "Killer · Sudoku X · Hard"; a
// game without rules beyond classic and Killer is named as
// gameLevelName names it ("Hard", "Killer · Hard").
func rulesLevelName(v game.Variant, f geometry.Flags, l logic.Level) string {
	if f == (geometry.Flags{}) {
		return gameLevelName(v, l)
	}
	var parts []string
	if v == game.Killer {
		parts = append(parts, lang.L("rule.killer"))
	}
	for _, w := range ruleWords {
		if w.has(f) {
			parts = append(parts, lang.L(w.key))
		}
	}
	return strings.Join(append(parts, levelName(l.String())), " · ")
}
