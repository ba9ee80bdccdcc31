package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

func TestHouseName(t *testing.T) {
	g := geometry.New(geometry.Rules{Flags: geometry.Flags{Diagonals: true, Windows: true}})
	tests := []struct {
		house    int
		en, zhCN string
	}{
		{0, "row 1", "第1行"},
		{11, "column 3", "第3列"},
		{26, "box 9", "第9宫"},
		{27, "the ↘ diagonal", "↘对角线"},
		{28, "the ↗ diagonal", "↗对角线"},
		{30, "window 2", "第2窗"},
	}
	for _, tt := range tests {
		h := g.Houses()[tt.house]
		if got := HouseName(h, "en"); got != tt.en {
			t.Errorf("HouseName(house %d, en) = %q, want %q", tt.house, got, tt.en)
		}
		if got := HouseName(h, "zh-Hans"); got != tt.zhCN {
			t.Errorf("HouseName(house %d, zh-Hans) = %q, want %q", tt.house, got, tt.zhCN)
		}
	}
	// A classic house is named as its Unit is in step messages.
	c, err := catalogueFor("en")
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range geometry.Classic().Houses() {
		u := Unit(i)
		if got, want := HouseName(h, "en"), c.fill(u.Kind(), u.Index()+1); got != want {
			t.Errorf("house %d named %q, its unit %q", i, got, want)
		}
	}
	// Every house of every kind has words in every language.
	for _, lang := range Languages {
		c, err := catalogueFor(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range g.Houses() {
			if c.templates[h.Key()] == nil {
				t.Errorf("%s: no words for %q", lang, h.Key())
			}
		}
	}
}
