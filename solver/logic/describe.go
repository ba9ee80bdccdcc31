package logic

import (
	"embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"text/template"

	"github.com/sudokudesktop/sudoku/solver"
)

// The message catalogues: one JSON object per language, from message key
// (a technique's ID, or ID.variant) to a text/template. Templates see:
//
//	.Unit, .Unit2  the step's first and second unit
//	.Units         all of them; .Base and .Cover their first and second half
//	.Digit         the digit placed, else the digit eliminated, else the first of .Digits
//	.Digits        the pattern's digits, as "4/7"
//	.Cells         the pattern's cells; .First the first, .Rest the others
//	.Place, .Elim  the placements, the eliminations
//	.Result        both of those
//	.Name          the technique's ID
//	.Chain         a chain's links in Eureka notation, a group's cells each
//	               on its own (r7c4/r9c4, not r79c4)
//	.Words         a chain told as implications, "if r4c7 is not 5, then ...";
//	               for a forcing chain, its net, deduction by deduction,
//	               each with the deductions it stands on, the nested
//	               chains of a nested one told where they come
//	.Sets          an ALS step's sets, each by house and cells, "row 1 (r1c2, r1c3) and ..."
//	.More          the eliminations of a forcing chain step of the rating
//	               walk beyond the one its net proves (then .Elim is that one)
//	.Region        a Killer step's units as one phrase, "row 3 and row 4"
//	.Sum           a Killer step's Sum
//	.Total         45 for each of its units
//	.Known         what the rule of 45 subtracts (.Total less .Sum for
//	               innies, plus .Sum for outies)
//	.Combos        the digit sets of its Combos, as "{1,7}, {2,6} or {3,5}"
//	.In, .Out      its innies, its outies
//	.Less          "less" when its innies add up to less than its outies
//	               (then .Sum is the outies' excess)
//	.Missing       a cage contradiction's digit left without a place
//	.Empty         a cage contradiction's cell left without a candidate
//
//go:embed messages/*.json
var messageFiles embed.FS

type catalogue struct {
	templates map[string]*template.Template
	words     map[string]string
}

var (
	cataloguesOnce sync.Once
	catalogues     map[string]*catalogue
	cataloguesErr  error
)

// Languages lists the languages Describe speaks, as BCP 47 tags.
var Languages = []string{"en", "zh-Hans"}

func loadCatalogues() {
	catalogues = map[string]*catalogue{}
	for _, lang := range Languages {
		data, err := messageFiles.ReadFile("messages/" + lang + ".json")
		if err != nil {
			cataloguesErr = err
			return
		}
		var raw map[string]string
		if err := json.Unmarshal(data, &raw); err != nil {
			cataloguesErr = fmt.Errorf("messages/%s.json: %w", lang, err)
			return
		}
		c := &catalogue{templates: map[string]*template.Template{}, words: raw}
		for key, text := range raw {
			t, err := template.New(key).Option("missingkey=error").Parse(text)
			if err != nil {
				cataloguesErr = fmt.Errorf("messages/%s.json: %w", lang, err)
				return
			}
			c.templates[key] = t
		}
		catalogues[lang] = c
	}
}

// catalogueFor picks the catalogue for a language tag: Chinese for tags
// starting "zh", English otherwise.
func catalogueFor(lang string) (*catalogue, error) {
	cataloguesOnce.Do(loadCatalogues)
	if cataloguesErr != nil {
		return nil, cataloguesErr
	}
	if strings.HasPrefix(strings.ToLower(lang), "zh") {
		return catalogues["zh-Hans"], nil
	}
	return catalogues["en"], nil
}

// Describe puts the step into one sentence in the given language (a BCP 47
// tag such as "en" or "zh-Hans"; anything but Chinese gets English). Cells
// are named compactly, as r4c2.
func (s *Step) Describe(lang string) string { return s.describe(lang, NameCompact) }

// describe is Describe, naming the pattern's cells as n says; the
// results keep r4c2=5.
func (s *Step) describe(lang string, n Naming) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return s.Technique.ID() + ": " + err.Error()
	}
	key := s.Technique.ID()
	if s.Variant != "" {
		key += "." + s.Variant
	}
	t := c.templates[key]
	if t == nil {
		t = c.templates["generic"]
	}
	var sb strings.Builder
	if err := t.Execute(&sb, c.data(s, n)); err != nil {
		return s.Technique.ID() + ": " + err.Error()
	}
	return sb.String()
}

// data builds what the templates see.
func (c *catalogue) data(s *Step, n Naming) map[string]string {
	units := make([]string, len(s.Units))
	for i, u := range s.Units {
		units[i] = c.fill(u.Key(), unitLabel(u, s.geo))
	}
	cells := s.PatternCells()
	names := make([]string, len(cells))
	for i, cell := range cells {
		names[i] = c.cellName(cell, n)
	}
	var place, elim []string
	for _, p := range s.Placements {
		place = append(place, c.fill("place", p))
	}
	elim = c.elimParts(s.Eliminations)
	list, and := c.words["list"], c.words["and"]
	half := len(units) / 2
	d := map[string]string{
		"Units":  strings.Join(units, list),
		"Base":   strings.Join(units[:half], and),
		"Cover":  strings.Join(units[half:], and),
		"Digits": s.Digits.String(),
		"Digit":  strconv.Itoa(int(s.Digits.First())),
		"Cells":  strings.Join(names, list),
		"Place":  strings.Join(place, list),
		"Elim":   strings.Join(elim, list),
		"Result": strings.Join(append(place, elim...), list),
		"Name":   s.Technique.ID(),
		"Unit":   "", "Unit2": "", "First": "", "Rest": "",
	}
	d["Chain"], d["Words"], d["More"] = "", "", ""
	d["Sets"] = c.setNames(s, units)
	d["Fish"], d["FishDigit"], d["Fins"], d["House"], d["Starts"] = "", "", "", "", ""
	if s.Technique == KrakenFish {
		c.krakenData(s, d, units, n)
	}
	c.killerData(s, d, units)
	switch {
	case s.Technique == ForcingChain && len(s.Pattern) > 0:
		d["Words"] = c.netWords(s.Pattern[0], s.Links, s.inner)
		if len(elim) > 1 { // the rating walk's batch: one net is told
			d["Elim"], d["More"] = elim[0], strings.Join(elim[1:], list)
		}
	case s.Technique == KrakenFish && len(s.Links) > 0:
		words := []string{}
		for _, chain := range splitChains(s.Links) {
			words = append(words, c.chainWords(chain))
		}
		d["Chain"], d["Words"] = s.Eureka(), strings.Join(words, c.words["chains.sep"])
	case len(s.Links) > 0:
		d["Chain"], d["Words"] = s.eureka(cellsEach), c.chainWords(s.Links)
	}
	if len(units) > 0 {
		d["Unit"] = units[0]
	}
	if len(units) > 1 {
		d["Unit2"] = units[1]
	}
	if len(names) > 0 {
		d["First"], d["Rest"] = names[0], strings.Join(names[1:], list)
	}
	switch {
	case len(s.Placements) > 0:
		d["Digit"] = strconv.Itoa(int(s.Placements[0].Digit))
	case len(s.Eliminations) > 0:
		d["Digit"] = strconv.Itoa(int(s.Eliminations[0].Digit))
	}
	return d
}

// setNames names the almost locked sets of an ALS step, each by its house
// and its cells, as "row 1 (r1c2, r1c3) and column 2 (r4c2, r5c2)". The
// cells are named compactly even when spoken: the house already says
// where they are, and "row 1, column 2 (r1c2)" inside the parentheses
// would nest them.
func (c *catalogue) setNames(s *Step, units []string) string {
	sets := make([]string, len(s.Sets))
	for i, cells := range s.Sets {
		names := cellNames(cells)
		unit := ""
		if i < len(units) {
			unit = units[i]
		}
		sets[i] = c.fill("als.set", map[string]string{"Unit": unit, "Cells": strings.Join(names, c.words["list"])})
	}
	if len(sets) < 2 {
		return strings.Join(sets, "")
	}
	return strings.Join(sets[:len(sets)-1], c.words["list"]) + c.words["and"] + sets[len(sets)-1]
}

// Naming is how a hint's words name a cell.
type Naming uint8

// The namings of a cell.
const (
	NameCompact Naming = iota // "r4c2"
	NameSpoken                // as players say it, with the compact name after it: "row 4, column 2 (r4c2)"
	NameLong                  // "row 4, column 2"
)

// cellName names a cell as n says.
func (c *catalogue) cellName(cell solver.Cell, n Naming) string {
	key := "cell"
	switch n {
	case NameCompact:
		return cell.String()
	case NameLong:
		key = "cell.long"
	}
	return c.fill(key, map[string]any{"Row": cell.Row() + 1, "Col": cell.Col() + 1, "Name": cell.String()})
}

// elimParts words eliminations for a list: each as "r5c8≠2", but the
// cells that lose the same two or more digits together, as "r1c1 and
// r1c2 cannot be 1, 2, 3, 4 or 5" (a Killer cage's combination step read
// "r1c1≠1, r1c1≠2, r1c1≠3, ..." ten times over).
func (c *catalogue) elimParts(es []Candidate) []string {
	var lost [81]Digits
	var order []solver.Cell
	for _, e := range es {
		if lost[e.Cell] == 0 {
			order = append(order, e.Cell)
		}
		lost[e.Cell] |= 1 << e.Digit
	}
	if len(order) == len(es) { // a digit a cell: as they are
		parts := make([]string, len(es))
		for i, e := range es {
			parts[i] = c.fill("elim", e)
		}
		return parts
	}
	var parts []string
	done := map[solver.Cell]bool{}
	for _, cell := range order {
		ds := lost[cell]
		if done[cell] {
			continue
		}
		if ds.Count() == 1 {
			parts = append(parts, c.fill("elim", Candidate{Cell: cell, Digit: ds.First()}))
			continue
		}
		var same []string
		for _, other := range order {
			if lost[other] == ds && !done[other] {
				done[other] = true
				same = append(same, other.String())
			}
		}
		parts = append(parts, c.fill("elims", map[string]string{
			"Cells": c.joinAnd(same), "Digits": c.joinOr(digitWords(ds)),
		}))
	}
	return parts
}

// joinOr joins digits as a list whose last two are joined by "or":
// "1, 2 or 5" (see elimParts).
func (c *catalogue) joinOr(digits []string) string {
	if len(digits) < 2 {
		return strings.Join(digits, "")
	}
	return strings.Join(digits[:len(digits)-1], c.words["digit.list"]) + c.words["or"] + digits[len(digits)-1]
}

// digitWords lists the digits of ds as words.
func digitWords(ds Digits) []string {
	var out []string
	for _, d := range ds.List() {
		out = append(out, strconv.Itoa(int(d)))
	}
	return out
}

// name returns the technique's name for people, as "X-Wing".
func (c *catalogue) name(t Technique) string {
	if n, ok := c.words["name."+t.ID()]; ok {
		return n
	}
	return t.ID()
}

// fill executes a small template of the catalogue, such as "row" or "elim".
func (c *catalogue) fill(key string, v any) string {
	var sb strings.Builder
	if t := c.templates[key]; t != nil && t.Execute(&sb, v) == nil {
		return sb.String()
	}
	return fmt.Sprint(v)
}
