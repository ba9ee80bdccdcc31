package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// Check marks the clashes, and the entries that differ from the solution
// when ShowMistakes is on, until the next move. The status counts what
// the board marks: the player's digits in a clash, underlined, and the
// wrong digits, struck through; with mistakes hidden it never claims
// there are none. Knowing the solution, it marks only the wrong digits:
// a right digit that a wrong one clashes with is not blamed.
func (s *Session) Check() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	r := s.g.Check()
	s.aids.marks, s.aids.hint, s.aids.asked, s.aids.sized = &r, nil, nil, nil
	s.aids.why, s.aids.askingWhy = nil, false
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
	clash := "status.check.sums"             // only full cages off their sums
	if clashes > 0 && len(r.Conflicts) > 0 { // the words name the first clash: its cells, digit and rule
		first := r.Conflicts[0]
		clash = "status.check.conflicts"
		args["A"], args["B"], args["Digit"], args["Where"] = first.A.String(), first.B.String(), first.Digit, where(first.Unit)
	}
	switch {
	case clashes > 0 && wrong > 0:
		args["Count"], args["Wrong"] = clashes, wrong
		s.say(clash+"-mistakes", args)
	case clashes > 0:
		args["Count"] = clashes
		s.say(clash, args)
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
// again on the same position it deepens the hint on show to the whole
// step, with no new search, and selects the cell to act on. The hint is
// worked out in the background, View.Working.Hint meanwhile: asked again
// before it comes, it comes whole.
func (s *Session) Hint() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	if s.aids.why != nil || s.aids.askingWhy || s.aids.asked != nil && s.aids.asked.why { // the answer's step is no hint to deepen: a hint of its own
		s.putHintAway()
	}
	if s.g.Shape() != sized.Shape9 {
		s.sizedHint(false)
		return
	}
	switch {
	case s.aids.asked != nil:
		s.aids.asked.depth = logic.Full
	case s.aids.hint != nil:
		s.showHint(s.aids.in, s.aids.hint.Hint, logic.Full)
	default:
		s.askHint(&hintJob{depth: logic.Which})
	}
}

// hintJob is a hint being worked out in the background.
type hintJob struct {
	depth logic.Depth // how much of it to show when it comes
	apply bool        // ApplyHint asked for it: its step is played when it comes
	why   bool        // the answer to "why not?" (see Session.WhyNot), not a hint
}

// askHint works a hint of the position out in the background, and shows
// or applies it when it comes, unless a move, another game, Escape or
// Close came first.
func (s *Session) askHint(job *hintJob) {
	if s.g.Over() {
		s.report(game.ErrGameOver)
		return
	}
	g, in := s.g, s.g.HintInput(true)
	s.aids.asked = job
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		h, err := in.Work()
		s.post(func() {
			defer s.begin()()
			if s.aids.asked != job || s.g != g {
				return // superseded
			}
			s.aids.asked = nil
			switch {
			case err != nil:
				s.report(err)
			case job.apply:
				if err := g.TakeHint(in, h, logic.Full); err != nil {
					s.report(err)
					return
				}
				s.applyHint(h)
			default:
				s.showHint(in, h, job.depth)
			}
		})
	}()
}

// showHint shows h, worked out from in, to the given depth.
func (s *Session) showHint(in game.HintInput, h logic.Hint, depth logic.Depth) {
	if err := s.g.TakeHint(in, h, depth); err != nil {
		s.report(err)
		return
	}
	if s.aids.hint == nil {
		s.line.before = s.line.status // for Escape to bring back
	}
	s.aids.hint, s.aids.in, s.aids.marks = &Hint{Hint: h, Depth: depth}, in, nil
	if depth == logic.Full && h.Kind == logic.NextStep && h.Step != nil {
		s.aids.hint.setBeats()
		if walkFirst(h.Step, s.aids.hint.Beats) {
			// Whole, a forcing chain is dozens of arrows and a paragraph:
			// two new players found it unreadable. It opens at its
			// assumption, the whole step a key (/) away.
			s.aids.hint.Beat = 1
		}
	}
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

// walkFirst reports whether a step of beats beats is shown beat by beat
// from its first when its hint opens in full: forcing chains and kraken
// fish (several chains), and any chain too long to take in at once.
func walkFirst(s *logic.Step, beats int) bool {
	const wholeMax = 12 // beats a whole chain may have and still open whole
	return beats > 0 && (s.Technique == logic.ForcingChain || s.Technique == logic.KrakenFish || beats > wholeMax)
}

// ApplyHint plays the step of the hint on show, as one move that one Undo
// takes back (see game.Game.ApplyStep); a hint that points at a mistake
// erases it, or the notes that lost the cell's digit. With no hint on
// show it asks for one first, in the background, and plays it when it
// comes.
func (s *Session) ApplyHint() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	if s.g.Shape() != sized.Shape9 {
		s.sizedHint(true)
		return
	}
	switch {
	case s.aids.asked != nil:
		s.aids.asked.apply = true
	case s.aids.hint != nil:
		s.applyHint(s.aids.hint.Hint)
	default:
		s.askHint(&hintJob{depth: logic.Full, apply: true})
	}
}

// applyHint plays h's step, or erases the mistake it points at.
func (s *Session) applyHint(h logic.Hint) {
	switch h.Kind {
	case logic.NextStep:
		s.report(s.g.ApplyStep(h.Step))
	case logic.WrongEntry, logic.WrongNote: // out with the entry, or the notes that lost the digit
		s.report(s.g.Erase(h.Cell))
	}
	// The selection stays where the player can go on from by keyboard:
	// on the digit the step placed, or on the cell it mended.
	switch {
	case h.Kind == logic.NextStep && len(h.Step.Placements) > 0:
		s.cur.selected = h.Step.Placements[0].Cell
	case h.Kind == logic.WrongEntry || h.Kind == logic.WrongNote:
		s.cur.selected = h.Cell
	}
}

// ConfirmKey is Return on the board: it applies the hint on show, as
// Apply does, and on a covered board only resumes.
func (s *Session) ConfirmKey() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	switch {
	case s.aids.sized != nil:
		s.sizedHint(true)
	case s.aids.hint != nil:
		s.applyHint(s.aids.hint.Hint)
	}
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

// NextBeat walks the chain of the hint on show one beat on: from the
// whole step to its first beat, then link by link to its last (see
// logic.Step.Beats); from the whole step WholeStep showed, to the beat
// after the one the player left. It does nothing for a hint told at once.
func (s *Session) NextBeat() { s.walkBeat(+1) }

// PrevBeat walks the chain of the hint on show one beat back; from the
// first beat to the whole step. From the whole step WholeStep showed, it
// goes back to the beat the player left.
func (s *Session) PrevBeat() { s.walkBeat(-1) }

// WholeStep shows the whole step of the hint on show, all its links at
// once; again, it goes back to the beat the player was on.
func (s *Session) WholeStep() { s.walkBeat(0) }

// walkBeat moves the beat on show by step, or for 0 toggles between the
// beat on show and the whole step.
func (s *Session) walkBeat(step int) {
	defer s.begin()()
	h := s.aids.hint
	if s.mode == entering || h == nil || h.Beats == 0 {
		return
	}
	h.walk(step)
}
