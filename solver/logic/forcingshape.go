package logic

import (
	"math"
	"slices"
)

// findShapedForcingChain is findForcingChain on a board whose houses or
// peers are not classic ones (diagonals, windows, anti-knight, anti-king):
// the first level only, its propagation (fcProp) reading the board's
// units and peers, where the classic search runs on a bitboard of rows,
// columns and boxes. It tries every candidate, those of the cells with
// the fewest candidates first, and returns the contradiction that rates
// lowest, with, for a ceiling of zero or more, the other failed
// assumptions no harder than the ceiling or that one.
func findShapedForcingChain(b *Board, ceiling float64) *Step {
	w := fcPool.Get().(*fcWork)
	defer fcPool.Put(w)
	var base fcState
	base.load(b)
	order := assumptionOrder(b)
	p := new(fcProp)
	failed := w.failed[:0]
	for _, c := range order {
		for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
			d := ds.First()
			if !p.try(&base, c, d) {
				continue
			}
			n := w.replay(&base, c, d, nil, math.MaxInt)
			failed = append(failed, fcAssumption{c, d, hundredths(n.difficulty(false)), w.log.linkCount(n)})
		}
	}
	w.failed = failed
	if len(failed) == 0 {
		return nil
	}
	easiest := slices.MinFunc(failed, func(x, y fcAssumption) int {
		if x.open != y.open {
			return x.open - y.open
		}
		return x.links - y.links
	})
	s := w.explain(b, &base, easiest.cell, easiest.digit, nil)
	if ceiling >= 0 {
		limit := max(easiest.open, hundredths(ceiling))
		for _, f := range failed {
			if f.open <= limit && (f.cell != easiest.cell || f.digit != easiest.digit) {
				s.Eliminations = append(s.Eliminations, Candidate{f.cell, f.digit})
			}
		}
	}
	return s
}
