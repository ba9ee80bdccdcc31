package session

// ShowReach shows or hides the cells a knight's move (under anti-knight)
// or a king's move (under anti-king) from the one cell selected: the
// view's Cells[i].Reach, and ShowReach says it is on. The choice stays
// for the session, whatever the game; a game without those rules marks
// nothing.
func (s *Session) ShowReach(on bool) {
	defer s.begin()()
	s.cur.reach = on
}

// reachOnto marks the cells a knight's or king's move from the one cell
// selected, under the game's anti-knight and anti-king rules, when the
// player asked to see them: all of them, those in its own box too, as a
// player counts the moves.
func (s *Session) reachOnto(cells []Cell) {
	c := s.cur.selected
	if !s.cur.reach || c < 0 || len(s.selection()) > 1 {
		return
	}
	for _, p := range s.g.Reach(c) {
		cells[p].Reach = true
	}
}
