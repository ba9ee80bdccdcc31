package session

import (
	"fmt"
	"slices"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Draft is a puzzle the player is entering: the givens so far and, for a
// Killer, its cages. The game is put aside meanwhile, paused, and comes
// back as it was on Cancel.
//
// In Killer mode (see ToggleCages) the selection is the cage being
// formed: taps and drags gather its cells, digits type its sum and
// CloseCage (Enter) closes it. A tap on a closed cage picks it, and Erase
// removes it. Outside Killer mode digits are givens, as in a classic
// puzzle; the cages stay.
type Draft struct {
	grid  solver.Grid
	cages []variant.Cage // the closed cages; a new slice on every change, so that a view handed out keeps its own
	flags geometry.Flags // the rules ticked beyond the classic ones (see TickRules)
	// regions are the jigsaw regions of a jigsaw pasted or opened while
	// entering, nil for the boxes: kept so that one that cannot be played
	// is mended under its own regions.
	regions geometry.Regions
	caging  bool // Killer mode: the selection forms a cage
	sum     int  // the sum typed for the cage being formed, 0 for none yet
	picked  int  // 1 + the index of the cage picked, 0 for none
	fault   int  // 1 + the index of the cage Start found at fault, 0 for none
	paused  bool // the game was paused before: it stays so on Cancel
	noting  bool // notes mode was on: it comes back after
	// choosing: the puzzle is entered from the first start's level card,
	// which Cancel brings back (the stand-in behind it is no game).
	choosing bool
}

// Grid returns the givens entered so far.
func (d *Draft) Grid() solver.Grid { return d.grid }

// Cages returns the cages closed so far, nil for none. The slice is
// shared: nothing changes it.
func (d *Draft) Cages() []variant.Cage { return d.cages }

// maxCageSum is the largest sum a cage can have: 1 to 9 once each.
const maxCageSum = 45

// Flags returns the rules ticked so far beyond the classic ones.
func (d *Draft) Flags() geometry.Flags { return d.flags }

// view fills cells from the draft, every digit a given and the digits
// that clash under the rules ticked (and its jigsaw regions) marked, and returns how many of each
// digit are left to place.
func (d *Draft) view(cells []Cell) [sized.MaxN + 1]int {
	geo := geometry.Layout(d.flags, d.regions)
	for c, digit := range d.grid {
		cells[c] = Cell{Digit: digit, Given: digit != 0}
	}
	for a := solver.Cell(0); a < 81; a++ {
		for b := range geo.Peers(a).All() {
			if d.grid[a] != 0 && d.grid[b] == d.grid[a] {
				cells[a].Mark = Conflict
			}
		}
	}
	return digitsLeft(d.grid[:], 9)
}

// cageOf returns 1 + the index of the closed cage holding c, 0 for none.
func (d *Draft) cageOf(c solver.Cell) int {
	for i, cg := range d.cages {
		if slices.Contains(cg.Cells, c) {
			return i + 1
		}
	}
	return 0
}

// touched drops what Start found at fault: the puzzle has changed.
func (d *Draft) touched() { d.fault = 0 }

// Draft returns the puzzle being entered, or nil while playing.
func (s *Session) Draft() *Draft {
	if s.mode != entering {
		return nil
	}
	return s.draft
}

// caging reports whether a Killer puzzle's cages are being formed.
func (s *Session) caging() bool { return s.mode == entering && s.draft.caging }

// EnterPuzzle shows an empty board on which the player types the givens
// of a puzzle of their own; StartEntry checks and plays it, CancelEntry
// goes back to the game. On a covered board it only resumes.
func (s *Session) EnterPuzzle() {
	defer s.begin()()
	if s.mode == entering || !s.choosing() && s.uncover() {
		return
	}
	s.stopWork()    // a puzzle being made would end the entering
	s.pending = nil // and so would a yes to a question about the game put aside
	s.mode, s.draft = entering, &Draft{paused: s.g.Paused(), noting: s.cur.noting, choosing: s.choosing()}
	s.g.Pause()
	s.saveGame()
	s.cur.armed, s.aids.marks, s.aids.hint, s.aids.asked, s.cur.noting, s.cur.selected = 0, nil, nil, nil, false, -1
	s.aids.sized = nil
	s.cur.group = game.CellSet{}
	s.say("status.entry.start", nil)
}

// ToggleCages turns Killer mode on or off while a puzzle is entered: in
// it, taps and drags gather the cells of a cage, digits type its sum and
// CloseCage closes it; out of it, digits are givens again. The cages
// stay either way.
func (s *Session) ToggleCages() {
	defer s.begin()()
	if s.mode != entering {
		return
	}
	d := s.draft
	d.caging, d.sum, d.picked = !d.caging, 0, 0
	s.cur.selected, s.cur.group, s.cur.armed = -1, game.CellSet{}, 0
	if d.caging {
		s.say("status.cage.on", nil)
	} else {
		s.say("status.cage.off", nil)
	}
}

// cageTap is a tap on cell c in Killer mode: a cell of a closed cage
// picks that cage (or drops it, picked already); any other cell joins the
// cage being formed, or leaves it when it is in it already.
func (s *Session) cageTap(c solver.Cell) {
	d := s.draft
	if i := d.cageOf(c); i != 0 {
		if d.picked == i {
			d.picked = 0
		} else {
			d.picked, d.sum = i, 0
			cg := d.cages[i-1]
			s.say("status.cage.picked", map[string]any{"Sum": cg.Sum, "Size": len(cg.Cells)})
		}
		s.cur.selected, s.cur.group = -1, game.CellSet{}
		return
	}
	if d.picked != 0 {
		d.picked = 0
		s.cur.selected, s.cur.group = -1, game.CellSet{}
	}
	set := s.toggleSelected(c)
	if set.Empty() {
		d.sum = 0
	}
}

// cageDragStart is the start of a drag on cell c in Killer mode: a new
// cage begins there, or with add (Ctrl held) c joins the one being
// formed. A cell of a closed cage picks that cage instead.
func (s *Session) cageDragStart(c solver.Cell, add bool) {
	d := s.draft
	if d.cageOf(c) != 0 {
		if d.picked != d.cageOf(c) {
			s.cageTap(c)
		}
		return
	}
	d.picked = 0
	set := game.CellSet{}
	if add {
		set = s.selectionSet()
	} else {
		d.sum = 0
	}
	set.Add(c)
	s.cur.selected, s.cur.group = c, set
}

// typeSum is digit v typed in Killer mode: the next figure of the sum of
// the cage being formed. A sum past 45 starts again from v.
func (s *Session) typeSum(v uint8) {
	d := s.draft
	switch {
	case d.picked != 0:
		s.say("status.cage.picked-keys", nil)
	case len(s.selection()) == 0:
		s.say("status.cage.select", nil)
	case d.sum*10+int(v) <= maxCageSum:
		d.sum = d.sum*10 + int(v)
		s.say("status.cage.sum", map[string]any{"Sum": d.sum, "Size": len(s.selection())})
	default:
		d.sum = int(v)
		s.say("status.cage.sum", map[string]any{"Sum": d.sum, "Size": len(s.selection())})
	}
}

// cageErase is Erase in Killer mode: it removes the cage picked, or the
// last figure of the sum being typed.
func (s *Session) cageErase() {
	d := s.draft
	switch {
	case d.picked != 0:
		cg := d.cages[d.picked-1]
		d.cages = slices.Delete(slices.Clone(d.cages), d.picked-1, d.picked)
		if len(d.cages) == 0 {
			d.cages = nil
		}
		d.picked = 0
		d.touched()
		s.say("status.cage.removed", map[string]any{"Sum": cg.Sum, "Size": len(cg.Cells)})
	case d.sum > 0:
		d.sum /= 10
	}
}

// CloseCage closes the cage being formed in Killer mode (Enter): the
// cells selected, with the sum typed (none when none was typed), become a
// cage of the puzzle. A cage of more than nine cells, or one with a cell
// of another cage, is refused and stays to be mended.
func (s *Session) CloseCage() {
	defer s.begin()()
	if !s.caging() {
		return
	}
	d := s.draft
	cells := s.selection()
	for _, c := range cells {
		if d.cageOf(c) != 0 {
			s.say("status.cage.taken", map[string]any{"Cell": c.String()})
			return
		}
	}
	switch {
	case d.picked != 0:
		s.say("status.cage.picked-keys", nil)
		return
	case len(cells) == 0:
		s.say("status.cage.select", nil)
		return
	case len(cells) > 9:
		s.say("status.cage.too-big", map[string]any{"Size": len(cells)})
		return
	}
	cage := variant.Cage{Cells: cells, Sum: d.sum}
	d.cages = append(slices.Clip(d.cages), cage)
	d.sum = 0
	d.touched()
	s.cur.selected, s.cur.group = -1, game.CellSet{}
	if cage.Sum == 0 {
		s.say("status.cage.closed-nosum", map[string]any{"Size": len(cells)})
	} else {
		s.say("status.cage.closed", map[string]any{"Sum": cage.Sum, "Size": len(cells)})
	}
}

// shownCages are the cages the board draws while a puzzle is entered:
// the closed ones and, in Killer mode, the one being formed, last, with
// the sum typed so far. nil for none.
func (s *Session) shownCages() []variant.Cage {
	d := s.draft
	cells := s.selection()
	if !d.caging || d.picked != 0 || len(cells) == 0 {
		return d.cages
	}
	free := cells[:0:0]
	for _, c := range cells {
		if d.cageOf(c) == 0 {
			free = append(free, c)
		}
	}
	if len(free) == 0 {
		return d.cages
	}
	return append(slices.Clip(d.cages), variant.Cage{Cells: free, Sum: d.sum})
}

// CancelEntry drops the puzzle being entered and goes back to the game as
// it was left.
func (s *Session) CancelEntry() {
	defer s.begin()()
	d := s.draft
	if s.mode != entering {
		return
	}
	s.mode, s.draft, s.bg.rating = playing, nil, nil
	if d.choosing {
		s.mode = choosing
	}
	s.cur.noting, s.cur.armed, s.cur.selected, s.cur.group = d.noting, 0, -1, game.CellSet{}
	if !d.paused {
		s.g.Resume()
	}
	if d.choosing {
		s.line.status = Message{} // the card is back: it says what to do
		return
	}
	s.say("status.entry.cancelled", nil)
}

// StartEntry plays the puzzle entered, with the rules ticked (see
// TickRules) and its cages, when it has exactly one solution, asking
// first when the game put aside is one in progress; otherwise the status
// says why, naming two cells that break a rule when some do, and the
// puzzle stays to be mended. The engine's objection to a cage marks it
// (View.FaultCage) and the status gives the engine's words. The puzzle
// is solved and rated in the background (View.Working.Rating); a digit
// typed, a rule ticked or Cancel meanwhile drops it.
func (s *Session) StartEntry() {
	defer s.begin()()
	if s.mode != entering {
		return
	}
	d := s.draft
	d.picked, d.sum = 0, 0
	p := variant.Puzzle{Givens: d.grid, Rules: geometry.Rules{Flags: d.flags, Cages: d.cages, Regions: d.regions}}
	if i, err := faultyCage(p); err != nil {
		d.fault = i
		s.line.status = refusal(fmt.Errorf("%w: %w", solver.ErrNotProper, err), p.Variant())
		return
	}
	grid, cages, flags, regions := d.grid, d.cages, d.flags, d.regions
	q := p.Clone()
	q.Normalize()
	s.rateThen(q, func(g *game.Game, msg Message) {
		switch {
		case s.mode != entering || s.draft.grid != grid || !sameCages(s.draft.cages, cages) || s.draft.flags != flags || !s.draft.regions.Equal(regions): // cancelled, or changed since
		case g == nil && msg.Key == "status.puzzle.several" && len(cages) > 0: // a Killer is mended with cages too
			s.line.status = Message{Key: "status.puzzle.killer-several"}
		case g == nil:
			s.line.status = msg
		default:
			s.ask("replace", func() { s.play(g, msg) })
		}
	})
}

// TickRules sets the rules beyond the classic ones of the puzzle being
// entered: the diagonals, the windows, anti-knight, anti-king. The view's
// Flags says which are ticked; StartEntry plays them. Outside entering
// it does nothing.
func (s *Session) TickRules(f geometry.Flags) {
	defer s.begin()()
	if s.mode != entering || s.draft.flags == f {
		return
	}
	s.draft.flags = f
	s.draft.touched()
	s.bg.rating = nil // a rating under way was of other rules
}

// sameCages reports whether a and b are the same slice of cages: a
// draft's cages are a new slice on every change.
func sameCages(a, b []variant.Cage) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// faultyCage returns what makes p impossible on its face (see
// variant.Puzzle.Validate) and 1 + the index of the cage at fault, 0 when
// the fault is no one cage's (givens that clash, sums that do not total
// 405). A nil error is a puzzle to solve.
func faultyCage(p variant.Puzzle) (int, error) {
	err := p.Validate()
	if err == nil {
		return 0, nil
	}
	if p.Givens.Conflict() != nil {
		return 0, p.Givens.Conflict()
	}
	for i, cg := range p.Cages {
		if cerr := (variant.Puzzle{Givens: p.Givens, Rules: geometry.Rules{Cages: []variant.Cage{cg}}}).Validate(); cerr != nil {
			return i + 1, cerr
		}
	}
	return 0, err
}
