package session

// The status line: words the verbs say, which go stale unless sticky.

// say sets the status message.
func (s *Session) say(key string, args map[string]any) { s.line.status = Message{Key: key, Args: args} }

// sticky are the status messages that stay until something replaces
// them: work under way, instructions, problems found at start.
var sticky = map[string]bool{
	"status.generating": true, "status.file.reading": true, "status.entry.start": true,
	"status.save-corrupt": true, "status.save-unreadable": true, "status.stats-corrupt": true,
	"status.stats-unreadable": true, "status.entry.restored": true, "status.settings-corrupt": true,
	"status.aside.game-stats": true, "status.aside.game-settings": true, "status.aside.stats-settings": true,
	"status.aside.all": true,
}

// ExpireStatus clears the status message numbered id (View.StatusID)
// when it is still on show and is not sticky: the window calls it a few
// seconds after showing one, so that words go stale no longer.
func (s *Session) ExpireStatus(id uint64) {
	if id != s.line.id || s.line.status.Empty() || sticky[s.line.status.Key] {
		return
	}
	defer s.begin()()
	s.line.status = Message{}
}

// Notify shows msg in the status line: the window reports there what it
// did itself, such as a file exported.
func (s *Session) Notify(msg Message) {
	defer s.begin()()
	s.line.status = msg
}
