package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestEveryTechniqueUpToHardIsExplained: hints name techniques a player
// may not know. Every technique of the easy, medium and hard levels has
// an explanation in English and in Chinese, a paragraph of its own (no
// two the same, none empty).
func TestEveryTechniqueUpToHardIsExplained(t *testing.T) {
	for _, language := range []string{"en", "zh-Hans"} {
		data, err := os.ReadFile(filepath.Join("translations", language+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var words map[string]string
		if err := json.Unmarshal(data, &words); err != nil {
			t.Fatal(err)
		}
		seen := map[string]string{}
		for _, tech := range logic.Techniques() {
			if tech.Level() > logic.Hard {
				continue
			}
			var key, text string
			for _, key = range explainKeys(tech) {
				if text = words[key]; text != "" {
					break
				}
			}
			if len(text) < 40 {
				t.Errorf("%s: %s has no explanation (%s: %q)", language, tech.ID(), key, text)
				continue
			}
			if other, ok := seen[text]; ok && other != key {
				t.Errorf("%s: %s and %s say the same", language, key, other)
			}
			seen[text] = key
		}
	}
}
