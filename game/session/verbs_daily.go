package session

import (
	"context"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/daily"
)

// Daily plays today's daily puzzle (the local date of the session's
// clock) of the variant New plays: the puzzle every player gets on that
// date (see package daily), at the weekday's level, made in the
// background as New's are, asking first when a game in progress would be
// lost.
func (s *Session) Daily() { s.DailyOn(s.Today()) }

// Today is the player's date by the session's clock, the date of the
// daily puzzle Daily plays.
func (s *Session) Today() daily.Date { return daily.DateOf(s.opts.Clock.Now()) }

// DailyOn plays the daily puzzle of date, as Daily plays today's: any
// past day's can be played, and a day to come's too (the calendar offers
// none).
func (s *Session) DailyOn(date daily.Date) {
	defer s.begin()()
	if !s.choosing() && s.uncover() {
		return
	}
	v := s.variant
	level := daily.Level(date)
	term := gameTerm(v, level)
	q := Question{Key: "daily", Args: map[string]any{"Date": date.String(), "Level": term}}
	clock := s.opts.Clock
	s.askWith(q, func() {
		s.makeInBackground(level, term, func(ctx context.Context, _ uint64) (*game.Game, error) {
			p, err := daily.Puzzle(ctx, date, v)
			if err != nil {
				return nil, err
			}
			g, err := game.New(p.Puzzle, level, clock)
			if err == nil {
				err = g.SetDaily(date.String())
			}
			return g, err
		}, func(g *game.Game) Message {
			return Message{Key: "status.daily", Args: map[string]any{"Date": date.String(), "Level": gameLevel(g)}}
		})
	})
}
