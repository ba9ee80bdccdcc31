package logic

import (
	"strconv"
	"strings"
)

// krakenData fills what a kraken fish's sentence names beyond a fish's
// houses: the fish by its size and digit, its fins, and for type 2 the cover house
// whose base cells start the chains, with those cells.
func (c *catalogue) krakenData(s *Step, d map[string]string, units []string, n Naming) {
	size := len(s.Units) / 2
	if size < 2 || size > 4 {
		return
	}
	d["Fish"] = c.name([]Technique{XWing, Swordfish, Jellyfish}[size-2])
	d["FishDigit"] = strconv.Itoa(int(s.Digits.First()))
	var cover CellSet
	for _, u := range s.Units[size:] {
		cover = cover.Or(u.Set())
	}
	var fins, starts []string
	for _, p := range s.PatternCells() {
		if !cover.Has(p) {
			fins = append(fins, c.cellName(p, n))
		}
	}
	list := c.words["list"]
	d["Fins"] = strings.Join(fins, list)
	if s.Variant != "type2" {
		return
	}
	for _, chain := range splitChains(s.Links) {
		cell := chain[0].From.Cells[0]
		if !cover.Has(cell) {
			continue // a fin
		}
		starts = append(starts, c.cellName(cell, n))
		if d["House"] == "" {
			for i, u := range s.Units[size:] {
				if u.Set().Has(cell) {
					d["House"] = units[size+i]
				}
			}
		}
	}
	d["Starts"] = strings.Join(starts, list)
}
