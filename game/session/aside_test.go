package session_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
)

// TestEveryFileKeptAsideIsReported: with {torn in both game.json and
// stats.json only "statistics could not be read" showed; the lost game,
// kept aside as game.json.corrupt, was never mentioned. One status line
// names every file kept aside and what it held.
func TestEveryFileKeptAsideIsReported(t *testing.T) {
	for _, tc := range []struct {
		name              string
		game, stats, pref bool
		want              string
		files             []string
	}{
		{"game", true, false, false, "status.save-corrupt", []string{"game.json.corrupt"}},
		{"statistics", false, true, false, "status.stats-corrupt", []string{"stats.json.corrupt"}},
		{"game and statistics", true, true, false, "status.aside.game-stats", []string{"game.json.corrupt", "stats.json.corrupt"}},
		{"settings", false, true, true, "status.aside.stats-settings", []string{"stats.json.corrupt", "preferences.json.corrupt"}},
		{"all three", true, true, true, "status.aside.all", []string{"game.json.corrupt", "stats.json.corrupt", "preferences.json.corrupt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			opts := session.Options{
				SavePath: filepath.Join(dir, "game.json"), StatsPath: filepath.Join(dir, "stats.json"),
				Settings: session.DefaultSettings(), LegacyStats: gametest.Store{},
			}
			if tc.game {
				must(t, os.WriteFile(opts.SavePath, []byte("{torn"), 0o600))
			}
			if tc.stats {
				must(t, os.WriteFile(opts.StatsPath, []byte("{torn"), 0o600))
			}
			if tc.pref {
				opts.PrefsAside = filepath.Join(dir, "preferences.json.corrupt")
				must(t, os.WriteFile(opts.PrefsAside, []byte("{torn"), 0o600))
			}
			s := session.New(opts)
			defer s.Close()
			st := s.View().Status
			if st.Key != tc.want {
				t.Errorf("status %q, want %q", st.Key, tc.want)
			}
			files, _ := st.Args["Files"].(string)
			for _, f := range tc.files {
				if !strings.Contains(files, f) {
					t.Errorf("the status names %q, not %s", files, f)
				}
				if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
					t.Errorf("%s is not kept: %v", f, err)
				}
			}
		})
	}
}

// TestTornPreferencesLoseNoStatistics: statistics that still lived in a
// torn preferences.json (from before they had their own file) were lost
// without a word, and an empty stats.json was written in their place, so
// that they were never looked for again. The loss is reported as the
// statistics file's is, naming the preferences kept aside, and no
// statistics file is written until there is something to keep.
func TestTornPreferencesLoseNoStatistics(t *testing.T) {
	dir := t.TempDir()
	statsPath := filepath.Join(dir, "stats.json")
	aside := filepath.Join(dir, "preferences.json.corrupt")
	must(t, os.WriteFile(aside, []byte(`{"stats":"{\"version\":1,\"levels\":{\"hard\"`), 0o600))
	s := session.New(session.Options{
		StatsPath: statsPath, LegacyStats: gametest.Store{}, PrefsAside: aside, Settings: session.DefaultSettings(),
	})
	st := s.View().Status
	s.Flush()
	if st.Key != "status.aside.stats-settings" || !strings.Contains(st.Args["Files"].(string), "preferences.json.corrupt") {
		t.Errorf("status %+v, want the statistics and settings reported kept aside in preferences.json.corrupt", st)
	}
	if _, err := os.Stat(statsPath); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a statistics file was written before anything was played: %v", err)
	}
	s.Close()
}

// TestCorruptLegacyStatisticsAreReported: statistics in the preferences
// that could not be read were dropped silently; the next statistics
// written hid them for good.
func TestCorruptLegacyStatisticsAreReported(t *testing.T) {
	dir := t.TempDir()
	statsPath := filepath.Join(dir, "stats.json")
	const bad = `{"version":1,"levels":{"hard":{"started":-1}}}`
	legacy := gametest.Store{"stats": bad}
	s := session.New(session.Options{StatsPath: statsPath, LegacyStats: legacy, Settings: session.DefaultSettings()})
	if got := s.View().Status.Key; got != "status.stats-corrupt" {
		t.Errorf("status %q, want status.stats-corrupt", got)
	}
	s.Close()
	if _, err := os.Stat(statsPath); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("an empty statistics file was written over what could not be read: %v", err)
	}
	if data, err := os.ReadFile(statsPath + ".corrupt"); err != nil || string(data) != bad {
		t.Errorf("the statistics that could not be read are kept as %q, %v", data, err)
	}
	// Kept aside once: the next start finds nothing more to report.
	again := session.New(session.Options{StatsPath: statsPath, LegacyStats: legacy, Settings: session.DefaultSettings()})
	defer again.Close()
	if got := again.View().Status.Key; got == "status.stats-corrupt" {
		t.Error("the same statistics are reported again at the next start")
	}
}
