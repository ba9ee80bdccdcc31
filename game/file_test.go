package game_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
)

// dirNames returns the names in dir, sorted.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	must(t, err)
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func TestSaveFileLoadFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	g, _ := playedGame(t)
	must(t, game.SaveFile(path, g))
	must(t, g.Set(3, 6)) // and again over the first save
	must(t, game.SaveFile(path, g))
	if names := dirNames(t, dir); !slices.Equal(names, []string{"game.json"}) {
		t.Errorf("the directory holds %v, want only game.json", names)
	}
	data, err := os.ReadFile(path)
	must(t, err)
	if !bytes.Equal(data, save(t, g)) {
		t.Errorf("the file is not what Save writes")
	}
	h, err := game.LoadFile(path, game.Options{})
	must(t, err)
	if h.Entries() != g.Entries() || h.AllNotes() != g.AllNotes() || h.Elapsed() < g.Elapsed() {
		t.Errorf("LoadFile gave another game")
	}
}

func TestSaveFileFails(t *testing.T) {
	dir := t.TempDir()
	g, _, _ := newGame(t)
	// The target is a directory: the rename fails, and the temporary file
	// must go.
	target := filepath.Join(dir, "taken")
	must(t, os.Mkdir(target, 0o755))
	must(t, os.WriteFile(filepath.Join(target, "x"), nil, 0o644))
	if err := game.SaveFile(target, g); err == nil {
		t.Fatal("saved over a directory")
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"taken"}) {
		t.Errorf("the directory holds %v after a failed save", names)
	}
	if err := game.SaveFile(filepath.Join(dir, "missing", "game.json"), g); err == nil {
		t.Error("saved into a missing directory")
	}
}

func TestLoadFileMissing(t *testing.T) {
	_, err := game.LoadFile(filepath.Join(t.TempDir(), "none.json"), game.Options{})
	if !errors.Is(err, fs.ErrNotExist) || errors.Is(err, game.ErrCorruptSave) {
		t.Errorf("error %v, want fs.ErrNotExist", err)
	}
}

func TestLoadFileCorrupt(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	g, _ := playedGame(t)
	good := save(t, g)
	bad := [][]byte{
		good[:len(good)/2],
		[]byte("not a save"),
		bytes.Replace(good, []byte(`"version":4`), []byte(`"version":99`), 1), // a tally: version 4
	}
	asides := []string{"game.json.corrupt", "game.json.corrupt.1", "game.json.corrupt.2"}
	for i, data := range bad {
		must(t, os.WriteFile(path, data, 0o600))
		_, err := game.LoadFile(path, game.Options{})
		if !errors.Is(err, game.ErrCorruptSave) {
			t.Fatalf("save %d: error %v, want ErrCorruptSave", i, err)
		}
		if !strings.Contains(err.Error(), asides[i]) {
			t.Errorf("save %d: error %q does not name %s", i, err, asides[i])
		}
		if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("save %d: %s is still there: %v", i, path, err)
		}
		kept, err := os.ReadFile(filepath.Join(dir, asides[i]))
		must(t, err)
		if !bytes.Equal(kept, data) {
			t.Errorf("save %d: %s holds other bytes", i, asides[i])
		}
	}
	if names := dirNames(t, dir); !slices.Equal(names, asides) {
		t.Errorf("the directory holds %v, want %v", names, asides)
	}
	// The path is free for the next save.
	must(t, game.SaveFile(path, g))
	if _, err := game.LoadFile(path, game.Options{}); err != nil {
		t.Errorf("after the corrupt ones: %v", err)
	}
}
