package session

// The keyboard's verbs: the window forwards keys, and the session decides
// what they do. A key on a covered board only resumes the game.

// OtherKey is a key that does nothing of its own on the board, a letter
// or Return, say, but not a modifier held for another key: on a paused
// board it resumes the game, and the view's KeyTaken tells the window to
// drop the character the key types.
func (s *Session) OtherKey() {
	if s.blocked() || !s.covered() {
		// Nothing to resume: not a verb, so that a digit key, which
		// comes as a key and then as a character, stays one verb for
		// the digits of two keys (see KeyDigit).
		return
	}
	defer s.begin()()
	s.uncover()
	s.once.KeyTaken = true
}

// ChooseLevel is the New button and Ctrl+N: the view's Levels asks the
// window to offer the levels of a new game (see New). On a covered board
// it only resumes.
func (s *Session) ChooseLevel() {
	defer s.begin()()
	if s.uncover() {
		return
	}
	s.once.Levels = true
}

// LevelCard is the solved card's Change level: the level card a first
// start shows, with the variant and the levels, over the board of the
// game that is over; a level picked there plays (see New), and Escape
// takes the card away, back to that game. Over a game in progress,
// which the card would hide, it offers the levels as ChooseLevel does.
func (s *Session) LevelCard() {
	defer s.begin()()
	if s.mode == entering || s.uncover() {
		return
	}
	if !s.g.Over() {
		s.once.Levels = true
		return
	}
	s.mode, s.cardOver = choosing, true
	s.putHintAway()
}

// KeyCopy is Ctrl+C: Copy, but on a covered board it only resumes.
func (s *Session) KeyCopy() {
	defer s.begin()()
	if s.uncover() {
		return
	}
	s.Copy()
}

// KeyPaste is Ctrl+V with the clipboard's text: Paste, but on a covered
// board it only resumes.
func (s *Session) KeyPaste(text string) {
	defer s.begin()()
	if s.uncover() {
		return
	}
	s.Paste(text)
}
