package logic

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Depth is how much a hint gives away.
type Depth uint8

// The depths of a hint, from the least.
const (
	Where Depth = iota // the house or cell to look at
	Which              // also the technique
	Full               // the whole step: pattern and result
)

// HintKind says what a hint is about.
type HintKind uint8

// The kinds of hint, in the order they are looked for.
const (
	WrongEntry HintKind = iota + 1 // a digit the player entered is not the solution's
	WrongNote                      // the player's notes have lost a cell's digit
	NextStep                       // the next step of the solve
	Solved                         // nothing left to do
)

// Hint is the advice for one position.
type Hint struct {
	Kind HintKind
	Cell solver.Cell // the wrong entry or note (WrongEntry, WrongNote)
	Step *Step       // the next step (NextStep)
	// Board is the position Step was found on (NextStep), for Step.Beats;
	// nil for other hints. It is the hint's own: nothing changes it.
	Board *Board
	// Wrong says, for a WrongEntry, why the entry cannot stand: what it
	// clashes with, or the step that rules it out once the wrong entries
	// are taken out (see Wrong). Nil for other hints.
	Wrong *Wrong
	// Lead holds, for a Killer hint to a player without notes in the cells
	// concerned, the steps on the way to Step's placement that only strike
	// candidates from those cells, in order: the words tell them first.
	// Step was found on the board they leave. Nil for other hints.
	Lead []*Step
}

// ErrNotProper is returned for positions whose givens have no single
// solution: there is nothing to hint toward. It is solver.ErrNotProper.
var ErrNotProper = solver.ErrNotProper

// NewHint works out the hint for a position: the givens, the player's
// entries (0 where none), and the player's pencil marks (nil, or empty for
// a cell, to use every candidate the placed digits allow). A mistake comes
// first: an entry that differs from the solution, then a cell whose notes
// have lost its digit, so that the hint never builds on an error. Steps
// read the player's own notes, so an elimination strikes their marks. In
// a Killer, a cage combination over cells without notes is hinted only
// when it leaves them few candidates to write (see nextForPlayer).
func NewHint(givens, entries solver.Grid, marks *[81]Digits) (Hint, error) {
	sol, n := new(solver.Backtracker).Solve(givens, 2)
	if n != 1 {
		return Hint{}, ErrNotProper
	}
	return hintToward(givens, entries, marks, sol, geometry.Rules{})
}

// hintToward is NewHint once the solution is known, on a board with the
// given rules (the zero Rules for classic).
func hintToward(givens, entries solver.Grid, marks *[81]Digits, sol solver.Grid, rules geometry.Rules) (Hint, error) {
	cells := givens
	wrong := solver.Cell(-1)
	for c := solver.Cell(0); c < 81; c++ {
		if givens[c] != 0 || entries[c] == 0 {
			continue
		}
		if entries[c] != sol[c] {
			if wrong < 0 {
				wrong = c
			}
			continue
		}
		cells[c] = entries[c]
	}
	if wrong >= 0 {
		seen := givens
		for c, d := range entries {
			if givens[c] == 0 && d != 0 {
				seen[c] = d
			}
		}
		return Hint{Kind: WrongEntry, Cell: wrong, Wrong: whyWrong(seen, cells, wrong, entries[wrong], rules)}, nil
	}
	b := NewPuzzleBoard(variant.Puzzle{Givens: cells, Rules: rules})
	for c := solver.Cell(0); c < 81; c++ {
		if givens[c] == 0 && cells[c] != 0 {
			b.NonGivens.Add(c)
		}
	}
	var noteless CellSet // the empty cells the player keeps no notes in
	for c := solver.Cell(0); c < 81; c++ {
		if cells[c] == 0 && (marks == nil || marks[c]&AllDigits == 0) {
			noteless.Add(c)
		}
	}
	if marks != nil {
		for c := solver.Cell(0); c < 81; c++ {
			if cells[c] != 0 || marks[c]&AllDigits == 0 {
				continue
			}
			if !marks[c].Has(sol[c]) {
				return Hint{Kind: WrongNote, Cell: c}, nil
			}
			b.Cands[c] &= marks[c]
		}
	}
	if b.Solved() {
		return Hint{Kind: Solved}, nil
	}
	s, before, lead := nextForPlayer(b, noteless)
	if s == nil { // cannot happen: Guess always applies to a proper puzzle
		return Hint{}, ErrNotProper
	}
	return Hint{Kind: NextStep, Step: s, Board: before, Lead: lead}, nil
}

// Focus returns what a Where hint points at: the step's first house, or,
// for steps without one, its first pattern cell (as a house-less unit list
// and a cell). A forcing chain's is the cell of its assumption, where a
// player starts following it, not the house it ends in. A Killer step
// without a house points at the whole of its first cage. For mistakes it
// is the wrong cell.
func (h Hint) Focus() (units []Unit, cells []solver.Cell) {
	switch h.Kind {
	case WrongEntry, WrongNote:
		return nil, []solver.Cell{h.Cell}
	case NextStep:
		if h.Step.Technique == ForcingChain && len(h.Step.Pattern) > 0 {
			return nil, []solver.Cell{h.Step.Pattern[0].Cell}
		}
		if len(h.Step.Units) > 0 {
			return h.Step.Units[:1], nil
		}
		if cg := h.cage(); cg != nil {
			return nil, slices.Clone(cg.Cells)
		}
		return nil, h.Step.PatternCells()[:1]
	}
	return nil, nil
}

// cage returns the cage a Killer step without a house points at: its
// first cage; nil for other hints.
func (h Hint) cage() *variant.Cage {
	if h.Kind != NextStep || h.Step == nil || len(h.Step.Units) > 0 || len(h.Step.Cages) == 0 || h.Board == nil {
		return nil
	}
	if k := h.Step.Cages[0]; k >= 0 && k < len(h.Board.Cages) && len(h.Board.Cages[k].Cells) > 0 {
		return &h.Board.Cages[k]
	}
	return nil
}

// Text puts the hint into words at the given depth and language, naming
// cells as players say them: "row 4, column 2 (r4c2)". A single's reason
// is the sentence of Reason, which TextWithReason puts after it.
func (h Hint) Text(depth Depth, lang string) string { return h.text(depth, lang, NameSpoken) }

// text is Text, naming cells as n says.
func (h Hint) text(depth Depth, lang string, n Naming) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return err.Error()
	}
	data := map[string]string{"Cell": c.cellName(h.Cell, n)}
	switch h.Kind {
	case WrongEntry:
		return h.wrongText(c, depth, lang, n)
	case WrongNote:
		return c.fill("hint.wrong-note", data)
	case Solved:
		return c.fill("hint.solved", data)
	}
	if depth == Full {
		if len(h.Lead) == 0 {
			return h.Step.describe(lang, n)
		}
		lead := make([]string, len(h.Lead))
		for i, s := range h.Lead {
			lead[i] = s.describe(lang, n)
		}
		return c.fill("hint.lead", map[string]string{"Lead": strings.Join(lead, c.words["sentence.join"]), "Step": h.Step.describe(lang, n)})
	}
	units, cells := h.Focus()
	if cg := h.cage(); len(units) == 0 && cg != nil {
		data["Where"] = c.fill("hint.cage", map[string]any{"Sum": cg.Sum, "Cell": c.cellName(cg.Anchor(), n)})
	} else if len(units) > 0 {
		data["Where"] = c.fill(units[0].Key(), unitLabel(units[0], h.Step.geo))
	} else {
		data["Where"] = c.cellName(cells[0], n)
	}
	data["Name"] = c.name(h.Step.Technique)
	if h.Step.Technique == ForcingChain && h.Step.Variant == "nested" {
		data["Name"] = c.words["name.forcing-chain.nested"] // warned from the first: its walk has chains inside
	}
	data["AName"] = c.withArticle(data["Name"])
	if depth == Where {
		return c.fill("hint.where", data)
	}
	if len(h.Lead) > 0 {
		data["Count"] = strconv.Itoa(len(h.Lead))
		return c.fill("hint.which.lead", data)
	}
	return c.fill("hint.which", data)
}

// Reason puts the reason of a single's step into one sentence, naming
// cells as Text does: "The 8s in row 3, column 3 (r3c3) and ... rule out
// every other cell of box 2." It is "" for other hints (see Step.Reason).
func (h Hint) Reason(lang string) string {
	if h.Kind != NextStep || h.Step == nil {
		return ""
	}
	return h.Step.reason(lang, NameSpoken)
}

// TextWithReason is Text, followed at the Full depth by the step's
// Reason when it has one: the whole step in words, with why a single's
// other cells or digits are ruled out.
func (h Hint) TextWithReason(depth Depth, lang string) string {
	return h.TextNamed(depth, lang, NameSpoken)
}

// TextNamed is TextWithReason naming every cell as n says, once: as
// r4c2 (NameCompact) or as "row 4, column 2" (NameLong), the choice a
// player makes in a user interface's settings.
func (h Hint) TextNamed(depth Depth, lang string, n Naming) string {
	text := h.text(depth, lang, n)
	if depth != Full {
		return text
	}
	reason := ""
	if h.Kind == NextStep && h.Step != nil {
		reason = h.Step.reason(lang, n)
	}
	if reason == "" {
		return text
	}
	c, err := catalogueFor(lang)
	if err != nil {
		return text
	}
	return text + c.words["sentence.join"] + reason
}

// withArticle puts the indefinite article before name in the
// catalogue's language: "an" before a vowel sound ("an AIC", "an ALS
// chain", "an X-Wing", "an empty rectangle"), "a" otherwise ("a unique
// rectangle", "a W-Wing"); a language without articles leaves name bare.
func (c *catalogue) withArticle(name string) string {
	key := "article.name"
	if vowelSound(name) {
		key = "article.name.vowel"
	}
	return c.fill(key, map[string]string{"Name": name})
}

// vowelSound reports whether an English name starts with a vowel sound:
// a vowel ("uni" and "use" aside, said "you"), or an initialism whose
// first letter is said with one (A, E, F, H, I, L, M, N, O, R, S, X).
func vowelSound(name string) bool {
	if name == "" {
		return false
	}
	first := name[0]
	initialism := len(name) > 1 && first >= 'A' && first <= 'Z' && (name[1] == '-' || name[1] >= 'A' && name[1] <= 'Z')
	if initialism {
		return strings.IndexByte("AEFHILMNORSX", first) >= 0
	}
	lower := strings.ToLower(name)
	if strings.HasPrefix(lower, "uni") || strings.HasPrefix(lower, "use") {
		return false
	}
	return strings.IndexByte("aeiou", lower[0]) >= 0
}
