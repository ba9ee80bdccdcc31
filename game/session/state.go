package session

// mode is what the session is doing, one at a time: it decides what the
// board edits and which verbs act. Verbs change it; nothing else does.
// Killer games and practice positions come as modes of their own.
//
// A puzzle being made in the background is no mode: it is work under way
// over any of them (see making), and the mode it started in comes back
// when it is cancelled.
type mode uint8

const (
	// playing: a game is on the board; digits are entries.
	playing mode = iota
	// entering: the player types the givens of a puzzle of their own
	// (see Draft); the game is put aside, paused, behind it.
	entering
	// choosing: a first start, with no level picked yet. The level card
	// covers a stand-in game, which is never saved and takes no moves.
	choosing
)
