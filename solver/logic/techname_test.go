package logic

import (
	"strings"
	"testing"
)

func TestTechniqueName(t *testing.T) {
	for _, tc := range []struct {
		t          Technique
		lang, want string
	}{
		{XWing, "en", "X-Wing"},
		{XWing, "zh-Hans", "X翼"},
		{Technique(250), "en", Technique(250).ID()},
	} {
		if got := tc.t.Name(tc.lang); got != tc.want {
			t.Errorf("%v.Name(%q) = %q, want %q", tc.t, tc.lang, got, tc.want)
		}
	}
}

func TestNameWithArticle(t *testing.T) {
	for _, tc := range []struct {
		t          Technique
		lang, want string
	}{
		{XWing, "en", "an X-Wing"},
		{HiddenSingle, "en", "a hidden single"},
		{XWing, "zh-Hans", "X翼"},
	} {
		if got := tc.t.NameWithArticle(tc.lang); got != tc.want {
			t.Errorf("%v.NameWithArticle(%q) = %q, want %q", tc.t, tc.lang, got, tc.want)
		}
	}
}

// TestNamesInSentenceCase: the trainer's list mixed "Avoidable Rectangle
// type 1" with "Unique rectangle type 1", "2-String Kite" and
// "Multi-Colouring type 1". Every English name is in sentence case: its
// words lower case but for initialisms (AIC, ALS-XZ, X-Wing, XY-Chain)
// and proper names (Swordfish and Jellyfish as fish, Sue de Coq, Franken,
// Killer).
func TestNamesInSentenceCase(t *testing.T) {
	proper := map[string]bool{"Swordfish": true, "Jellyfish": true, "Sue": true, "Coq": true, "Franken": true, "Killer": true}
	initialism := func(w string) bool { // X, XY, ALS, BUG+1: capitals, digits and signs only
		return strings.ToUpper(w) == w && strings.ContainsAny(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	}
	for tech := Technique(0); tech < numTechniques; tech++ {
		name := tech.Name("en")
		for _, word := range strings.Fields(name) {
			parts := strings.Split(word, "-")
			if initialism(parts[0]) || proper[word] {
				continue // "X-Wing", "ALS-XY-Wing": an initialism leads the word
			}
			if strings.ToLower(word) != word {
				t.Errorf("%s: %q is not in sentence case (%q)", tech.ID(), name, word)
			}
		}
	}
}
