package session

import (
	"slices"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// HintMarks are what the hint on show draws on the board besides its
// cells, worked out by the session (the game's and the trainer's alike)
// so that the window copies them and decides nothing.
type HintMarks struct {
	// Links are the chain's arrows: the whole step's, or, walked beat by
	// beat, the beat's own with the earlier ones before them; the first
	// Faded of them are drawn faded.
	Links []logic.Link
	Faded int
	// Rings are candidates drawn in a ring: a forcing chain's assumption,
	// or what the beat on show is about. RingsOn says what the beat finds
	// of them: true (a green ring) or false (a red ring, the digit
	// struck).
	Rings   []logic.Candidate
	RingsOn bool
	// Trues are what the beats before the one on show found true on its
	// branch of a forcing chain, ringed thinly in green.
	Trues []logic.Candidate
	// Witnesses are a single's reason (see logic.Step.Witnesses).
	Witnesses []logic.Witness
	// Cages are the Killer cages the step reads, as indices into the
	// view's Cages; Innies and Outies the cells a rule-of-45 step counts
	// into or out of its houses.
	Cages          []int
	Innies, Outies []solver.Cell
}

// WalkActions say which controls of a walk through the hint's beats are
// on show and live.
type WalkActions struct {
	// Shown: the hint can be walked beat by beat (its Previous, Next and
	// Whole step buttons are shown).
	Shown bool
	// Prev goes a beat back (or from the whole step back to the beat the
	// player left), Next a beat on, Whole to the whole step and back.
	Prev, Next, Whole bool
}

// setBeats works out the beats of the hint's step, in English (their
// marks and their count are the same in every language and naming), for
// the walk and its marks.
func (h *Hint) setBeats() {
	h.beats = nil
	if h.Step != nil && h.Board != nil {
		h.beats = h.Step.Beats(h.Board, "en")
	}
	h.Beats = len(h.beats)
}

// walk moves the beat on show by step, or for 0 toggles between the beat
// on show and the whole step (see Session.NextBeat).
func (h *Hint) walk(step int) {
	switch {
	case h.Back > 0: // the whole step, over beat h.Back
		h.Beat = min(h.Back+max(step, 0), h.Beats)
		h.Back = 0
	case step == 0:
		h.Beat, h.Back = 0, h.Beat
	default:
		h.Beat = min(max(h.Beat+step, 0), h.Beats)
	}
}

// drawn returns a copy of h for a view, its Marks and Walk worked out,
// and draws the beat on show into cells, which hold the hint's overlay
// (see overlayOf): the beat's own candidates, not the whole step's.
func (h *Hint) drawn(cells []Cell) *Hint {
	v := *h
	v.Marks, v.Walk = HintMarks{}, WalkActions{}
	if w := h.Wrong; h.Kind == logic.WrongEntry && w != nil && w.Clash {
		// The digit the wrong one repeats, ringed with a line to it, as
		// a single's witness is: the words name it.
		v.Marks.Witnesses = []logic.Witness{{Cell: w.Peer, Digit: w.Digit, Rules: logic.CellsOf(h.Cell)}}
		return &v
	}
	full := h.Depth == logic.Full && h.Step != nil
	if !full {
		return &v
	}
	st := h.Step
	m := &v.Marks
	m.Links, m.Witnesses = st.Links, st.Witnesses
	m.Cages, m.Innies, m.Outies = st.Cages, st.Innies, st.Outies
	if h.Beats > 0 {
		v.Walk = WalkActions{Shown: true, Prev: h.Beat > 0 || h.Back > 0, Next: h.Beat < h.Beats, Whole: h.Beat > 0 || h.Back > 0}
	}
	beats := h.beats
	if h.Beat > 0 && h.Beat <= len(beats) {
		beat := &beats[h.Beat-1]
		m.Links, m.Faded, m.Rings, m.RingsOn = beat.Links, len(beat.Links)-beat.Current, beat.Marks, beat.On
		if st.Technique == logic.ForcingChain {
			m.Trues = branchTrues(beats, h.Beat-1)
			if !beat.On { // what this beat finds false is ringed red alone
				m.Trues = slices.DeleteFunc(m.Trues, func(c logic.Candidate) bool { return slices.Contains(beat.Marks, c) })
			}
		}
		drawBeat(cells, beat, m.Trues, h.Board)
		return &v
	}
	if st.Technique == logic.ForcingChain && len(beats) > 0 {
		// The assumption, which the whole step proves false: ringed red
		// and struck, as its elimination is.
		m.Rings, m.RingsOn = beats[0].Marks, false
	}
	return &v
}

// drawBeat shows the candidates of the beat on show in the cells: what
// the step removes is struck only at its end (struck at the start it read
// as the assumption's opposite, "Suppose r1c4 is 3" beside a struck 3);
// on the way, and at the end, what the branch has ruled out so far
// (Beat.Struck). Every candidate the beat rings or its arrows join is
// drawn, noted by the player or not: a ring round an empty spot, or an
// arrow from one, told nothing. The cells of an almost locked set an
// arrow of the beat starts or ends in are shaded, with their candidates.
func drawBeat(cells []Cell, beat *logic.Beat, trues []logic.Candidate, board *logic.Board) {
	for i := range cells {
		// The beat's own arrows and rings tell it: the whole step's
		// candidates lit and cells shaded, forty discs at the first beat of
		// a forcing chain, hid them.
		c := &cells[i]
		c.Struck, c.Pattern, c.Fin, c.Hinted, c.Base, c.Cover = 0, 0, 0, false, false, false
	}
	for _, c := range beat.Struck {
		cells[c.Cell].Struck |= 1 << c.Digit
	}
	show := func(c logic.Candidate) {
		if cells[c.Cell].Digit == 0 && c.Digit >= 1 && c.Digit <= 9 {
			cells[c.Cell].Notes |= 1 << c.Digit
		}
	}
	for _, c := range beat.Marks {
		show(c)
	}
	for _, c := range trues {
		show(c)
	}
	for _, l := range beat.Links {
		for _, n := range [2]logic.ChainNode{l.From, l.To} {
			for _, c := range n.Cells {
				show(logic.Candidate{Cell: c, Digit: n.Digit})
			}
			for _, c := range n.Set {
				cells[c].Hinted = true
				if cells[c].Digit == 0 && board != nil {
					cells[c].Notes |= game.FromLogic(board.Cands[c])
				}
			}
		}
	}
}

// branchTrues returns what the beats before beat k of a forcing chain
// found true on beat k's branch: the assumption and every candidate set
// since under the same suppositions or outer ones (an inner chain's
// findings go when it ends). They stay ringed thinly in green while the
// walk goes on, as what is struck stays struck.
func branchTrues(beats []logic.Beat, k int) []logic.Candidate {
	var out []logic.Candidate
	cur := beats[k].Supposed
	switch beats[k].Kind {
	case "end": // the outer chain's, to its contradiction
		cur = beats[0].Marks
	case "nested": // an inner chain's contradiction: its findings are the reasons
		for j := k - 1; j > 0; j-- {
			if b := beats[j]; b.Kind == "start" && b.Nest == beats[k].Nest {
				cur = append(slices.Clip(cur), b.Marks...)
				break
			}
		}
	}
	for _, b := range beats[:k] {
		under := b.Supposed
		if b.Kind == "start" { // a start holds under its own supposition: an inner one's goes when its chain ends
			under = append(slices.Clip(under), b.Marks...)
		}
		if !b.On || b.Kind == "end" || len(under) > len(cur) || !slices.Equal(under, cur[:len(under)]) {
			continue
		}
		out = append(out, b.Marks...)
	}
	return out
}

// alsSets returns the cells of every almost locked set step st stands
// on: an ALS step's sets and those its chain's nodes belong to.
func alsSets(st *logic.Step) [][]solver.Cell {
	var sets [][]solver.Cell
	switch st.Technique {
	case logic.ALSXZ, logic.ALSXYWing, logic.ALSChain, logic.DeathBlossom:
		sets = append(sets, st.Sets...)
	}
	for _, l := range st.Links {
		for _, n := range [2]logic.ChainNode{l.From, l.To} {
			if len(n.Set) > 0 {
				sets = append(sets, n.Set)
			}
		}
	}
	return sets
}
