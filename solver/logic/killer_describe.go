package logic

import (
	"strconv"
	"strings"
)

// killerData adds to d what the templates of the Killer steps read (see
// the catalogue's documentation in describe.go); for classic steps the
// keys are empty.
func (c *catalogue) killerData(s *Step, d map[string]string, units []string) {
	for _, k := range []string{"Region", "Sum", "Total", "Known", "Combos", "In", "Out", "Less", "Missing", "Empty", "Blocked", "Via"} {
		d[k] = ""
	}
	if !killerOnly[s.Technique] {
		return
	}
	if s.Technique == CageContradiction {
		if len(s.Pattern) > 0 {
			d["First"] = s.Pattern[0].Cell.String()
			d["Words"] = placedWords(s.Pattern[1:], c.words["list"])
		}
		d["Missing"] = s.Digits.String()
		if len(s.Sets) > 0 && len(s.Sets[0]) > 0 {
			d["Empty"] = s.Sets[0][0].String()
		}
	}
	if (s.Technique == CageBlocker || s.Technique == LongCageBlocker) && len(s.Pattern) > 0 && (len(s.Sets) > 0 || s.Variant == "house") {
		// Sets holds the cells of each cage, the blocked one last.
		d["First"] = s.Pattern[0].Cell.String()
		narrowed := s.Sets[:len(s.Sets)-1]
		if s.Variant == "house" {
			narrowed = s.Sets // no cage is blocked: a house is
			d["Missing"] = s.Digits.String()
		} else {
			d["Blocked"] = c.phrase(cellNames(s.Sets[len(s.Sets)-1]))
		}
		var via []string
		for _, set := range narrowed {
			if len(set) > 0 {
				via = append(via, set[0].String())
			}
		}
		d["Via"] = c.phrase(via)
	}
	us := s.Units
	if s.Technique == HouseCombination && len(us) > 1 {
		// The house, then the region of the rule of 45.
		us, units = us[1:], units[1:]
	}
	d["Region"] = c.region(us, units)
	d["Sum"] = strconv.Itoa(s.Sum)
	if s.Sum < 0 && len(s.Innies) > 0 && len(s.Outies) > 0 {
		// The outies make more: say so the other way round.
		d["Sum"], d["Less"] = strconv.Itoa(-s.Sum), "less"
	}
	total := 45 * len(us)
	d["Total"] = strconv.Itoa(total)
	switch {
	case len(s.Outies) > 0:
		d["Known"] = strconv.Itoa(total + s.Sum)
	case len(us) > 0:
		d["Known"] = strconv.Itoa(total - s.Sum)
	}
	combos := make([]string, len(s.Combos))
	for i, m := range s.Combos {
		combos[i] = "{" + strings.ReplaceAll(m.String(), "/", ",") + "}"
	}
	d["Combos"] = c.phraseOr(combos)
	d["In"] = c.phrase(cellNames(s.Innies))
	d["Out"] = c.phrase(cellNames(s.Outies))
}

// region names the units of a Killer step: a run of three or more rows
// or columns as "rows 1 to 4", others as "row 3 and row 4".
func (c *catalogue) region(us []Unit, names []string) string {
	if len(us) >= 3 {
		run := true
		for i := 1; i < len(us); i++ {
			run = run && us[i] == us[i-1]+1 && us[i].Kind() == us[0].Kind()
		}
		if run && us[0].Kind() != "box" {
			return c.fill("run."+us[0].Kind(), map[string]int{"From": us[0].Index() + 1, "To": us[len(us)-1].Index() + 1})
		}
	}
	return c.phrase(names)
}

// phrase joins items as "a, b and c".
func (c *catalogue) phrase(items []string) string {
	return c.joinLast(items, c.words["and"])
}

// phraseOr joins items as "a, b or c".
func (c *catalogue) phraseOr(items []string) string {
	return c.joinLast(items, c.words["or"])
}

func (c *catalogue) joinLast(items []string, last string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], c.words["list"]) + last + items[len(items)-1]
}
