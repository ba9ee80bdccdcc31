package game_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
)

// TestSetAsideTorn: a torn preferences.json was loaded as empty
// preferences and overwritten at exit, losing the settings and any
// statistics still kept there. SetAsideTorn moves a file that is not
// JSON aside, never over an older one, and leaves everything else alone.
func TestSetAsideTorn(t *testing.T) {
	for _, tc := range []struct {
		name    string
		content *string // nil: no file
		aside   bool
	}{
		{"torn", ptr(`{"theme":"dark","stats":"{\"version\":1`), true},
		{"torn array", ptr(`[1,2`), true},
		{"not an object", ptr(`[1,2]`), true}, // Fyne reads it as nothing too
		{"garbage", ptr("\x00\x01\x02"), true},
		{"whole", ptr(`{"theme":"dark"}`), false},
		{"empty", ptr(""), true}, // an in-place rewrite cut short
		{"blank", ptr(" \n"), true},
		{"missing", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "preferences.json")
			if tc.content != nil {
				must(t, os.WriteFile(path, []byte(*tc.content), 0o600))
				// An older file kept aside is never overwritten.
				must(t, os.WriteFile(path+".corrupt", []byte("older"), 0o600))
			}
			aside, err := game.SetAsideTorn(path)
			must(t, err)
			if (aside != "") != tc.aside {
				t.Fatalf("kept aside as %q, want kept aside %v", aside, tc.aside)
			}
			if !tc.aside {
				if tc.content != nil {
					if data, err := os.ReadFile(path); err != nil || string(data) != *tc.content {
						t.Errorf("the file was changed: %q, %v", data, err)
					}
				}
				return
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the torn file is still in place: %v", err)
			}
			if data, err := os.ReadFile(aside); err != nil || string(data) != *tc.content {
				t.Errorf("kept aside as %s: %q, %v", aside, data, err)
			}
			if data, _ := os.ReadFile(path + ".corrupt"); string(data) != "older" {
				t.Errorf("the older file kept aside was overwritten: %q", data)
			}
		})
	}
}

func ptr(s string) *string { return &s }

// TestSetAsideTornLeavesOthersAlone: a directory or other non-regular
// file at the path is not ours to move.
func TestSetAsideTornLeavesOthersAlone(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	must(t, os.Mkdir(path, 0o700))
	if aside, err := game.SetAsideTorn(path); aside != "" || err == nil {
		t.Errorf("a directory: aside %q, error %v", aside, err)
	}
}

// TestWriteAside: data kept aside goes to the first free name, never
// over an older file.
func TestWriteAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "stats.json")
	must(t, os.WriteFile(path+".corrupt", []byte("older"), 0o600))
	aside, err := game.WriteAside(path, []byte("newer"))
	must(t, err)
	if aside != path+".corrupt.1" {
		t.Errorf("kept as %s", aside)
	}
	for name, want := range map[string]string{path + ".corrupt": "older", aside: "newer"} {
		if data, err := os.ReadFile(name); err != nil || string(data) != want {
			t.Errorf("%s holds %q, %v; want %q", name, data, err, want)
		}
	}
}
