package logic

import (
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// Beat is one inference of a step told on its own, so that a user
// interface can walk a chain link by link (Next and Previous), each beat
// with its sentence and its links on the board.
type Beat struct {
	// Links holds the links to draw at this beat, oldest first: the last
	// Current of them are this beat's own inference (highlighted), the
	// ones before it earlier beats' (faded). At most beatLinksMax. The
	// slices may share memory with the step's Links and with each other:
	// read them, do not change them.
	Links   []Link
	Current int
	// Text is the beat's sentence, with its reason.
	Text string
	// Kind names the reason, for a user interface's marks and for tests:
	//
	//	start    the beat that states where the chain starts, or the assumption
	//	         (of a nested forcing chain too, with Nest 1)
	//	bivalue  a strong link between the only two candidates of a cell
	//	house    a strong link between the only places of a digit in a house
	//	als      a strong link inside an almost locked set: it lost a digit, so it holds the other
	//	peer     a weak link between cells that share a house (Units[0]), or see each other
	//	cell     a weak link between two digits of one cell
	//	naked    a forcing chain's naked single: the cell's last candidate
	//	hidden   a forcing chain's hidden single: the digit's last place in Units[0]
	//	locked   a forcing chain's locked candidates: the digit's places in Units[0] all lie in Units[1]
	//	nested   a forcing chain of its own removes the candidate: the last
	//	         beat of that chain told as a sub-step (Nest 1), its
	//	         contradiction, or, for one too long to tell, the only one
	//	end      the conclusion: the step's placements and eliminations
	Kind string
	// Units holds the houses the reason stands on, if any.
	Units []Unit
	// Marks holds the candidates the beat is about: the start or the
	// assumption, the candidate a link reaches, or what the step proves
	// (for a forcing chain's end, followed by its contradiction's: see
	// Struck).
	Marks []Candidate
	// On tells whether the beat's inference sets the candidates of Marks
	// (or, for a group or a set, one of them) on, or off; for the end
	// beat, whether it places them. Beats of a chain are hypothetical:
	// they hold if the start does.
	On bool
	// Side marks a forcing chain's deduction that is not on the shortest
	// path from the assumption to the contradiction but that a later
	// deduction of the path needs: a sub-beat of the net's side branch.
	Side bool
	// Path numbers the beat along the chain: 0 for the start, then 1, 2,
	// ... for each link, or for each deduction of a forcing chain's
	// shortest path; a side branch's beats carry the number of the path
	// beat they lead to (a user interface may show them as 3a, 3b before
	// 3); the end beat comes last.
	Path int
	// Nest is 1 for the beats of a forcing chain nested in a forcing
	// chain, told as a sub-step: its assumption (Kind start), its
	// deductions, and its contradiction (Kind nested, which removes the
	// inner assumption in the outer chain); 0 for the others.
	Nest int
	// Supposed holds the assumptions a forcing chain's beat holds under,
	// the outer one first, then a nested chain's; the beat's Text begins
	// by saying them ("[If r1c4 is 3] ..."). Nil for other chains.
	Supposed []Candidate
	// Struck holds the candidates a forcing chain's beats have removed so
	// far on the beat's branch, this beat's included, oldest first, so
	// that a user interface can strike them as the walk goes: the outer
	// chain's, and inside a nested chain those of its own too (they go
	// when it ends). For the end beat and a nested chain's last beat,
	// Marks then holds what the beat proves (the supposition's candidate,
	// off), followed by the candidates of the contradiction the chain
	// removed: those of the digit in Units[0], or of the cell left with
	// none. Nil for other chains.
	Struck []Candidate
}

// fcBeatsMax bounds the beats of a forcing chain: a nested chain whose
// beats would take the walk past it is told in one beat, which says how
// many deductions it takes. A nested chain takes 10 to 40 beats; the
// hardest puzzles' nets hold a few of them.
const fcBeatsMax = 200

// beatLinksMax bounds the links a beat draws.
const beatLinksMax = 10

// Beats tells the step one inference at a time, in the given language (as
// Describe): a first beat states the chain's start ("Suppose r2c8 is not
// 2."), then each link of the chain has a beat with its reason, derived
// from b, the board the step was found on ("r2c8 is not 2, so it is 9 (it
// has only 2 and 9)."), and a last beat states what the step proves. For
// a forcing chain, the first beat is the assumption, then come the
// deductions of its net: those of the shortest path from the assumption
// to the contradiction, each preceded by the side branches it needs
// (beats with Side set); the last beat names the contradiction and the
// elimination. Each of its beats says the supposition it holds under
// ("[If r1c4 is 3] ...") and lists what the walk has struck so far; a
// nested chain the net stands on is told as a sub-step of its own (Nest
// 1), from its assumption to its contradiction, in the position the
// deductions before it reached, those it needs told first, as long as
// the walk stays within fcBeatsMax beats. A beat draws its own links and, up
// to beatLinksMax in all, the most recent ones before it.
//
// Beats returns nil for a step without links (singles, fish, ...), and
// for a forcing chain whose assumption does not fail on b. Cells are
// named compactly, as r4c2: BeatsNamed names them as the player chose.
func (s *Step) Beats(b *Board, lang string) []Beat { return s.BeatsNamed(b, lang, NameCompact) }

// BeatsNamed is Beats naming every cell the beats speak of as n says, as
// Hint.TextNamed does: "row 4, column 2 is not 5" for NameLong. What the
// step proves keeps its notation (r4c2≠5), and so do an almost locked
// set and a locked group (r4c78), as Describe's results and sets do.
func (s *Step) BeatsNamed(b *Board, lang string, n Naming) []Beat {
	cat, err := catalogueFor(lang)
	if err != nil || b == nil {
		return nil
	}
	c := beatWords{cat, n}
	if s.Technique == ForcingChain {
		return c.forcingBeats(b, s)
	}
	if s.Technique == KrakenFish {
		return c.krakenBeats(b, s) // krakenbeats.go
	}
	if len(s.Links) == 0 {
		return nil
	}
	return c.chainBeats(b, s)
}

// beatWords is a catalogue that names cells as its naming says: the
// words of beats.
type beatWords struct {
	*catalogue
	naming Naming
}

// nodeState says that a chain node is on or off, naming its cells as
// the beats do.
func (c beatWords) nodeState(n ChainNode, on bool) string {
	return c.catalogue.nodeStateNamed(n, on, c.naming)
}

// cell names a cell as the beats do.
func (c beatWords) cell(cell solver.Cell) string { return c.cellName(cell, c.naming) }

// chainBeats tells a chain with links: its start, each link, its end.
func (c beatWords) chainBeats(b *Board, s *Step) []Beat {
	first := s.Links[0]
	startOn := !first.Strong
	beats := make([]Beat, 0, len(s.Links)+2)
	beats = append(beats, Beat{
		Kind: "start", Text: c.fill("beat.start", c.nodeState(first.From, startOn)),
		Marks: nodeCandidates(first.From), On: startOn,
	})
	for i, l := range s.Links {
		kind, text, units := c.linkText(b, l)
		lo := max(0, i+1-beatLinksMax)
		beats = append(beats, Beat{
			Links: s.Links[lo : i+1 : i+1], Current: 1, Text: text, Kind: kind, Units: units,
			Marks: nodeCandidates(l.To), On: l.Strong, Path: i + 1,
		})
	}
	last := s.Links[len(s.Links)-1]
	var text string
	switch {
	case s.Technique == ALSChain:
		a, z := c.nodeState(first.From, !startOn), c.nodeState(last.To, last.Strong)
		var ds Digits
		for _, e := range s.Eliminations {
			ds |= DigitSet(e.Digit)
		}
		text = c.fill("beat.end.als", map[string]string{"A": a, "B": z, "Digits": ds.String(), "Result": c.result(s)})
	case s.Technique == RemotePairs:
		text = c.fill("beat.end.pairs", map[string]string{"Digits": s.Digits.String(), "Result": c.result(s)})
	case s.Variant == "loop" || s.Variant == "continuous":
		text = c.fill("beat.end.loop", c.result(s))
	case startOn && sameNode(first.From, last.To) && !last.Strong:
		text = c.fill("beat.end.contra", c.result(s))
	default:
		a, z := c.nodeState(first.From, !startOn), c.nodeState(last.To, last.Strong)
		if a == z {
			text = c.fill("beat.end.contra", c.result(s))
		} else {
			text = c.fill("beat.end.either", map[string]string{"A": a, "B": z, "Result": c.result(s)})
		}
	}
	lo := max(0, len(s.Links)-beatLinksMax)
	beats = append(beats, Beat{
		Links: s.Links[lo:len(s.Links):len(s.Links)], Kind: "end", Text: text,
		Marks: stepResult(s), On: len(s.Placements) > 0, Path: len(s.Links) + 1,
	})
	return beats
}

// linkText tells one link of a chain with its reason on b: the kind of
// reason (see Beat.Kind), the sentence and the houses it stands on.
func (c beatWords) linkText(b *Board, l Link) (kind, text string, units []Unit) {
	from, to := c.nodeState(l.From, !l.Strong), c.nodeState(l.To, l.Strong)
	say := func(why string) string {
		if why == "" {
			return c.fill("beat.link.bare", map[string]string{"From": from, "To": to})
		}
		return c.fill("beat.link", map[string]string{"From": from, "To": to, "Why": why})
	}
	d := l.To.Digit
	switch {
	case sameCell(l.From, l.To) && l.From.Digit != d:
		to = c.itState(d, l.Strong)
		if !l.Strong {
			return "cell", say(c.words["why.cell"]), nil
		}
		cell := l.To.Cells[0]
		if b.Cands[cell] != DigitSet(l.From.Digit, d) {
			return "bivalue", say(""), nil
		}
		return "bivalue", say(c.fill("why.bivalue", map[string]string{"A": strconv.Itoa(int(l.From.Digit)), "B": strconv.Itoa(int(d))})), nil
	case l.Strong && inOneSet(l.From, l.To) && l.From.Digit != d:
		var ds Digits
		for _, cell := range l.To.Set {
			ds |= b.Cands[cell]
		}
		ds &^= DigitSet(l.From.Digit)
		return "als", c.fill("beat.als", map[string]string{
			"From": from, "Set": c.setName(l.To.Set), "Digit": strconv.Itoa(int(d)),
			"N": strconv.Itoa(len(l.To.Set)), "Digits": ds.String(),
		}), houses(b, l.To.Set)
	case l.From.Digit != d:
		return "", say(""), nil
	case l.Strong:
		u, ok := onlyPlaces(b, l.From, l.To)
		if !ok {
			return "house", say(""), nil
		}
		key := "why.house"
		if len(l.To.Cells) > 1 {
			key = "why.house.group"
		}
		return "house", say(c.fill(key, map[string]string{"Digit": strconv.Itoa(int(d)), "Unit": c.unitName(u, b.Geometry())})), []Unit{u}
	}
	if u, ok := commonUnit(b, l.From.Cells, l.To.Cells); ok {
		return "peer", say(c.fill("why.share", c.unitName(u, b.Geometry()))), []Unit{u}
	}
	if len(l.From.Cells) == 1 && len(l.To.Cells) == 1 {
		if key := moveKey(b, l.From.Cells[0], l.To.Cells[0]); key != "" {
			return "peer", say(c.fill("why"+key, c.joinAnd([]string{c.cellName(l.From.Cells[0], c.naming), c.cellName(l.To.Cells[0], c.naming)}))), nil
		}
	}
	return "peer", say(c.words["why.sees"]), nil
}

// onlyPlaces returns a house holding the cells of both nodes in which
// they are the only places for their digit on b.
func onlyPlaces(b *Board, from, to ChainNode) (Unit, bool) {
	var both CellSet
	for _, cell := range from.Cells {
		both.Add(cell)
	}
	for _, cell := range to.Cells {
		both.Add(cell)
	}
	for _, u := range b.UnitsOf(to.Cells[0]) {
		if both.AndNot(b.UnitSet(u)).Empty() && b.Where(u, to.Digit).AndNot(both).Empty() {
			return u, true
		}
	}
	return 0, false
}

// commonUnit returns a house of board on holding every cell of a and b:
// a row or a column before a box, then a diagonal or window the board's
// rules have (a nil board: every variant's houses).
func commonUnit(on *Board, a, b []solver.Cell) (Unit, bool) {
	units := unitsHolding(b[0])
	if on != nil {
		units = on.UnitsOf(b[0])
	}
	for _, u := range units {
		in, set := true, u.Set()
		if on != nil {
			set = on.UnitSet(u)
		}
		for _, cell := range append(a[:len(a):len(a)], b...) {
			in = in && set.Has(cell)
		}
		if in {
			return u, true
		}
	}
	return 0, false
}

// houses returns the house of board b that holds all the cells, if any.
func houses(b *Board, cells []solver.Cell) []Unit {
	if u, ok := commonUnit(b, cells[:1], cells); ok {
		return []Unit{u}
	}
	return nil
}

// itState says that the cell just named holds digit d, or not.
func (c *catalogue) itState(d uint8, on bool) string {
	if on {
		return c.fill("beat.it.on", d)
	}
	return c.fill("beat.it.off", d)
}

// unitName names a house in the catalogue's language, as "row 5".
func (c *catalogue) unitName(u Unit, geo *geometry.Geometry) string {
	return c.fill(u.Key(), unitLabel(u, geo))
}

// result says what the step proves, as "r5c8≠2, r5c9≠2".
func (c *catalogue) result(s *Step) string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, c.fill("place", p))
	}
	parts = append(parts, c.elimParts(s.Eliminations)...)
	return strings.Join(parts, c.words["list"])
}

// stepResult lists the step's placements, or else its eliminations.
func stepResult(s *Step) []Candidate {
	if len(s.Placements) > 0 {
		return append([]Candidate(nil), s.Placements...)
	}
	return append([]Candidate(nil), s.Eliminations...)
}

// nodeCandidates lists a chain node's candidates.
func nodeCandidates(n ChainNode) []Candidate {
	out := make([]Candidate, len(n.Cells))
	for i, cell := range n.Cells {
		out[i] = Candidate{cell, n.Digit}
	}
	return out
}

// sameNode reports whether two chain nodes are the same digit in the same
// cells.
func sameNode(a, b ChainNode) bool {
	if a.Digit != b.Digit || len(a.Cells) != len(b.Cells) {
		return false
	}
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	return true
}
