package logic

import (
	"strconv"
	"strings"
)

// krakenBeats tells a kraken fish one inference at a time, as Beats does
// for a chain: for each of its chains (one from each fin, and for type 2
// from each base cell of the cover house) a start beat ("Suppose r3c7 is
// 2."), a beat for each link, then one end beat: whichever start holds
// the digit, the candidate is off. A beat draws its own chain's links up
// to it, at most beatLinksMax. Beats (lesson.go) hands kraken fish steps
// here.
func (c beatWords) krakenBeats(b *Board, s *Step) []Beat {
	chains := splitChains(s.Links)
	if len(chains) == 0 {
		return nil
	}
	beats := make([]Beat, 0, len(s.Links)+2*len(chains)+1)
	var starts []string
	path := 0
	for _, chain := range chains {
		first := chain[0]
		starts = append(starts, c.cell(first.From.Cells[0]))
		beats = append(beats, Beat{
			Kind: "start", Text: c.fill("beat.start", c.nodeState(first.From, true)),
			Marks: nodeCandidates(first.From), On: true, Path: path,
		})
		for i, l := range chain {
			path++
			kind, text, units := c.linkText(b, l)
			lo := max(0, i+1-beatLinksMax)
			beats = append(beats, Beat{
				Links: chain[lo : i+1 : i+1], Current: 1, Text: text, Kind: kind, Units: units,
				Marks: nodeCandidates(l.To), On: l.Strong, Path: path,
			})
		}
	}
	key := "beat.end.kraken"
	if s.Variant == "type2" {
		key += ".type2"
	}
	text := c.fill(key, map[string]string{
		"Starts": strings.Join(starts, c.words["or"]), "Digit": strconv.Itoa(int(s.Digits.First())), "Result": c.result(s),
	})
	beats = append(beats, Beat{Kind: "end", Text: text, Marks: stepResult(s), Path: path + 1})
	return beats
}
