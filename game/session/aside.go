package session

import (
	"path/filepath"
	"slices"
	"strings"
)

// kept is a file that could not be read at start and is kept aside: what
// it held ("game", "stats" or "settings") and the name it has now.
type kept struct {
	what string
	file string
}

// asideKeys word the files kept aside by what they held, each set of
// them in one status line.
var asideKeys = map[string]string{
	"game":                "status.save-corrupt",
	"stats":               "status.stats-corrupt",
	"settings":            "status.settings-corrupt",
	"game+stats":          "status.aside.game-stats",
	"game+settings":       "status.aside.game-settings",
	"settings+stats":      "status.aside.stats-settings",
	"game+settings+stats": "status.aside.all",
	"history":             "status.history-torn",
}

// asideMessage is the status line that reports every file kept aside:
// what they held, and their names (Files) for the player to find them.
func asideMessage(ks []kept) Message {
	var whats, files []string
	for _, k := range ks {
		if !slices.Contains(whats, k.what) {
			whats = append(whats, k.what)
		}
		if f := filepath.Base(k.file); k.file != "" && !slices.Contains(files, f) {
			files = append(files, f)
		}
	}
	slices.Sort(whats)
	key, ok := asideKeys[strings.Join(whats, "+")]
	if !ok { // the history with other files
		key = "status.aside.some"
	}
	return Message{Key: key, Args: map[string]any{"Files": strings.Join(files, ", ")}}
}
