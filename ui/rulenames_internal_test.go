package ui

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestRulesLevelName: the header names a game's rules before its level,
// in English and Chinese, and a classic or plain Killer game as before.
func TestRulesLevelName(t *testing.T) {
	x, wk := geometry.Flags{Diagonals: true}, geometry.Flags{Windows: true, AntiKnight: true}
	all := geometry.Flags{Diagonals: true, Windows: true, AntiKnight: true, AntiKing: true}
	tests := []struct {
		v           game.Variant
		f           geometry.Flags
		l           logic.Level
		en, zh      string
		printedName string
	}{
		{game.Classic, geometry.Flags{}, logic.Hard, "Hard", "困难", ""},
		{game.Killer, geometry.Flags{}, logic.Easy, "Killer · Easy", "杀手数独 · 简单", "Killer"},
		{game.Classic, x, logic.Medium, "Sudoku X · Medium", "对角线数独 · 中等", "Sudoku X"},
		{game.Classic, wk, logic.Expert, "Windoku · Anti-knight · Expert", "窗口数独 · 无马步 · 专家", "Windoku · Anti-knight"},
		{game.Killer, x, logic.Hard, "Killer · Sudoku X · Hard", "杀手数独 · 对角线数独 · 困难", "Killer · Sudoku X"},
		{game.Classic, all, logic.Extreme, "Sudoku X · Windoku · Anti-knight · Anti-king · Extreme",
			"对角线数独 · 窗口数独 · 无马步 · 无王步 · 极难", "Sudoku X · Windoku · Anti-knight · Anti-king"},
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
			if got := rulesLevelName(tt.v, tt.f, tt.l); got != want {
				t.Errorf("%s: rulesLevelName(%v, %+v, %v) = %q, want %q", language, tt.v, tt.f, tt.l, got, want)
			}
		}
	}
	for _, tt := range tests {
		if tt.printedName == "" {
			continue
		}
		if got := printRulesName(tt.v == game.Killer, tt.f); got != tt.printedName && tt.f != (geometry.Flags{}) {
			t.Errorf("printRulesName(%v, %+v) = %q, want %q", tt.v == game.Killer, tt.f, got, tt.printedName)
		}
	}
}
