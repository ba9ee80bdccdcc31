package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// Draft is a puzzle the player is entering: the givens so far. The game
// is put aside meanwhile, paused, and comes back as it was on Cancel.
type Draft struct {
	grid   solver.Grid
	paused bool // the game was paused before: it stays so on Cancel
	noting bool // notes mode was on: it comes back after
}

// Grid returns the givens entered so far.
func (d *Draft) Grid() solver.Grid { return d.grid }

// view fills cells from the draft, every digit a given and clashing
// digits marked, and returns how many of each digit are left to place.
func (d *Draft) view(cells *[81]Cell) [10]int {
	for c, digit := range d.grid {
		cells[c] = Cell{Digit: digit, Given: digit != 0}
	}
	for _, e := range d.grid.Conflicts() {
		cells[e.A].Mark, cells[e.B].Mark = Conflict, Conflict
	}
	return digitsLeft(&d.grid)
}

// Draft returns the puzzle being entered, or nil while playing.
func (s *Session) Draft() *Draft {
	if s.mode != entering {
		return nil
	}
	return s.draft
}

// EnterPuzzle shows an empty board on which the player types the givens
// of a puzzle of their own; StartEntry checks and plays it, CancelEntry
// goes back to the game. On a covered board it only resumes.
func (s *Session) EnterPuzzle() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	s.stopWork()    // a puzzle being made would end the entering
	s.pending = nil // and so would a yes to a question about the game put aside
	s.mode, s.draft = entering, &Draft{paused: s.g.Paused(), noting: s.cur.noting}
	s.g.Pause()
	s.saveGame()
	s.cur.armed, s.aids.marks, s.aids.hint, s.aids.asked, s.cur.noting, s.cur.selected = 0, nil, nil, nil, false, -1
	s.say("status.entry.start", nil)
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
	s.cur.noting, s.cur.armed, s.cur.selected = d.noting, 0, -1
	if !d.paused {
		s.g.Resume()
	}
	s.say("status.entry.cancelled", nil)
}

// StartEntry plays the puzzle entered when it has exactly one solution,
// asking first when the game put aside is one in progress; otherwise the
// status says why, naming two cells that break a rule when some do, and
// the puzzle stays to be mended. The puzzle is rated in the background
// (View.Working.Rating); a digit typed or Cancel meanwhile drops it.
func (s *Session) StartEntry() {
	defer s.begin()()
	if s.mode != entering {
		return
	}
	grid := s.draft.grid
	s.rateThen(grid, func(g *game.Game, msg Message) {
		switch {
		case s.mode != entering || s.draft.grid != grid: // cancelled, or typed on since
		case g == nil:
			s.line.status = msg
		default:
			s.ask("replace", func() { s.play(g, msg) })
		}
	})
}
