package session

import "github.com/sudokudesktop/sudoku/solver"

// replaying is a finished game's replay under way: the frame shown.
type replaying struct{ at int }

// ReplayView is the replay on show: the frame At of Len (0 is where the
// game's moves start, Len the end).
type ReplayView struct{ At, Len int }

// Replay starts the replay of the game, once it is over (won or given
// up): the board shows its moves one at a time from the start, the
// entries that were not the solution's marked as mistakes and the cells
// each move changed in focus; ReplayTo and ReplayStep move through it,
// EndReplay shows the finished game again.
func (s *Session) Replay() {
	defer s.begin()()
	if s.mode != playing || s.g == nil || !s.g.Over() || s.g.ReplayLen() == 0 {
		return
	}
	s.replay = &replaying{}
	s.aids.hint, s.aids.why, s.aids.sized = nil, nil, nil
	s.cur.selected, s.cur.armed = -1, 0
	s.line.status = Message{} // the panel says which move it is
}

// ReplayTo shows frame k of the replay, kept within it.
func (s *Session) ReplayTo(k int) {
	defer s.begin()()
	if s.replay != nil {
		s.replay.at = max(0, min(k, s.g.ReplayLen()))
	}
}

// ReplayStep moves the replay by d frames, back for a negative d.
func (s *Session) ReplayStep(d int) {
	defer s.begin()()
	if s.replay != nil {
		s.replay.at = max(0, min(s.replay.at+d, s.g.ReplayLen()))
	}
}

// EndReplay ends the replay: the board shows the finished game again.
func (s *Session) EndReplay() {
	defer s.begin()()
	s.replay = nil
}

// replayOnto fills cells with the replay's frame and returns the view of
// the replay.
func (s *Session) replayOnto(cells []Cell) *ReplayView {
	f := s.g.ReplayAt(s.replay.at)
	for c := range f.Board {
		cell := Cell{Digit: f.Board[c], Given: s.g.IsGiven(solver.Cell(c)), Notes: f.Notes[c]}
		if f.Mistakes.Has(solver.Cell(c)) {
			cell.Mark = Mistake
		}
		cells[c] = cell
	}
	for _, c := range f.Moved {
		cells[c].Focus = true
	}
	return &ReplayView{At: s.replay.at, Len: s.g.ReplayLen()}
}
