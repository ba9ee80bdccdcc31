package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game/session"
)

// TestMessageWithin: a message argument that is a message itself is
// worded in its turn, as the trainer's write failure that keeps the files
// read badly at start named.
func TestMessageWithin(t *testing.T) {
	test.NewTempApp(t)
	read := session.Message{Key: "trainer.files-aside", Args: map[string]any{"Paths": "a.json, b.json", "Asides": "a.json.corrupt, b.json.corrupt", "Error": "torn"}}
	got := message(session.Message{Key: "trainer.write-failed-too", Args: map[string]any{"Error": "disk full", "Read": read}})
	for _, want := range []string{"a.json, b.json", "b.json.corrupt", "disk full"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q does not say %q", got, want)
		}
	}
}
