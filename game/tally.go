package game

import (
	"fmt"
	"time"
)

// Tally counts what a player did in a game beyond the moves its history
// keeps, for the record of the games played: the Checks run, the
// Mistakes entered (a digit placed that is not the solution's, each time
// it is placed) and the Undos taken. Each count stops at math.MaxInt.
// Restart keeps them while the game is being played, as it keeps the
// hints, and forgets them when the game was over.
type Tally struct {
	Checks, Mistakes, Undos int
}

// Daily returns the date of the daily puzzle the game plays, as
// "2026-12-02", or "" for another game.
func (g *Game) Daily() string { return g.daily }

// SetDaily marks the game as the daily puzzle of date, written
// YYYY-MM-DD (see package daily); the save keeps it, so that a daily
// puzzle resumed later is still recorded as that day's. "" unmarks it.
func (g *Game) SetDaily(date string) error {
	if date != "" {
		if _, err := time.Parse(time.DateOnly, date); err != nil {
			return fmt.Errorf("game: daily date %q: want YYYY-MM-DD", date)
		}
	}
	g.daily = date
	return nil
}

// Tally returns the game's counts so far.
func (g *Game) Tally() Tally { return g.tally }

// countMistakes counts the digits a move placed that are not the
// solution's.
func (g *Game) countMistakes(m *move) {
	for _, ch := range m.changes {
		if d := ch.after.digit; d != 0 && d != ch.before.digit && d != g.solution[ch.cell] {
			g.tally.Mistakes = Saturated(g.tally.Mistakes)
		}
	}
}
