package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// "Why not 5 here?": the player asks about the selected cell, and the
// session answers with what rules the digit out (see game.Game.WhyNot),
// drawn on the board as hints are.

// whyKeys are the words of the answers: they stay until the next move.
var whyKeys = []string{"why.ask", "why.filled", "why.peer", "why.mate", "why.cage-sum", "why.step", "why.open", "why.path"}

func init() {
	for _, k := range whyKeys {
		sticky[k] = true
	}
}

// AskWhyNot asks which digit the player wants ruled out of the selected
// cell: the next digit typed or pressed on the pad answers (View.AskingWhy)
// instead of filling the cell; Escape drops the question.
func (s *Session) AskWhyNot() {
	defer s.begin()()
	if s.mode == entering || s.uncover() || s.g.Over() {
		return
	}
	if s.cur.selected < 0 {
		s.say("status.select-cell", nil)
		return
	}
	s.putHintAway()
	s.aids.why, s.aids.askingWhy = nil, true
	s.say("why.ask", map[string]any{"Cell": s.cur.selected.String()})
}

// answerWhy answers the question AskWhyNot asked with digit d, and
// reports whether there was one: the digit then does nothing else. Any
// other digit key (0, Erase) drops the question.
func (s *Session) answerWhy(d uint8) bool {
	if !s.aids.askingWhy {
		return false
	}
	s.aids.askingWhy = false
	if d >= 1 && d <= s.maxDigit() && s.cur.selected >= 0 {
		s.whyNot(d)
	} else {
		s.line.status = Message{}
	}
	return true
}

// followWhy keeps the question's words on the cell it will answer for:
// selecting another cell while it waits for its digit moves the question
// there, and the words name that cell; with no cell selected the
// question goes. The session calls it before it hands a view on.
func (s *Session) followWhy() {
	if !s.aids.askingWhy || s.line.status.Key != "why.ask" {
		return
	}
	if s.cur.selected < 0 {
		s.aids.askingWhy, s.line.status = false, Message{}
		return
	}
	if cell := s.cur.selected.String(); s.line.status.Args["Cell"] != cell {
		s.say("why.ask", map[string]any{"Cell": cell})
	}
}

// WhyNot answers "why not digit d in the selected cell?": the words say
// what rules it out, the board shows it (the peer that holds d ringed,
// with a line to the cell; the cage outlined; or the step of the ladder
// that rules it out, or the first of the steps that do, in full, as a
// hint, and counted as one). The solution's digit, and any digit nothing
// rules out yet, gets "d can go here": the answer never gives the
// solution away. An answer only the ladder's steps can give is worked
// out in the background, View.Working.Hint meanwhile, as a hint is; a
// move, Escape or another hint drops it.
func (s *Session) WhyNot(d uint8) {
	defer s.begin()()
	if s.mode == entering || s.uncover() || s.g.Over() || d < 1 || d > s.maxDigit() {
		return
	}
	if s.cur.selected < 0 {
		s.say("status.select-cell", nil)
		return
	}
	s.aids.askingWhy = false
	s.whyNot(d)
}

// whyNot is WhyNot, once the verb has begun.
func (s *Session) whyNot(d uint8) {
	c := s.cur.selected
	w, work, err := s.g.AskWhyNot(c, d)
	if err != nil {
		s.report(err)
		return
	}
	s.putHintAway()
	s.line.status = Message{} // Escape, putting a step away, leaves no question behind
	if work == nil {
		s.showWhy(s.g.HintInput(true), w)
		return
	}
	g, in := s.g, s.g.HintInput(true)
	job := &hintJob{depth: logic.Full, why: true}
	s.aids.asked = job
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		w := work.Work()
		s.post(func() {
			defer s.begin()()
			if s.aids.asked != job || s.g != g {
				return // superseded
			}
			s.aids.asked = nil
			if job.apply && w.Reason == game.StepRules { // Apply was asked for meanwhile: the step is played
				h := logic.Hint{Kind: logic.NextStep, Step: w.Step, Board: w.Board}
				if err := g.TakeHint(in, h, logic.Full); err != nil {
					s.report(err)
					return
				}
				s.applyHint(h)
				return
			}
			s.showWhy(in, w)
		})
	}()
}

// showWhy shows answer w, worked out from the position in.
func (s *Session) showWhy(in game.HintInput, w game.WhyNot) {
	c, d := w.Cell, w.Digit
	args := map[string]any{"Cell": c.String(), "Digit": d}
	why := &Why{Cell: c, Digit: d}
	switch w.Reason {
	case game.Filled:
		args["Held"] = s.g.Digit(c)
		why.Words = Message{Key: "why.filled", Args: args}
	case game.PeerHolds:
		args["Peer"], args["Where"] = w.Peer.String(), where(w.Rule)
		why.Words = Message{Key: "why.peer", Args: args}
		why.Witnesses = []logic.Witness{{Cell: w.Peer, Digit: d, Rules: logic.CellsOf(c)}}
	case game.MateHolds:
		args["Peer"] = w.Peer.String()
		why.Words = Message{Key: "why.mate", Args: args}
		why.Witnesses = []logic.Witness{{Cell: w.Peer, Digit: d, Rules: logic.CellsOf(c)}}
		why.Cages = []int{w.Cage}
	case game.CageSum:
		cg := s.g.Cages()[w.Cage]
		args["Sum"], args["Size"] = cg.Sum, len(cg.Cells)
		why.Words = Message{Key: "why.cage-sum", Args: args}
		why.Cages = []int{w.Cage}
	case game.StepRules:
		h := logic.Hint{Kind: logic.NextStep, Step: w.Step, Board: w.Board}
		s.showHint(in, h, logic.Full)
		if s.aids.hint == nil {
			return // the game refused it: showHint said why
		}
		why.Words = Message{Key: "why.step", Args: args}
		if n := len(w.Path); n > 1 {
			args["Steps"] = n
			why.Words.Key = "why.path"
		}
	default:
		why.Words = Message{Key: "why.open", Args: args}
	}
	s.cur.selected = c // the question's cell stays the one in focus
	s.aids.why, s.aids.whyAns = why, w
	s.line.status = why.Words
}

// whyOnto puts the answer on show onto the cells, as a hint's overlay
// does: the cell asked about and the peer that rules the digit out
// hinted, the house they share or the cage in focus, and the digit struck
// from the cell. A step's own overlay is the hint's.
func (s *Session) whyOnto(cells []Cell) *Why {
	w := s.aids.why
	if w == nil {
		return nil
	}
	if s.aids.hint != nil {
		return w // a step: drawn as the hint it is
	}
	cw := s.aids.whyAns
	focus := func(cs []solver.Cell) {
		for _, c := range cs {
			cells[c].Focus = true
		}
	}
	switch cw.Reason {
	case game.PeerHolds:
		if cw.Relation == geometry.SameHouse {
			focus(cw.HouseCells) // a move away shares no house: the two cells say it
		}
		cells[cw.Peer].Hinted = true
	case game.MateHolds:
		focus(s.g.Cages()[cw.Cage].Cells)
		cells[cw.Peer].Hinted = true
	case game.CageSum:
		focus(s.g.Cages()[cw.Cage].Cells)
	}
	cells[w.Cell].Hinted = true
	if cw.Reason != game.Open && cw.Reason != game.Filled {
		cells[w.Cell].Struck |= game.DigitSet(w.Digit)
	}
	return w
}
