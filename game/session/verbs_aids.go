package session

import (
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Check marks the clashes, and the entries that differ from the solution
// when ShowMistakes is on, until the next move. The status counts what
// the board marks: the player's digits in a clash, underlined, and the
// wrong digits, struck through; with mistakes hidden it never claims
// there are none.
func (s *Session) Check() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	r := s.g.Check()
	s.aids.marks, s.aids.hint = &r, nil
	var clashes, wrong int
	for _, m := range s.cellMarks() {
		switch m {
		case Conflict:
			clashes++
		case Mistake:
			wrong++
		}
	}
	args := map[string]any{"Empty": r.Empty}
	switch {
	case clashes > 0 && wrong > 0:
		args["Count"], args["Wrong"] = clashes, wrong
		s.say("status.check.conflicts-mistakes", args)
	case clashes > 0:
		args["Count"] = clashes
		s.say("status.check.conflicts", args)
	case wrong > 0:
		args["Count"] = wrong
		s.say("status.check.mistakes", args)
	case s.g.ShowMistakes:
		s.say("status.check.clean", args)
	default:
		s.say("status.check.no-clashes", args)
	}
}

// Hint shows a hint that names the technique and where to look; asked
// again on the same position it gives the whole step, and selects the
// cell to act on.
func (s *Session) Hint() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	depth := logic.Which
	if s.aids.hint != nil {
		depth = logic.Full
	}
	h, err := s.g.Hint(depth, true)
	if err != nil {
		s.report(err)
		return
	}
	if s.aids.hint == nil {
		s.line.before = s.line.status // for Escape to bring back
	}
	s.aids.hint, s.aids.marks = &Hint{Hint: h, Depth: depth}, nil
	s.line.status = Message{} // the hint's own words take the status line
	if depth == logic.Full {
		switch {
		case h.Kind != logic.NextStep:
			s.cur.selected = h.Cell
		case len(h.Step.Placements) > 0:
			s.cur.selected = h.Step.Placements[0].Cell
		}
	}
}

// ApplyHint plays the step of the hint on show, as one move that one Undo
// takes back (see game.Game.ApplyStep); a hint that points at a mistake
// erases it, or the notes that lost the cell's digit. With no hint on show it asks for one first.
func (s *Session) ApplyHint() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	h := s.aids.hint
	if h == nil {
		got, err := s.g.Hint(logic.Full, true)
		if err != nil {
			s.report(err)
			return
		}
		h = &Hint{Hint: got, Depth: logic.Full}
	}
	switch h.Kind {
	case logic.NextStep:
		s.report(s.g.ApplyStep(h.Step))
	case logic.WrongEntry, logic.WrongNote: // out with the entry, or the notes that lost the digit
		s.report(s.g.Erase(h.Cell))
	}
	s.cur.selected = -1
}

// ShowAnswer asks whether to show the solution; a yes fills it in and
// counts the game as given up. On a covered board it only resumes.
func (s *Session) ShowAnswer() {
	defer s.begin()()
	if s.mode == entering || s.uncover() || s.g.Over() {
		return
	}
	s.pending = &pending{q: Question{Key: "answer"}, then: func() {
		s.report(s.g.Reveal())
	}}
	s.once.Question = &Question{Key: "answer"}
}

// Restart takes the game back to its givens, asking first when a game in
// progress would be lost. Restarting a finished game plays it again: it
// counts as a new game once a move is made. On a covered board it only
// resumes.
func (s *Session) Restart() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	s.ask("restart", func() {
		again := s.g.Over()
		s.g.Restart()
		if again {
			s.counted = false
		}
		s.say("status.restarted", nil)
	})
}
