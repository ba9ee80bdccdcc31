package ui

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
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
		{geometry.Variant{Jigsaw: true}, logic.Hard, "Jigsaw · Hard", "锯齿数独 · 困难", "Jigsaw"},
		{geometry.Variant{Jigsaw: true, Flags: x}, logic.Medium, "Jigsaw · Sudoku X · Medium", "锯齿数独 · 对角线数独 · 中等", "Jigsaw · Sudoku X"},
		{geometry.Variant{Jigsaw: true, Killer: true}, logic.Easy, "Jigsaw · Killer · Easy", "锯齿数独 · 杀手数独 · 简单", "Jigsaw · Killer"},
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

// TestJigsawRuleWords: the level card's rule line and the about words of
// a jigsaw say what its regions are, in English and Chinese; a jigsaw
// with more rules falls back on its name.
func TestJigsawRuleWords(t *testing.T) {
	t.Cleanup(func() { _ = UseLanguage(LanguageSystem) })
	jigsaw, jigsawX := geometry.Variant{Jigsaw: true}, geometry.Variant{Jigsaw: true, Flags: geometry.Flags{Diagonals: true}}
	for _, tt := range []struct {
		language    string
		rule, about string
		named       string
	}{
		{LanguageEnglish, "Jigsaw: every row, column and outlined region holds 1 to 9 once.",
			"Jigsaw: each outlined region holds 1 to 9 once, in place of the 3×3 boxes", "Jigsaw · Sudoku X"},
		{LanguageChinese, "锯齿数独：每行、每列、每个粗线围出的区域都恰好含1到9各一次。",
			"锯齿数独：每个粗线围出的区域恰好含 1 到 9 各一次，取代 3×3 宫", "锯齿数独 · 对角线数独"},
	} {
		if err := UseLanguage(tt.language); err != nil {
			t.Fatal(err)
		}
		if got := ruleWords(jigsaw); got != tt.rule {
			t.Errorf("%s: rule line %q, want %q", tt.language, got, tt.rule)
		}
		if got := aboutWords(jigsaw); got != tt.about {
			t.Errorf("%s: about %q, want %q", tt.language, got, tt.about)
		}
		if got := ruleWords(jigsawX); got != tt.named {
			t.Errorf("%s: jigsaw-x's rule line %q, want %q", tt.language, got, tt.named)
		}
	}
}

// TestPuzzleTitleNamesVariant: a file's list names each rated puzzle's
// rules before its level, as the header does; a classic one its level
// alone.
func TestPuzzleTitleNamesVariant(t *testing.T) {
	pz := solver.FilePuzzle{}
	tests := []struct {
		v    geometry.Variant
		want string
	}{
		{geometry.Variant{Jigsaw: true}, "Jigsaw · Extreme 7.8"},
		{geometry.Variant{}, "1.  Extreme 7.8"},
	}
	for _, tt := range tests {
		got := puzzleTitle(0, pz, &session.PuzzleRating{Variant: tt.v, Level: logic.Extreme, Score: 7.8})
		if !strings.Contains(got, tt.want) {
			t.Errorf("%v: %q, want it to hold %q", tt.v, got, tt.want)
		}
	}
}
