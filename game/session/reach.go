package session

import (
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

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
// selected, when the player asked to see them: the peers the game's
// moves rules give it beyond its row, column and box (a king's or
// knight's move within its box is kept apart by the box already, and
// geometry.Between names the box for it).
func (s *Session) reachOnto(cells *[81]Cell) {
	c := s.cur.selected
	if !s.cur.reach || c < 0 || len(s.selection()) > 1 {
		return
	}
	f := s.g.Variant().Flags
	moves := geometry.Shared(geometry.Flags{AntiKnight: f.AntiKnight, AntiKing: f.AntiKing})
	for p := range moves.Peers(c).AndNot(geometry.Classic().Peers(c)).All() {
		cells[p].Reach = true
	}
}
