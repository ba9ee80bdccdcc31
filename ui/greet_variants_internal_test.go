package ui

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// sevenVariants are the variants the card offers once the bundled sets
// of issue 29 are in: classic, Killer, X, Windoku, anti-knight, anti-king
// and Killer-X.
var sevenVariants = []geometry.Variant{
	{},
	{Flags: geometry.Flags{AntiKing: true}},
	{Flags: geometry.Flags{AntiKnight: true}},
	{Killer: true},
	{Flags: geometry.Flags{Diagonals: true}, Killer: true},
	{Flags: geometry.Flags{Windows: true}},
	{Flags: geometry.Flags{Diagonals: true}},
}

// TestGreetSevenVariants: with seven variants offered, the level card
// fits the cover of the board at the narrowest window, 480x640, in
// English and Chinese; each variant has its name in the list and its
// words on the rule line; the New menu has a submenu for each but
// classic. The English card, its list open, is greet_variants_480.png.
func TestGreetSevenVariants(t *testing.T) {
	old := cardVariants
	cardVariants = func() []geometry.Variant { return sevenVariants }
	t.Cleanup(func() { cardVariants = old })
	for _, language := range []string{LanguageEnglish, LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			if err := UseLanguage(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = UseLanguage(LanguageSystem) })
			a := test.NewTempApp(t)
			ApplyTheme(a, ThemeLight)
			w := test.NewTempWindow(t, nil)
			w.Resize(fyne.NewSize(480, 640))
			p := NewPlay(w, Options{Clock: gametest.NewClock(), Rand: rand.New(rand.NewPCG(1, 2)), Post: func(func()) {}, Language: language})
			c := p.w.greet
			if !c.box.Visible() {
				t.Fatal("no level card on a first start")
			}
			if got := len(c.variant.Options); got != len(sevenVariants) {
				t.Fatalf("the card lists %d variants: %q", got, c.variant.Options)
			}
			for i, v := range sevenVariants {
				if c.variant.Options[i] != variantName(v) {
					t.Errorf("variant %d is %q, want %q", i, c.variant.Options[i], variantName(v))
				}
				c.describe(v)
				if want := ruleWords(v); c.rule.Text != want || want == "" || want == "variant."+v.Name()+".about" {
					t.Errorf("%s: the rule line says %q", v.Name(), c.rule.Text)
				}
			}
			c.describe(geometry.Variant{Killer: true, Flags: geometry.Flags{Diagonals: true}}) // the longest words
			card := c.box.Objects[0]
			cover := p.w.cover.Size()
			if m := card.MinSize(); m.Width > cover.Width || m.Height > cover.Height {
				t.Errorf("the card needs %v, more than the board's %v", m, cover)
			}
			if m := w.Content().MinSize(); m.Width > 480 || m.Height > 640 {
				t.Errorf("the window's content needs %v, more than 480x640", m)
			}
			subs := 0
			for _, it := range p.newGameItems() {
				if it.ChildMenu != nil {
					subs++
				}
			}
			if subs != len(sevenVariants)-1 {
				t.Errorf("Game > New has %d submenus, want %d", subs, len(sevenVariants)-1)
			}
			if language != LanguageEnglish {
				return
			}
			if lang.L("greet.title") == "greet.title" {
				t.Fatal("no English words")
			}
			c.describe(sevenVariants[0])
			test.Tap(c.variant) // the list open: seven variants over the card
			test.AssertImageMatches(t, "greet_variants_480.png", w.Canvas().Capture())
		})
	}
}
