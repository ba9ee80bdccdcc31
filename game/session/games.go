package session

import (
	"errors"
	"io/fs"
	"os"

	"github.com/sudokudesktop/sudoku/game"
)

// resume returns the saved game, or nil, and what to tell the player
// about a save that could not be played. A corrupt save has been moved
// aside by game.LoadFile. One still in the way (unreadable, or it could
// not be moved) is left alone and saving is off for this session, so
// that the new game never overwrites it.
func (s *Session) resume() (*game.Game, Message) {
	if s.opts.SavePath == "" {
		return nil, Message{}
	}
	g, err := game.LoadFile(s.opts.SavePath, s.gameOptions())
	switch {
	case err == nil && g.Over():
		if _, ok := g.SavedDraft(); ok { // a game won or given up, put aside for a puzzle being entered
			return g, Message{}
		}
		return nil, Message{}
	case err == nil:
		return g, Message{}
	case errors.Is(err, fs.ErrNotExist):
		return nil, Message{}
	}
	if ae := (*game.AsideError)(nil); errors.As(err, &ae) {
		s.aside = append(s.aside, kept{"game", ae.Aside})
		return nil, Message{}
	}
	if _, serr := os.Lstat(s.opts.SavePath); serr == nil {
		s.saves.off()
		msg := Message{Key: "status.save-unreadable", Args: map[string]any{"Error": err.Error()}}
		s.line.banner = msg
		return nil, msg
	}
	return nil, Message{Key: "status.save-corrupt"}
}

// Start plays g in place of the current game, without asking: tests use
// it to play a known puzzle.
// The variant New plays is left as it was chosen.
func (s *Session) Start(g *game.Game) {
	defer s.begin()()
	s.adopt(g, Message{Key: "status.new", Args: map[string]any{"Level": gameLevel(g)}})
	s.saveGame()
}

// play makes g the game, greeting the player with msg, and saves it. New
// plays g's variant from now on: the New menu ticks the variant of the
// game in progress (it ticked Killer over a Classic game pasted after a
// Killer), and its levels play that variant until another is chosen.
func (s *Session) play(g *game.Game, msg Message) {
	if v := g.Variant(); offered(v) {
		s.variant = v
	}
	s.adopt(g, msg)
	s.saveGame()
}

// adopt makes g the game, greeting the player with msg. The puzzle being
// entered, if any, is dropped, and so is background work that would
// replace the game, and a question about the game replaced: a yes to it
// must not act on this one.
func (s *Session) adopt(g *game.Game, msg Message) {
	if s.g != nil && s.g != g && s.counted && !s.g.Over() {
		s.recordEnd(game.Abandoned) // left for another
	}
	s.startedAt = startedAt(s.opts.Clock, g)
	s.replay = nil
	s.stopWork()
	s.bg.rating = nil
	s.pending = nil
	if s.mode == entering {
		s.cur.noting = s.draft.noting
	}
	s.mode, s.draft, s.cardOver = playing, nil, false
	s.g = g
	g.OnChange = s.onEvent
	s.applySettings()
	s.cur.armed, s.aids = 0, aids{}
	s.cur.selected = -1
	s.counted = false
	s.line.status = msg
}

// stopWork cancels background work whose result would replace the game.
func (s *Session) stopWork() {
	if s.bg.cancel != nil {
		s.bg.cancel()
		s.bg.cancel = nil
	}
}

// onEvent is the game's OnChange, the one hook through which the game
// reports to the session: every game the session adopts has it, and
// nothing else listens. It runs inside the verb that called the game and
// keeps the session's marks, the statistics and the save in step with
// it; that verb hands the view on. A change made to the game directly,
// with no verb around it (a test's, through Game), hands on its own.
func (s *Session) onEvent(ev game.Event) {
	switch ev.Kind {
	case game.EventSet, game.EventErase, game.EventNote, game.EventUndo, game.EventRedo,
		game.EventRestart, game.EventReveal, game.EventWon:
		s.line.status = Message{} // a move leaves the last words behind; the verb may say more
		s.aids.marks, s.aids.hint, s.aids.asked, s.aids.sized = nil, nil, nil, nil
		s.aids.why, s.aids.askingWhy = nil, false
	}
	switch ev.Kind {
	case game.EventSet, game.EventErase, game.EventNote:
		s.count()
	case game.EventRestart:
		s.aids.revealed = game.CellSet{}
		s.replay = nil
	case game.EventReveal: // its cells are the ones the player had not got right
		s.count()
		s.aids.revealed = game.CellSet{}
		for _, c := range ev.Cells {
			s.aids.revealed.Add(c)
		}
		s.stats.record(ev)
		s.recordEnd(game.GaveUp)
		s.say("status.revealed", nil)
	case game.EventWon:
		s.count()
		before := s.stats.level(ev.Variant, ev.Level)
		s.stats.record(ev)
		s.recordEnd(game.Solved)
		after := s.stats.level(ev.Variant, ev.Level)
		s.once.Won = &Won{
			Level: ev.Level, Variant: ev.Variant, Elapsed: ev.Elapsed, Streak: after.Streak, Hints: ev.Hints,
			NewBest: before.Beats(ev.Elapsed, ev.Hints),
		}
		s.say("status.won", map[string]any{"Level": gameTerm(ev.Variant, ev.Level), "Time": ev.Elapsed})
	case game.EventCheck, game.EventHint:
		if s.depth == 0 {
			s.changed()
		}
		return // nothing saved changes
	}
	s.saveGame()
	if ev.Kind == game.EventPause {
		s.syncSaves()
	}
	if s.depth == 0 { // a change made to the game directly, not by a verb
		s.retryStats()
		s.changed()
	}
}

// count counts the game in the statistics once the player makes a move:
// a game left without one is neither started nor abandoned.
func (s *Session) count() {
	if !s.counted {
		s.counted = true
		s.stats.started(s.g.Variant(), s.g.Level())
	}
}
