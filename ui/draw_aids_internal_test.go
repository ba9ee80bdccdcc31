package ui

import (
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
)

// TestSumWords words each kind of selection's sum, in English and in
// Chinese: placed digits only, whole cages, cages and placed digits, and
// cages beside empty cells, whose total is not known.
func TestSumWords(t *testing.T) {
	tests := []struct {
		name   string
		sum    session.SelectionSum
		en, zh string
	}{
		{"placed, all", session.SelectionSum{Cells: 3, Rest: 3, Filled: 3, Placed: 17, Known: true, Total: 17},
			"sum 17", "和为 17"},
		{"placed, some", session.SelectionSum{Cells: 3, Rest: 3, Filled: 2, Placed: 8},
			"8 so far, 1 empty", "已填和 8，1 格空"},
		{"cages", session.SelectionSum{Cells: 5, Cages: []int{12, 15}, Known: true, Total: 27},
			"cages 12 + 15 = 27", "笼子 12 + 15 = 27"},
		{"cages and placed", session.SelectionSum{Cells: 6, Cages: []int{12, 15}, Rest: 1, Filled: 1, Placed: 9, Known: true, Total: 36},
			"cages 12 + 15, placed 9: 36", "笼子 12 + 15，已填 9：共 36"},
		{"cages and empty", session.SelectionSum{Cells: 4, Cages: []int{8}, Rest: 1},
			"cages 8 = 8, 1 more empty", "笼子 8 = 8，另 1 格空"},
	}
	for _, language := range []string{LanguageEnglish, LanguageChinese} {
		if err := UseLanguage(language); err != nil {
			t.Fatal(err)
		}
		for _, tt := range tests {
			want := tt.en
			if language == LanguageChinese {
				want = tt.zh
			}
			if got := sumWords(&tt.sum); got != want {
				t.Errorf("%s, %s: %q, want %q", language, tt.name, got, want)
			}
		}
	}
	if err := UseLanguage(LanguageEnglish); err != nil {
		t.Fatal(err)
	}
}
