package fpuzzles

import (
	"fmt"
	"slices"
	"strings"
)

// UnplayedError is the error for a puzzle with rules this program does not
// play. Rules names each, with how many there are when it is a list of
// clues ("thermometers (3)").
type UnplayedError struct {
	Rules []string
}

func (e *UnplayedError) Error() string {
	return "this puzzle has rules this program does not play: " + strings.Join(e.Rules, ", ")
}

// ruleNames name f-puzzles' JSON keys for rules this program does not
// play, in the order an error lists them. Keys not here are named by
// their key.
var ruleNames = []struct{ key, name string }{
	{"thermometer", "thermometers"},
	{"arrow", "arrows"},
	{"littlekillersum", "little killer sums"},
	{"sandwichsum", "sandwich sums"},
	{"xsum", "X-sums"},
	{"skyscraper", "skyscrapers"},
	{"odd", "odd cells"},
	{"even", "even cells"},
	{"parity", "odd or even cells"},
	{"minimum", "minimum cells"},
	{"maximum", "maximum cells"},
	{"extreme", "minimum or maximum cells"},
	{"difference", "white kropki dots"},
	{"ratio", "black kropki dots"},
	{"xv", "XV signs"},
	{"negative", "the negative constraint"},
	{"nonconsecutive", "nonconsecutive"},
	{"disjointgroups", "disjoint groups"},
	{"palindrome", "palindromes"},
	{"renban", "renban lines"},
	{"whispers", "whispers lines"},
	{"entropicline", "entropic lines"},
	{"regionsumline", "region sum lines"},
	{"betweenline", "between lines"},
	{"lockout", "lockout lines"},
	{"clone", "clones"},
	{"quadruple", "quadruples"},
	{"rowindexer", "row indexers"},
	{"columnindexer", "column indexers"},
	{"boxindexer", "box indexers"},
	{"extraregion", "extra regions"},
	{"cage", "drawn cages"},
	{"fogofwar", "fog of war"},
	{"foglight", "fog lights"},
	{"line", "drawn lines"},
	{"rectangle", "drawn rectangles"},
	{"circle", "drawn circles"},
	{"text", "text on the grid"},
}

// ignoredKeys are JSON keys that hold no rule: the solver's settings of
// f-puzzles and its meta data.
var ignoredKeys = []string{"size", "grid", "title", "author", "ruleset", "solution",
	"highlightConflicts", "disabledlogic", "truecandidatesoptions",
	"activeConstraints"} // the constraint tools f-puzzles shows, whose clues have keys of their own

// unplayed collects the rules not played, at most once each, and their
// counts.
type unplayed struct {
	counts map[string]int // by key
	extra  []string       // named by sentence, not by key
}

func (u *unplayed) add(key string, n int) {
	if u.counts == nil {
		u.counts = map[string]int{}
	}
	u.counts[key] += n
}

func (u *unplayed) note(s string) {
	if !slices.Contains(u.extra, s) {
		u.extra = append(u.extra, s)
	}
}

// err returns nil when nothing is unplayed.
func (u *unplayed) err() error {
	if len(u.counts) == 0 && len(u.extra) == 0 {
		return nil
	}
	var names []string
	name := func(key string, n int) string {
		if n > 1 {
			return fmt.Sprintf("%s (%d)", key, n)
		}
		return key
	}
	for _, r := range ruleNames {
		if n, ok := u.counts[r.key]; ok {
			names = append(names, name(r.name, n))
		}
	}
	var other []string
	for key := range u.counts {
		if !slices.ContainsFunc(ruleNames, func(r struct{ key, name string }) bool { return r.key == key }) {
			other = append(other, key)
		}
	}
	slices.Sort(other)
	for _, key := range other {
		names = append(names, name(fmt.Sprintf("%q", key), u.counts[key]))
	}
	names = append(names, u.extra...)
	return &UnplayedError{Rules: names}
}
