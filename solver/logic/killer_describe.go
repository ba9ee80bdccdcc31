package logic

import (
	"strconv"
	"strings"
)

// killerData adds to d what the templates of the Killer steps read (see
// the catalogue's documentation in describe.go); for classic steps the
// keys are empty.
func (c *catalogue) killerData(s *Step, d map[string]string, units []string) {
	for _, k := range []string{"Region", "Sum", "Total", "Known", "Combos", "In", "Out"} {
		d[k] = ""
	}
	if !killerOnly[s.Technique] {
		return
	}
	d["Region"] = c.phrase(units)
	d["Sum"] = strconv.Itoa(s.Sum)
	total := 45 * len(s.Units)
	d["Total"] = strconv.Itoa(total)
	switch {
	case len(s.Outies) > 0:
		d["Known"] = strconv.Itoa(total + s.Sum)
	case len(s.Units) > 0:
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
