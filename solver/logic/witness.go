package logic

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Witness is one placed digit that a single's reason stands on: Digit,
// placed in Cell, rules out the cells of Rules. For a hidden single they
// are the other empty cells of the house that the placed digit sees; for a
// naked single, the single's own cell (the witness is one of the eight
// digits the cell sees).
type Witness struct {
	Cell  solver.Cell
	Digit uint8
	Rules CellSet
}

// hiddenSingleWitnesses returns the placed ds that rule out the other
// empty cells of house u for digit d (target is the single's cell): the
// fewest placed digits that between them see every other empty cell a
// placed d sees, in cell order, each with all the other cells of the house
// it sees. Cells that no placed d sees have lost d to earlier steps (the
// notes): a last witness with Digit 0 and the single's cell holds them.
func hiddenSingleWitnesses(b *Board, u Unit, target solver.Cell, d uint8) []Witness {
	var others [9]solver.Cell
	n := 0
	for _, c := range b.UnitCells(u) {
		if c != target && b.Cells[c] == 0 {
			others[n], n = c, n+1
		}
	}
	if n == 0 {
		return nil
	}
	// The placed ds that see one of the others, and which (as a mask of
	// the others' indices).
	var cand [9]solver.Cell
	var masks [9]uint16
	m := 0
	for c := solver.Cell(0); c < 81 && m < 9; c++ {
		if b.Cells[c] != d {
			continue
		}
		var mask uint16
		for i := 0; i < n; i++ {
			if b.Peers(c).Has(others[i]) {
				mask |= 1 << i
			}
		}
		if mask != 0 {
			cand[m], masks[m], m = c, mask, m+1
		}
	}
	var coverable uint16
	for i := 0; i < m; i++ {
		coverable |= masks[i]
	}
	// The smallest subset of the candidates that covers what they can:
	// at most 2^9 subsets, the first of the fewest in mask order.
	best, bestCount := uint(0), m+1
	for sub := uint(1); sub < 1<<m; sub++ {
		k := bits.OnesCount(sub)
		if k >= bestCount {
			continue
		}
		var cover uint16
		for s := sub; s != 0; s &= s - 1 {
			cover |= masks[bits.TrailingZeros(s)]
		}
		if cover == coverable {
			best, bestCount = sub, k
		}
	}
	out := make([]Witness, 0, bestCount+1)
	for s := best; s != 0; s &= s - 1 {
		i := bits.TrailingZeros(s)
		w := Witness{Cell: cand[i], Digit: d}
		for j := 0; j < n; j++ {
			if masks[i]>>j&1 != 0 {
				w.Rules.Add(others[j])
			}
		}
		out = append(out, w)
	}
	if coverable != 1<<n-1 {
		notes := Witness{Cell: target}
		for j := 0; j < n; j++ {
			if coverable>>j&1 == 0 {
				notes.Rules.Add(others[j])
			}
		}
		out = append(out, notes)
	}
	return out
}

// nakedSingleWitnesses returns, for each digit but d placed among the
// peers of cell c, one cell that holds it: the first of its row, then of
// its column, then of its box (then of its other houses, then of the
// cells a knight's or king's move away), in digit order. A digit that no peer holds
// has left the cell's notes by an earlier step.
func nakedSingleWitnesses(b *Board, c solver.Cell, d uint8) []Witness {
	var at [10]solver.Cell
	var seen Digits
	for _, u := range b.UnitsOf(c) {
		for _, p := range b.UnitCells(u) {
			if v := b.Cells[p]; v != 0 && v != d && !seen.Has(v) {
				seen |= 1 << v
				at[v] = p
			}
		}
	}
	if !b.plain() {
		// Then the peers a knight's or a king's move away.
		for t := b.Peers(c); !t.Empty(); {
			p := popLowCell(&t)
			if v := b.Cells[p]; v != 0 && v != d && !seen.Has(v) {
				seen |= 1 << v
				at[v] = p
			}
		}
	}
	out := make([]Witness, 0, seen.Count())
	for v := uint8(1); v <= 9; v++ {
		if seen.Has(v) {
			w := Witness{Cell: at[v], Digit: v}
			w.Rules.Add(c)
			out = append(out, w)
		}
	}
	return out
}

// Reason puts a single's witnesses into one sentence in the given
// language, naming cells compactly: "The 1s in r5c7 and r8c5 rule out
// every other cell of box 6." It is "" for every step but hidden and
// naked singles, and for a hidden single whose house has no other empty
// cell (a full house).
func (s *Step) Reason(lang string) string { return s.reason(lang, NameCompact) }

// reason is Reason, naming cells as n says.
func (s *Step) reason(lang string, n Naming) string {
	if s.Technique != HiddenSingle && s.Technique != NakedSingle || len(s.Placements) == 0 {
		return ""
	}
	c, err := catalogueFor(lang)
	if err != nil {
		return ""
	}
	p := s.Placements[0]
	name := func(cell solver.Cell) string { return c.cellName(cell, n) }
	if s.Technique == NakedSingle {
		var seen []string
		var ruled Digits
		geo := s.geometry()
		for _, w := range s.Witnesses {
			by, house := c.ruleBy(geo, w.Cell, p.Cell)
			seen = append(seen, c.fill("reason.seen"+by, map[string]any{"Digit": w.Digit, "Cell": name(w.Cell), "House": house}))
			ruled |= 1 << w.Digit
		}
		var notes []string
		for _, d := range (AllDigits &^ ruled &^ (1 << p.Digit)).List() {
			notes = append(notes, fmt.Sprint(d))
		}
		key := "reason.naked-single"
		switch {
		case len(seen) == 0:
			key += ".notes-only"
		case len(notes) > 0:
			key += ".notes"
		}
		return c.fill(key, map[string]string{
			"Cell": name(p.Cell), "Digit": fmt.Sprint(p.Digit),
			"Seen": c.joinAnd(seen), "Others": c.joinAnd(notes),
		})
	}
	if len(s.Units) == 0 {
		return ""
	}
	u := s.Units[0]
	var cells []string
	var covered CellSet
	var byNotes CellSet
	for _, w := range s.Witnesses {
		if w.Digit == 0 {
			byNotes = byNotes.Or(w.Rules)
			continue
		}
		cells = append(cells, name(w.Cell))
		covered = covered.Or(w.Rules)
	}
	by := c.ruledBy(s, name)
	var ruled, notes []string
	for _, cell := range unitCellsOn(s.geo, u) {
		switch {
		case byNotes.Has(cell):
			notes = append(notes, name(cell))
		case covered.Has(cell):
			ruled = append(ruled, name(cell))
		}
	}
	if len(cells) == 0 && len(notes) == 0 {
		return "" // nothing else is empty in the house
	}
	key := "reason.hidden-single"
	switch {
	case len(cells) == 0:
		key += ".notes-only"
	case len(notes) > 0:
		key += ".notes"
	case len(cells) == 1:
		key += ".one"
	}
	if len(notes) > 0 && len(cells) == 1 {
		key += "-one"
	}
	return c.fill(key, map[string]string{
		"Cells": c.joinAnd(cells), "Digit": fmt.Sprint(p.Digit),
		"Unit":  c.fill(u.Key(), unitLabel(u, s.geo)),
		"Ruled": c.joinAnd(ruled), "Others": c.joinAnd(notes), "By": by,
	})
}

// ruleBy returns which rule beyond a shared row, column or box keeps the
// digit of cell from out of cell to, under the geometry geo: the tail of
// the message key that says so (".diagonal", ".window", ".knight" or
// ".king") and, for a diagonal or window, the words that name it. Cells
// that share a row, column or box (the first house geometry.Between
// tells), or that are not peers, have "".
func (c *catalogue) ruleBy(geo *geometry.Geometry, from, to solver.Cell) (key, house string) {
	rel, i := geo.Between(from, to)
	switch {
	case rel.IsMove():
		return "." + rel.String(), ""
	case rel != geometry.SameHouse:
		return "", ""
	}
	h, err := geo.House(i)
	if err != nil || h.Kind != geometry.Diagonal && h.Kind != geometry.Window {
		return "", ""
	}
	return "." + h.Kind.String(), c.fill(h.Key(), h.Index+1)
}

// ruledBy words, for a hidden single, the cells its witnesses rule out
// by a rule beyond rows, columns and boxes: a diagonal, a window, a
// knight's or king's move, as " (r7c5 is a knight's move from r8c3; r1c1
// sees r5c5 along the ↘ diagonal)", for the reason to add after the
// house; "" when rows, columns and boxes rule out every cell.
func (c *catalogue) ruledBy(s *Step, name func(solver.Cell) string) string {
	geo := s.geometry()
	if geo.Rules().Flags == (geometry.Flags{}) {
		return ""
	}
	var parts []string
	for _, w := range s.Witnesses {
		if w.Digit == 0 {
			continue
		}
		type group struct {
			key, house string
			cells      []string
		}
		var groups []group
		for cell := range geometry.CellSet(w.Rules).All() {
			key, house := c.ruleBy(geo, w.Cell, cell)
			if key == "" {
				continue
			}
			i := slices.IndexFunc(groups, func(g group) bool { return g.key == key && g.house == house })
			if i < 0 {
				i = len(groups)
				groups = append(groups, group{key: key, house: house})
			}
			groups[i].cells = append(groups[i].cells, name(cell))
		}
		for _, g := range groups {
			parts = append(parts, c.fill("reason.by"+g.key, map[string]string{
				"From": name(w.Cell), "Cells": c.joinAnd(g.cells), "House": g.house,
			}))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return c.fill("reason.by", strings.Join(parts, c.words["reason.by.sep"]))
}

// joinAnd joins items as a list whose last two are joined by "and":
// "a, b and c".
func (c *catalogue) joinAnd(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], c.words["list"]) + c.words["and"] + items[len(items)-1]
}

// moveKey returns ".knight" or ".king" when cells a and b share no house
// of board on and are a knight's or a king's move apart under its rules,
// so that only the anti-knight or anti-king rule makes them see each
// other: the tail of the message key that says so. Otherwise it returns
// "". A nil board is read as one with every house of every variant and
// both moves.
func moveKey(on *Board, a, b solver.Cell) string {
	if on != nil {
		if rel := on.Between(a, b); rel.IsMove() {
			return "." + rel.String()
		}
		return ""
	}
	for _, u := range unitsHolding(a) {
		if u.Set().Has(b) {
			return ""
		}
	}
	dr, dc := a.Row()-b.Row(), a.Col()-b.Col()
	switch {
	case dr*dr+dc*dc == 5:
		return ".knight"
	case dr*dr <= 1 && dc*dc <= 1:
		return ".king"
	}
	return ""
}
