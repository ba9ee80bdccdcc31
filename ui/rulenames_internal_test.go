package ui

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestGameLevelName: the header names a game's rules before its level,
// in English and Chinese, and a classic or plain Killer game as before.
func TestGameLevelName(t *testing.T) {
	x, wk := geometry.Flags{Diagonals: true}, geometry.Flags{Windows: true, AntiKnight: true}
	all := geometry.Flags{Diagonals: true, Windows: true, AntiKnight: true, AntiKing: true}
	tests := []struct {
		v           geometry.Variant
		l           logic.Level
		en, zh      string
		printedName string
	}{
		{geometry.Variant{}, logic.Hard, "Hard", "困难", ""},
		{geometry.Variant{Killer: true}, logic.Easy, "Killer · Easy", "杀手数独 · 简单", "Killer"},
		{geometry.Variant{Flags: x}, logic.Medium, "Sudoku X · Medium", "对角线数独 · 中等", "Sudoku X"},
		{geometry.Variant{Flags: wk}, logic.Expert, "Windoku · Anti-knight · Expert", "窗口数独 · 无马数独 · 专家", "Windoku · Anti-knight"},
		{geometry.Variant{Flags: x, Killer: true}, logic.Hard, "Killer · Sudoku X · Hard", "杀手数独 · 对角线数独 · 困难", "Killer · Sudoku X"},
		{geometry.Variant{Flags: all}, logic.Extreme, "Sudoku X · Windoku · Anti-knight · Anti-king · Extreme",
			"对角线数独 · 窗口数独 · 无马数独 · 无王数独 · 极难", "Sudoku X · Windoku · Anti-knight · Anti-king"},
	}
	t.Cleanup(func() { _ = UseLanguage(LanguageSystem) })
	for _, language := range []string{LanguageEnglish, LanguageChinese} {
		if err := UseLanguage(language); err != nil {
			t.Fatal(err)
		}
		for _, tt := range tests {
			want := tt.en
			if language == LanguageChinese {
				want = tt.zh
			}
			if got := gameLevelName(tt.v, tt.l); got != want {
				t.Errorf("%s: gameLevelName(%v, %v) = %q, want %q", language, tt.v, tt.l, got, want)
			}
		}
	}
	for _, tt := range tests {
		if tt.printedName == "" {
			continue
		}
		if got := printRulesName(tt.v); got != tt.printedName {
			t.Errorf("printRulesName(%v) = %q, want %q", tt.v, got, tt.printedName)
		}
	}
}
