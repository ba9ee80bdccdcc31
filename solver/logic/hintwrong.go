package logic

import (
	"strconv"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// WrongBudget is how long a WrongEntry hint may look for the steps that
// rule the wrong digit out (see Wrong.Step): past it, the hint says only
// that the digit is not the solution's.
const WrongBudget = 2 * time.Second

// Wrong is why a wrong entry cannot stand, as a WrongEntry hint tells
// it: the digit repeats one the rules keep apart from it (Peer), its
// Killer cage cannot reach its sum with it (Sum), or, once the wrong
// entries are taken out, a step of the ladder rules it out (Step).
type Wrong struct {
	Digit uint8 // the wrong entry's digit
	// Peer, when Clash is set, is a cell showing Digit that the rules keep
	// apart from the entry's; By says how: the key of the first house
	// they share (geometry.House.Key: "row" ... "window"), "knight",
	// "king" or "cage"; House is that house's number from 0.
	Clash bool
	Peer  solver.Cell
	By    string
	House int
	label string // what names the house in words (geometry.House.Label)
	// Sum: no set of different digits adds up to the sum of the entry's
	// Killer cage with Digit in it and the right digits in the others.
	Sum bool
	// Step is the step of the ladder that rules Digit out of the cell
	// with the wrong entries taken out, the last of Steps steps from
	// there (1: a step of that position does); nil when the digit clashes,
	// its cage's sum rules it out, or no step does within WrongBudget.
	Step  *Step
	Steps int
	// First is the first of those steps, the one the board the player
	// sees (the wrong entries out) shows: the one a Full hint tells whole
	// when there are several.
	First *Step
}

// whyWrong works out why the entry d in c, not the solution's, is wrong:
// cells is the board the player sees, right the givens and the right
// entries only.
func whyWrong(cells, right solver.Grid, c solver.Cell, d uint8, rules geometry.Rules) *Wrong {
	w := &Wrong{Digit: d}
	geo := geometry.New(rules)
	for p := range geo.Peers(c).All() {
		if cells[p] != d {
			continue
		}
		rel, i := geo.Between(c, p)
		w.Clash, w.Peer, w.By = true, p, rel.String()
		if rel == geometry.SameHouse {
			h, _ := geo.House(i)
			w.By, w.House, w.label = h.Key(), h.Index, h.Label()
		}
		return w
	}
	if k, ok := geo.CageOf(c); ok && !variant.CageTakes(geo.Cages()[k], &right, c, d) {
		w.Sum = true
		return w
	}
	b := NewPuzzleBoard(variant.Puzzle{Givens: right, Rules: rules})
	if path := WhyNotPath(b, c, d, Extreme, time.Now().Add(WrongBudget)); len(path) > 0 {
		w.Step, w.Steps, w.First = path[len(path)-1], len(path), path[0]
	}
	return w
}

// wrongText words a WrongEntry hint at the given depth (see Hint.Text):
// what the wrong digit repeats, or that its cage cannot take it, or the
// step that rules it out once the wrong entries are out, named, and at
// the Full depth told whole.
func (h Hint) wrongText(c *catalogue, depth Depth, lang string, n Naming) string {
	w := h.Wrong
	data := map[string]string{"Cell": c.cellName(h.Cell, n)}
	if w == nil {
		return c.fill("hint.wrong-entry", data)
	}
	data["Digit"] = strconv.Itoa(int(w.Digit))
	switch {
	case w.Clash:
		data["Peer"] = c.cellName(w.Peer, n)
		where := ""
		switch w.By {
		case "knight", "king", "cage":
			where = c.words["hint.clash."+w.By]
		case "diagonal.down", "diagonal.up":
			where = c.fill("hint.clash.diagonal", c.fill(w.By, w.label))
		default:
			where = c.fill("hint.clash", c.fill(w.By, w.label))
		}
		data["Where"] = where
		return c.fill("hint.wrong-entry.clash", data)
	case w.Sum:
		return c.fill("hint.wrong-entry.sum", data)
	case w.Step == nil:
		return c.fill("hint.wrong-entry", data)
	}
	data["AName"] = c.withArticle(c.name(w.Step.Technique))
	data["Steps"] = strconv.Itoa(w.Steps)
	key := "hint.wrong-entry.step"
	if w.Steps > 1 {
		key = "hint.wrong-entry.path"
	}
	text := c.fill(key, data)
	switch {
	case depth != Full:
	case w.Steps == 1:
		text += c.words["sentence.join"] + w.Step.describe(lang, n)
	case w.First != nil: // the last step stands on a board still to come: tell the first, on this one
		text += c.words["sentence.join"] + c.words["hint.wrong-entry.first"] + w.First.describe(lang, n)
	}
	return text
}
