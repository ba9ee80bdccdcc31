package ui_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/levels"
)

// catalogue reads a translation file: keys to messages.
func catalogue(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(m) == 0 {
		t.Fatalf("%s is empty", path)
	}
	return m
}

var placeholder = regexp.MustCompile(`\{\{\s*\.(\w*)\s*\}\}`)

// placeholders returns the template fields a message uses, sorted.
func placeholders(msg string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(msg, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// sameCatalogues checks that two translations have the same keys, and that
// each message uses the same template fields in both.
func sameCatalogues(t *testing.T, dir string) {
	t.Helper()
	en := catalogue(t, filepath.Join(dir, "en.json"))
	zh := catalogue(t, filepath.Join(dir, "zh-Hans.json"))
	for k, msg := range en {
		other, ok := zh[k]
		switch {
		case !ok:
			t.Errorf("%s: %q is in en.json only", dir, k)
		case !slices.Equal(placeholders(msg), placeholders(other)):
			t.Errorf("%s: %q uses %v in en.json, %v in zh-Hans.json", dir, k, placeholders(msg), placeholders(other))
		case strings.TrimSpace(other) == "" && strings.TrimSpace(msg) != "": // a separator may be blank in both
			t.Errorf("%s: %q is empty in zh-Hans.json", dir, k)
		}
	}
	for k := range zh {
		if _, ok := en[k]; !ok {
			t.Errorf("%s: %q is in zh-Hans.json only", dir, k)
		}
	}
}

func TestTranslationsMatch(t *testing.T) {
	sameCatalogues(t, "translations")
}

func TestStepMessagesMatch(t *testing.T) {
	sameCatalogues(t, filepath.Join("..", "solver", "logic", "messages"))
}

// keyUse finds the translation keys the source names literally: in
// lang.L calls and in p.say, which passes its key to lang.L. A literal
// followed by + is a prefix, checked below.
var keyUse = regexp.MustCompile(`(?:lang\.L|\.say)\(\s*"([^"]+)"\s*[,)]`)

func TestTranslationKeysExist(t *testing.T) {
	en := catalogue(t, filepath.Join("translations", "en.json"))
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range keyUse.FindAllSubmatch(src, -1) {
			key := string(m[1])
			used[key] = true
			if _, ok := en[key]; !ok {
				t.Errorf("%s uses %q, which en.json lacks", name, key)
			}
		}
	}
	if len(used) < 20 {
		t.Errorf("found only %d keys in the source: is the pattern stale?", len(used))
	}

	// Keys the source builds: "button."+key, "unit."+name and
	// "level."+name.
	for _, k := range []string{"check", "answer", "new", "restart", "undo", "redo", "hint", "enter", "start", "cancel"} {
		if _, ok := en["button."+k]; !ok {
			t.Errorf("en.json lacks button.%s", k)
		}
	}
	for _, k := range []string{"row", "column", "box", "region"} { // solver.ConflictError's units
		if _, ok := en["unit."+k]; !ok {
			t.Errorf("en.json lacks unit.%s", k)
		}
	}
	for _, name := range append([]string{"easy", "medium", "hard", "expert", "extreme"}, levels.Names...) {
		if _, ok := en["level."+name]; !ok {
			t.Errorf("en.json lacks level.%s", name)
		}
	}
}

// TestWording checks words the player was misled by: the digits under
// the board are the pad (number pad) everywhere, as Help calls them, not
// the palette; and Help does not say removed notes stay "struck", for a
// removed note is gone, and a struck note is one a digit rules out. And
// Classic has one Chinese name.
func TestWording(t *testing.T) {
	for _, tc := range []struct {
		file, word, why string
	}{
		{"en.json", "palette", "the digits under the board are the pad"},
		{"zh-Hans.json", "数字栏", "the digits under the board are the 数字键盘"},
		{"en.json", "stay struck", "removed notes disappear; struck notes are ruled out"},
		{"zh-Hans.json", "划掉的笔记", "removed notes disappear; struck notes are ruled out"},
		{"zh-Hans.json", "标准", "Classic is 经典 throughout, as the level card's rule line has it, not 标准 on its button"},
	} {
		for key, msg := range catalogue(t, filepath.Join("translations", tc.file)) {
			if strings.Contains(strings.ToLower(msg), tc.word) {
				t.Errorf("%s: %q says %q: %s", tc.file, key, tc.word, tc.why)
			}
		}
	}
}

// TestFyneWordsAreFynes: fynewords holds a copy of Fyne's own words in
// the languages the window speaks (see UseLanguage); it must match the
// Fyne this module builds with, or Fyne's dialogs would mix two wordings.
func TestFyneWordsAreFynes(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	fyneDir := strings.TrimSpace(string(out))
	for _, tc := range []struct{ ours, fynes string }{
		{"en.json", "base.en.json"},
		{"zh-Hans.json", "base.zh_Hans.json"},
	} {
		var ours, fynes any
		for _, f := range []struct {
			path string
			into *any
		}{{filepath.Join("fynewords", tc.ours), &ours}, {filepath.Join(fyneDir, "lang", "translations", tc.fynes), &fynes}} {
			data, err := os.ReadFile(f.path)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, f.into); err != nil {
				t.Fatalf("%s: %v", f.path, err)
			}
		}
		if !reflect.DeepEqual(ours, fynes) {
			t.Errorf("fynewords/%s differs from Fyne's %s: copy it again", tc.ours, tc.fynes)
		}
	}
}
